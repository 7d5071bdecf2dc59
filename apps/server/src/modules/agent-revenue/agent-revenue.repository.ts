import { and, asc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { memberAncestors, members, teamRevenueSlots } from '../../db/schema';
import type { KindSums } from './revenue-figures';
import type { SpanRange } from './revenue-spans';

/*
 * Reads of the kept revenue sums (team_revenue_slots, decision 0269): a team's figures cost the
 * period's days, a day's hours and a few quarter hours per kind and shard, whatever its size.
 */

export type AccountRef = { memberId: number; account: string; type: number };

/**
 * The period's slot ranges as a VALUES list joined to the sums: each range is then one index range of
 * the primary key (member, span, slot) per account, where an OR of ranges would read all its rows.
 */
const rangeList = (ranges: SpanRange[]): SQL =>
  sql`(values ${sql.join(
    ranges.map(
      (r) =>
        sql`(${r.span}::smallint, ${r.from.toISOString()}::timestamptz, ${r.to.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  )}) as r (span, slot_from, slot_to)`;

const inRange = sql`${teamRevenueSlots.span} = r.span and ${teamRevenueSlots.slot} >= r.slot_from and ${teamRevenueSlots.slot} < r.slot_to`;

type SumRow = { memberId: number; kind: string; amountIn: string | number; amountOut: string | number };

function collect(rows: SumRow[]): Map<number, KindSums> {
  const out = new Map<number, KindSums>();
  for (const row of rows) {
    const sums = out.get(row.memberId) ?? new Map();
    sums.set(row.kind, { amountIn: Number(row.amountIn), amountOut: Number(row.amountOut) });
    out.set(row.memberId, sums);
  }
  return out;
}

const sumColumns = {
  memberId: teamRevenueSlots.memberId,
  kind: teamRevenueSlots.kind,
  amountIn: sql<string>`sum(${teamRevenueSlots.amountIn})`,
  amountOut: sql<string>`sum(${teamRevenueSlots.amountOut})`,
};

/** The sums of one account and its whole team in the period, by kind. */
export async function teamSums(db: Executor, memberId: number, ranges: SpanRange[]): Promise<KindSums> {
  if (ranges.length === 0) return new Map();
  const rows = await db
    .select(sumColumns)
    .from(rangeList(ranges))
    .innerJoin(teamRevenueSlots, and(eq(teamRevenueSlots.memberId, memberId), inRange))
    .groupBy(teamRevenueSlots.memberId, teamRevenueSlots.kind);
  return collect(rows).get(memberId) ?? new Map();
}

/**
 * The sums of each account right under the agent (an agent's with its whole team), by kind; accounts
 * with nothing in the period are absent.
 */
export async function directDownlineSums(
  db: Executor,
  agentId: number,
  ranges: SpanRange[],
): Promise<Map<number, KindSums>> {
  if (ranges.length === 0) return new Map();
  const rows = await db
    .select(sumColumns)
    .from(members)
    .innerJoin(rangeList(ranges), sql`true`)
    .innerJoin(teamRevenueSlots, and(eq(teamRevenueSlots.memberId, members.id), inRange))
    .where(eq(members.parentId, agentId))
    .groupBy(teamRevenueSlots.memberId, teamRevenueSlots.kind);
  return collect(rows);
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
