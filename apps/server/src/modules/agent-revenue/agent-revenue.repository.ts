import { and, asc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { memberAncestors, members, teamRevenueSums } from '../../db/schema';
import type { RevenueSums } from './revenue-figures';
import type { SpanRange } from './revenue-spans';

/*
 * Reads of the kept revenue sums (team_revenue_sums, decisions 0269 and 0270): a team's figures cost a
 * few weeks and a few days, hours and quarter hours at the ends per shard, whatever its size.
 */

export type AccountRef = { memberId: number; account: string; type: number };

/**
 * The period's signed slot ranges as a VALUES list joined to the sums: each range is then one index
 * range of the primary key (member, span, slot) per account, where an OR of ranges would read all its
 * rows.
 */
const rangeList = (ranges: SpanRange[]): SQL =>
  sql`(values ${sql.join(
    ranges.map(
      (r) =>
        sql`(${r.span}::smallint, ${r.from.toISOString()}::timestamptz, ${r.to.toISOString()}::timestamptz, ${r.sign}::integer)`,
    ),
    sql`, `,
  )}) as r (span, slot_from, slot_to, sign)`;

const t = teamRevenueSums;
const inRange = sql`${t.span} = r.span and ${t.slot} >= r.slot_from and ${t.slot} < r.slot_to`;
/** A figure over the ranges, those outside the period taken off; bigint sums come back as text. */
const signed = (column: typeof t.deposits) => sql<string>`sum(r.sign * ${column})`;

const sumColumns = {
  memberId: t.memberId,
  deposits: signed(t.deposits),
  withdrawals: signed(t.withdrawals),
  bonuses: signed(t.bonuses),
  salariesReceived: signed(t.salariesReceived),
  salariesPaid: signed(t.salariesPaid),
  dividendsReceived: signed(t.dividendsReceived),
  dividendsPaid: signed(t.dividendsPaid),
  stakes: signed(t.stakes),
  payouts: signed(t.payouts),
};

type SumRow = { memberId: number } & Record<keyof RevenueSums, string | number>;

function collect(rows: SumRow[]): Map<number, RevenueSums> {
  const out = new Map<number, RevenueSums>();
  for (const { memberId, ...sums } of rows) {
    out.set(memberId, {
      deposits: Number(sums.deposits),
      withdrawals: Number(sums.withdrawals),
      bonuses: Number(sums.bonuses),
      salariesReceived: Number(sums.salariesReceived),
      salariesPaid: Number(sums.salariesPaid),
      dividendsReceived: Number(sums.dividendsReceived),
      dividendsPaid: Number(sums.dividendsPaid),
      stakes: Number(sums.stakes),
      payouts: Number(sums.payouts),
    });
  }
  return out;
}

/** The sums of one account and its whole team in the period. */
export async function teamSums(
  db: Executor,
  memberId: number,
  ranges: SpanRange[],
): Promise<RevenueSums | undefined> {
  if (ranges.length === 0) return undefined;
  const rows = await db
    .select(sumColumns)
    .from(rangeList(ranges))
    .innerJoin(t, and(eq(t.memberId, memberId), inRange))
    .groupBy(t.memberId);
  return collect(rows).get(memberId);
}

/**
 * The sums of each account right under the agent (an agent's with its whole team); accounts with
 * nothing in the period are absent.
 */
export async function directDownlineSums(
  db: Executor,
  agentId: number,
  ranges: SpanRange[],
): Promise<Map<number, RevenueSums>> {
  if (ranges.length === 0) return new Map();
  // The rows sit under their account's upline: one index range per span for the whole direct downline.
  const rows = await db
    .select(sumColumns)
    .from(rangeList(ranges))
    .innerJoin(t, and(eq(t.parentId, agentId), inRange))
    .groupBy(t.memberId);
  // A week read whole and its days outside the period taken off can leave an account all zeros.
  return new Map([...collect(rows)].filter(([, sums]) => Object.values(sums).some((v) => v !== 0)));
}

export async function accountsByIds(db: Executor, ids: number[]): Promise<AccountRef[]> {
  if (ids.length === 0) return [];
  return db
    .select({ memberId: members.id, account: members.account, type: members.type })
    .from(members)
    .where(inArray(members.id, ids));
}

/** How far below `agentId` the member is (1: direct), or null when it is not in the agent's team. */
export async function depthBelow(db: Executor, agentId: number, memberId: number): Promise<number | null> {
  const [row] = await db
    .select({ depth: memberAncestors.depth })
    .from(memberAncestors)
    .where(and(eq(memberAncestors.ancestorId, agentId), eq(memberAncestors.memberId, memberId)));
  return row?.depth ?? null;
}

/** The member's uplines closer than `depth`, nearest last: the breadcrumb below the reader. */
export async function uplinesWithin(db: Executor, memberId: number, depth: number): Promise<AccountRef[]> {
  return db
    .select({ memberId: members.id, account: members.account, type: members.type })
    .from(memberAncestors)
    .innerJoin(members, eq(members.id, memberAncestors.ancestorId))
    .where(and(eq(memberAncestors.memberId, memberId), lt(memberAncestors.depth, depth)))
    .orderBy(sql`${memberAncestors.depth} desc`, asc(members.id));
}
