import type { ChatModel } from '@lobby/contract/live-chat';
import type { ChatMessage } from '@lobby/contract/live-chat-room';
import { describe, expect, it } from 'vitest';
import { applyEvent, mergeMessages, roomFromReady, withOlder, type Room } from './chat-state';

const model: ChatModel = {
  modelId: 'luna',
  name: 'Luna',
  avatarUrl: '/img/chat-model/luna.svg',
  bio: '',
  languages: ['EN'],
  tags: [],
  online: true,
  nextChangeAt: null,
  schedule: [],
  viewers: 1,
  lastActivityAt: null,
};
const me = { name: 'Demo', muted: false, mutedUntil: null };
const message = (id: number, text = `m${id}`): ChatMessage => ({
  id,
  modelId: 'luna',
  kind: 'member',
  name: 'x',
  text,
  createdAt: '2026-03-02T13:00:00.000Z',
  mine: false,
});
const ids = (room: Room) => room.messages.map((m) => m.id);
const ready = (messages: ChatMessage[], hasMore: boolean) =>
  ({ type: 'ready', model, me, viewers: 2, messages, hasMore }) as const;

describe('chat state', () => {
  it('keeps messages sorted by id, each once', () => {
    expect(
      mergeMessages([message(3), message(1)], [message(2), message(3, 'new')]).map((m) => m.text),
    ).toEqual(['m1', 'm2', 'new']);
  });

  it('starts from ready', () => {
    const room = roomFromReady(null, ready([message(5), message(4)], true));
    expect(ids(room)).toEqual([4, 5]);
    expect(room).toMatchObject({ viewers: 2, hasMore: true });
  });

  it('after a reconnection keeps the older messages that join on, and drops those deleted meanwhile', () => {
    const before: Room = {
      model,
      me,
      viewers: 1,
      messages: [1, 2, 3, 4, 5].map((id) => message(id)),
      hasMore: false,
    };
    const room = roomFromReady(before, ready([message(3), message(5), message(6)], true));
    expect(ids(room)).toEqual([1, 2, 3, 5, 6]);
    expect(room.hasMore).toBe(false);
  });

  it('after a long gap starts again from ready', () => {
    const before: Room = { model, me, viewers: 1, messages: [message(1), message(2)], hasMore: false };
    const room = roomFromReady(before, ready([message(70), message(71)], true));
    expect(ids(room)).toEqual([70, 71]);
    expect(room.hasMore).toBe(true);
  });

  it('applies pushed events', () => {
    let room = roomFromReady(null, ready([message(1), message(2)], false));
    room = applyEvent(room, { type: 'message', message: message(4) });
    room = applyEvent(room, { type: 'message', message: message(3) });
    expect(ids(room)).toEqual([1, 2, 3, 4]);
    room = applyEvent(room, { type: 'deleted', id: 2 });
    expect(ids(room)).toEqual([1, 3, 4]);
    room = applyEvent(room, { type: 'presence', viewers: 9 });
    room = applyEvent(room, { type: 'status', online: false, nextChangeAt: '2026-03-03T12:00:00.000Z' });
    room = applyEvent(room, { type: 'me', me: { name: 'Demo', muted: true, mutedUntil: null } });
    expect(room).toMatchObject({ viewers: 9, model: { online: false }, me: { muted: true } });
  });

  it('puts older pages in front', () => {
    const room = roomFromReady(null, ready([message(10), message(11)], true));
    const more = withOlder(room, { model, me, messages: [message(8), message(9)], hasMore: false });
    expect(ids(more)).toEqual([8, 9, 10, 11]);
    expect(more.hasMore).toBe(false);
  });
});
