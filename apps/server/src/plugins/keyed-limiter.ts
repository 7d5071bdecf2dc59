import type { Redis } from 'ioredis';
import { systemClock, type Clock } from '../lib/clock';

export type LimitRule = { max: number; windowMs: number };
/** `count` is this hit's place in its window (1 for the first), for callers that decide by it. */
export type LimitResult = { allowed: boolean; retryAfterSeconds: number; count: number };

/**
 * Limits not keyed by the client's address: SMS per phone number, failed logins per account. A fixed
 * window per key: the first hit opens it, hits beyond `max` are refused until it closes.
 */
export type KeyedLimiter = {
  hit(key: string, rule: LimitRule): Promise<LimitResult>;
  /** Forgets a key, e.g. an account's failed logins after a successful one. */
  reset(key: string): Promise<void>;
};

// INCR and PEXPIRE in one script, so a crash between them cannot leave a counter that never expires.
const hitScript = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}
`;

const verdict = (count: number, ttlMs: number, max: number): LimitResult =>
  count <= max
    ? { allowed: true, retryAfterSeconds: 0, count }
    : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)), count };

function redisLimiter(redis: Redis, prefix: string): KeyedLimiter {
  return {
    async hit(key, { max, windowMs }) {
      const [count, ttl] = (await redis.eval(hitScript, 1, prefix + key, String(windowMs))) as [
        number,
        number,
      ];
      return verdict(count, ttl, max);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

/** One process only: with several instances, set REDIS_URL so they share the counts. */
function memoryLimiter(clock: Clock): KeyedLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let hitsSinceSweep = 0;
  const sweep = (now: number) => {
    for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
  };
  return {
    async hit(key, { max, windowMs }) {
      const now = clock.now();
      // Expired windows are dropped now and then, so keys seen once do not pile up.
      if (++hitsSinceSweep >= 1000) {
        hitsSinceSweep = 0;
        sweep(now);
      }
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return verdict(window.count, window.endsAt - now, max);
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function createKeyedLimiter(
  options: { redis?: Redis | null; clock?: Clock; prefix?: string } = {},
): KeyedLimiter {
  const prefix = options.prefix ?? 'lobby:limit:';
  return options.redis ? redisLimiter(options.redis, prefix) : memoryLimiter(options.clock ?? systemClock);
}
