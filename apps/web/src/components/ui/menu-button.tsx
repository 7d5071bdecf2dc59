import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './menu-button.css';

export type MenuItem = {
  id: string;
  label: string;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  onSelect: () => void;
  /** Set apart at the end of the list (logout). */
  separated?: boolean;
  /** After the label: how many things wait there (a CountBadge). */
  badge?: ReactNode;
};

type MenuButtonProps = {
  /** What the button shows; it is also the menu's accessible name. */
  button: ReactNode;
  buttonClassName?: string;
  /** Read-only content above the items (who is logged in); nothing focusable. */
  header?: ReactNode;
  items: MenuItem[];
  className?: string;
};

/**
 * The WAI-ARIA menu button: Enter, Space or arrows open the menu, arrows, Home and End move
 * between items, Escape closes it and focus goes back to the button; Tab or a click outside
 * closes it too. On phones the menu becomes a bottom sheet (menu-button.css).
 */
export function MenuButton({ button, buttonClassName = '', header, items, className = '' }: MenuButtonProps) {
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const [open, setOpen] = useState(false);
  /** Which item takes focus when the menu opens: the first, or the last after ArrowUp. */
  const [startAt, setStartAt] = useState<'first' | 'last'>('first');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);

  function openMenu(at: 'first' | 'last') {
    setStartAt(at);
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  useEffect(() => {
    if (!open) return;
    const targets = itemRefs.current.filter(Boolean);
    (startAt === 'last' ? targets[targets.length - 1] : targets[0])?.focus();
  }, [open, startAt]);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const targets = itemRefs.current.filter((item): item is HTMLButtonElement => item !== null);
    const index = targets.indexOf(document.activeElement as HTMLButtonElement);
    const focusAt = (next: number) => targets[(next + targets.length) % targets.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index < 0 ? -1 : index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(-1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  }

  function select(item: MenuItem) {
    close(true);
    item.onSelect();
  }

  return (
    <div ref={rootRef} className={`menu-button${open ? ' menu-button--open' : ''} ${className}`.trim()}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={`menu-button__trigger ${buttonClassName}`.trim()}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {button}
      </button>
      {open && (
        <>
          <div className="menu-button__backdrop" aria-hidden="true" onClick={() => close(true)} />
          <div className="menu-button__panel">
            {header && <div className="menu-button__header">{header}</div>}
            <div id={menuId} role="menu" aria-labelledby={buttonId} onKeyDown={onMenuKeyDown}>
              {items.map((item, index) => (
                <button
                  key={item.id}
                  ref={(element) => {
                    itemRefs.current[index] = element;
                  }}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={`menu-button__item${item.separated ? ' menu-button__item--separated' : ''}`}
                  onClick={() => select(item)}
                >
                  {item.icon}
                  <span>{item.label}</span>
                  {item.badge}
                </button>
              ))}
            </div>
          </div>
        </>
      )}
    </div>
  );
}
