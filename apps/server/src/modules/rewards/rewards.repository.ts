import { and, asc, desc, eq, gt, gte, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { OncePer } from '@lobby/contract/rewards';
import type { Executor } from '../../db/client';
import {
  bonusWagering,
  bonuses,
  depositOrders,
  ledgerAccounts,
  memberBetHours,
  members,
  payoutBindings,
  promotions,
  rewardApplicationImages,
  vipLevels,
  vipProgress,
  rewardActivities,
  rewardEntries,
} from '../../db/schema';

export type ActivityRow = typeof rewardActivities.$inferSelect;
export type NewActivity = typeof rewardActivities.$inferInsert;
export type EntryRow = typeof rewardEntries.$inferSelect;
export type NewEntry = typeof rewardEntries.$inferInsert;
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
export async function insertEntry(db: Executor, row: NewEntry) {
  await db
    .insert(rewardEntries)
    .values(row)
    .onConflictDoNothing({
      target: [rewardEntries.activityId, rewardEntries.memberId, rewardEntries.period],
    });
}

/** Writes an entry; null when the member has one for the period already (claimed before, or now). */
export async function insertNewEntry(db: Executor, row: NewEntry): Promise<EntryRow | null> {
  const [created] = await db
    .insert(rewardEntries)
    .values(row)
    .onConflictDoNothing({
      target: [rewardEntries.activityId, rewardEntries.memberId, rewardEntries.period],
    })
    .returning();
  return created ?? null;
}

export async function updateEntry(db: Executor, id: number, change: Partial<NewEntry>): Promise<EntryRow> {
  const [row] = await db.update(rewardEntries).set(change).where(eq(rewardEntries.id, id)).returning();
  return row!;
}

/** One entry of a member's, in the caller's transaction (yesterday's check-in). */
export async function findEntry(db: Executor, memberId: number, activityId: number, period: string) {
  const [row] = await db
    .select()
    .from(rewardEntries)
    .where(
      and(
        eq(rewardEntries.memberId, memberId),
        eq(rewardEntries.activityId, activityId),
        eq(rewardEntries.period, period),
      ),
    );
  return row ?? null;
}

export async function findEntryById(db: Executor, id: number): Promise<EntryRow | null> {
  const [row] = await db.select().from(rewardEntries).where(eq(rewardEntries.id, id));
  return row ?? null;
}

export async function lockEntryById(db: Executor, id: number): Promise<EntryRow | null> {
  const [row] = await db.select().from(rewardEntries).where(eq(rewardEntries.id, id)).for('update');
  return row ?? null;
}

export async function insertApplicationImages(
  db: Executor,
  entryId: number,
  images: ReadonlyArray<Omit<typeof rewardApplicationImages.$inferInsert, 'entryId'>>,
) {
  await db.delete(rewardApplicationImages).where(eq(rewardApplicationImages.entryId, entryId));
  if (images.length > 0) {
    await db.insert(rewardApplicationImages).values(images.map((image) => ({ ...image, entryId })));
  }
}

/** A member's VIP level's rebate rate in basis points (0 without a level): one probe and a join. */
export async function readVipRebateBps(db: Executor, memberId: number): Promise<number> {
  const [row] = await db
    .select({ bps: vipLevels.rebateBps })
    .from(vipProgress)
    .innerJoin(vipLevels, eq(vipLevels.rank, vipProgress.rank))
    .where(eq(vipProgress.memberId, memberId));
  return row?.bps ?? 0;
}

/** Applications awaiting review, oldest first, with who sent them and how many pictures. */
export async function readApplying(db: Executor, activityId?: number) {
  return db
    .select({
      entry: rewardEntries,
      account: members.account,
      images: sql<number>`(select count(*)::int from ${rewardApplicationImages}
        where ${rewardApplicationImages.entryId} = ${rewardEntries.id})`,
    })
    .from(rewardEntries)
    .innerJoin(members, eq(members.id, rewardEntries.memberId))
    .where(
      and(
        eq(rewardEntries.status, 'applying'),
        activityId === undefined ? undefined : eq(rewardEntries.activityId, activityId),
      ),
    )
    .orderBy(asc(rewardEntries.id))
    .limit(200);
}

export async function readApplicationImages(db: Executor, entryId: number) {
  return db
    .select()
    .from(rewardApplicationImages)
    .where(eq(rewardApplicationImages.entryId, entryId))
    .orderBy(asc(rewardApplicationImages.id));
}

/**
 * A period's settled rounds of every member who played in it, by game type, from the hourly sums:
 * what a rebate or cashback settlement pays from. Trial accounts never earn; agents only if allowed.
 */
export async function settledByMember(db: Executor, from: Date, to: Date, agents: boolean) {
  return db
    .select({
      memberId: memberBetHours.memberId,
      gameType: memberBetHours.gameType,
      stake: sql<number>`sum(${memberBetHours.stake})::bigint`.mapWith(Number),
      payout: sql<number>`sum(${memberBetHours.payout})::bigint`.mapWith(Number),
      // The member's VIP level's rebate rate, as it stands when the period is settled.
      vipBps: sql<number>`coalesce(max(${vipLevels.rebateBps}), 0)::int`.mapWith(Number),
    })
    .from(memberBetHours)
    .innerJoin(members, eq(members.id, memberBetHours.memberId))
    .leftJoin(vipProgress, eq(vipProgress.memberId, memberBetHours.memberId))
    .leftJoin(vipLevels, eq(vipLevels.rank, vipProgress.rank))
    .where(
      and(
        gte(memberBetHours.hour, from),
        lt(memberBetHours.hour, to),
        eq(memberBetHours.status, 'SETTLED'),
        agents ? sql`${members.type} <> 4` : sql`${members.type} = 0`,
      ),
    )
    .groupBy(memberBetHours.memberId, memberBetHours.gameType);
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

/**
 * How many rewards await the member's claim now (member info's availablePromoCount): the entries
 * written to claim (deposit matches, rebate, cashback), and the sign-up bonuses the member may still
 * take; one index range and one look at the live activities, nothing summed.
 */
export async function countClaimable(
  db: Executor,
  member: { id: number; createdAt: Date; agent: boolean },
  now: Date,
): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const joined = sql`${member.createdAt.toISOString()}::timestamptz`;
  const result = await db.execute(sql`select
    (select count(*) from ${rewardEntries} e join ${rewardActivities} a on a.id = e.activity_id
      where e.member_id = ${member.id} and e.status = 'claim' and e.claim_by > ${at} and a.status = 'live')
    + (select count(*) from ${rewardActivities} a
      where a.kind = 'registration' and a.status = 'live' and a.starts_at <= ${joined}
        and (a.ends_at is null or (a.ends_at > ${joined} and a.ends_at > ${at}))
        and ${joined} + a.claim_days * interval '1 day' > ${at}
        and (a.agents = 'yes' or not ${member.agent})
        and (a.budget is null or a.spent + (a.rule->>'amount')::bigint <= a.budget)
        and not exists (select 1 from ${rewardEntries} e
          where e.activity_id = a.id and e.member_id = ${member.id} and e.period = 'once')) as n`);
  // Raw queries come back as the driver hands them over: a bigint as text.
  const [row] = (result as unknown as { rows: Array<{ n: string | number }> }).rows;
  return Number(row?.n ?? 0);
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

/**
 * Whether another member who shares the member's registration address or one of their payout accounts
 * (as the activity asks) has taken the activity in this period (decision 0260). From the member
 * outwards, by the address and account indexes, then one unique-index probe per household member: the
 * cost follows the household, not the activity's claims.
 */
export async function claimedInHousehold(
  db: Executor,
  member: { id: number; registerIp: string },
  activity: { id: number; oncePer: OncePer[] },
  period: string,
): Promise<boolean> {
  const byAddress = activity.oncePer.includes('address') && member.registerIp !== '';
  const byAccount = activity.oncePer.includes('payoutAccount');
  if (!byAddress && !byAccount) return false;
  const result = await db.execute(sql`with household as (
      select m.id from ${members} m
        where ${byAddress} and m.register_ip = ${member.registerIp} and m.register_ip <> '' and m.id <> ${member.id}
      union
      select other.member_id from ${payoutBindings} own
        join ${payoutBindings} other on other.type = own.type and other.provider = own.provider
          and other.account_number = own.account_number
        where ${byAccount} and own.member_id = ${member.id} and other.member_id <> ${member.id})
    select 1 from household h
      join ${rewardEntries} e on e.activity_id = ${activity.id} and e.member_id = h.id and e.period = ${period}
      where e.status in ('claimed', 'signed', 'issued')
      limit 1`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
