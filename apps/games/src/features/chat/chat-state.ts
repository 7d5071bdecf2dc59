import type { ChatModel } from '@lobby/contract/live-chat';
import type {
  ChatHistoryValue,
  ChatMe,
  ChatMessage,
  ChatServerMessage,
} from '@lobby/contract/live-chat-room';

/** What the page knows of its room: the host, the reader, who watches, and the messages it holds. */
export type Room = {
  model: ChatModel;
  me: ChatMe;
  viewers: number;
  /** Sorted by id (messages from several server instances may arrive out of order). */
  messages: ChatMessage[];
  /** Older messages exist before the first one held. */
  hasMore: boolean;
};

type Ready = Extract<ChatServerMessage, { type: 'ready' }>;

/** Both lists together, each id once (the newer copy wins), sorted by id. */
export function mergeMessages(older: readonly ChatMessage[], newer: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const message of older) byId.set(message.id, message);
  for (const message of newer) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * The room after `ready`, on the first connection or after a reconnection. `ready` holds the newest
 * page, which replaces what the page held for the same stretch (so messages deleted while the socket
 * was down go). Older messages already held are kept only when they join on to it; after a longer gap
 * the page starts again from `ready`, and paging back fills in.
 */
export function roomFromReady(current: Room | null, ready: Ready): Room {
  const fresh: Room = {
    model: ready.model,
    me: ready.me,
    viewers: ready.viewers,
    messages: mergeMessages([], ready.messages),
    hasMore: ready.hasMore,
  };
  const first = fresh.messages[0]?.id;
  if (!current || first === undefined) return fresh;
  const overlaps = current.messages.some((message) => message.id >= first);
  if (!overlaps) return fresh;
  const kept = current.messages.filter((message) => message.id < first);
  return {
    ...fresh,
    messages: [...kept, ...fresh.messages],
    hasMore: kept.length > 0 ? current.hasMore : fresh.hasMore,
  };
}

/** The room after one pushed event (`ready`, `refused` and `error` are handled by the screen). */
export function applyEvent(room: Room, event: ChatServerMessage): Room {
  switch (event.type) {
    case 'message':
      return { ...room, messages: mergeMessages(room.messages, [event.message]) };
    case 'deleted':
      return { ...room, messages: room.messages.filter((message) => message.id !== event.id) };
    case 'presence':
      return { ...room, viewers: event.viewers };
    case 'status':
      return { ...room, model: { ...room.model, online: event.online, nextChangeAt: event.nextChangeAt } };
    case 'me':
      return { ...room, me: event.me };
    default:
      return room;
  }
}

/** The room with a page of older messages (the history call) in front. */
export function withOlder(room: Room, page: ChatHistoryValue): Room {
  return { ...room, messages: mergeMessages(page.messages, room.messages), hasMore: page.hasMore };
}
