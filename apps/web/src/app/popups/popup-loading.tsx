import { useTranslation } from '@/lib/use-translation';
import { Modal } from '@/components/ui/modal';
import './popup-loading.css';

/** Shown in place of a popup whose site configuration is still arriving. */
export function PopupLoading({ title, onClose }: { title: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={title} onClose={onClose} size="small">
      <span className="spinner popup-loading" role="status" aria-label={t('common.loading')} />
    </Modal>
  );
}
