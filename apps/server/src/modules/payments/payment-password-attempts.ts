import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentProfiles } from '../../db/schema';

/**
 * Takes a payment password guess's slot before the guess is checked: one statement adds it to the
 * member's count and answers the count and the lock, so parallel guesses each see their own place.
 * A lock that has ended starts the count again.
 */
export async function takePaymentPasswordSlot(db: Executor, memberId: number, now: Date) {
  const until = paymentProfiles.paymentPasswordLockedUntil;
  const lockEnded = sql`(${until} is not null and ${until} <= ${now})`;
  const [row] = await db
    .insert(paymentProfiles)
    .values({ memberId, paymentPasswordFailures: 1 })
    .onConflictDoUpdate({
      target: paymentProfiles.memberId,
      set: {
        paymentPasswordFailures: sql`case when ${lockEnded} then 1 else ${paymentProfiles.paymentPasswordFailures} + 1 end`,
        paymentPasswordLockedUntil: sql`case when ${lockEnded} then null else ${until} end`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ guesses: paymentProfiles.paymentPasswordFailures, lockedUntil: until });
  return { guesses: row!.guesses, lockedUntil: row!.lockedUntil?.getTime() ?? 0 };
}

/** Locks the payment password until `until`, unless a running lock already ends later. */
export async function lockPaymentPassword(db: Executor, memberId: number, now: Date, until: Date) {
  const lock = paymentProfiles.paymentPasswordLockedUntil;
  await db
    .update(paymentProfiles)
    .set({ paymentPasswordLockedUntil: until, updatedAt: sql`now()` })
    .where(and(eq(paymentProfiles.memberId, memberId), or(isNull(lock), lte(lock, now))));
}

/** The right password: the count starts again. */
export async function clearPaymentPasswordGuesses(db: Executor, memberId: number) {
  await db
    .update(paymentProfiles)
    .set({ paymentPasswordFailures: 0, updatedAt: sql`now()` })
    .where(eq(paymentProfiles.memberId, memberId));
}
