import type { Redis } from 'ioredis';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import { createKeyedLimiter } from '../../plugins/keyed-limiter';
import type { SettingsStore } from '../system/settings.store';
import { createChatBus } from './chat-events';
import { createChatPresence } from './chat-presence';
import { createLiveChatService } from './live-chat.service';

/** A socket stops counting as a viewer this long after its instance last refreshed it (sweeps: 30 s). */
const presenceTtlMs = 90_000;

/**
 * Live chat with its fan-out: the service, the bus its events travel on (Redis pub/sub with REDIS_URL)
 * and the viewer counts (a Redis sorted set per room with REDIS_URL, so every instance counts all).
 */
export function createLiveChat(deps: {
  db: Database;
  clock: Clock;
  random: Random;
  settings: SettingsStore;
  redis?: Redis | null;
  log?: { warn(object: object, message: string): void };
}) {
  const bus = createChatBus({ redis: deps.redis, log: deps.log });
  const presence = createChatPresence({
    redis: deps.redis,
    clock: deps.clock,
    instanceId: deps.random.bytes(8).toString('hex'),
    ttlMs: presenceTtlMs,
  });
  // Keys of their own: a member's chat rate must never share a count with another limit.
  const limiter = createKeyedLimiter({ redis: deps.redis, clock: deps.clock, prefix: 'lobby:chat-limit:' });
  const service = createLiveChatService({ ...deps, bus, presence, limiter });
  return Object.assign(service, { bus, presence });
}

export type LiveChat = ReturnType<typeof createLiveChat>;
