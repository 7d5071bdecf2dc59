import type { Redis } from 'ioredis';
import { z } from 'zod';

/**
 * What happened in the chat, for every instance's sockets. A message carries its author's member id
 * (null for the host) so each socket can tell the reader's own messages; it never reaches a page.
 */
const storedMessage = z.object({
  id: z.number().int(),
  modelId: z.string(),
  kind: z.enum(['member', 'host']),
  name: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
const chatEventSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('message'),
    message: storedMessage,
    authorId: z.number().int().nullable(),
    clientId: z.string().optional(),
  }),
  z.object({ kind: z.literal('deleted'), modelId: z.string(), id: z.number().int() }),
  /** Someone joined or left the room somewhere: instances with sockets there recount. */
  z.object({ kind: z.literal('presence'), modelId: z.string() }),
  z.object({
    kind: z.literal('mute'),
    memberId: z.number().int(),
    muted: z.boolean(),
    until: z.string().nullable(),
  }),
]);
export type ChatEvent = z.infer<typeof chatEventSchema>;
export type StoredMessage = z.infer<typeof storedMessage>;

type Listener = (event: ChatEvent) => void;
type Log = { warn(object: object, message: string): void };

const channel = 'lobby:chat';

function parseEvent(text: string): ChatEvent | null {
  try {
    const parsed = chatEventSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Fan-out of chat events, like the balance bus: in process by default, through Redis pub/sub on
 * `lobby:chat` when REDIS_URL is set, so a message sent on one instance reaches sockets on all of them.
 * The subscriber connection is made when the first listener arrives (the operator CLI never listens).
 */
export function createChatBus(options: { redis?: Redis | null; log?: Log } = {}) {
  const { redis } = options;
  const listeners = new Set<Listener>();
  let subscriber: Redis | null = null;

  const deliver = (event: ChatEvent) => {
    for (const listener of listeners) listener(event);
  };

  function ensureSubscriber() {
    if (!redis || subscriber) return;
    const sub = redis.duplicate();
    subscriber = sub;
    sub.on('error', (error: Error) => options.log?.warn({ err: error }, 'redis chat subscriber'));
    sub.on('message', (from: string, text: string) => {
      if (from !== channel) return;
      const event = parseEvent(text);
      if (event) deliver(event);
    });
    sub.subscribe(channel).catch((error: unknown) => options.log?.warn({ err: error }, 'redis subscribe'));
  }

  return {
    async publish(event: ChatEvent): Promise<void> {
      if (!redis) {
        // Later, not now: a listener's work must never run inside the caller's request.
        queueMicrotask(() => deliver(event));
        return;
      }
      await redis.publish(channel, JSON.stringify(event));
    },

    /** Returns the unsubscribe function. */
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      ensureSubscriber();
      return () => listeners.delete(listener);
    },

    /** Resolves once the Redis subscription is in place (tests wait for it); at once without Redis. */
    async ready(): Promise<void> {
      if (!subscriber) return;
      if (subscriber.status !== 'ready') await new Promise((resolve) => subscriber!.once('ready', resolve));
      await subscriber.ping().catch(() => undefined);
    },

    async close(): Promise<void> {
      listeners.clear();
      const sub = subscriber;
      subscriber = null;
      if (sub) await sub.quit().catch(() => sub.disconnect());
    },
  };
}

export type ChatBus = ReturnType<typeof createChatBus>;
