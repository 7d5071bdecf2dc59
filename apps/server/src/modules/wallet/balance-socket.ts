import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import { socketCloseCodes, walletPaths } from '@lobby/contract/wallet';
import { socketClientMessageSchema, type SocketServerMessage } from '@lobby/contract/wallet-requests';
import type { Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Sessions } from '../accounts/sessions';
import type { SettingsStore } from '../system/settings.store';
import type { BalanceBus, BalanceEvent } from './balance-events';
import { liveSessions, mainBalances } from './wallet.repository';

export type BalanceSocketDeps = {
  db: Executor;
  bus: BalanceBus;
  sessions: Sessions;
  settings: SettingsStore;
  clock: Clock;
  /** Other pushes over the same socket (the inbox's unread count); each is closed with the app. */
  pushes?: SocketPush[];
  /** How long a socket may stay without authenticating. */
  authTimeoutMs?: number;
  /** How often sockets are pinged and their sessions checked. */
  sweepMs?: number;
};

/**
 * A push of another module's over this socket: it names the members whose pages should hear (or all),
 * and builds each one's message.
 */
export type SocketPush = {
  subscribe(listener: (memberIds: readonly number[] | 'all') => void): () => void;
  message(memberId: number): Promise<SocketServerMessage>;
  close(): Promise<void>;
};

type Client = { socket: WebSocket; memberId: number; sessionId: number; alive: boolean };

/** A member with more tabs than this loses its oldest socket (the newest tab is the one in use). */
const maxSocketsPerMember = 10;

function send(socket: WebSocket, message: SocketServerMessage) {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

function refuse(socket: WebSocket, code: number, message: string) {
  send(socket, { type: 'error', message });
  socket.close(code, message);
}

/**
 * GET /ws: the balance socket. The first message is `{type:'auth', token}` with the session token
 * (never in the address, so it is in no access log); the answer is the main balance, and it is pushed
 * again whenever a ledger posting touches one of the member's accounts, on whichever instance it ran
 * (the bus). Sockets whose session ends are closed with 4401; dead ones are dropped by ping.
 */
export function balanceSocketRoutes(deps: BalanceSocketDeps) {
  const authTimeoutMs = deps.authTimeoutMs ?? 10_000;
  const sweepMs = deps.sweepMs ?? 30_000;

  // Not encapsulated: the socket server is the whole app's (one /ws for every push the site gets).
  return fp(async (app: FastifyInstance) => {
    await app.register(websocket, { options: { maxPayload: 1024 } });
    const byMember = new Map<number, Set<Client>>();
    /** Per member, events are handled one after another so that pushes keep their order. */
    const queues = new Map<number, Promise<void>>();

    const currency = async () => (await deps.settings.get('brand')).currency.code;

    function remove(client: Client) {
      const set = byMember.get(client.memberId);
      if (!set) return;
      set.delete(client);
      if (set.size === 0) byMember.delete(client.memberId);
    }

    async function readBalance(event: BalanceEvent): Promise<SocketServerMessage> {
      const balance =
        event.balance ?? (await mainBalances(deps.db, [event.memberId])).get(event.memberId) ?? 0;
      return { type: 'balance', balance, currency: await currency() };
    }

    /** Runs after the member's earlier pushes, so a page never sees an older balance after a newer one. */
    function enqueue(memberId: number, task: () => Promise<void>) {
      const previous = queues.get(memberId) ?? Promise.resolve();
      const next = previous
        .then(task)
        .catch((error: unknown) => app.log.warn({ err: error }, 'balance push failed'))
        .finally(() => {
          if (queues.get(memberId) === next) queues.delete(memberId);
        });
      queues.set(memberId, next);
    }

    const unsubscribe = deps.bus.subscribe((event) => {
      if (!byMember.has(event.memberId)) return;
      enqueue(event.memberId, async () => {
        const clients = byMember.get(event.memberId);
        if (!clients) return;
        const message = await readBalance(event);
        for (const client of clients) send(client.socket, message);
      });
    });

    const pushesOff = (deps.pushes ?? []).map((push) =>
      push.subscribe((memberIds) => {
        const targets =
          memberIds === 'all' ? [...byMember.keys()] : memberIds.filter((id) => byMember.has(id));
        for (const memberId of targets) {
          enqueue(memberId, async () => {
            const clients = byMember.get(memberId);
            if (!clients) return;
            const message = await push.message(memberId);
            for (const client of clients) send(client.socket, message);
          });
        }
      }),
    );

    async function sweep() {
      const clients = [...byMember.values()].flatMap((set) => [...set]);
      for (const client of clients) {
        if (!client.alive) {
          client.socket.terminate();
          continue;
        }
        client.alive = false;
        client.socket.ping();
      }
      const live = await liveSessions(
        deps.db,
        [...new Set(clients.map((c) => c.sessionId))],
        deps.clock.now(),
      );
      for (const client of clients) {
        if (!live.has(client.sessionId))
          refuse(client.socket, socketCloseCodes.unauthorized, 'not_logged_in');
      }
    }
    const timer = setInterval(() => {
      sweep().catch((error: unknown) => app.log.warn({ err: error }, 'socket sweep failed'));
    }, sweepMs);
    timer.unref();

    app.addHook('onClose', async () => {
      clearInterval(timer);
      unsubscribe();
      pushesOff.forEach((off) => off());
      await deps.bus.close();
      await Promise.all((deps.pushes ?? []).map((push) => push.close()));
    });

    app.get(walletPaths.socket, { websocket: true }, (socket) => {
      let client: Client | null = null;
      const deadline = setTimeout(
        () => refuse(socket, socketCloseCodes.unauthorized, 'not_logged_in'),
        authTimeoutMs,
      );
      socket.on('close', () => {
        clearTimeout(deadline);
        if (client) remove(client);
      });
      socket.on('pong', () => {
        if (client) client.alive = true;
      });
      socket.on('message', (data) => {
        if (client) return; // Nothing else is expected from the page after it authenticated.
        clearTimeout(deadline);
        let token: string | null = null;
        try {
          const parsed = socketClientMessageSchema.safeParse(JSON.parse(String(data)));
          token = parsed.success && parsed.data.token.length <= 64 ? parsed.data.token : null;
        } catch {
          token = null;
        }
        const authenticate = async () => {
          const session = token ? await deps.sessions.resolve(token) : null;
          if (!session) return refuse(socket, socketCloseCodes.unauthorized, 'not_logged_in');
          if (socket.readyState !== socket.OPEN) return;
          client = { socket, memberId: session.member.id, sessionId: session.sessionId, alive: true };
          const set = byMember.get(client.memberId) ?? new Set<Client>();
          if (set.size >= maxSocketsPerMember) {
            const [oldest] = set;
            set.delete(oldest!);
            refuse(oldest!.socket, socketCloseCodes.tooMany, 'too_many_requests');
          }
          set.add(client);
          byMember.set(client.memberId, set);
          const memberId = client.memberId;
          enqueue(memberId, async () => send(socket, await readBalance({ memberId, balance: null })));
        };
        authenticate().catch((error: unknown) => {
          app.log.warn({ err: error }, 'socket authentication failed');
          socket.close(1011);
        });
      });
    });
  });
}
