import { useId, useState } from 'react';
import type { InboxMessage } from '@lobby/contract/inbox';
import { showDialog } from '@/components/ui/dialog-store';
import { Icon } from '@/components/ui/icon';
import { shapes } from '@/components/ui/icon-shapes';
import { Pagination } from '@/components/ui/pagination';
import { SafeHtml } from '@/components/ui/safe-html';
import { EmptyState } from '@/components/records/empty-state';
import { LoadState } from '@/components/records/load-state';
import { errorMessage } from '@/lib/error-message';
import { useLanguageTag } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { formatInZone } from '@/lib/zoned-time';
import { useDeleteMessages } from '../api/delete-messages';
import { useMessages } from '../api/get-messages';
import { useReadMessages } from '../api/read-messages';
import { useMessageWording, type MessageWording } from '../hooks/use-message-wording';
import './messages-page.css';

/** What the member centre hands its pages, as far as this one needs it. */
type MessagesPageProps = { member: { unreadMessageCount: number }; timeZoneOffsetMinutes: number };

/**
 * messageV2, the platform messages (product §2): newest first, paged; opening an unread message
 * marks it read; each can be deleted. A message arriving while the page is open (the socket moves
 * the unread count) reloads the page in place.
 */
export default function MessagesPage({ member, timeZoneOffsetMinutes }: MessagesPageProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const messages = useMessages(page);
  const read = useReadMessages();
  const remove = useDeleteMessages();
  const wording = useMessageWording();
  const data = messages.data;

  if (!data) {
    return (
      <LoadState
        card
        failed={messages.isError}
        message={t('messages.loadFailed')}
        onRetry={() => void messages.refetch()}
      />
    );
  }

  function toggle(message: InboxMessage) {
    const opening = openId !== message.id;
    setOpenId(opening ? message.id : null);
    if (opening && !message.read) read.mutate([message.id]);
  }

  async function onDelete(message: InboxMessage, title: string) {
    const confirmed = await showDialog({
      icon: 'warning',
      title: t('messages.deleteTitle'),
      message: t('messages.deleteConfirm', { title }),
      confirmText: t('messages.delete'),
      cancelText: t('messages.cancel'),
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync([message.id]);
      setOpenId(null);
      // The last message of a later page gone: that page no longer exists.
      if (data && data.list.length === 1 && page > 1) setPage(page - 1);
    } catch (error) {
      void showDialog({ icon: 'error', message: errorMessage(error, t) });
    }
  }

  const unread = member.unreadMessageCount;
  return (
    <section className="mc-card inbox" aria-label={t('messages.title')}>
      <header className="inbox__head">
        <p className="inbox__summary" aria-live="polite" data-testid="inbox-unread">
          <Icon name={shapes.mail} size={18} />
          {unread > 0 ? t('messages.unreadCount', { count: unread }) : t('messages.allRead')}
        </p>
      </header>
      {data.list.length === 0 ? (
        <EmptyState icon={<Icon name={shapes.mail} size={32} />}>{t('messages.empty')}</EmptyState>
      ) : (
        <ul className="inbox__list">
          {data.list.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              wording={wording(message)}
              open={openId === message.id}
              timeZoneOffsetMinutes={timeZoneOffsetMinutes}
              onToggle={() => toggle(message)}
              onDelete={(title) => void onDelete(message, title)}
            />
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
    </section>
  );
}

type MessageItemProps = {
  message: InboxMessage;
  wording: MessageWording;
  open: boolean;
  timeZoneOffsetMinutes: number;
  onToggle: () => void;
  onDelete: (title: string) => void;
};

function MessageItem({
  message,
  wording,
  open,
  timeZoneOffsetMinutes,
  onToggle,
  onDelete,
}: MessageItemProps) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const bodyId = useId();
  return (
    <li className={`inbox__item${message.read ? '' : ' is-unread'}${open ? ' is-open' : ''}`}>
      <button
        type="button"
        className="inbox__toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={onToggle}
      >
        <span className="inbox__dot" aria-hidden="true" />
        <span className="inbox__title" dir="auto">
          {wording.title}
          {!message.read && <span className="visually-hidden"> ({t('messages.unread')})</span>}
        </span>
        <time className="inbox__time" dateTime={message.createdAt}>
          {formatInZone(message.createdAt, languageTag, timeZoneOffsetMinutes, true)}
        </time>
        <Icon name="chevron-down" size={16} className="inbox__chevron" />
      </button>
      {open && (
        <div id={bodyId} className="inbox__body">
          {wording.html !== null ? (
            <SafeHtml html={wording.html} />
          ) : (
            <p className="inbox__text" dir="auto">
              {wording.text}
            </p>
          )}
          <button
            type="button"
            className="btn btn--outline btn--small inbox__delete"
            onClick={() => onDelete(wording.title)}
          >
            <Icon name="close" size={16} />
            {t('messages.delete')}
          </button>
        </div>
      )}
    </li>
  );
}
