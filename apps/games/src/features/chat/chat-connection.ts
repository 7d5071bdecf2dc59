import { chatSocketCloseCodes } from '@lobby/contract/live-chat';
import { chatServerMessageSchema, type ChatServerMessage } from '@lobby/contract/live-chat-room';
import * as z from 'zod/mini';

/** What the page shows of its socket. */
export type ConnectionStatus =
  | { kind: 'connecting' }
  | { kind: 'open' }
  /** The socket dropped; the next attempt is at `retryAt` (ms since the epoch). */
  | { kind: 'waiting'; retryAt: number }
  /**
   * Closed by the server: for good when the token or the site session ended; until the member asks
   * again when they had too many sockets open (this one was the oldest).
   */
  | { kind: 'ended'; reason: 'session' | 'too-many' };

/** The part of a WebSocket the connection uses (a fake one in tests). */
export type SocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
};

export type ConnectionOptions = {
  url: string;
  token: string;
  onMessage: (message: ChatServerMessage) => void;
  onStatus: (status: ConnectionStatus) => void;
  createSocket?: (url: string) => SocketLike;
  now?: () => number;
  random?: () => number;
};

const openState = 1;
const firstDelayMs = 1_000;
const maxDelayMs = 30_000;

/**
 * Wait before reconnection attempt `attempt` (0 first): 1, 2, 4 ... up to 30 seconds, each ±20 % so
 * that pages dropped together by a restarting server do not all come back in the same second.
 */
export function backoffDelay(attempt: number, random: number): number {
  const base = Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(attempt, 10));
  return Math.round(base * (0.8 + 0.4 * random));
}

/** The server's reasons for closing that reconnecting cannot fix (with close code 4401). */
const sessionEnded = new Set(['chat_session_expired', 'not_logged_in']);

/**
 * The chat socket of one room: authenticates with the token in its first message (never in the
 * address), hands every checked server message on, and reconnects with backoff when the socket drops,
 * until the server says the token or session is gone (4401) or too many sockets are open (4429).
 */
export class ChatConnection {
  private socket: SocketLike | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  /** stop() was called: the page is done with the room. */
  private stopped = false;
  private ended: 'session' | 'too-many' | null = null;
  private readonly createSocket: (url: string) => SocketLike;
  private readonly now: () => number;
  private readonly random: () => number;

  constructor(private readonly options: ConnectionOptions) {
    // A real WebSocket matches SocketLike except for its event types, which are wider.
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike);
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
  }

  start(): void {
    this.stopped = false;
    this.open();
  }

  /** Sends a frame when the room is open; false when it is not (the page keeps the text). */
  send(frame: string): boolean {
    if (this.socket?.readyState !== openState) return false;
    this.socket.send(frame);
    return true;
  }

  /**
   * Skips the wait of a scheduled reconnection (the member pressed the button, the network came back),
   * or opens again after the server closed this socket for too many open ones. An ended token stays ended.
   */
  retryNow(): void {
    if (this.stopped || this.socket || this.ended === 'session') return;
    this.ended = null;
    this.clearTimer();
    this.open();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimer();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000);
    }
  }

  private clearTimer() {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private open() {
    this.options.onStatus({ kind: 'connecting' });
    let socket: SocketLike;
    try {
      socket = this.createSocket(this.options.url);
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    let closeReason: string | null = null;
    socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token: this.options.token }));
    socket.onmessage = (event) => {
      const message = parse(event.data);
      if (!message) return;
      if (message.type === 'ready') {
        this.attempt = 0;
        this.options.onStatus({ kind: 'open' });
      }
      if (message.type === 'error') closeReason = message.message;
      this.options.onMessage(message);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.stopped) return;
      if (event.code === chatSocketCloseCodes.unauthorized || sessionEnded.has(closeReason ?? '')) {
        this.ended = 'session';
        this.options.onStatus({ kind: 'ended', reason: 'session' });
      } else if (event.code === chatSocketCloseCodes.tooMany) {
        this.ended = 'too-many';
        this.options.onStatus({ kind: 'ended', reason: 'too-many' });
      } else {
        this.scheduleRetry();
      }
    };
  }

  private scheduleRetry() {
    const delay = backoffDelay(this.attempt, this.random());
    this.attempt += 1;
    this.options.onStatus({ kind: 'waiting', retryAt: this.now() + delay });
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.stopped && !this.ended) this.open();
    }, delay);
  }
}

function parse(data: unknown): ChatServerMessage | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = z.safeParse(chatServerMessageSchema, json);
  if (!parsed.success) {
    // A bug between the two sides, never shown as data; the console says so for whoever debugs.
    console.warn('Chat message does not match the contract', parsed.error.issues.slice(0, 5));
    return null;
  }
  return parsed.data;
}

/** The room socket's address on this page's host (ws: or wss: as the page is http: or https:). */
export function socketUrl(path: string, location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
}
