import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  ledgerAccounts,
  members,
  pointConfig,
  pointEntries,
  pointRates,
  pointRedemptions,
  pointRewards,
  pointTransactions,
} from '../../db/schema';

export type PointRewardRow = typeof pointRewards.$inferSelect;
export type NewPointReward = typeof pointRewards.$inferInsert;
export type RedemptionRow = typeof pointRedemptions.$inferSelect;
export type PointConfigRow = typeof pointConfig.$inferSelect;

export async function readRates(db: Executor) {
  return db.select().from(pointRates).orderBy(asc(pointRates.gameType));
}

/** Sets a game type's rate; 0 removes it (the type earns nothing). */
export async function setRate(db: Executor, gameType: string, validBetPerPoint: number) {
  if (validBetPerPoint === 0) {
    await db.delete(pointRates).where(eq(pointRates.gameType, gameType));
    return;
  }
  await db
    .insert(pointRates)
    .values({ gameType, validBetPerPoint })
    .onConflictDoUpdate({ target: pointRates.gameType, set: { validBetPerPoint } });
}

export async function readConfig(db: Executor): Promise<PointConfigRow> {
  const [row] = await db.select().from(pointConfig).where(eq(pointConfig.id, 1));
  return row!;
}

export async function updateConfig(db: Executor, change: Partial<typeof pointConfig.$inferInsert>) {
  const [row] = await db
    .update(pointConfig)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(pointConfig.id, 1))
    .returning();
  return row!;
}

/** The catalogue in its order; paused rewards only when asked (the operator's list). */
export async function readRewards(db: Executor, withPaused = false): Promise<PointRewardRow[]> {
  return db
    .select()
    .from(pointRewards)
    .where(withPaused ? undefined : eq(pointRewards.state, 'active'))
    .orderBy(asc(pointRewards.sort), asc(pointRewards.id));
}

export async function findReward(db: Executor, id: number): Promise<PointRewardRow | null> {
  const [row] = await db.select().from(pointRewards).where(eq(pointRewards.id, id));
  return row ?? null;
}

export async function insertReward(db: Executor, row: NewPointReward): Promise<PointRewardRow> {
  const [created] = await db.insert(pointRewards).values(row).returning();
  return created!;
}

export async function updateReward(db: Executor, id: number, change: Partial<NewPointReward>) {
  const [row] = await db.update(pointRewards).set(change).where(eq(pointRewards.id, id)).returning();
  return row ?? null;
}

/**
 * Takes `quantity` units of an active reward in one statement, which holds the row's lock to the end of
 * the transaction: parallel redemptions of the last unit queue on it, and the stock never goes below 0.
 */
export async function takeStock(db: Executor, id: number, quantity: number): Promise<PointRewardRow | null> {
  const [row] = await db
    .update(pointRewards)
    .set({
      stock: sql`case when ${pointRewards.stock} is null then null else ${pointRewards.stock} - ${quantity} end`,
    })
    .where(
      and(
        eq(pointRewards.id, id),
        eq(pointRewards.state, 'active'),
        or(isNull(pointRewards.stock), gte(pointRewards.stock, quantity)),
      ),
    )
    .returning();
  return row ?? null;
}

/** A rejected redemption's units go back on the shelf. */
export async function returnStock(db: Executor, id: number, quantity: number) {
  await db
    .update(pointRewards)
    .set({ stock: sql`${pointRewards.stock} + ${quantity}` })
    .where(and(eq(pointRewards.id, id), sql`${pointRewards.stock} is not null`));
}

export async function findRedemptionByRequest(db: Executor, memberId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(pointRedemptions)
    .where(and(eq(pointRedemptions.memberId, memberId), eq(pointRedemptions.requestId, requestId)));
  return row ?? null;
}

/** A new redemption, or null when the member's request id was taken meanwhile by a parallel retry. */
export async function insertRedemption(db: Executor, row: typeof pointRedemptions.$inferInsert) {
  const [created] = await db.insert(pointRedemptions).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

export async function updateRedemption(
  db: Executor,
  id: number,
  change: Partial<typeof pointRedemptions.$inferInsert>,
): Promise<RedemptionRow> {
  const [row] = await db.update(pointRedemptions).set(change).where(eq(pointRedemptions.id, id)).returning();
  return row!;
}

export async function lockRedemption(db: Executor, id: number): Promise<RedemptionRow | null> {
  const [row] = await db.select().from(pointRedemptions).where(eq(pointRedemptions.id, id)).for('update');
  return row ?? null;
}

/** A page of redemptions, newest first, one more than asked so the caller knows whether more follow. */
export async function readRedemptions(
  db: Executor,
  filter: { memberId?: number; status?: RedemptionRow['status'] },
  offset: number,
  limit: number,
) {
  const where: SQL[] = [];
  if (filter.memberId !== undefined) where.push(eq(pointRedemptions.memberId, filter.memberId));
  if (filter.status) where.push(eq(pointRedemptions.status, filter.status));
  return db
    .select({ redemption: pointRedemptions, title: pointRewards.title, account: members.account })
    .from(pointRedemptions)
    .innerJoin(pointRewards, eq(pointRewards.id, pointRedemptions.rewardId))
    .innerJoin(members, eq(members.id, pointRedemptions.memberId))
    .where(and(...where))
    .orderBy(desc(pointRedemptions.id))
    .offset(offset)
    .limit(limit + 1);
}

/** A page of one points account's entries, newest first (index point_entries_account_time). */
export async function readEntries(
  db: Executor,
  accountId: number,
  range: { from?: Date; to?: Date },
  offset: number,
  limit: number,
) {
  const where: SQL[] = [eq(pointEntries.accountId, accountId)];
  if (range.from) where.push(gte(pointEntries.createdAt, range.from));
  if (range.to) where.push(lt(pointEntries.createdAt, range.to));
  return db
    .select({
      id: pointEntries.id,
      amount: pointEntries.amount,
      balanceAfter: pointEntries.balanceAfter,
      kind: pointEntries.kind,
      createdAt: pointEntries.createdAt,
      reference: pointTransactions.reference,
      memo: pointTransactions.memo,
    })
    .from(pointEntries)
    .innerJoin(pointTransactions, eq(pointTransactions.id, pointEntries.transactionId))
    .where(and(...where))
    .orderBy(desc(pointEntries.createdAt), desc(pointEntries.id))
    .offset(offset)
    .limit(limit + 1);
}

export async function findPointTransaction(db: Executor, key: string) {
  const [row] = await db.select().from(pointTransactions).where(eq(pointTransactions.idempotencyKey, key));
  return row ?? null;
}

/**
 * Money accounts locked first, in id order, as a round's settlement takes its wallet's before its
 * points (the earning trigger runs at its commit): so a conversion and a settling round cannot deadlock.
 */
export async function lockMoneyAccounts(db: Executor, ids: number[]) {
  await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
}
