import { useTranslation } from '@/lib/use-translation';
import { useStore } from '@/lib/create-store';
import { loadingStore } from './loading-store';
import './loading-cover.css';

type LoadingCoverProps = { visible?: boolean };

/** Full-screen cover while a submit or page load is in progress. */
export function LoadingCover({ visible }: LoadingCoverProps) {
  const { t } = useTranslation();
  const count = useStore(loadingStore);
  if (!visible && count === 0) return null;
  return (
    <div className="loading-cover" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
