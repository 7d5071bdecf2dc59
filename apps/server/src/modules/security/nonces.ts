import { lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { usedNonces } from '../../db/schema';
import type { Clock } from '../../lib/clock';

const pruneEveryMs = 60_000;

/**
 * Remembers one-time values (nonces of sealed bodies, signatures of solved challenges) until they
 * expire. The database decides who claimed first, so two instances cannot both accept one value.
 */
export function createNonceStore(db: Executor, clock: Clock) {
  let lastPrune = 0;

  async function pruneNowAndThen(now: Date) {
    if (now.getTime() - lastPrune < pruneEveryMs) return;
    lastPrune = now.getTime();
    await db.delete(usedNonces).where(lt(usedNonces.expiresAt, now));
  }

  return {
    /** True for the first claim of a value; false while an earlier claim of it has not expired. */
    async claim(nonce: string, expiresAt: Date): Promise<boolean> {
      const now = new Date(clock.now());
      await pruneNowAndThen(now);
      // An expired row not pruned yet is taken over rather than blocking the value forever.
      const rows = await db
        .insert(usedNonces)
        .values({ nonce, expiresAt })
        .onConflictDoUpdate({
          target: usedNonces.nonce,
          set: { expiresAt: sql`excluded.expires_at` },
          setWhere: lte(usedNonces.expiresAt, now),
        })
        .returning({ nonce: usedNonces.nonce });
      return rows.length === 1;
    },
  };
}

export type NonceStore = ReturnType<typeof createNonceStore>;
