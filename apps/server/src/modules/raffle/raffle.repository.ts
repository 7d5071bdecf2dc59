import { and, asc, desc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { members, raffleEntries, raffles, raffleWinners } from '../../db/schema';

export type RaffleRow = typeof raffles.$inferSelect;
export type NewRaffle = typeof raffles.$inferInsert;
export type RaffleEntryRow = typeof raffleEntries.$inferSelect;
export type RaffleWinnerRow = typeof raffleWinners.$inferSelect;

/** The newest raffles by their end (the raffles_ending index), cancelled ones left out. */
export async function readRecentRaffles(db: Executor, limit: number): Promise<RaffleRow[]> {
  return db
    .select()
    .from(raffles)
    .where(ne(raffles.state, 'cancelled'))
    .orderBy(desc(raffles.endsAt), desc(raffles.id))
    .limit(limit);
}

/** Every raffle, newest first, for the operator's list. */
export async function readAllRecent(db: Executor, limit: number): Promise<RaffleRow[]> {
  return db.select().from(raffles).orderBy(desc(raffles.endsAt), desc(raffles.id)).limit(limit);
}

/** Open raffles whose period is over: the draw job's work (the raffles_open_ending index). */
export async function readDue(db: Executor, now: Date): Promise<RaffleRow[]> {
  return db
    .select()
    .from(raffles)
    .where(and(eq(raffles.state, 'open'), lte(raffles.endsAt, now)))
    .orderBy(asc(raffles.endsAt));
}

export async function findRaffle(db: Executor, id: number): Promise<RaffleRow | null> {
  const [row] = await db.select().from(raffles).where(eq(raffles.id, id));
  return row ?? null;
}

/** The raffle's row, locked: the draw waits for counting transactions under way (they hold it FOR SHARE). */
export async function lockRaffle(db: Executor, id: number): Promise<RaffleRow | null> {
  const [row] = await db.select().from(raffles).where(eq(raffles.id, id)).for('update');
  return row ?? null;
}

export async function insertRaffle(db: Executor, row: NewRaffle): Promise<RaffleRow> {
  const [created] = await db.insert(raffles).values(row).returning();
  return created!;
}

export async function updateRaffle(db: Executor, id: number, change: Partial<NewRaffle>) {
  const [row] = await db.update(raffles).set(change).where(eq(raffles.id, id)).returning();
  return row ?? null;
}

/** A member's entries in these raffles (primary-key probes). */
export async function readEntriesOf(db: Executor, memberId: number, raffleIds: number[]) {
  if (raffleIds.length === 0) return [];
  return db
    .select()
    .from(raffleEntries)
    .where(and(eq(raffleEntries.memberId, memberId), inArray(raffleEntries.raffleId, raffleIds)));
}

/**
 * Numbers the tickets for the draw: each member's range starts where the previous member's (in
 * member-id order) ended, so the ranges follow from the table alone.
 */
export async function numberTickets(db: Executor, raffleId: number) {
  await db.execute(sql`
    UPDATE raffle_entries e SET first_ticket = n.first
    FROM (
      SELECT member_id, sum(tickets) OVER (ORDER BY member_id) - tickets AS first
      FROM raffle_entries WHERE raffle_id = ${raffleId} AND tickets > 0
    ) n
    WHERE e.raffle_id = ${raffleId} AND e.member_id = n.member_id`);
}

/** The entries holding tickets, in ticket order (the draw's table). */
export async function readTicketTable(db: Executor, raffleId: number) {
  return db
    .select({
      memberId: raffleEntries.memberId,
      account: members.account,
      tickets: raffleEntries.tickets,
      firstTicket: raffleEntries.firstTicket,
      deposits: raffleEntries.deposits,
      validBets: raffleEntries.validBets,
    })
    .from(raffleEntries)
    .innerJoin(members, eq(members.id, raffleEntries.memberId))
    .where(and(eq(raffleEntries.raffleId, raffleId), gt(raffleEntries.tickets, 0)))
    .orderBy(asc(raffleEntries.memberId));
}

export async function insertWinners(db: Executor, rows: (typeof raffleWinners.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db.insert(raffleWinners).values(rows);
}

/** The winners of these raffles with their accounts (a few rows per raffle). */
export async function readWinners(db: Executor, raffleIds: number[]) {
  if (raffleIds.length === 0) return [];
  return db
    .select({ winner: raffleWinners, account: members.account })
    .from(raffleWinners)
    .innerJoin(members, eq(members.id, raffleWinners.memberId))
    .where(inArray(raffleWinners.raffleId, raffleIds))
    .orderBy(asc(raffleWinners.raffleId), asc(raffleWinners.prize));
}

/** The member's prize of a raffle, locked (the raffle_winners_member index): claims wait in turn. */
export async function lockPrize(db: Executor, raffleId: number, memberId: number) {
  const [row] = await db
    .select()
    .from(raffleWinners)
    .where(and(eq(raffleWinners.memberId, memberId), eq(raffleWinners.raffleId, raffleId)))
    .for('update');
  return row ?? null;
}

export async function markPrizeClaimed(
  db: Executor,
  raffleId: number,
  prize: number,
  change: { bonusId: number; claimRequestId: string; claimedAt: Date },
) {
  await db
    .update(raffleWinners)
    .set(change)
    .where(and(eq(raffleWinners.raffleId, raffleId), eq(raffleWinners.prize, prize)));
}
