import { useTranslation } from '@/lib/use-translation';
import { useStore } from '@/lib/create-store';
import { Icon } from './icon';
import { dismissToast, toastStore } from './toast-store';
import './toast.css';

/** Short confirmations that do not need an answer; announced politely to screen readers. */
export function ToastHost() {
  const { t } = useTranslation();
  const toasts = useStore(toastStore);
  return (
    <div className="toasts" aria-live="polite" aria-relevant="additions">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`}>
          <Icon name={toast.kind} />
          <span className="toast__message">{toast.message}</span>
          <button
            type="button"
            className="toast__close"
            onClick={() => dismissToast(toast.id)}
            aria-label={t('common.close')}
          >
            <Icon name="close" size={16} />
          </button>
        </div>
      ))}
    </div>
  );
}
