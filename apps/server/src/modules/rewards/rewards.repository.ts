import { and, asc, desc, eq, gt, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  bonusWagering,
  bonuses,
  depositOrders,
  ledgerAccounts,
  promotions,
  rewardActivities,
  rewardEntries,
} from '../../db/schema';

export type ActivityRow = typeof rewardActivities.$inferSelect;
export type NewActivity = typeof rewardActivities.$inferInsert;
export type EntryRow = typeof rewardEntries.$inferSelect;
export type BonusRow = typeof bonuses.$inferSelect;
export type BonusState = BonusRow['state'];

/** The activities a member may see: not ended, with their promotion's words when they have one. */
export async function readShownActivities(db: Executor) {
  return db
    .select({ activity: rewardActivities, promotion: promotions })
    .from(rewardActivities)
    .leftJoin(promotions, eq(promotions.id, rewardActivities.promotionId))
    .where(ne(rewardActivities.status, 'ended'))
    .orderBy(asc(rewardActivities.sort), asc(rewardActivities.id));
}

/** The live activities a deposit may qualify for, at `now`. */
export async function readLiveActivities(db: Executor, now: Date): Promise<ActivityRow[]> {
  return db
    .select()
    .from(rewardActivities)
    .where(
      and(
        eq(rewardActivities.status, 'live'),
        lte(rewardActivities.startsAt, now),
        or(sql`${rewardActivities.endsAt} is null`, gt(rewardActivities.endsAt, now)),
      ),
    )
    .orderBy(asc(rewardActivities.id));
}

export async function readAllActivities(db: Executor): Promise<ActivityRow[]> {
  return db.select().from(rewardActivities).orderBy(asc(rewardActivities.id));
}

export async function findActivity(db: Executor, id: number): Promise<ActivityRow | null> {
  const [row] = await db.select().from(rewardActivities).where(eq(rewardActivities.id, id));
  return row ?? null;
}

export async function lockActivity(db: Executor, id: number): Promise<ActivityRow | null> {
  const [row] = await db.select().from(rewardActivities).where(eq(rewardActivities.id, id)).for('update');
  return row ?? null;
}

export async function insertActivity(db: Executor, row: NewActivity): Promise<ActivityRow> {
  const [created] = await db.insert(rewardActivities).values(row).returning();
  return created!;
}

export async function updateActivity(db: Executor, id: number, change: Partial<NewActivity>) {
  const [row] = await db.update(rewardActivities).set(change).where(eq(rewardActivities.id, id)).returning();
  return row ?? null;
}

/** A member's entries in these periods ('once' and today's), for the reward centre. */
export async function readEntries(db: Executor, memberId: number, periods: string[]): Promise<EntryRow[]> {
  return db
    .select()
    .from(rewardEntries)
    .where(and(eq(rewardEntries.memberId, memberId), inArray(rewardEntries.period, periods)));
}

export async function lockEntry(
  db: Executor,
  memberId: number,
  activityId: number,
  periods: string[],
): Promise<EntryRow | null> {
  const [row] = await db
    .select()
    .from(rewardEntries)
    .where(
      and(
        eq(rewardEntries.memberId, memberId),
        eq(rewardEntries.activityId, activityId),
        inArray(rewardEntries.period, periods),
      ),
    )
    .orderBy(desc(rewardEntries.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Writes a member's entry unless one exists for the period (the first deposit to qualify wins). */
export async function insertEntry(db: Executor, row: typeof rewardEntries.$inferInsert) {
  await db
    .insert(rewardEntries)
    .values(row)
    .onConflictDoNothing({
      target: [rewardEntries.activityId, rewardEntries.memberId, rewardEntries.period],
    });
}

export async function markEntryClaimed(
  db: Executor,
  id: number,
  change: { bonusId: number; claimRequestId: string; claimedAt: Date },
) {
  await db
    .update(rewardEntries)
    .set({ status: 'claimed', ...change })
    .where(eq(rewardEntries.id, id));
}

/** How many entries await the member's claim now (member info's availablePromoCount). */
export async function countClaimable(db: Executor, memberId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rewardEntries)
    .innerJoin(rewardActivities, eq(rewardActivities.id, rewardEntries.activityId))
    .where(
      and(
        eq(rewardEntries.memberId, memberId),
        eq(rewardEntries.status, 'claim'),
        gt(rewardEntries.claimBy, now),
        eq(rewardActivities.status, 'live'),
      ),
    );
  return row?.n ?? 0;
}

/** Whether a member has a credited deposit (other than `exceptOrderId`: the one being credited now). */
export async function hasPaidDeposit(
  db: Executor,
  memberId: number,
  exceptOrderId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: depositOrders.id })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.memberId, memberId),
        eq(depositOrders.status, 'paid'),
        exceptOrderId === undefined ? undefined : ne(depositOrders.id, exceptOrderId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertBonus(db: Executor, row: typeof bonuses.$inferInsert): Promise<BonusRow> {
  const [created] = await db.insert(bonuses).values(row).returning();
  return created!;
}

export async function findBonusByRequest(db: Executor, requestKey: string): Promise<BonusRow | null> {
  const [row] = await db.select().from(bonuses).where(eq(bonuses.requestKey, requestKey));
  return row ?? null;
}

export async function findBonus(db: Executor, id: number): Promise<BonusRow | null> {
  const [row] = await db.select().from(bonuses).where(eq(bonuses.id, id));
  return row ?? null;
}

export async function lockBonus(db: Executor, id: number): Promise<BonusRow | null> {
  const [row] = await db.select().from(bonuses).where(eq(bonuses.id, id)).for('update');
  return row ?? null;
}

export async function endBonus(
  db: Executor,
  id: number,
  change: { state: Exclude<BonusState, 'active'>; endedAt: Date; reversed: number },
) {
  const [row] = await db.update(bonuses).set(change).where(eq(bonuses.id, id)).returning();
  return row!;
}

/** A member's bonuses, newest first, one page; the total from the same index. */
export async function readBonuses(
  db: Executor,
  memberId: number,
  state: BonusState | undefined,
  page: { offset: number; limit: number },
) {
  const where = and(eq(bonuses.memberId, memberId), state ? eq(bonuses.state, state) : undefined);
  const [rows, [count]] = await Promise.all([
    db
      .select({ bonus: bonuses, activity: rewardActivities, promotion: promotions })
      .from(bonuses)
      .leftJoin(rewardActivities, eq(rewardActivities.id, bonuses.activityId))
      .leftJoin(promotions, eq(promotions.id, rewardActivities.promotionId))
      .where(where)
      .orderBy(desc(bonuses.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(bonuses)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Active bonuses past their time, oldest first (the bonuses_expiring index). */
export async function readExpired(db: Executor, now: Date, limit: number): Promise<BonusRow[]> {
  return db
    .select()
    .from(bonuses)
    .where(and(eq(bonuses.state, 'active'), lte(bonuses.expiresAt, now)))
    .orderBy(asc(bonuses.expiresAt))
    .limit(limit);
}

export async function readWagering(db: Executor, memberId: number): Promise<number> {
  const [row] = await db
    .select({ remaining: bonusWagering.remaining })
    .from(bonusWagering)
    .where(eq(bonusWagering.memberId, memberId));
  return row?.remaining ?? 0;
}

/** Adds to (or, negative, takes from) a member's open wagering. */
export async function addWagering(db: Executor, memberId: number, amount: number) {
  if (amount === 0) return;
  await db
    .insert(bonusWagering)
    .values({ memberId, remaining: amount })
    .onConflictDoUpdate({
      target: bonusWagering.memberId,
      set: { remaining: sql`${bonusWagering.remaining} + ${amount}` },
    });
}

/** Locks accounts in id order, as ledger_post does, so a later posting over them cannot deadlock. */
export async function lockAccounts(db: Executor, ids: number[]) {
  const rows = await db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  return new Map(rows.map((r) => [r.id, r.balance]));
}

/** Per activity: what its members deposited and wagered since they claimed (the operator's report). */
export async function activityReport(db: Executor, activityId: number) {
  const [row] = await db
    .select({
      bonuses: sql<number>`count(*)::int`,
      paid: sql<number>`coalesce(sum(${bonuses.amount}), 0)::bigint`,
      reversed: sql<number>`coalesce(sum(${bonuses.reversed}), 0)::bigint`,
      wagered: sql<number>`coalesce(sum(${bonuses.turnoverDone}), 0)::bigint`,
      active: sql<number>`count(*) filter (where ${bonuses.state} = 'active')::int`,
      completed: sql<number>`count(*) filter (where ${bonuses.state} = 'completed')::int`,
    })
    .from(bonuses)
    .where(eq(bonuses.activityId, activityId));
  const [deposits] = await db
    .select({
      deposited: sql<number>`coalesce(sum(${rewardEntries.depositAmount}), 0)::bigint`,
      qualified: sql<number>`count(*)::int`,
    })
    .from(rewardEntries)
    .where(and(eq(rewardEntries.activityId, activityId), ne(rewardEntries.status, 'close')));
  return {
    bonuses: Number(row?.bonuses ?? 0),
    paid: Number(row?.paid ?? 0),
    reversed: Number(row?.reversed ?? 0),
    wagered: Number(row?.wagered ?? 0),
    active: Number(row?.active ?? 0),
    completed: Number(row?.completed ?? 0),
    deposited: Number(deposits?.deposited ?? 0),
    qualified: Number(deposits?.qualified ?? 0),
  };
}
