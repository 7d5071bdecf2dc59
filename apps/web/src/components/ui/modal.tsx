import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@/lib/use-translation';
import { Icon } from './icon';
import { useFocusTrap } from './use-focus-trap';
import { useScrollLock } from './use-scroll-lock';
import './modal.css';

export type ModalSize = 'small' | 'medium' | 'large';

type ModalProps = {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  size?: ModalSize;
  footer?: ReactNode;
  /** Generic dialogs sit above popups (a login error over the login popup). */
  layer?: 'popup' | 'dialog';
  /** For a modal that must be answered, such as the reload offer after a failed page load. */
  dismissible?: boolean;
  className?: string;
  describedBy?: string;
};

/** Accessible modal shell: portal, cover, focus trap, Escape and cover click to close. */
export function Modal({
  title,
  onClose,
  children,
  size = 'medium',
  footer,
  layer = 'popup',
  dismissible = true,
  className,
  describedBy,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const close = () => {
    if (dismissible) onClose();
  };
  useFocusTrap(panelRef, close);
  useScrollLock();

  function onCoverClick(event: MouseEvent<HTMLDivElement>) {
    if (event.target === event.currentTarget) close();
  }

  return createPortal(
    <div className={`modal-cover modal-cover--${layer}`} onClick={onCoverClick} data-testid="modal-cover">
      <div
        ref={panelRef}
        className={`modal modal--${size}${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        <div className="modal__header">
          <h2 className="modal__title" id={titleId}>
            {title}
          </h2>
          {dismissible && (
            <button type="button" className="modal__close" onClick={onClose} aria-label={t('common.close')}>
              <Icon name="close" />
            </button>
          )}
        </div>
        <div className="modal__body">{children}</div>
        {footer && <div className="modal__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
