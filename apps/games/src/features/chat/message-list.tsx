import type { ChatMessage } from '@lobby/contract/live-chat-room';
import { useLayoutEffect, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { ArrowDownIcon } from './chat-icons';
import type { Room } from './chat-state';
import { fullTime, messageTime } from './chat-time';

/** Within this many pixels of the end the list counts as read to the end, and follows new messages. */
const nearEnd = 48;

function MessageItem({ message, now }: { message: ChatMessage; now: number }) {
  const { t, tag } = useI18n();
  const classes = ['chat-message', `chat-message--${message.kind}`, message.mine ? 'is-mine' : ''];
  return (
    <li
      className={classes.join(' ').trim()}
      data-testid="chat-message"
      data-message-id={message.id}
      data-kind={message.kind}
    >
      <div className="chat-message__meta">
        {/* Names and texts are the writers' own, in any script: each takes its own direction. */}
        <span className="chat-message__name" dir="auto">
          {message.mine ? t('chat.you') : message.name}
        </span>
        {message.kind === 'host' && <span className="chat-message__badge">{t('chat.host')}</span>}
        <time
          className="chat-message__time"
          dateTime={message.createdAt}
          title={fullTime(message.createdAt, tag)}
        >
          {messageTime(message.createdAt, now, tag)}
        </time>
      </div>
      {/* Plain text, rendered as text (docs/games/live-chat.md): never as HTML. */}
      <p className="chat-message__text" dir="auto">
        {message.text}
      </p>
    </li>
  );
}

/**
 * The room's messages, oldest at the top, in a log that follows new messages while the reader is at
 * its end; scrolled up, a button says new ones arrived. Earlier pages load at the top, keeping the
 * reader's place.
 */
export function MessageList(props: {
  room: Room;
  now: number;
  older: 'idle' | 'loading' | 'failed';
  onLoadOlder: () => void;
}) {
  const { t } = useI18n();
  const { room, now, older } = props;
  const scroller = useRef<HTMLDivElement>(null);
  // Scroll height before an earlier page was asked for: the place to keep once it is in.
  const heightBefore = useRef<number | null>(null);
  const [atEnd, setAtEnd] = useState(true);
  const [lastSeen, setLastSeen] = useState(0);
  const last = room.messages.at(-1);
  const first = room.messages[0]?.id;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    // The reader's own message always brings the end into view.
    if (atEnd || last?.mine) element.scrollTop = element.scrollHeight;
    // Only the newest message matters here; atEnd is read as it was when it arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [last?.id]);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || heightBefore.current === null) return;
    element.scrollTop += element.scrollHeight - heightBefore.current;
    heightBefore.current = null;
  }, [first]);

  function onScroll() {
    const element = scroller.current;
    if (!element) return;
    const end = element.scrollHeight - element.scrollTop - element.clientHeight <= nearEnd;
    if (end !== atEnd) setAtEnd(end);
    if (!end && atEnd) setLastSeen(last?.id ?? 0);
  }

  function loadOlder() {
    heightBefore.current = scroller.current?.scrollHeight ?? null;
    props.onLoadOlder();
  }

  const unseen = !atEnd && (last?.id ?? 0) > lastSeen;

  return (
    <div className="chat-list">
      <div className="chat-list__scroller" ref={scroller} onScroll={onScroll}>
        <div className="chat-list__start">
          {room.hasMore ? (
            <button
              type="button"
              className="btn btn--small chat-list__older"
              onClick={loadOlder}
              disabled={older === 'loading'}
            >
              {older === 'loading' ? t('chat.loadingEarlier') : t('chat.earlier')}
            </button>
          ) : (
            <p className="chat-list__beginning">{t('chat.beginning')}</p>
          )}
          {older === 'failed' && (
            <p className="chat-list__failed" role="alert">
              {t('chat.earlierFailed')}
            </p>
          )}
        </div>
        <ol
          className="chat-list__messages"
          role="log"
          aria-label={t('chat.messages')}
          aria-busy={older === 'loading'}
          data-testid="chat-messages"
        >
          {room.messages.map((message) => (
            <MessageItem key={message.id} message={message} now={now} />
          ))}
        </ol>
      </div>
      {unseen && (
        <button
          type="button"
          className="btn btn--small chat-list__jump"
          onClick={() => {
            const element = scroller.current;
            if (element) element.scrollTop = element.scrollHeight;
          }}
        >
          <ArrowDownIcon />
          {t('chat.newMessages')}
        </button>
      )}
    </div>
  );
}
