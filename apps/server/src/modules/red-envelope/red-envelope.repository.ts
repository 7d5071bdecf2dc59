import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { redEnvelopeOpens, redEnvelopeRounds, redEnvelopeSchedules } from '../../db/schema';

export type RoundRow = typeof redEnvelopeRounds.$inferSelect;
export type NewRound = typeof redEnvelopeRounds.$inferInsert;
export type OpenRow = typeof redEnvelopeOpens.$inferSelect;
export type ScheduleRow = typeof redEnvelopeSchedules.$inferSelect;
export type NewSchedule = typeof redEnvelopeSchedules.$inferInsert;

/**
 * The open rounds not over at `now`, soonest first: the current one and the next (the
 * red_envelope_rounds_ending index; the job makes rounds two days ahead, so the range stays short).
 */
export async function readComingRounds(db: Executor, now: Date, limit = 8): Promise<RoundRow[]> {
  return db
    .select()
    .from(redEnvelopeRounds)
    .where(and(eq(redEnvelopeRounds.state, 'open'), gt(redEnvelopeRounds.endsAt, now)))
    .orderBy(asc(redEnvelopeRounds.startsAt), asc(redEnvelopeRounds.id))
    .limit(limit);
}

/** A member's envelopes of these rounds (one unique-index probe per round). */
export async function readOpensOf(db: Executor, memberId: number, roundIds: number[]): Promise<OpenRow[]> {
  if (roundIds.length === 0) return [];
  return db
    .select()
    .from(redEnvelopeOpens)
    .where(and(eq(redEnvelopeOpens.memberId, memberId), inArray(redEnvelopeOpens.roundId, roundIds)));
}

export async function findRound(db: Executor, id: number): Promise<RoundRow | null> {
  const [row] = await db.select().from(redEnvelopeRounds).where(eq(redEnvelopeRounds.id, id));
  return row ?? null;
}

/** The round's row, locked: every open of a round waits for the one before it. */
export async function lockRound(db: Executor, id: number): Promise<RoundRow | null> {
  const [row] = await db.select().from(redEnvelopeRounds).where(eq(redEnvelopeRounds.id, id)).for('update');
  return row ?? null;
}

export async function findOpen(db: Executor, roundId: number, memberId: number): Promise<OpenRow | null> {
  const [row] = await db
    .select()
    .from(redEnvelopeOpens)
    .where(and(eq(redEnvelopeOpens.roundId, roundId), eq(redEnvelopeOpens.memberId, memberId)));
  return row ?? null;
}

export async function findOpenByRequest(
  db: Executor,
  memberId: number,
  requestId: string,
): Promise<OpenRow | null> {
  const [row] = await db
    .select()
    .from(redEnvelopeOpens)
    .where(and(eq(redEnvelopeOpens.memberId, memberId), eq(redEnvelopeOpens.requestId, requestId)));
  return row ?? null;
}

export async function insertOpen(db: Executor, row: typeof redEnvelopeOpens.$inferInsert): Promise<OpenRow> {
  const [created] = await db.insert(redEnvelopeOpens).values(row).returning();
  return created!;
}

export async function updateRound(db: Executor, id: number, change: Partial<NewRound>) {
  const [row] = await db
    .update(redEnvelopeRounds)
    .set(change)
    .where(eq(redEnvelopeRounds.id, id))
    .returning();
  return row ?? null;
}

export async function insertRound(db: Executor, row: NewRound): Promise<RoundRow> {
  const [created] = await db.insert(redEnvelopeRounds).values(row).returning();
  return created!;
}

/** A schedule's round for a brand day, unless the job (in this or another instance) made it already. */
export async function insertScheduledRound(db: Executor, row: NewRound): Promise<boolean> {
  const created = await db
    .insert(redEnvelopeRounds)
    .values(row)
    .onConflictDoNothing({ target: [redEnvelopeRounds.scheduleId, redEnvelopeRounds.scheduleDay] })
    .returning({ id: redEnvelopeRounds.id });
  return created.length > 0;
}

/** The newest rounds first, for the operator's list. */
export async function readRecentRounds(db: Executor, limit: number): Promise<RoundRow[]> {
  return db.select().from(redEnvelopeRounds).orderBy(desc(redEnvelopeRounds.startsAt)).limit(limit);
}

/** The operator's report of a round: its largest and smallest envelopes (a round has few). */
export async function roundSpread(db: Executor, roundId: number) {
  const [row] = await db
    .select({
      largest: sql<number | null>`max(${redEnvelopeOpens.amount})`,
      smallest: sql<number | null>`min(${redEnvelopeOpens.amount})`,
    })
    .from(redEnvelopeOpens)
    .where(eq(redEnvelopeOpens.roundId, roundId));
  return {
    largest: row?.largest === null || row?.largest === undefined ? 0 : Number(row.largest),
    smallest: row?.smallest === null || row?.smallest === undefined ? 0 : Number(row.smallest),
  };
}

export async function readSchedules(db: Executor): Promise<ScheduleRow[]> {
  return db.select().from(redEnvelopeSchedules).orderBy(asc(redEnvelopeSchedules.startMinute));
}

export async function insertSchedule(db: Executor, row: NewSchedule): Promise<ScheduleRow> {
  const [created] = await db.insert(redEnvelopeSchedules).values(row).returning();
  return created!;
}

export async function updateSchedule(db: Executor, id: number, change: Partial<NewSchedule>) {
  const [row] = await db
    .update(redEnvelopeSchedules)
    .set(change)
    .where(eq(redEnvelopeSchedules.id, id))
    .returning();
  return row ?? null;
}
