import type { Announcement } from '@lobby/contract/content';
import { useTranslation } from '@/lib/use-translation';
import { Modal } from '@/components/ui/modal';
import { SafeHtml } from '@/components/ui/safe-html';
import { useLanguageTag } from '@/lib/i18n';
import './notice-popup.css';

type NoticePopupProps = { notice: Announcement; onClose: () => void };

export function NoticePopup({ notice, onClose }: NoticePopupProps) {
  const { t } = useTranslation();
  const tag = useLanguageTag();
  const published = new Date(notice.publishedAt);
  return (
    <Modal title={t('notice.title')} onClose={onClose} size="medium">
      <article className="notice">
        <h3 className="notice__title" dir="auto">
          {notice.title}
        </h3>
        {!Number.isNaN(published.getTime()) && (
          <time className="notice__date" dateTime={notice.publishedAt}>
            {published.toLocaleDateString(tag, { dateStyle: 'long' })}
          </time>
        )}
        <SafeHtml html={notice.content} />
      </article>
    </Modal>
  );
}
