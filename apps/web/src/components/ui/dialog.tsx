import { useEffect } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { DialogIcon, OpenDialog } from './dialog-store';
import { Icon } from './icon';
import { Modal } from './modal';
import { SafeHtml } from './safe-html';
import './dialog.css';

const iconTitleKey = {
  success: 'dialog.success',
  info: 'dialog.info',
  warning: 'dialog.warning',
  error: 'dialog.error',
} as const satisfies Record<DialogIcon, string>;

/** Loaded when the first dialog opens (dialog-host.tsx), so pages that show none never download it. */
export function GenericDialog({ dialog }: { dialog: OpenDialog }) {
  const { t } = useTranslation();
  const { options, settle } = dialog;
  const icon = options.icon ?? 'info';

  useEffect(() => {
    if (!options.autoCloseMs) return;
    const timer = setTimeout(() => settle(false), options.autoCloseMs);
    return () => clearTimeout(timer);
  }, [options.autoCloseMs, settle]);

  return (
    <Modal
      title={options.title ?? t(iconTitleKey[icon])}
      onClose={() => settle(false)}
      size="small"
      layer="dialog"
      dismissible={options.dismissible ?? true}
      className="dialog"
      describedBy={`dialog-body-${dialog.id}`}
    >
      <div className={`dialog__icon dialog__icon--${icon}`}>
        <Icon name={icon} size={40} />
      </div>
      <div className="dialog__content" id={`dialog-body-${dialog.id}`}>
        {options.message && <p>{options.message}</p>}
        {options.html && <SafeHtml html={options.html} className="dialog__html" />}
      </div>
      <div className="dialog__actions">
        {options.cancelText && (
          <button type="button" className="btn btn--outline" onClick={() => settle(false)}>
            {options.cancelText}
          </button>
        )}
        <button type="button" className="btn btn--gold" onClick={() => settle(true)} data-autofocus>
          {options.confirmText ?? t('common.confirm')}
        </button>
      </div>
    </Modal>
  );
}
