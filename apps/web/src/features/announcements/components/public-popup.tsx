import type { Announcement } from '@lobby/contract/content';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Icon } from '@/components/ui/icon';
import { Modal } from '@/components/ui/modal';
import { SafeHtml } from '@/components/ui/safe-html';
import './notice-popup.css';

type PublicPopupProps = { announcements: Announcement[]; onClose: () => void };

/** The public popup (type PL): the first announcement open, the others one click away. */
export function PublicPopup({ announcements, onClose }: PublicPopupProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const [openId, setOpenId] = useState(announcements[0]?.id ?? null);
  return (
    <Modal
      title={t('notice.publicTitle')}
      onClose={onClose}
      size="medium"
      footer={
        <button type="button" className="btn btn--gold" onClick={onClose}>
          {t('notice.gotIt')}
        </button>
      }
    >
      <ul className="public-popup__list">
        {announcements.map((item) => {
          const expanded = item.id === openId;
          const bodyId = `${baseId}-${item.id}`;
          const image = [...item.announcementImages].sort((a, b) => a.sequence - b.sequence)[0];
          return (
            <li key={item.id} className="public-popup__item">
              <button
                type="button"
                className="public-popup__toggle"
                aria-expanded={expanded}
                aria-controls={bodyId}
                onClick={() => setOpenId(expanded ? null : item.id)}
              >
                <bdi>{item.title}</bdi>
                <Icon name="chevron-down" size={18} />
              </button>
              {expanded && (
                <div className="public-popup__body" id={bodyId}>
                  {image && (
                    <img className="public-popup__image" src={image.url} alt={item.title} loading="lazy" />
                  )}
                  <SafeHtml html={item.content} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
