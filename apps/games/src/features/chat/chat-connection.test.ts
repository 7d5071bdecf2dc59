import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backoffDelay,
  ChatConnection,
  socketUrl,
  type ConnectionStatus,
  type SocketLike,
} from './chat-connection';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code ?? 1000;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  push(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const model = {
  modelId: 'luna',
  name: 'Luna',
  avatarUrl: '/img/chat-model/luna.svg',
  bio: '',
  languages: [],
  tags: [],
  online: true,
  nextChangeAt: null,
  schedule: [],
  viewers: 1,
  lastActivityAt: null,
};
const ready = {
  type: 'ready',
  model,
  me: { name: 'Demo', muted: false, mutedUntil: null },
  messages: [],
  hasMore: false,
  viewers: 1,
};

let sockets: FakeSocket[];
let statuses: ConnectionStatus[];
let messages: unknown[];

function connect() {
  const connection = new ChatConnection({
    url: 'ws://site/chat/ws',
    token: 't'.repeat(43),
    onMessage: (m) => messages.push(m),
    onStatus: (s) => statuses.push(s),
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    now: () => 1_000_000,
    random: () => 0.5,
  });
  connection.start();
  return connection;
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  statuses = [];
  messages = [];
});
afterEach(() => vi.useRealTimers());

describe('the chat connection', () => {
  it('sends the token in its first message, never in the address', () => {
    connect();
    expect(statuses.at(-1)).toEqual({ kind: 'connecting' });
    sockets[0]!.open();
    expect(JSON.parse(sockets[0]!.sent[0]!)).toEqual({ type: 'auth', token: 't'.repeat(43) });
    sockets[0]!.push(ready);
    expect(statuses.at(-1)).toEqual({ kind: 'open' });
    expect(messages).toHaveLength(1);
  });

  it('drops messages that do not match the contract', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    connect();
    sockets[0]!.open();
    sockets[0]!.push({ type: 'presence', viewers: 'many' });
    sockets[0]!.onmessage?.({ data: 'not json' });
    expect(messages).toEqual([]);
    warn.mockRestore();
  });

  it('reconnects with growing waits when the socket drops, and starts over after ready', () => {
    connect();
    sockets[0]!.open();
    sockets[0]!.drop(1006);
    expect(statuses.at(-1)).toEqual({ kind: 'waiting', retryAt: 1_001_000 });
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.drop(1006);
    expect(statuses.at(-1)).toEqual({ kind: 'waiting', retryAt: 1_002_000 });
    vi.advanceTimersByTime(2_000);
    sockets[2]!.open();
    sockets[2]!.push(ready);
    sockets[2]!.drop(1011);
    expect(statuses.at(-1)).toEqual({ kind: 'waiting', retryAt: 1_001_000 });
  });

  it('retries at once when asked', () => {
    const connection = connect();
    sockets[0]!.drop(1006);
    connection.retryNow();
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });

  it('stops for good when the token or the session is refused', () => {
    const connection = connect();
    sockets[0]!.open();
    sockets[0]!.push({ type: 'error', message: 'chat_session_expired' });
    sockets[0]!.drop(4401);
    expect(statuses.at(-1)).toEqual({ kind: 'ended', reason: 'session' });
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    connection.retryNow();
    expect(sockets).toHaveLength(1);
  });

  it('stops when the member has too many sockets open, until asked to open again', () => {
    const connection = connect();
    sockets[0]!.drop(4429);
    expect(statuses.at(-1)).toEqual({ kind: 'ended', reason: 'too-many' });
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    connection.retryNow();
    expect(sockets).toHaveLength(2);
  });

  it('sends only while open, and closes quietly when stopped', () => {
    const connection = connect();
    expect(connection.send('{}')).toBe(false);
    sockets[0]!.open();
    expect(connection.send('{"type":"send"}')).toBe(true);
    connection.stop();
    expect(sockets[0]!.closedWith).toBe(1000);
    const count = statuses.length;
    sockets[0]!.drop(1000);
    expect(statuses).toHaveLength(count);
  });

  it('waits 1, 2, 4 … 30 seconds, give or take a fifth', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 12].map((n) => backoffDelay(n, 0.5))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(backoffDelay(0, 0)).toBe(800);
    expect(backoffDelay(0, 1)).toBe(1200);
  });

  it('addresses the socket on the page’s host', () => {
    expect(socketUrl('/chat/ws', { protocol: 'https:', host: 'a.example' })).toBe('wss://a.example/chat/ws');
    expect(socketUrl('/chat/ws', { protocol: 'http:', host: '127.0.0.1:8080' })).toBe(
      'ws://127.0.0.1:8080/chat/ws',
    );
  });
});
