import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { verificationCodes } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { sha256Hex } from '../../lib/sha256';

/** Tickets live in verification_codes under purposes of their own, apart from SMS codes. */
export type TicketPurpose = 'login-ticket' | 'second-factor-ticket';

export type Ticket<T> = { id: number; memberId: number; ip: string; attempts: number; data: T };

/**
 * Random one-time tickets that stand for a member between two calls (a third-party login and the
 * site collecting its session; a password login and its second factor). Only a hash is stored, so a
 * copy of the table lets nobody in. 256 random bits make guessing hopeless, so a ticket is found by
 * its hash alone; what it carries rides as JSON in `destination`, which tickets use for nothing else.
 */
export function createTickets(db: Executor, clock: Clock) {
  const live = (purpose: TicketPurpose, ticket: string) =>
    and(
      eq(verificationCodes.purpose, purpose),
      eq(verificationCodes.codeHash, sha256Hex(ticket)),
      isNull(verificationCodes.consumedAt),
      gt(verificationCodes.expiresAt, new Date(clock.now())),
    );

  function toTicket<T>(row: typeof verificationCodes.$inferSelect): Ticket<T> | null {
    if (row.memberId === null) return null;
    return {
      id: row.id,
      memberId: row.memberId,
      ip: row.ip,
      attempts: row.attempts,
      data: JSON.parse(row.destination) as T,
    };
  }

  return {
    async issue<T>(input: {
      purpose: TicketPurpose;
      memberId: number;
      ip: string;
      minutes: number;
      data: T;
    }): Promise<string> {
      const ticket = randomBytes(32).toString('base64url');
      const now = clock.now();
      await db.insert(verificationCodes).values({
        purpose: input.purpose,
        destination: JSON.stringify(input.data),
        codeHash: sha256Hex(ticket),
        memberId: input.memberId,
        ip: input.ip,
        createdAt: new Date(now),
        expiresAt: new Date(now + input.minutes * 60_000),
      });
      return ticket;
    },

    /** A live ticket, left in place (a second factor may take several tries). */
    async find<T>(purpose: TicketPurpose, ticket: string): Promise<Ticket<T> | null> {
      const [row] = await db.select().from(verificationCodes).where(live(purpose, ticket)).limit(1);
      return row ? toTicket<T>(row) : null;
    },

    /** Uses a live ticket up; of two racing requests only one gets it. */
    async redeem<T>(purpose: TicketPurpose, ticket: string): Promise<Ticket<T> | null> {
      const [row] = await db
        .update(verificationCodes)
        .set({ consumedAt: new Date(clock.now()) })
        .where(live(purpose, ticket))
        .returning();
      return row ? toTicket<T>(row) : null;
    },

    /** Counts a wrong answer; at `max` the ticket is burned. Returns the new count. */
    async countFailure(id: number, max: number): Promise<number> {
      // Counted in the database, so parallel wrong guesses cannot share one count.
      const [row] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(eq(verificationCodes.id, id))
        .returning({ attempts: verificationCodes.attempts });
      const attempts = row?.attempts ?? max;
      if (attempts >= max) {
        await db
          .update(verificationCodes)
          .set({ consumedAt: new Date(clock.now()) })
          .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)));
      }
      return attempts;
    },
  };
}

export type Tickets = ReturnType<typeof createTickets>;
