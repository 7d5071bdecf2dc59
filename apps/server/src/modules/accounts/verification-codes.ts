import { randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { verificationCodes } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { DomainError, tooManyRequests } from '../../lib/errors';
import { sha256Hex } from '../../lib/sha256';

export type CodePurpose = 'login' | 'register' | 'second-factor' | 'bind';

const linkPurpose = 'reset-link';

/** Product §9: too many SMS requests means waiting 5 minutes. */
const burst = { max: 5, windowMs: 60 * 60_000, retryAfterSeconds: 5 * 60 };
/** At most this many guesses are compared with a code; after them it is burned. */
const maxAttempts = 5;
/*
 * Codes and reset links are kept a day past their expiry, so support can see what was sent and
 * tried, and then deleted when the next one is issued: the table holds about a day of codes rather
 * than every code ever sent. The burst rule looks back an hour, well inside what is kept.
 */
const keptAfterExpiryMs = 24 * 60 * 60_000;

const hashCode = (purpose: string, destination: string, code: string) =>
  sha256Hex(`${purpose}\n${destination}\n${code}`);

/**
 * One-time numeric codes sent by SMS or e-mail. A new code for the same destination is refused while
 * the previous one's countdown runs (the site's button shows the same countdown), and at most five are
 * sent an hour.
 */
export function createVerificationCodes(db: Executor, clock: Clock) {
  const prune = (now: number) =>
    db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, new Date(now - keptAfterExpiryMs)));

  return {
    async issue(input: {
      purpose: CodePurpose;
      destination: string;
      minutes: number;
      ip: string;
      memberId?: number;
    }): Promise<string> {
      const now = clock.now();
      const recent = and(
        eq(verificationCodes.purpose, input.purpose),
        eq(verificationCodes.destination, input.destination),
        gt(verificationCodes.createdAt, new Date(now - burst.windowMs)),
      );
      // The countdown of product §4 runs until the code expires.
      const [last] = await db
        .select({ expiresAt: verificationCodes.expiresAt })
        .from(verificationCodes)
        .where(recent)
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      const countdownEnds = last?.expiresAt.getTime() ?? 0;
      if (countdownEnds > now) {
        throw tooManyRequests('sms_wait_countdown', Math.ceil((countdownEnds - now) / 1000));
      }
      const [sent] = await db.select({ n: count() }).from(verificationCodes).where(recent);
      if ((sent?.n ?? 0) >= burst.max)
        throw tooManyRequests('sms_too_many_requests', burst.retryAfterSeconds);

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await prune(now);
      await db.insert(verificationCodes).values({
        purpose: input.purpose,
        destination: input.destination,
        codeHash: hashCode(input.purpose, input.destination, code),
        memberId: input.memberId,
        ip: input.ip,
        createdAt: new Date(now),
        expiresAt: new Date(now + input.minutes * 60_000),
      });
      return code;
    },

    /**
     * Consumes the newest live code for the destination. A wrong code counts an attempt; the code is
     * gone after it is used once or guessed wrong too often.
     */
    async consume(input: { purpose: CodePurpose; destination: string; code: string }): Promise<void> {
      const now = clock.now();
      const [latest] = await db
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.purpose, input.purpose),
            eq(verificationCodes.destination, input.destination),
            isNull(verificationCodes.consumedAt),
          ),
        )
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      if (!latest || latest.attempts >= maxAttempts) throw invalidCode();
      if (latest.expiresAt.getTime() <= now) {
        throw new DomainError('BAD_REQUEST', 'verification_code_expired', 400);
      }
      // The guess's slot first: parallel guesses each get their own count, so no more than
      // maxAttempts of them are ever compared.
      const [slot] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(and(eq(verificationCodes.id, latest.id), isNull(verificationCodes.consumedAt)))
        .returning({ attempts: verificationCodes.attempts });
      if (!slot || slot.attempts > maxAttempts) throw invalidCode();
      if (latest.codeHash !== hashCode(input.purpose, input.destination, input.code.trim())) {
        throw invalidCode();
      }
      const [used] = await db
        .update(verificationCodes)
        .set({ consumedAt: new Date(now) })
        .where(and(eq(verificationCodes.id, latest.id), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id });
      // Two requests racing with the same code: only one gets it.
      if (!used) throw invalidCode();
    },

    /** A password-reset link's token: long and random, so it is looked up by its hash alone. */
    async issueLink(input: { memberId: number; token: string; minutes: number }): Promise<void> {
      const now = clock.now();
      await prune(now);
      await db.insert(verificationCodes).values({
        purpose: linkPurpose,
        destination: `member:${input.memberId}`,
        codeHash: sha256Hex(input.token),
        memberId: input.memberId,
        createdAt: new Date(now),
        expiresAt: new Date(now + input.minutes * 60_000),
      });
    },

    /** A new password makes every reset link sent before it useless. */
    async revokeLinks(memberId: number): Promise<void> {
      await db
        .update(verificationCodes)
        .set({ consumedAt: new Date(clock.now()) })
        .where(
          and(
            eq(verificationCodes.purpose, linkPurpose),
            eq(verificationCodes.destination, `member:${memberId}`),
            isNull(verificationCodes.consumedAt),
          ),
        );
    },

    /** The member of a live link, which is used up; null for an unknown, used or expired one. */
    async redeemLink(token: string): Promise<number | null> {
      const now = new Date(clock.now());
      const [row] = await db
        .update(verificationCodes)
        .set({ consumedAt: now })
        .where(
          and(
            eq(verificationCodes.purpose, linkPurpose),
            eq(verificationCodes.codeHash, sha256Hex(token)),
            isNull(verificationCodes.consumedAt),
            gt(verificationCodes.expiresAt, now),
          ),
        )
        .returning({ memberId: verificationCodes.memberId });
      return row?.memberId ?? null;
    },
  };
}

const invalidCode = () => new DomainError('BAD_REQUEST', 'invalid_verification_code', 400);

export type VerificationCodes = ReturnType<typeof createVerificationCodes>;
