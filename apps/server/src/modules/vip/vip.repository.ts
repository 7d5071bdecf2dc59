import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { vipLevelUps, vipLevels, vipProgress, vipWeeklyBonuses } from '../../db/schema';

export type VipLevelRow = typeof vipLevels.$inferSelect;
export type NewVipLevel = typeof vipLevels.$inferInsert;
export type VipProgressRow = typeof vipProgress.$inferSelect;
export type VipLevelUpRow = typeof vipLevelUps.$inferSelect;
export type VipWeeklyRow = typeof vipWeeklyBonuses.$inferSelect;

/** The brand's ladder, lowest rank first (a handful of rows). */
export async function readLevels(db: Executor): Promise<VipLevelRow[]> {
  return db.select().from(vipLevels).orderBy(asc(vipLevels.rank));
}

/** Whether the brand runs VIP at all: it has at least one level. */
export async function hasLevels(db: Executor): Promise<boolean> {
  const [row] = await db.select({ rank: vipLevels.rank }).from(vipLevels).limit(1);
  return row !== undefined;
}

/** A member's totals and rank (one primary-key probe); a member who never played has none yet. */
export async function readProgress(db: Executor, memberId: number): Promise<VipProgressRow | null> {
  const [row] = await db.select().from(vipProgress).where(eq(vipProgress.memberId, memberId));
  return row ?? null;
}

/** Member info's VIP part: the member's rank and its level's name, in one probe and a join. */
export async function readRankAndName(db: Executor, memberId: number) {
  const [row] = await db
    .select({ rank: vipProgress.rank, name: vipLevels.name, weeklyBonus: vipLevels.weeklyBonus })
    .from(vipProgress)
    .leftJoin(vipLevels, eq(vipLevels.rank, vipProgress.rank))
    .where(eq(vipProgress.memberId, memberId));
  return row ?? null;
}

/** How many level-up bonuses the member has not claimed (a range of at most one row per rank). */
export async function countUnclaimedLevelUps(db: Executor, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(vipLevelUps)
    .where(and(eq(vipLevelUps.memberId, memberId), isNull(vipLevelUps.bonusId), gt(vipLevelUps.bonus, 0)));
  return row?.n ?? 0;
}

/** A member's level-up bonuses not claimed yet (the primary key's member range). */
export async function readUnclaimedLevelUps(db: Executor, memberId: number): Promise<VipLevelUpRow[]> {
  return db
    .select()
    .from(vipLevelUps)
    .where(and(eq(vipLevelUps.memberId, memberId), isNull(vipLevelUps.bonusId), gt(vipLevelUps.bonus, 0)))
    .orderBy(asc(vipLevelUps.rank));
}

export async function readLevelUps(db: Executor, memberId: number): Promise<VipLevelUpRow[]> {
  return db
    .select()
    .from(vipLevelUps)
    .where(eq(vipLevelUps.memberId, memberId))
    .orderBy(asc(vipLevelUps.rank));
}

export async function lockLevelUp(
  db: Executor,
  memberId: number,
  rank: number,
): Promise<VipLevelUpRow | null> {
  const [row] = await db
    .select()
    .from(vipLevelUps)
    .where(and(eq(vipLevelUps.memberId, memberId), eq(vipLevelUps.rank, rank)))
    .for('update');
  return row ?? null;
}

export async function markLevelUpClaimed(
  db: Executor,
  memberId: number,
  rank: number,
  change: { bonusId: number; claimRequestId: string; claimedAt: Date },
) {
  await db
    .update(vipLevelUps)
    .set(change)
    .where(and(eq(vipLevelUps.memberId, memberId), eq(vipLevelUps.rank, rank)));
}

export async function readWeekly(db: Executor, memberId: number, week: string): Promise<VipWeeklyRow | null> {
  const [row] = await db
    .select()
    .from(vipWeeklyBonuses)
    .where(and(eq(vipWeeklyBonuses.memberId, memberId), eq(vipWeeklyBonuses.week, week)));
  return row ?? null;
}

/**
 * Takes the member's week: the first insert wins, a parallel one waits for it to commit and then
 * finds the week taken (false).
 */
export async function takeWeek(db: Executor, row: typeof vipWeeklyBonuses.$inferInsert): Promise<boolean> {
  const taken = await db
    .insert(vipWeeklyBonuses)
    .values(row)
    .onConflictDoNothing()
    .returning({ week: vipWeeklyBonuses.week });
  return taken.length > 0;
}

export async function setWeeklyBonusId(db: Executor, memberId: number, week: string, bonusId: number) {
  await db
    .update(vipWeeklyBonuses)
    .set({ bonusId })
    .where(and(eq(vipWeeklyBonuses.memberId, memberId), eq(vipWeeklyBonuses.week, week)));
}

/* The operator's side. */

export async function upsertLevel(db: Executor, row: NewVipLevel): Promise<VipLevelRow> {
  const [saved] = await db
    .insert(vipLevels)
    .values(row)
    .onConflictDoUpdate({ target: vipLevels.rank, set: row })
    .returning();
  return saved!;
}

export async function deleteLevel(db: Executor, rank: number): Promise<boolean> {
  const gone = await db.delete(vipLevels).where(eq(vipLevels.rank, rank)).returning({ rank: vipLevels.rank });
  return gone.length > 0;
}

/**
 * Every member is measured again against the ladder (after the operator changed it): the function
 * the triggers call, with nothing added, raises whoever now meets a higher level.
 */
export async function recountAll(db: Executor) {
  await db.execute(sql`SELECT vip_count(member_id, 0, 0) FROM vip_progress`);
}

/** The operator sets a member's rank; raising it records the level-ups passed, as reaching them would. */
export async function setRank(db: Executor, memberId: number, rank: number) {
  const [before] = await db
    .insert(vipProgress)
    .values({ memberId })
    .onConflictDoUpdate({ target: vipProgress.memberId, set: { updatedAt: sql`now()` } })
    .returning();
  const from = before!.rank;
  await db.update(vipProgress).set({ rank }).where(eq(vipProgress.memberId, memberId));
  if (rank > from) {
    await db.execute(sql`
      INSERT INTO vip_level_ups (member_id, rank, bonus, reached_at)
      SELECT ${memberId}, l.rank, l.level_up_bonus, now() FROM vip_levels l
      WHERE l.rank > ${from} AND l.rank <= ${rank}
      ON CONFLICT DO NOTHING`);
  }
}

/** How many members stand on each rank, for the operator's overview. */
export async function membersByRank(db: Executor) {
  return db
    .select({ rank: vipProgress.rank, members: sql<number>`count(*)::int` })
    .from(vipProgress)
    .groupBy(vipProgress.rank)
    .orderBy(asc(vipProgress.rank));
}
