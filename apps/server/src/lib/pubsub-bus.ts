import type { Redis } from 'ioredis';

type Log = { warn(object: object, message: string): void };

/**
 * Fan-out of events to every instance's listeners: in process by default; through Redis pub/sub on
 * `channel` when a Redis connection is given. Publishing goes over the shared connection; a subscriber
 * needs a connection of its own, made when the first listener arrives (the operator CLI never listens,
 * so it never opens one). `parse` drops what another version or a stranger put on the channel.
 */
export function createPubSubBus<Event>(options: {
  channel: string;
  parse: (text: string) => Event | null;
  redis?: Redis | null;
  log?: Log;
}) {
  const { channel, redis } = options;
  const listeners = new Set<(event: Event) => void>();
  let subscriber: Redis | null = null;

  const deliver = (event: Event) => {
    for (const listener of listeners) listener(event);
  };

  function ensureSubscriber() {
    if (!redis || subscriber) return;
    const sub = redis.duplicate();
    subscriber = sub;
    sub.on('error', (error: Error) => options.log?.warn({ err: error }, `redis subscriber ${channel}`));
    sub.on('message', (from: string, text: string) => {
      if (from !== channel) return;
      const event = options.parse(text);
      if (event) deliver(event);
    });
    sub.subscribe(channel).catch((error: unknown) => options.log?.warn({ err: error }, 'redis subscribe'));
  }

  return {
    async publish(events: Event[]): Promise<void> {
      if (!redis) {
        // Later, not now: a listener's work must never run inside the caller's request.
        if (events.length > 0) queueMicrotask(() => events.forEach(deliver));
        return;
      }
      await Promise.all(events.map((event) => redis.publish(channel, JSON.stringify(event))));
    },

    /** Returns the unsubscribe function. */
    subscribe(listener: (event: Event) => void): () => void {
      listeners.add(listener);
      ensureSubscriber();
      return () => listeners.delete(listener);
    },

    /** Resolves once the Redis subscription is in place (tests wait for it); at once without Redis. */
    async ready(): Promise<void> {
      if (!subscriber) return;
      if (subscriber.status !== 'ready') await new Promise((resolve) => subscriber!.once('ready', resolve));
      // A subscribe sent before 'ready' is queued; a ping afterwards answers only once it went through.
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
