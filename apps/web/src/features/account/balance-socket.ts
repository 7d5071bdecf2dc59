/*
 * The balance socket's client (loaded only for a session, from the logged-in header): it opens /ws,
 * authenticates with the session token in its first message (never in the address, which proxies
 * log), and hands each pushed balance on. It reconnects with a growing pause (1 s up to 30 s) and
 * gives up when the server says the session is over (4401) or this member has too many tabs (4429).
 */

type Handlers = {
  /** The main wallet balance in minor units, on connecting and after every posting that touches it. */
  onBalance(balance: number): void;
  /** The member's unread platform messages, whenever a message arrives, is read or is deleted. */
  onUnreadMessages?(unread: number): void;
};

/*
 * The contract's walletPaths.socket and socketCloseCodes, written out: importing the contract's wallet
 * module here would pull its schemas' zod code into the home route's first download (see
 * docs/decisions.md, Money). A test checks that they agree.
 */
export const socketPath = '/ws';
const closeCodesThatStop = new Set([4401, 4429]);
const maxPauseMs = 30_000;

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}${socketPath}`;
}

type Pushed = { kind: 'balance' | 'messages'; value: number };

/* Read by hand: the contract's schema would bring zod's parser code into this small chunk. */
function pushedOf(data: unknown): Pushed | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as { type?: unknown; balance?: unknown; unread?: unknown };
    if (message.type === 'balance' && Number.isSafeInteger(message.balance)) {
      return { kind: 'balance', value: message.balance as number };
    }
    if (message.type === 'messages' && Number.isSafeInteger(message.unread)) {
      return { kind: 'messages', value: message.unread as number };
    }
    return null;
  } catch {
    return null;
  }
}

/** Connects and keeps the connection; the returned function closes it for good. */
export function connectBalanceSocket(token: string, handlers: Handlers): () => void {
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pauseMs = 1_000;
  let stopped = false;

  function open() {
    if (stopped) return;
    const current = new WebSocket(socketUrl());
    socket = current;
    current.addEventListener('open', () => current.send(JSON.stringify({ type: 'auth', token })));
    current.addEventListener('message', (event) => {
      const pushed = pushedOf(event.data);
      if (pushed === null) return;
      pauseMs = 1_000;
      if (pushed.kind === 'balance') handlers.onBalance(pushed.value);
      else handlers.onUnreadMessages?.(pushed.value);
    });
    current.addEventListener('close', (event) => {
      if (socket !== current || stopped || closeCodesThatStop.has(event.code)) return;
      timer = setTimeout(open, pauseMs);
      pauseMs = Math.min(pauseMs * 2, maxPauseMs);
    });
  }

  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    socket?.close(1000);
    socket = null;
  };
}
