import type { Clock } from './clock';

/**
 * Answers kept for a short time, keyed by the request that made them. Concurrent misses of one key
 * share a single load; a failed load is not kept. At most `maxEntries` keys: past that the oldest go.
 */
export function createTtlCache<V>(options: { ttlMs: number; maxEntries: number; clock: Clock }) {
  const entries = new Map<string, { expires: number; value: Promise<V> }>();
  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      if (options.ttlMs <= 0) return load();
      const now = options.clock.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      entries.delete(key);
      const value = load();
      entries.set(key, { expires: now + options.ttlMs, value });
      value.catch(() => entries.delete(key));
      while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
  };
}
