import { useId, useState } from 'react';
import type { AgentAnnouncement, AgentAnnouncementItem } from '@lobby/contract/agent-announcements';
import { Icon } from '@/components/ui/icon';
import { Pagination } from '@/components/ui/pagination';
import { SafeHtml } from '@/components/ui/safe-html';
import { EmptyState } from '@/components/records/empty-state';
import { LoadState } from '@/components/records/load-state';
import { errorMessage } from '@/lib/error-message';
import { useLanguageTag } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { formatInZone } from '@/lib/zoned-time';
import { useAgentAnnouncements } from '../api/get-agent-announcements';
import { useReadAgentAnnouncement } from '../api/read-agent-announcement';
import './agent-announcements-page.css';

type Props = {
  /** The agent's unread count (the menu badge's), for the summary line. */
  unread: number;
  /** The brand's zone, in which the dates are written. */
  timeZoneOffsetMinutes: number;
};

/** What opening an announcement has brought: its content, or why it could not be read. */
type Opened = { announcement: AgentAnnouncement } | { error: string } | 'loading';

/**
 * agentAnnouncement (product §2, the agent menu's first page): what the operator told agents, unread
 * first, 9 to a page; a click opens one (its sanitised HTML, decision 0114) and marks it read, and
 * another click folds it again.
 */
export function AgentAnnouncementsPage({ unread, timeZoneOffsetMinutes }: Props) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [opened, setOpened] = useState<Record<number, Opened>>({});
  const announcements = useAgentAnnouncements(page);
  const read = useReadAgentAnnouncement();
  const data = announcements.data;

  if (!data) {
    return (
      <LoadState
        card
        failed={announcements.isError}
        message={t('agentAnnouncements.loadFailed')}
        onRetry={() => void announcements.refetch()}
      />
    );
  }

  function toggle(item: AgentAnnouncementItem) {
    const opening = openId !== item.id;
    setOpenId(opening ? item.id : null);
    const known = opened[item.id];
    if (!opening || (known !== undefined && typeof known === 'object' && 'announcement' in known)) return;
    setOpened((all) => ({ ...all, [item.id]: 'loading' }));
    read.mutate(item.id, {
      onSuccess: ({ announcement }) => setOpened((all) => ({ ...all, [item.id]: { announcement } })),
      onError: (error) => setOpened((all) => ({ ...all, [item.id]: { error: errorMessage(error, t) } })),
    });
  }

  function goTo(next: number) {
    setPage(next);
    setOpenId(null);
  }

  return (
    <section className="mc-card agent-news" aria-label={t('agentCentre.menu.agentAnnouncement')}>
      <p className="agent-news__summary" aria-live="polite" data-testid="agent-news-unread">
        <Icon name="megaphone" size={18} />
        {unread > 0
          ? t('agentAnnouncements.unreadCount', { count: unread })
          : t('agentAnnouncements.allRead')}
      </p>
      {data.list.length === 0 ? (
        <EmptyState icon={<Icon name="megaphone" size={32} />}>{t('agentAnnouncements.empty')}</EmptyState>
      ) : (
        <ul className="agent-news__list" aria-busy={announcements.isPlaceholderData}>
          {data.list.map((item) => (
            <AnnouncementItem
              key={item.id}
              item={item}
              opened={opened[item.id]}
              open={openId === item.id}
              timeZoneOffsetMinutes={timeZoneOffsetMinutes}
              onToggle={() => toggle(item)}
            />
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={data.totalPages} onChange={goTo} />
    </section>
  );
}

type ItemProps = {
  item: AgentAnnouncementItem;
  opened: Opened | undefined;
  open: boolean;
  timeZoneOffsetMinutes: number;
  onToggle: () => void;
};

function AnnouncementItem({ item, opened, open, timeZoneOffsetMinutes, onToggle }: ItemProps) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const bodyId = useId();
  // Read once opened here, though the list (not reloaded under the reader's eye) still says unread.
  const read = item.read || (typeof opened === 'object' && 'announcement' in opened);
  return (
    <li
      className={`agent-news__item${read ? '' : ' is-unread'}${open ? ' is-open' : ''}`}
      data-testid="agent-news-item"
    >
      <button
        type="button"
        className="agent-news__toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={onToggle}
      >
        <span className="agent-news__dot" aria-hidden="true" />
        <span className="agent-news__heading">
          <span className="agent-news__title" dir="auto">
            {item.title}
            {!read && <span className="visually-hidden"> ({t('agentAnnouncements.unread')})</span>}
          </span>
          {item.team && <span className="agent-news__team">{t('agentAnnouncements.team')}</span>}
        </span>
        <time className="agent-news__time" dateTime={item.publishedAt}>
          {formatInZone(item.publishedAt, languageTag, timeZoneOffsetMinutes, false)}
        </time>
        <Icon name="chevron-down" size={16} className="agent-news__chevron" />
      </button>
      {open && (
        <div id={bodyId} className="agent-news__body">
          {opened === undefined || opened === 'loading' ? (
            <p className="agent-news__state" role="status">
              {t('agentAnnouncements.opening')}
            </p>
          ) : 'error' in opened ? (
            <p className="agent-news__state" role="alert">
              {opened.error}
            </p>
          ) : (
            <SafeHtml html={opened.announcement.content} className="agent-news__content" />
          )}
        </div>
      )}
    </li>
  );
}
