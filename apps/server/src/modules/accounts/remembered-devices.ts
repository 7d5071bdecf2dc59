import { and, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rememberedDevices } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { hashSessionToken, newSessionToken } from '../auth/session-token';

/** Product §9: remember-me lasts one day. */
export const rememberForMs = 24 * 60 * 60_000;

/**
 * Remember me without a stored password: a random device token, kept by the browser in an http-only
 * cookie and here as a hash. Each use replaces it (a stolen copy stops working once the owner uses
 * theirs), keeping the first expiry so the one-day limit holds.
 */
export function createRememberedDevices(db: Executor, clock: Clock) {
  return {
    async remember(memberId: number, expiresAt = new Date(clock.now() + rememberForMs)) {
      const { token, tokenHash } = newSessionToken();
      await db.insert(rememberedDevices).values({ tokenHash, memberId, expiresAt });
      return { token, expiresAt };
    },

    /** The member id of a live token, which is used up; null otherwise. */
    async redeem(token: string): Promise<{ memberId: number; expiresAt: Date } | null> {
      const now = new Date(clock.now());
      await db.delete(rememberedDevices).where(lt(rememberedDevices.expiresAt, now));
      const [row] = await db
        .delete(rememberedDevices)
        .where(
          and(eq(rememberedDevices.tokenHash, hashSessionToken(token)), gt(rememberedDevices.expiresAt, now)),
        )
        .returning();
      return row ? { memberId: row.memberId, expiresAt: row.expiresAt } : null;
    },

    async forgetAll(memberId: number): Promise<void> {
      await db.delete(rememberedDevices).where(eq(rememberedDevices.memberId, memberId));
    },
  };
}

export type RememberedDevices = ReturnType<typeof createRememberedDevices>;
