import { chatLimits, liveChatPaths } from '@lobby/contract/live-chat';
import { chatHistoryValueSchema, type ChatServerMessage } from '@lobby/contract/live-chat-room';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { isSessionLost, post } from '../../lib/api';
import { useI18n, type Translator } from '../../lib/i18n';
import { newRequestId } from '../../lib/request-id';
import { ChatConnection, socketUrl, type ConnectionStatus } from './chat-connection';
import { ChatHeader } from './chat-header';
import { applyEvent, roomFromReady, withOlder, type Room } from './chat-state';
import { normalizeText, sendable, sendFrame } from './chat-text';
import { fullTime } from './chat-time';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { useNow } from './use-now';
import './chat.css';

/** What the last send was told: too fast (until when), or refused for another reason. */
type Notice =
  { kind: 'too-fast'; until: number } | { kind: 'refused'; message: string } | { kind: 'not-sent' };

function noticeText(notice: Notice, now: number, t: Translator['t']): string | null {
  switch (notice.kind) {
    case 'too-fast':
      return notice.until > now
        ? t('chat.tooFast', { seconds: Math.ceil((notice.until - now) / 1000) })
        : null;
    case 'not-sent':
      return t('chat.notSent');
    case 'refused':
      // The server's keys, written out so the locale test sees each one in use.
      if (notice.message === 'chat_message_length')
        return t('chat.refusedLength', { max: chatLimits.textMax });
      if (notice.message === 'chat_muted') return t('chat.mutedNow');
      return t('errors.generic');
  }
}

/**
 * The live-chat page (`/provider/chat/<modelId>?token=…`, opened by the site's game view with
 * CBS_launchChat's chatUrl): the host in the header, the room's messages, and a field to write in.
 * The socket brings the room (`ready`) and everything after it; earlier messages come from the history
 * call. An ended token or site session shows the relaunch screen.
 */
export function ChatScreen(props: { token: string; onSessionLost: () => void }) {
  const { t, tag } = useI18n();
  const { token } = props;
  const [room, setRoom] = useState<Room | null>(null);
  const [status, setStatus] = useState<ConnectionStatus>({ kind: 'connecting' });
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [older, setOlder] = useState<'idle' | 'loading' | 'failed'>('idle');
  const connection = useRef<ChatConnection | null>(null);
  // Texts sent and not yet answered, by clientId: a refused one comes back into the field.
  const pending = useRef(new Map<string, string>());
  const sessionLost = useEffectEvent(() => props.onSessionLost());
  // Countdowns tick by the second; otherwise relative times only need the minute.
  const ticking = status.kind === 'waiting' || notice?.kind === 'too-fast';
  const [now, renewNow] = useNow(ticking ? 1_000 : 30_000);

  useEffect(() => {
    const giveBack = (text: string | undefined) => {
      if (text) setDraft((current) => (current.trim() === '' ? text : current));
    };
    const onMessage = (message: ChatServerMessage) => {
      if (message.type === 'ready') {
        setRoom((current) => roomFromReady(current, message));
      } else if (message.type === 'refused') {
        if (message.clientId) {
          giveBack(pending.current.get(message.clientId));
          pending.current.delete(message.clientId);
        }
        renewNow();
        setNotice(
          message.message === 'chat_too_fast'
            ? { kind: 'too-fast', until: Date.now() + (message.retryAfterSeconds ?? 5) * 1000 }
            : { kind: 'refused', message: message.message },
        );
      } else if (message.type !== 'error') {
        if (message.type === 'message' && message.clientId) pending.current.delete(message.clientId);
        setRoom((current) => current && applyEvent(current, message));
      }
    };
    const onStatus = (next: ConnectionStatus) => {
      renewNow();
      setStatus(next);
      if (next.kind === 'ended' && next.reason === 'session') sessionLost();
      if (next.kind === 'waiting' && pending.current.size > 0) {
        // The socket dropped before these were answered: they may not have arrived.
        giveBack([...pending.current.values()][0]);
        pending.current.clear();
        setNotice({ kind: 'not-sent' });
      }
    };
    const chat = new ChatConnection({
      url: socketUrl(liveChatPaths.socket, window.location),
      token,
      onMessage,
      onStatus,
    });
    connection.current = chat;
    chat.start();
    // Back online: no need to wait for the next attempt.
    const online = () => chat.retryNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      chat.stop();
      connection.current = null;
    };
  }, [token, renewNow]);

  // A rate limit's note goes when its time is up.
  useEffect(() => {
    if (notice?.kind !== 'too-fast') return;
    const timer = setTimeout(
      () => setNotice((current) => (current === notice ? null : current)),
      Math.max(0, notice.until - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [notice]);

  const title = room?.model.name;
  useEffect(() => {
    document.title = title ? `${title} · ${t('chat.title')}` : t('chat.title');
  }, [title, t]);

  function loadOlder() {
    const before = room?.messages[0]?.id;
    setOlder('loading');
    post(liveChatPaths.history, { token, before, limit: chatLimits.historyPage }, chatHistoryValueSchema)
      .then((page) => {
        setRoom((current) => current && withOlder(current, page));
        setOlder('idle');
      })
      .catch((error: unknown) => {
        if (isSessionLost(error)) props.onSessionLost();
        else setOlder('failed');
      });
  }

  function send() {
    const text = normalizeText(draft);
    if (!sendable(text)) return;
    const clientId = newRequestId();
    const frame = sendFrame(text, clientId);
    if (!frame) {
      setNotice({ kind: 'refused', message: 'chat_message_length' });
      return;
    }
    if (!connection.current?.send(frame)) return;
    pending.current.set(clientId, text);
    setDraft('');
    setNotice(null);
  }

  if (!room) {
    return (
      <main className="chat-shell chat-shell--loading" data-testid="chat-screen">
        {/* The banner under it says what is happening. */}
        <div className="boot" aria-hidden="true">
          <span className="boot__ring" />
        </div>
        <ConnectionBanner status={status} now={now} onRetry={() => connection.current?.retryNow()} />
      </main>
    );
  }

  const { me, model } = room;
  const muted = me.muted && (me.mutedUntil === null || Date.parse(me.mutedUntil) > now);
  let blocked: string | null = null;
  if (muted) {
    blocked = me.mutedUntil
      ? t('chat.muted', { time: fullTime(me.mutedUntil, tag) })
      : t('chat.mutedForever');
  } else if (status.kind !== 'open') {
    blocked = t('chat.offlineNote');
  } else if (notice?.kind === 'too-fast') {
    blocked = noticeText(notice, now, t);
  }
  const note = notice && notice.kind !== 'too-fast' ? noticeText(notice, now, t) : null;

  return (
    <main className="chat-shell" data-testid="chat-screen">
      <ChatHeader model={model} viewers={room.viewers} now={now} />
      <ConnectionBanner status={status} now={now} onRetry={() => connection.current?.retryNow()} />
      {!model.online && (
        <p className="chat-banner chat-banner--info" data-testid="chat-host-offline">
          {t('chat.hostOffline', { name: model.name })}
        </p>
      )}
      <MessageList room={room} now={now} older={older} onLoadOlder={loadOlder} />
      <Composer
        draft={draft}
        onDraft={(text) => {
          setDraft(text);
          if (notice?.kind !== 'too-fast') setNotice(null);
        }}
        onSend={send}
        blocked={blocked}
        disabled={muted}
        note={note}
        name={me.name}
      />
    </main>
  );
}

/** The socket's state when it is not simply open: reconnecting (and when), or closed by the server. */
function ConnectionBanner(props: { status: ConnectionStatus; now: number; onRetry: () => void }) {
  const { t } = useI18n();
  const { status, now } = props;
  if (status.kind === 'open') return null;
  if (status.kind === 'connecting') {
    return (
      <p className="chat-banner" role="status">
        {t('chat.connecting')}
      </p>
    );
  }
  const text =
    status.kind === 'waiting'
      ? t('chat.reconnecting', { seconds: Math.max(1, Math.ceil((status.retryAt - now) / 1000)) })
      : t('chat.tooMany');
  // A session that ended leaves this page for the relaunch screen; nothing to offer here.
  if (status.kind === 'ended' && status.reason === 'session') return null;
  return (
    <div className="chat-banner chat-banner--warning" role="status" data-testid="chat-connection">
      <span>{text}</span>
      <button type="button" className="btn btn--small" onClick={props.onRetry}>
        {t('chat.reconnectNow')}
      </button>
    </div>
  );
}
