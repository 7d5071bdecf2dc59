import { alias } from 'drizzle-orm/pg-core';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { ContractKind } from '@lobby/contract/agent-contracts';
import type { PayoutState } from '@lobby/contract/agent-payouts';
import type { Executor } from '../../db/client';
import { agentContractPayouts, agentContracts, agentPayoutDays, members } from '../../db/schema';
import type { RealTimeGroup, TeamFigures } from './payout-rules';

export type PayoutRow = typeof agentContractPayouts.$inferSelect;
export type NewPayout = typeof agentContractPayouts.$inferInsert;
export type PayableContract = Pick<
  typeof agentContracts.$inferSelect,
  'id' | 'kind' | 'uplineId' | 'downlineId' | 'terms' | 'answeredAt' | 'endedAt'
>;

/**
 * Contracts that may have a period to pay: accepted before `before`, and in force at some instant after
 * `since` (still in force, or ended since). A withdrawn offer was never answered; a rejected one never
 * in force.
 */
export async function payableContracts(db: Executor, since: Date, before: Date): Promise<PayableContract[]> {
  return db
    .select({
      id: agentContracts.id,
      kind: agentContracts.kind,
      uplineId: agentContracts.uplineId,
      downlineId: agentContracts.downlineId,
      terms: agentContracts.terms,
      answeredAt: agentContracts.answeredAt,
      endedAt: agentContracts.endedAt,
    })
    .from(agentContracts)
    .where(
      and(
        inArray(agentContracts.state, ['accepted', 'terminated']),
        isNotNull(agentContracts.answeredAt),
        lt(agentContracts.answeredAt, before),
        or(isNull(agentContracts.endedAt), gt(agentContracts.endedAt, since)),
      ),
    )
    .orderBy(asc(agentContracts.id));
}

/** The period starts of a contract already written since `from` (paid or owed): they are never paid again. */
export async function writtenPeriods(db: Executor, contractId: number, from: Date): Promise<Set<number>> {
  const rows = await db
    .select({ start: agentContractPayouts.periodStart })
    .from(agentContractPayouts)
    .where(and(eq(agentContractPayouts.contractId, contractId), gte(agentContractPayouts.periodStart, from)));
  return new Set(rows.map((row) => row.start.getTime()));
}

/** The team's settled rounds: settled in [start, end), by any member under the agent at any depth. */
const teamSettled = (agentId: number, start: Date, end: Date) => sql`
  from bets b
  join member_ancestors a on a.member_id = b.member_id and a.ancestor_id = ${agentId}
  where b.settled_at >= ${start.toISOString()}::timestamptz and b.settled_at < ${end.toISOString()}::timestamptz
    and b.status = 'SETTLED'`;

type Row = Record<string, string | number | null>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

export async function teamFigures(
  db: Executor,
  agentId: number,
  start: Date,
  end: Date,
): Promise<TeamFigures> {
  const [row] = rowsOf(
    await db.execute(sql`
      select coalesce(sum(b.stake), 0) as valid_bet, coalesce(sum(b.stake - b.payout), 0) as profit_loss,
        count(distinct b.member_id) as active ${teamSettled(agentId, start, end)}`),
  );
  return {
    validBet: Number(row?.valid_bet ?? 0),
    profitLoss: Number(row?.profit_loss ?? 0),
    activeMembers: Number(row?.active ?? 0),
  };
}

/**
 * A real-time salary's period: the team's settled bets by the highest tier whose single bet they reach
 * and by outcome (a push, paid back its stake, neither won nor lost).
 */
export async function realTimeGroups(
  db: Executor,
  agentId: number,
  singleBets: readonly number[],
  start: Date,
  end: Date,
): Promise<RealTimeGroup[]> {
  const cases = singleBets.map((threshold, tier) => sql`when b.stake >= ${threshold} then ${tier}`).reverse();
  const rows = rowsOf(
    await db.execute(sql`
      select tier, outcome, count(*) as bets, sum(stake) as stake from (
        select b.stake, case ${sql.join(cases, sql` `)} else -1 end as tier,
          case when b.payout > b.stake then 'won' when b.payout < b.stake then 'lost' end as outcome
        ${teamSettled(agentId, start, end)}
      ) q
      where tier >= 0 and outcome is not null
      group by tier, outcome`),
  );
  return rows.map((row) => ({
    tier: Number(row.tier),
    outcome: row.outcome === 'won' ? 'won' : 'lost',
    bets: Number(row.bets),
    stake: Number(row.stake),
  }));
}

/** The period's row, unless another pass wrote it first (then null: that pass pays it). */
export async function insertPayout(db: Executor, row: NewPayout): Promise<PayoutRow | null> {
  const [created] = await db.insert(agentContractPayouts).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

/** Whether the upline still owes an earlier payout: later ones wait behind it (oldest first). */
export async function owesEarlier(db: Executor, uplineId: number, beforeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: agentContractPayouts.id })
    .from(agentContractPayouts)
    .where(
      and(
        eq(agentContractPayouts.state, 'owed'),
        eq(agentContractPayouts.uplineId, uplineId),
        lt(agentContractPayouts.id, beforeId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function markPayout(
  db: Executor,
  id: number,
  change: { state: PayoutState; ledgerTransactionId?: number | null; paidAt?: Date | null },
) {
  await db.update(agentContractPayouts).set(change).where(eq(agentContractPayouts.id, id));
}

/** The contract's kept totals move with its payouts' states. */
export async function countOnContract(
  db: Executor,
  contractId: number,
  change: { paid?: number; owed?: number; paidAmount?: number; owedAmount?: number },
) {
  await db
    .update(agentContracts)
    .set({
      paidCount: sql`${agentContracts.paidCount} + ${change.paid ?? 0}`,
      paidAmount: sql`${agentContracts.paidAmount} + ${change.paidAmount ?? 0}`,
      owedCount: sql`${agentContracts.owedCount} + ${change.owed ?? 0}`,
      owedAmount: sql`${agentContracts.owedAmount} + ${change.owedAmount ?? 0}`,
    })
    .where(eq(agentContracts.id, contractId));
}

/** The oldest owed payouts (the partial index of owed rows). */
export async function oldestOwed(db: Executor, limit: number): Promise<PayoutRow[]> {
  return db
    .select()
    .from(agentContractPayouts)
    .where(eq(agentContractPayouts.state, 'owed'))
    .orderBy(asc(agentContractPayouts.id))
    .limit(limit);
}

/** The row locked for paying; null when it is no longer owed (another pass paid it). */
export async function lockOwed(db: Executor, id: number): Promise<PayoutRow | null> {
  const [row] = await db
    .select()
    .from(agentContractPayouts)
    .where(and(eq(agentContractPayouts.id, id), eq(agentContractPayouts.state, 'owed')))
    .for('update');
  return row ?? null;
}

export type PayoutFilter = {
  role: 'downline' | 'upline';
  memberId: number;
  kind: ContractKind;
  state?: PayoutState;
  from?: Date;
  to?: Date;
};

const uplines = alias(members, 'upline');
const downlines = alias(members, 'downline');

function whereOf(filter: PayoutFilter): SQL | undefined {
  return and(
    filter.role === 'downline'
      ? eq(agentContractPayouts.downlineId, filter.memberId)
      : eq(agentContractPayouts.uplineId, filter.memberId),
    eq(agentContractPayouts.kind, filter.kind),
    filter.state ? eq(agentContractPayouts.state, filter.state) : undefined,
    filter.from ? gte(agentContractPayouts.periodStart, filter.from) : undefined,
    filter.to ? lt(agentContractPayouts.periodStart, filter.to) : undefined,
  );
}

export type PayoutWithParties = {
  payout: PayoutRow;
  upline: { account: string; nickname: string } | null;
  downline: { account: string; nickname: string };
};

/** Payouts with the accounts and nicknames of both parties (the platform's upline is null). */
function selectWithParties(db: Executor) {
  return db
    .select({
      payout: agentContractPayouts,
      uplineAccount: uplines.account,
      uplineNickname: uplines.nickname,
      downlineAccount: downlines.account,
      downlineNickname: downlines.nickname,
    })
    .from(agentContractPayouts)
    .leftJoin(uplines, eq(uplines.id, agentContractPayouts.uplineId))
    .innerJoin(downlines, eq(downlines.id, agentContractPayouts.downlineId))
    .$dynamic();
}

type PartiesRow = Awaited<ReturnType<ReturnType<typeof selectWithParties>['execute']>>[number];

function withParties(row: PartiesRow): PayoutWithParties {
  return {
    payout: row.payout,
    upline:
      row.uplineAccount === null ? null : { account: row.uplineAccount, nickname: row.uplineNickname ?? '' },
    downline: { account: row.downlineAccount, nickname: row.downlineNickname },
  };
}

/** A page of the agent's payouts of one kind, newest period first (the role's index). */
export async function readPayouts(
  db: Executor,
  filter: PayoutFilter,
  page: { offset: number; limit: number },
): Promise<PayoutWithParties[]> {
  const rows = await selectWithParties(db)
    .where(whereOf(filter))
    .orderBy(desc(agentContractPayouts.periodStart), desc(agentContractPayouts.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(withParties);
}

export type PayoutTotals = { paidCount: number; owedCount: number; paid: number; owed: number };

/**
 * Totals of the filter. Without dates they are the contracts' kept totals (one row per contract of the
 * agent); with dates, the kept day sums of the days between them (decision 0275).
 */
export async function payoutTotals(
  db: Executor,
  filter: PayoutFilter & { fromDay?: string; toDay?: string },
): Promise<PayoutTotals> {
  let row: Row | undefined;
  if (!filter.fromDay && !filter.toDay) {
    const party =
      filter.role === 'downline'
        ? eq(agentContracts.downlineId, filter.memberId)
        : eq(agentContracts.uplineId, filter.memberId);
    [row] = rowsOf(
      await db.execute(sql`
        select coalesce(sum(paid_count), 0) as paid_count, coalesce(sum(owed_count), 0) as owed_count,
          coalesce(sum(paid_amount), 0) as paid, coalesce(sum(owed_amount), 0) as owed
        from agent_contracts where ${and(party, eq(agentContracts.kind, filter.kind))}`),
    );
  } else {
    [row] = rowsOf(
      await db.execute(sql`
        select coalesce(sum(paid_count), 0) as paid_count, coalesce(sum(owed_count), 0) as owed_count,
          coalesce(sum(paid_amount), 0) as paid, coalesce(sum(owed_amount), 0) as owed
        from agent_payout_days where ${and(
          eq(agentPayoutDays.memberId, filter.memberId),
          eq(agentPayoutDays.role, filter.role),
          eq(agentPayoutDays.kind, filter.kind),
          filter.fromDay ? gte(agentPayoutDays.day, filter.fromDay) : undefined,
          filter.toDay ? lte(agentPayoutDays.day, filter.toDay) : undefined,
        )}`),
    );
  }
  return {
    paidCount: Number(row?.paid_count ?? 0),
    owedCount: Number(row?.owed_count ?? 0),
    paid: Number(row?.paid ?? 0),
    owed: Number(row?.owed ?? 0),
  };
}

/** The operator's list: the newest payouts, an agent's (either side) or all, by state. */
export async function operatorPayouts(
  db: Executor,
  filter: { memberId?: number; state?: PayoutState },
  limit: number,
): Promise<PayoutWithParties[]> {
  const rows = await selectWithParties(db)
    .where(
      and(
        filter.memberId === undefined
          ? undefined
          : or(
              eq(agentContractPayouts.downlineId, filter.memberId),
              eq(agentContractPayouts.uplineId, filter.memberId),
            ),
        filter.state ? eq(agentContractPayouts.state, filter.state) : undefined,
      ),
    )
    .orderBy(desc(agentContractPayouts.id))
    .limit(limit);
  return rows.map(withParties);
}
