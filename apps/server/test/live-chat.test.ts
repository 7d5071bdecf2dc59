import { eq } from 'drizzle-orm';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatSocketCloseCodes,
  launchChatValueSchema,
  liveChatPaths,
  modelListValueSchema,
} from '@lobby/contract/live-chat';
import {
  chatHistoryValueSchema,
  chatServerMessageSchema,
  type ChatServerMessage,
} from '@lobby/contract/live-chat-room';
import type { DatabaseHandle } from '../src/db/client';
import { chatModels, members } from '../src/db/schema';
import { createChatBus } from '../src/modules/live-chat/chat-events';
import { createChatPresence } from '../src/modules/live-chat/chat-presence';
import { chatSocketRoutes } from '../src/modules/live-chat/chat-socket';
import { runOpsCommand } from '../src/ops/commands';
import { bearer, send } from './account-helpers';
import { createTestApp, type TestApp, createInstances, type Instance } from './helper';
import { closed, makeMember, messagesOf, type TestMember } from './wallet-helpers';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A wall-clock time at GMT+8, the demo brand's zone. 2026-03-02 is a Monday. */
const at = (local: string) => Date.parse(`${local}+08:00`);

let now = at('2026-03-02T21:00:00');
const clock = { now: () => now };
const advance = (ms: number) => {
  now += ms;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const member = (options: { type?: number } = {}) => makeMember(t.database.db, t.services, options);

async function modelList(query = '') {
  const res = await send(t, 'GET', `${liveChatPaths.modelList}?${query}`, undefined);
  expect(res.status).toBe(200);
  return modelListValueSchema.parse(res.body.value);
}

async function launch(who: TestMember | null, modelId: string) {
  return send(t, 'POST', liveChatPaths.launchChat, { modelId }, { headers: who ? bearer(who.token) : {} });
}

/** A chat token of this member for this room, as the page reads it from `chatUrl`. */
async function chatToken(who: TestMember, modelId: string, app: FastifyInstance = t.app): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: liveChatPaths.launchChat,
    headers: bearer(who.token),
    payload: { modelId },
  });
  expect(res.statusCode).toBe(200);
  const { chatUrl } = launchChatValueSchema.parse(res.json().value);
  return new URL(chatUrl, 'http://site.example').searchParams.get('token')!;
}

async function history(token: string, extra: Record<string, unknown> = {}) {
  return send(t, 'POST', liveChatPaths.history, { token, ...extra });
}

type Room = Awaited<ReturnType<typeof join>>;

/** Opens the room's socket with a token and waits for `ready`. */
async function join(app: FastifyInstance, token: string) {
  const socket = await app.injectWS(liveChatPaths.socket);
  const messages = messagesOf(socket);
  socket.send(JSON.stringify({ type: 'auth', token }));
  const ready = chatServerMessageSchema.parse(await messages.next());
  if (ready.type !== 'ready') throw new Error(`expected ready, got ${JSON.stringify(ready)}`);
  const next = async (): Promise<ChatServerMessage> => chatServerMessageSchema.parse(await messages.next());
  /** The next message of a type, skipping presence counts (they come whenever someone joins or leaves). */
  const nextOf = async <T extends ChatServerMessage['type']>(type: T) =>
    (await messages.until((m) => (m as { type: string }).type === type)) as Extract<
      ChatServerMessage,
      { type: T }
    >;
  const say = (text: string, clientId?: string) =>
    socket.send(JSON.stringify({ type: 'send', text, ...(clientId ? { clientId } : {}) }));
  return { socket, messages, ready, next, nextOf, say };
}

async function joinAs(who: TestMember, modelId: string) {
  return join(t.app, await chatToken(who, modelId));
}

describe('CBS_modelList', () => {
  it('lists the demo models with their status by schedule in the brand time zone', async () => {
    const value = await modelList();
    expect(value).toMatchObject({
      pageNo: 1,
      pageSize: 20,
      total: 5,
      totalPages: 1,
      timeZoneOffsetMinutes: 480,
    });
    const byId = new Map(value.list.map((m) => [m.modelId, m]));
    // Monday 21:00 at GMT+8: Luna (every night 20:00–02:00) is on; Aiko (weekdays 12–16) is not.
    expect(byId.get('luna')).toMatchObject({
      name: 'Luna',
      avatarUrl: '/img/chat-model/luna.svg',
      languages: ['EN', 'TY'],
      tags: ['talk', 'music'],
      online: true,
      nextChangeAt: new Date(at('2026-03-03T02:00:00')).toISOString(),
      viewers: 0,
    });
    expect(byId.get('luna')!.lastActivityAt).not.toBeNull();
    expect(byId.get('aiko')).toMatchObject({
      online: false,
      nextChangeAt: new Date(at('2026-03-03T12:00:00')).toISOString(),
    });
    // Online hosts first, then the brand's order.
    expect(value.list.map((m) => m.modelId)).toEqual(['luna', 'aiko', 'marisol', 'mei', 'bianca']);
  });

  it('follows the clock: Tuesday 13:00 has Aiko on and Luna off', async () => {
    const saved = now;
    now = at('2026-03-03T13:00:00');
    try {
      const value = await modelList('status=ONLINE');
      expect(value.list.map((m) => m.modelId)).toEqual(['aiko']);
      const offline = await modelList('status=OFFLINE');
      expect(offline.list.map((m) => m.modelId)).not.toContain('aiko');
      expect(offline.total).toBe(4);
    } finally {
      now = saved;
    }
  });

  it('filters by language spoken and tag, pages, reads the bio in the reader’s language, takes POST too', async () => {
    expect((await modelList('speaks=ja')).list.map((m) => m.modelId)).toEqual(['aiko']);
    expect((await modelList('tag=TALK')).list.map((m) => m.modelId)).toEqual(['luna', 'marisol']);
    const page2 = await modelList('pageNo=2&pageSize=2');
    expect(page2).toMatchObject({ pageNo: 2, total: 5, totalPages: 3 });
    expect(page2.list).toHaveLength(2);
    const pt = await modelList('language=PT&speaks=PT-BR');
    expect(pt.list[0]!.bio).toMatch(/^Futebol/);
    const posted = await send(t, 'POST', liveChatPaths.modelList, { tag: 'anime' });
    expect(posted.body.value.list.map((m: { modelId: string }) => m.modelId)).toEqual(['aiko']);
  });

  it('answers bad paging with a 400, never a 500', async () => {
    for (const query of ['pageSize=0', 'pageSize=51', 'pageNo=x', 'status=SLEEPING']) {
      const res = await send(t, 'GET', `${liveChatPaths.modelList}?${query}`, undefined);
      expect(res.status).toBe(400);
    }
  });

  it('draws each model’s avatar', async () => {
    const res = await t.app.inject({ url: '/img/chat-model/luna.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    // A picture without words: the site writes the host's name beside it, in the reader's language.
    expect(res.body).toMatch(/^<svg[^>]*>/);
    expect(res.body).not.toContain('<text');
    expect((await t.app.inject({ url: '/img/chat-model/nobody.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/img/chat-model/..%2Fx.svg' })).statusCode).toBe(400);
  });
});

describe('CBS_launchChat', () => {
  it('tells a visitor to log in and a trial account to register', async () => {
    const visitor = await launch(null, 'luna');
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBe('not_logged_in');
    const trial = await launch(await member({ type: 4 }), 'luna');
    expect(trial.status).toBe(403);
    expect(trial.body.message).toBe('in_need_true_account');
  });

  it('answers a member the chat page with a token, also while the host is offline', async () => {
    const who = await member();
    for (const modelId of ['luna', 'aiko']) {
      const res = await launch(who, modelId);
      expect(res.status).toBe(200);
      const value = launchChatValueSchema.parse(res.body.value);
      expect(value.chatUrl).toMatch(new RegExp(`^/provider/chat/${modelId}\\?token=[A-Za-z0-9_-]{43}$`));
      expect(value).toMatchObject({
        modelId,
        name: modelId === 'luna' ? 'Luna' : 'Aiko',
        tokenIdleMinutes: 15,
      });
    }
  });

  it('refuses an unknown or disabled model and a bad body', async () => {
    const who = await member();
    const unknown = await launch(who, 'nobody');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('chat_model_not_found');
    await t.database.db.update(chatModels).set({ enabled: false }).where(eq(chatModels.id, 'bianca'));
    try {
      expect((await launch(who, 'bianca')).status).toBe(404);
      expect((await modelList()).list.map((m) => m.modelId)).not.toContain('bianca');
    } finally {
      await t.database.db.update(chatModels).set({ enabled: true }).where(eq(chatModels.id, 'bianca'));
    }
    const bad = await send(
      t,
      'POST',
      liveChatPaths.launchChat,
      { modelId: 7 },
      { headers: bearer(who.token) },
    );
    expect(bad.status).toBe(400);
  });
});

describe('chat history (JSON)', () => {
  it('starts every demo room with its host’s welcome', async () => {
    const who = await member();
    const res = await history(await chatToken(who, 'mei'));
    expect(res.status).toBe(200);
    const value = chatHistoryValueSchema.parse(res.body.value);
    expect(value.model).toMatchObject({ modelId: 'mei', name: 'Mei' });
    expect(value.me).toEqual({ name: `Nick ${who.account}`, muted: false, mutedUntil: null });
    expect(value.messages[0]).toMatchObject({ kind: 'host', name: 'Mei', mine: false });
    expect(value.messages[0]!.text).toMatch(/^Good morning!/);
  });

  it('pages back from the newest, oldest first within a page', async () => {
    const who = await member();
    const token = await chatToken(who, 'marisol');
    for (let i = 1; i <= 6; i++) await runOpsCommand(t.services, ['chat', 'post', 'marisol', `Line ${i}`]);
    const first = chatHistoryValueSchema.parse((await history(token, { limit: 3 })).body.value);
    expect(first.messages.map((m) => m.text)).toEqual(['Line 4', 'Line 5', 'Line 6']);
    expect(first.hasMore).toBe(true);
    const second = chatHistoryValueSchema.parse(
      (await history(token, { limit: 3, before: first.messages[0]!.id })).body.value,
    );
    expect(second.messages.map((m) => m.text)).toEqual(['Line 1', 'Line 2', 'Line 3']);
    const rest = chatHistoryValueSchema.parse(
      (await history(token, { limit: 3, before: second.messages[0]!.id })).body.value,
    );
    expect(rest.messages.map((m) => m.kind)).toEqual(['host']);
    expect(rest.hasMore).toBe(false);
  });

  it('refuses a bad body with a 400 and an unknown token with 401 chat_session_expired', async () => {
    for (const body of [
      {},
      { token: 'short' },
      { token: 'x'.repeat(40), limit: 101 },
      { token: 'x'.repeat(40), before: 0 },
    ]) {
      expect((await send(t, 'POST', liveChatPaths.history, body)).status).toBe(400);
    }
    const unknown = await history('x'.repeat(43));
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('chat_session_expired');
    // A GET would put the token in an address: there is no such route.
    expect((await t.app.inject({ url: `${liveChatPaths.history}?token=${'x'.repeat(43)}` })).statusCode).toBe(
      404,
    );
  });

  it('lets a token lapse after 15 minutes unused, and with the site session', async () => {
    const who = await member();
    const token = await chatToken(who, 'luna');
    advance(14 * 60_000);
    expect((await history(token)).status).toBe(200);
    // That use counted: another 14 minutes are fine, 16 unused are not.
    advance(14 * 60_000);
    expect((await history(token)).status).toBe(200);
    advance(16 * 60_000);
    const lapsed = await history(token);
    expect(lapsed.status).toBe(401);
    expect(lapsed.body.message).toBe('chat_session_expired');

    const other = await member();
    const live = await chatToken(other, 'luna');
    const logout = await send(t, 'DELETE', '/wps/session/logout', undefined, {
      headers: bearer(other.token),
    });
    expect(logout.status).toBe(200);
    expect((await history(live)).status).toBe(401);
  });
});

describe('the chat socket', () => {
  it('refuses a missing, bad or unparsable token and closes with 4401', async () => {
    for (const first of [
      '{"type":"auth"}',
      '{"type":"auth","token":"nope"}',
      `{"type":"auth","token":"${'x'.repeat(43)}"}`,
      'not json',
      '{"type":"send","text":"hi"}',
    ]) {
      const socket = await t.app.injectWS(liveChatPaths.socket);
      const messages = messagesOf(socket);
      const ended = closed(socket);
      socket.send(first);
      expect(await messages.next()).toEqual({ type: 'error', message: 'chat_session_expired' });
      expect((await ended).code).toBe(chatSocketCloseCodes.unauthorized);
    }
  });

  it('carries messages between two members, as plain text, with the viewer count', async () => {
    const alice = await member();
    const bob = await member();
    const a = await joinAs(alice, 'luna');
    expect(a.ready).toMatchObject({ model: { modelId: 'luna', online: true }, viewers: 1, hasMore: false });
    expect(a.ready.me).toEqual({ name: `Nick ${alice.account}`, muted: false, mutedUntil: null });
    const b = await joinAs(bob, 'luna');
    expect(b.ready.viewers).toBe(2);
    expect(await a.nextOf('presence')).toEqual({ type: 'presence', viewers: 2 });
    expect((await modelList()).list.find((m) => m.modelId === 'luna')!.viewers).toBe(2);

    a.say('  Hello <b>Bob</b> & all\n ', 'c-1');
    const mine = await a.nextOf('message');
    expect(mine).toMatchObject({
      clientId: 'c-1',
      message: {
        modelId: 'luna',
        kind: 'member',
        name: `Nick ${alice.account}`,
        text: 'Hello <b>Bob</b> & all',
        mine: true,
      },
    });
    const theirs = await b.nextOf('message');
    expect(theirs.message).toEqual({ ...mine.message, mine: false });
    expect(theirs).not.toHaveProperty('clientId');

    b.say('Hi Alice 👋');
    expect((await a.nextOf('message')).message).toMatchObject({ text: 'Hi Alice 👋', mine: false });
    expect((await b.nextOf('message')).message.mine).toBe(true);

    // The room's last activity is now.
    expect((await modelList()).list.find((m) => m.modelId === 'luna')!.lastActivityAt).toBe(
      new Date(now).toISOString(),
    );
    // A third member joining gets both in the history.
    const carol = await joinAs(await member(), 'luna');
    expect(carol.ready.messages.slice(-2).map((m) => m.text)).toEqual([
      'Hello <b>Bob</b> & all',
      'Hi Alice 👋',
    ]);
    expect(await a.nextOf('presence')).toEqual({ type: 'presence', viewers: 3 });

    const left = closed(b.socket);
    b.socket.terminate();
    await left;
    expect(await a.nextOf('presence')).toEqual({ type: 'presence', viewers: 2 });
    a.socket.terminate();
    carol.socket.terminate();
  });

  it('refuses empty and too long messages, and counts emoji as one character', async () => {
    const room = await joinAs(await member(), 'mei');
    room.say('   ', 'empty');
    expect(await room.nextOf('refused')).toEqual({
      type: 'refused',
      message: 'chat_message_length',
      clientId: 'empty',
    });
    room.say('x'.repeat(201), 'long');
    expect(await room.nextOf('refused')).toMatchObject({ message: 'chat_message_length', clientId: 'long' });
    room.say('😀'.repeat(200), 'emoji');
    expect((await room.nextOf('message')).message.text).toBe('😀'.repeat(200));
    room.say('\n\t\u0007 ');
    expect(await room.nextOf('refused')).toMatchObject({ message: 'chat_message_length' });
    room.socket.send('{"type":"shout"}');
    expect(await room.nextOf('refused')).toEqual({ type: 'refused', message: 'bad_request' });
    room.socket.terminate();
  });

  it('limits a member to about one message a second, with a burst of five', async () => {
    const who = await member();
    const room = await joinAs(who, 'mei');
    for (let i = 1; i <= 6; i++) room.say(`burst ${i}`, `b${i}`);
    for (let i = 1; i <= 5; i++) expect((await room.nextOf('message')).message.text).toBe(`burst ${i}`);
    expect(await room.nextOf('refused')).toEqual({
      type: 'refused',
      message: 'chat_too_fast',
      clientId: 'b6',
      retryAfterSeconds: 5,
    });
    advance(5_000);
    room.say('after the pause');
    expect((await room.nextOf('message')).message.text).toBe('after the pause');
    room.socket.terminate();
  });

  it('shows a member without a nickname under the account masked', async () => {
    const who = await member();
    await t.database.db.update(members).set({ nickname: '  ' }).where(eq(members.id, who.id));
    const room = await joinAs(who, 'aiko');
    const masked = `${who.account.slice(0, 2)}***${who.account.slice(-2)}`;
    expect(room.ready.me.name).toBe(masked);
    room.say('who am I?');
    const { message } = await room.nextOf('message');
    expect(message.name).toBe(masked);
    expect(message.name).not.toContain(who.account);
    room.socket.terminate();
  });

  it.each([
    'Aiko',
    'ＡＩＫＯ',
    'Support',
    'Lucky Lobby Support',
    'admin_01',
    'Official',
    'Mod',
    'lucky.lobby',
  ])('never shows a member under a name of the host, the brand or staff: %s', async (nickname) => {
    const who = await member();
    await t.database.db.update(members).set({ nickname }).where(eq(members.id, who.id));
    const room = await joinAs(who, 'aiko');
    expect(room.ready.me.name).toBe(`${who.account.slice(0, 2)}***${who.account.slice(-2)}`);
    room.socket.terminate();
  });

  it('keeps an ordinary nickname that merely contains a short word', async () => {
    const who = await member();
    await t.database.db.update(members).set({ nickname: 'Ghostrider' }).where(eq(members.id, who.id));
    const room = await joinAs(who, 'aiko');
    expect(room.ready.me.name).toBe('Ghostrider');
    room.socket.terminate();
  });

  it('lets operators mute (the member is told at once), unmute, post as the host and delete', async () => {
    const loud = await member();
    const reader = await member();
    const room = await joinAs(loud, 'aiko');
    const other = await joinAs(reader, 'aiko');

    expect(
      await runOpsCommand(t.services, ['chat', 'mute', loud.account, '--minutes', '10', '--reason', 'spam']),
    ).toMatch(/muted until/);
    const told = await room.nextOf('me');
    expect(told.me).toMatchObject({ muted: true, mutedUntil: new Date(now + 10 * 60_000).toISOString() });
    expect(await runOpsCommand(t.services, ['chat', 'mutes'])).toContain(loud.account);
    room.say('let me talk', 'm1');
    expect(await room.nextOf('refused')).toMatchObject({ message: 'chat_muted', clientId: 'm1' });
    const muted = chatHistoryValueSchema.parse((await history(await chatToken(loud, 'aiko'))).body.value);
    expect(muted.me.muted).toBe(true);

    await runOpsCommand(t.services, ['chat', 'unmute', loud.account]);
    expect((await room.nextOf('me')).me).toMatchObject({ muted: false, mutedUntil: null });
    room.say('thank you');
    const kept = (await room.nextOf('message')).message;
    expect((await other.nextOf('message')).message.id).toBe(kept.id);

    // A mute with an end lapses by itself.
    await runOpsCommand(t.services, ['chat', 'mute', loud.account, '--minutes', '1']);
    await room.nextOf('me');
    advance(61_000);
    room.say('back again');
    expect((await room.nextOf('message')).message.text).toBe('back again');
    await other.nextOf('message');

    expect(await runOpsCommand(t.services, ['chat', 'post', 'aiko', 'Hello', 'from', 'Aiko'])).toMatch(
      /^posted #\d+ in aiko as Aiko$/,
    );
    expect((await other.nextOf('message')).message).toMatchObject({
      kind: 'host',
      name: 'Aiko',
      text: 'Hello from Aiko',
    });
    await room.nextOf('message');

    const listing = String(await runOpsCommand(t.services, ['chat', 'history', 'aiko', '--limit', '5']));
    expect(listing).toContain(`#${kept.id} `);
    expect(listing).toContain(`(${loud.account}): thank you`);
    expect(await runOpsCommand(t.services, ['chat', 'delete', `#${kept.id}`])).toBe(
      `deleted #${kept.id} in aiko`,
    );
    expect(await room.nextOf('deleted')).toEqual({ type: 'deleted', id: kept.id });
    expect(await other.nextOf('deleted')).toEqual({ type: 'deleted', id: kept.id });
    const after = chatHistoryValueSchema.parse((await history(await chatToken(reader, 'aiko'))).body.value);
    expect(after.messages.map((m) => m.id)).not.toContain(kept.id);
    room.socket.terminate();
    other.socket.terminate();
  });

  it('tells operators what they got wrong', async () => {
    const run = (...argv: string[]) => runOpsCommand(t.services, ['chat', ...argv]);
    await expect(run('post', 'nobody', 'hi')).rejects.toThrow('chat_model_not_found');
    await expect(run('post', 'luna', 'x'.repeat(201))).rejects.toThrow('chat_message_length');
    await expect(run('post', 'luna')).rejects.toThrow('usage');
    await expect(run('delete', '999999999')).rejects.toThrow('no visible message');
    await expect(run('delete', 'abc')).rejects.toThrow('usage');
    await expect(run('mute', 'no-such-member')).rejects.toThrow('no member');
    await expect(run('mute', 'demo', '--minutes', '0')).rejects.toThrow('--minutes');
    await expect(run('history', 'nobody')).rejects.toThrow('no room');
    await expect(run('dance')).rejects.toThrow('usage');
    await expect(run('disable', 'nobody')).rejects.toThrow('no room nobody');
    await expect(run('enable')).rejects.toThrow('usage');
    const rooms = String(await run('rooms'));
    expect(rooms.split('\n')).toHaveLength(5);
    expect(rooms).toMatch(/^luna\s+Luna\s+online/m);
  });

  it('lets operators hide a host and show it again', async () => {
    const run = (...argv: string[]) => runOpsCommand(t.services, ['chat', ...argv]);
    const who = await member();
    const listed = async () => (await modelList('pageSize=50')).list.map((m) => m.modelId);
    expect(await run('disable', 'mei')).toBe('mei (Mei) hidden: no new chats');
    expect(await run('rooms')).toMatch(/^mei\s+Mei\s+disabled/m);
    expect(await listed()).not.toContain('mei');
    expect(await launch(who, 'mei')).toMatchObject({
      status: 404,
      body: { message: 'chat_model_not_found' },
    });
    expect(await run('enable', 'mei')).toBe('mei (Mei) shown in the hosts list');
    expect(await listed()).toContain('mei');
    expect((await launch(who, 'mei')).status).toBe(200);
  });
});

describe('socket lifetime', () => {
  it('closes a socket that does not authenticate in time, and one whose site session ended', async () => {
    // The same routes with short timers, so the test does not wait 10 s and 30 s.
    const quick = Fastify();
    // The app's one socket server, which the balance socket registers in the real app.
    await quick.register(websocket);
    await quick.register(
      chatSocketRoutes({
        chat: t.services.liveChat,
        bus: createChatBus(),
        presence: createChatPresence({ clock, instanceId: 'quick', ttlMs: 90_000 }),
        authTimeoutMs: 100,
        sweepMs: 100,
      }),
    );
    await quick.ready();
    try {
      const silent = await quick.injectWS(liveChatPaths.socket);
      expect((await closed(silent)).code).toBe(chatSocketCloseCodes.unauthorized);

      const who = await member();
      const room = await join(quick, await chatToken(who, 'luna'));
      const ended = closed(room.socket);
      const logout = await send(t, 'DELETE', '/wps/session/logout', undefined, {
        headers: bearer(who.token),
      });
      expect(logout.status).toBe(200);
      expect(await room.nextOf('error')).toEqual({ type: 'error', message: 'not_logged_in' });
      expect((await ended).code).toBe(chatSocketCloseCodes.unauthorized);
    } finally {
      await quick.close();
    }
  });
});

describe('live chat across instances (Redis pub/sub)', () => {
  let cluster: Awaited<ReturnType<typeof createInstances>>;
  let database: DatabaseHandle;
  let apps: Instance[];
  // A room of this run only: other runs on the same Redis must not count or see these sockets.
  const modelId = `t${Date.now().toString(36)}${process.pid.toString(36)}`.slice(0, 40);

  beforeAll(async () => {
    cluster = await createInstances(2, {
      env: { REDIS_URL },
      prepare: ({ db }) =>
        db.insert(chatModels).values({
          id: modelId,
          name: 'Test Host',
          color: '#123456',
          schedule: [{ days: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'], from: '00:00', to: '00:00' }],
        }),
    });
    ({ database, instances: apps } = cluster);
  });
  afterAll(() => cluster.close());

  it('delivers messages, deletions and viewer counts between sockets on different instances', async () => {
    const [a, b] = apps as [(typeof apps)[0], (typeof apps)[0]];
    const alice = await makeMember(database.db, a.services);
    const bob = await makeMember(database.db, b.services);
    const onA: Room = await join(a.app, await chatToken(alice, modelId, a.app));
    await a.services.liveChat.bus.ready();
    const onB: Room = await join(b.app, await chatToken(bob, modelId, b.app));
    await b.services.liveChat.bus.ready();
    expect(onB.ready.viewers).toBe(2);
    expect(await onA.nextOf('presence')).toEqual({ type: 'presence', viewers: 2 });
    const listed = await a.app.inject({ url: liveChatPaths.modelList });
    expect(listed.json().value.list.find((m: { modelId: string }) => m.modelId === modelId).viewers).toBe(2);

    onA.say('from instance A', 'x1');
    const sent = await onA.nextOf('message');
    expect(sent.clientId).toBe('x1');
    expect((await onB.nextOf('message')).message).toEqual({ ...sent.message, mine: false });

    onB.say('and back from B');
    expect((await onA.nextOf('message')).message).toMatchObject({ text: 'and back from B', mine: false });

    // An operator command on B (as through B's operator API) reaches the socket on A.
    await runOpsCommand(b.services, ['chat', 'delete', String(sent.message.id)]);
    expect(await onA.nextOf('deleted')).toEqual({ type: 'deleted', id: sent.message.id });
    await runOpsCommand(b.services, ['chat', 'mute', alice.account]);
    expect((await onA.nextOf('me')).me).toMatchObject({ muted: true, mutedUntil: null });

    const left = closed(onB.socket);
    onB.socket.terminate();
    await left;
    expect(await onA.nextOf('presence')).toEqual({ type: 'presence', viewers: 1 });
    onA.socket.terminate();
  });
});
