import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useI18n } from '../lib/i18n';
import { CloseIcon } from './icons';
import './panel.css';

/**
 * A side panel (a bottom sheet on phones) over the game: the native modal <dialog>, which keeps focus
 * inside, makes the game behind it inert, closes on Escape and gives focus back to the opener.
 */
export function Panel(props: { title: string; onClose: () => void; children: ReactNode; wide?: boolean }) {
  const { t } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { onClose } = props;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    return () => dialog.close();
  }, []);

  return (
    <dialog
      ref={ref}
      className={`panel${props.wide ? ' panel--wide' : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself, outside its inner box.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="panel__box">
        <header className="panel__header">
          <h2 id={titleId} className="panel__title">
            {props.title}
          </h2>
          <button
            type="button"
            className="btn btn--ghost btn--icon"
            onClick={onClose}
            aria-label={t('common.close')}
          >
            <CloseIcon />
          </button>
        </header>
        <div className="panel__body">{props.children}</div>
      </div>
    </dialog>
  );
}
