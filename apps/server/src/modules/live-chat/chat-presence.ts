import type { Redis } from 'ioredis';
import type { Clock } from '../../lib/clock';

/** Open sockets per room, counted across instances. */
export type ChatPresence = {
  join(modelId: string, socketId: string): Promise<void>;
  leave(modelId: string, socketId: string): Promise<void>;
  /** Keeps this instance's sockets counted (Redis entries expire unless refreshed). */
  refresh(entries: ReadonlyArray<readonly [modelId: string, socketId: string]>): Promise<void>;
  counts(modelIds: readonly string[]): Promise<Map<string, number>>;
};

function memoryPresence(): ChatPresence {
  const rooms = new Map<string, Set<string>>();
  return {
    async join(modelId, socketId) {
      const set = rooms.get(modelId) ?? new Set<string>();
      set.add(socketId);
      rooms.set(modelId, set);
    },
    async leave(modelId, socketId) {
      const set = rooms.get(modelId);
      set?.delete(socketId);
      if (set?.size === 0) rooms.delete(modelId);
    },
    async refresh() {},
    async counts(modelIds) {
      return new Map(modelIds.map((id) => [id, rooms.get(id)?.size ?? 0]));
    },
  };
}

/**
 * One sorted set per room: member `<instance>:<socket>`, score the time it stops counting. Each
 * instance refreshes its sockets well within `ttlMs`, so the sockets of an instance that died stop
 * counting on their own.
 */
function redisPresence(redis: Redis, clock: Clock, instanceId: string, ttlMs: number): ChatPresence {
  const key = (modelId: string) => `lobby:chat:viewers:${modelId}`;
  const member = (socketId: string) => `${instanceId}:${socketId}`;
  return {
    async join(modelId, socketId) {
      await redis
        .multi()
        .zadd(key(modelId), clock.now() + ttlMs, member(socketId))
        .pexpire(key(modelId), ttlMs * 2)
        .exec();
    },
    async leave(modelId, socketId) {
      await redis.zrem(key(modelId), member(socketId));
    },
    async refresh(entries) {
      if (entries.length === 0) return;
      const until = clock.now() + ttlMs;
      const pipeline = redis.pipeline();
      for (const [modelId, socketId] of entries) {
        pipeline.zadd(key(modelId), until, member(socketId)).pexpire(key(modelId), ttlMs * 2);
      }
      await pipeline.exec();
    },
    async counts(modelIds) {
      if (modelIds.length === 0) return new Map();
      const pipeline = redis.pipeline();
      for (const id of modelIds) pipeline.zremrangebyscore(key(id), '-inf', clock.now()).zcard(key(id));
      const results = (await pipeline.exec()) ?? [];
      return new Map(modelIds.map((id, i) => [id, Number(results[i * 2 + 1]?.[1] ?? 0)]));
    },
  };
}

export function createChatPresence(options: {
  redis?: Redis | null;
  clock: Clock;
  instanceId: string;
  ttlMs: number;
}): ChatPresence {
  return options.redis
    ? redisPresence(options.redis, options.clock, options.instanceId, options.ttlMs)
    : memoryPresence();
}
