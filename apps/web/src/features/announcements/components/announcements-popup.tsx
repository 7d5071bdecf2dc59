import type { Announcement, AnnouncementExecution } from '@lobby/contract/content';
import type { LanguageCode } from '@lobby/contract/languages';
import { useId, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { Modal } from '@/components/ui/modal';
import { Pagination } from '@/components/ui/pagination';
import { SafeHtml } from '@/components/ui/safe-html';
import { useLanguageTag } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { useAnnouncementsPage } from '../api/get-announcements';
import './notice-popup.css';
import './announcements-popup.css';

/** Every type of product §3, each labelled in the list with what it is. */
const allTypes: Announcement['type'][] = ['B', 'PL', 'PU', 'PR', 'H'];
const typeLabel = {
  B: 'notice.types.B',
  PL: 'notice.types.PL',
  PU: 'notice.types.PU',
  PR: 'notice.types.PR',
  H: 'notice.types.H',
} as const satisfies Record<Announcement['type'], string>;

type AnnouncementsPopupProps = {
  language: LanguageCode;
  executions: AnnouncementExecution[];
  /**
   * Product §2: a promotion's "reward" action opens the reward centre. Left out while the site has no
   * reward centre (decision 0231), and the action is not shown.
   */
  onReward?: () => void;
  onClose: () => void;
};

/** Product §2 public announcements: 9 per page, a title list whose items open their HTML on a click. */
export function AnnouncementsPopup({ language, executions, onReward, onClose }: AnnouncementsPopupProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const query = useAnnouncementsPage({ types: allTypes, executions, language, pageNo: page });
  const value = query.data;

  function goTo(next: number) {
    setPage(next);
    setOpenId(null);
  }

  return (
    <Modal title={t('notice.listTitle')} onClose={onClose} size="large" className="announcements">
      {value ? (
        value.list.length === 0 ? (
          <p className="announcements__state">{t('notice.empty')}</p>
        ) : (
          <ul className="public-popup__list" aria-busy={query.isPlaceholderData}>
            {value.list.map((item) => (
              <AnnouncementItem
                key={item.id}
                item={item}
                expanded={item.id === openId}
                onToggle={() => setOpenId(item.id === openId ? null : item.id)}
                onReward={item.type === 'PR' ? onReward : undefined}
              />
            ))}
          </ul>
        )
      ) : query.isError ? (
        <div className="announcements__state" role="alert">
          <p>{t('notice.loadFailed')}</p>
          <button type="button" className="btn btn--ghost" onClick={() => void query.refetch()}>
            {t('notice.retry')}
          </button>
        </div>
      ) : (
        <ul className="announcements__skeleton" aria-label={t('notice.loading')}>
          {Array.from({ length: 5 }, (_, i) => (
            <li key={i} />
          ))}
        </ul>
      )}
      {value && <Pagination page={value.pageNo} totalPages={value.totalPages} onChange={goTo} />}
    </Modal>
  );
}

type ItemProps = {
  item: Announcement;
  expanded: boolean;
  onToggle: () => void;
  onReward?: () => void;
};

function AnnouncementItem({ item, expanded, onToggle, onReward }: ItemProps) {
  const { t } = useTranslation();
  const tag = useLanguageTag();
  const bodyId = useId();
  const published = new Date(item.publishedAt);
  const image = [...item.announcementImages].sort((a, b) => a.sequence - b.sequence)[0];
  return (
    <li className="public-popup__item">
      <button
        type="button"
        className="public-popup__toggle announcements__toggle"
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={onToggle}
      >
        <span className={`announcements__type announcements__type--${item.type}`}>
          {t(typeLabel[item.type])}
        </span>
        <span className="announcements__heading">
          <bdi className="announcements__title">{item.title}</bdi>
          {!Number.isNaN(published.getTime()) && (
            <time className="notice__date" dateTime={item.publishedAt}>
              {published.toLocaleDateString(tag, { dateStyle: 'medium' })}
            </time>
          )}
        </span>
        <Icon name="chevron-down" size={18} />
      </button>
      {expanded && (
        <div className="public-popup__body" id={bodyId}>
          {image && <img className="public-popup__image" src={image.url} alt={item.title} loading="lazy" />}
          <SafeHtml html={item.content} />
          {onReward && (
            <button type="button" className="btn btn--gold announcements__reward" onClick={onReward}>
              <Icon name="gift" size={18} />
              {t('notice.reward')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}

export default AnnouncementsPopup;
