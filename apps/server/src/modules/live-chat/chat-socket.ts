import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { chatLimits, chatSocketCloseCodes, liveChatPaths } from '@lobby/contract/live-chat';
import { chatClientMessageSchema, type ChatServerMessage } from '@lobby/contract/live-chat-room';
import { DomainError } from '../../lib/errors';
import type { ChatBus, ChatEvent } from './chat-events';
import type { ChatPresence } from './chat-presence';
import { forReader, type ChatContext, type LiveChatService } from './live-chat.service';

export type ChatSocketDeps = {
  chat: LiveChatService;
  bus: ChatBus;
  presence: ChatPresence;
  /** How long a socket may stay without authenticating. */
  authTimeoutMs?: number;
  /** How often sockets are pinged, their sessions checked and their presence refreshed. */
  sweepMs?: number;
  /** Joins and leaves within this time are counted once. */
  recountMs?: number;
};

type Client = {
  id: string;
  socket: WebSocket;
  context: ChatContext;
  alive: boolean;
  /** Until `ready` went out, pushes wait here so the page never sees a message before its room. */
  pending: ChatServerMessage[] | null;
  /** Sends of this socket run one after another, in the order the page wrote them. */
  queue: Promise<void>;
  queued: number;
};

/** One member's sockets beyond this close oldest first (a tab left open in every room). */
const maxSocketsPerMember = 10;
/** Sends waiting on one socket beyond this are refused at once (a page flooding the socket). */
const maxQueuedSends = 10;

function send(socket: WebSocket, message: ChatServerMessage) {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

function refuse(socket: WebSocket, code: number, message: string) {
  send(socket, { type: 'error', message });
  socket.close(code, message);
}

/**
 * GET /chat/ws: a chat room. The first message is `{type:'auth', token}` with the chat token of
 * CBS_launchChat (never in the address); the answer is `ready` with the room, the reader, the newest
 * messages and the viewers. Then the page sends messages and gets everything that happens in the room,
 * on whichever instance it happened (the chat bus). Like the balance socket, sockets are pinged, and
 * those whose site session ended are closed with 4401.
 */
export function chatSocketRoutes(deps: ChatSocketDeps) {
  const authTimeoutMs = deps.authTimeoutMs ?? 10_000;
  const sweepMs = deps.sweepMs ?? 30_000;
  const recountMs = deps.recountMs ?? 100;

  return async (app: FastifyInstance) => {
    // The app's socket server is registered once, by the balance socket; alone (tests) it is ours.
    if (!app.hasDecorator('websocketServer')) {
      await app.register(websocket, { options: { maxPayload: 1024 } });
    }
    const rooms = new Map<string, Set<Client>>();
    const byMember = new Map<number, Set<Client>>();
    const viewersShown = new Map<string, number>();
    const statusShown = new Map<string, boolean>();
    const recounts = new Map<string, NodeJS.Timeout>();
    let nextSocketId = 0;

    const toRoom = (modelId: string, message: (client: Client) => ChatServerMessage | null) => {
      for (const client of rooms.get(modelId) ?? []) {
        const outgoing = message(client);
        if (!outgoing) continue;
        if (client.pending) client.pending.push(outgoing);
        else send(client.socket, outgoing);
      }
    };

    async function recount(modelId: string) {
      if (!rooms.has(modelId)) return;
      const viewers = (await deps.presence.counts([modelId])).get(modelId) ?? 0;
      if (viewersShown.get(modelId) === viewers) return;
      viewersShown.set(modelId, viewers);
      toRoom(modelId, () => ({ type: 'presence', viewers }));
    }

    function scheduleRecount(modelId: string) {
      if (!rooms.has(modelId) || recounts.has(modelId)) return;
      const timer = setTimeout(() => {
        recounts.delete(modelId);
        recount(modelId).catch((error: unknown) => app.log.warn({ err: error }, 'chat recount failed'));
      }, recountMs);
      recounts.set(modelId, timer);
    }

    function onEvent(event: ChatEvent) {
      switch (event.kind) {
        case 'message':
          return toRoom(event.message.modelId, (client) => {
            const own = client.context.memberId === event.authorId;
            return {
              type: 'message',
              message: forReader(event.message, event.authorId, client.context.memberId),
              ...(own && event.clientId ? { clientId: event.clientId } : {}),
            };
          });
        case 'deleted':
          return toRoom(event.modelId, () => ({ type: 'deleted', id: event.id }));
        case 'presence':
          return scheduleRecount(event.modelId);
        case 'mute':
          for (const client of byMember.get(event.memberId) ?? []) {
            const me = { name: client.context.name, muted: event.muted, mutedUntil: event.until };
            if (client.pending) client.pending.push({ type: 'me', me });
            else send(client.socket, { type: 'me', me });
          }
      }
    }
    const unsubscribe = deps.bus.subscribe(onEvent);

    function add(client: Client) {
      const { memberId, modelId } = client.context;
      const mine = byMember.get(memberId) ?? new Set<Client>();
      if (mine.size >= maxSocketsPerMember) {
        const [oldest] = mine;
        refuse(oldest!.socket, chatSocketCloseCodes.tooMany, 'too_many_requests');
        remove(oldest!);
      }
      mine.add(client);
      byMember.set(memberId, mine);
      const room = rooms.get(modelId) ?? new Set<Client>();
      room.add(client);
      rooms.set(modelId, room);
    }

    function remove(client: Client) {
      const { memberId, modelId } = client.context;
      const mine = byMember.get(memberId);
      mine?.delete(client);
      if (mine?.size === 0) byMember.delete(memberId);
      const room = rooms.get(modelId);
      if (!room?.delete(client)) return;
      if (room.size === 0) {
        rooms.delete(modelId);
        viewersShown.delete(modelId);
        statusShown.delete(modelId);
      }
      deps.presence
        .leave(modelId, client.id)
        .then(() => deps.bus.publish({ kind: 'presence', modelId }))
        .catch((error: unknown) => app.log.warn({ err: error }, 'chat presence leave failed'));
    }

    async function join(socket: WebSocket, token: string | null) {
      let context: ChatContext;
      try {
        if (!token) throw new DomainError('UNAUTHORIZED', 'chat_session_expired', 401);
        context = await deps.chat.openRoom(token);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return refuse(socket, chatSocketCloseCodes.unauthorized, error.message);
      }
      if (socket.readyState !== socket.OPEN) return null;
      const client: Client = {
        id: String(++nextSocketId),
        socket,
        context,
        alive: true,
        pending: [],
        queue: Promise.resolve(),
        queued: 0,
      };
      add(client);
      let view: Awaited<ReturnType<LiveChatService['roomView']>>;
      let page: Awaited<ReturnType<LiveChatService['messages']>>;
      try {
        await deps.presence.join(context.modelId, client.id);
        [view, page] = await Promise.all([
          deps.chat.roomView(context),
          deps.chat.messages(context, null, chatLimits.historyPage),
        ]);
      } catch (error) {
        remove(client);
        throw error;
      }
      // What the room's other sockets were shown stays, so the recount after this join reaches them.
      if (!viewersShown.has(context.modelId)) viewersShown.set(context.modelId, view.viewers);
      if (!statusShown.has(context.modelId)) statusShown.set(context.modelId, view.model.online);
      send(socket, { type: 'ready', model: view.model, me: view.me, viewers: view.viewers, ...page });
      // What arrived meanwhile, less what the history already had.
      const newest = page.messages.at(-1)?.id ?? 0;
      const waiting = client.pending ?? [];
      client.pending = null;
      for (const message of waiting) {
        if (message.type === 'message' && message.message.id <= newest) continue;
        send(socket, message);
      }
      await deps.bus.publish({ kind: 'presence', modelId: context.modelId });
      return client;
    }

    function enqueueSend(client: Client, text: string, clientId: string | undefined) {
      if (client.queued >= maxQueuedSends) {
        send(client.socket, { type: 'refused', message: 'chat_too_fast', clientId });
        return;
      }
      client.queued += 1;
      client.queue = client.queue
        .then(() => deps.chat.send(client.context, text, clientId))
        .then(
          () => undefined,
          (error: unknown) => {
            if (error instanceof DomainError) {
              const retry = error.detail?.retryAfterSeconds;
              send(client.socket, {
                type: 'refused',
                message: error.message,
                clientId,
                ...(retry ? { retryAfterSeconds: retry } : {}),
              });
              return;
            }
            app.log.warn({ err: error }, 'chat send failed');
            send(client.socket, { type: 'refused', message: 'unknown_error', clientId });
          },
        )
        .finally(() => {
          client.queued -= 1;
        });
    }

    async function sweep() {
      const clients = [...rooms.values()].flatMap((set) => [...set]);
      for (const client of clients) {
        if (!client.alive) {
          client.socket.terminate();
          continue;
        }
        client.alive = false;
        client.socket.ping();
      }
      const live = await deps.chat.liveSessions([...new Set(clients.map((c) => c.context.sessionId))]);
      const staying = clients.filter((client) => {
        if (live.has(client.context.sessionId)) return true;
        refuse(client.socket, chatSocketCloseCodes.unauthorized, 'not_logged_in');
        remove(client);
        return false;
      });
      await deps.chat.keepTokens([...new Set(staying.map((c) => c.context.tokenHash))]);
      await deps.presence.refresh(staying.map((c) => [c.context.modelId, c.id] as const));
      const modelIds = [...rooms.keys()];
      for (const modelId of modelIds) await recount(modelId);
      for (const [modelId, status] of await deps.chat.statuses(modelIds)) {
        if (statusShown.get(modelId) === status.online) continue;
        statusShown.set(modelId, status.online);
        toRoom(modelId, () => ({ type: 'status', ...status }));
      }
    }
    const timer = setInterval(() => {
      sweep().catch((error: unknown) => app.log.warn({ err: error }, 'chat sweep failed'));
    }, sweepMs);
    timer.unref();

    app.addHook('onClose', async () => {
      clearInterval(timer);
      for (const pending of recounts.values()) clearTimeout(pending);
      unsubscribe();
      const clients = [...rooms.values()].flatMap((set) => [...set]);
      await Promise.all(
        clients.map((c) => deps.presence.leave(c.context.modelId, c.id).catch(() => undefined)),
      );
      await deps.bus.close();
    });

    app.get(liveChatPaths.socket, { websocket: true }, (socket) => {
      let client: Client | null = null;
      let authenticating = false;
      const deadline = setTimeout(
        () => refuse(socket, chatSocketCloseCodes.unauthorized, 'chat_session_expired'),
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
        let parsed: ReturnType<typeof chatClientMessageSchema.safeParse> | null = null;
        try {
          parsed = chatClientMessageSchema.safeParse(JSON.parse(String(data)));
        } catch {
          parsed = null;
        }
        const message = parsed?.success ? parsed.data : null;
        if (client) {
          if (message?.type === 'send') enqueueSend(client, message.text, message.clientId);
          else if (message?.type !== 'auth') send(socket, { type: 'refused', message: 'bad_request' });
          return;
        }
        if (authenticating) {
          // The page writes only after `ready`; say so rather than drop the message silently.
          const clientId = message?.type === 'send' ? message.clientId : undefined;
          send(socket, { type: 'refused', message: 'bad_request', clientId });
          return;
        }
        authenticating = true;
        clearTimeout(deadline);
        join(socket, message?.type === 'auth' ? message.token : null)
          .then((joined) => {
            client = joined ?? null;
            // The socket may have closed while the room was read: nothing of it may stay counted.
            if (client && socket.readyState !== socket.OPEN) remove(client);
          })
          .catch((error: unknown) => {
            app.log.warn({ err: error }, 'chat socket join failed');
            socket.close(1011);
          });
      });
    });
  };
}
