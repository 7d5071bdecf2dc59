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

const t = teamRevenueSums;
const figureNames = [
  'deposits',
  'withdrawals',
  'bonuses',
  'salariesReceived',
  'salariesPaid',
  'dividendsReceived',
  'dividendsPaid',
  'stakes',
  'payouts',
] as const satisfies ReadonlyArray<keyof RevenueSums>;

/**
 * The owners' sums over the period's signed ranges, by account. One SELECT per range, its bounds as
 * values the planner sees: each is then an index range (of the primary key, or of the upline's
 * index), where a join to a list of ranges was planned as a scan of every row of the owners.
 */
async function sumsOver(db: Executor, owners: SQL, ranges: SpanRange[]): Promise<Map<number, RevenueSums>> {
  if (ranges.length === 0) return new Map();
  const perRange = ranges.map(
    (r) => sql`select ${t.memberId} as member_id, ${r.sign}::integer as sign,
      ${sql.join(
        figureNames.map((f) => t[f]),
        sql`, `,
      )}
    from ${t}
    where ${owners} and ${t.span} = ${r.span} and ${t.slot} >= ${r.from.toISOString()}::timestamptz
      and ${t.slot} < ${r.to.toISOString()}::timestamptz`,
  );
  const totals = figureNames.map(
    (f) => sql`sum(sign * ${sql.identifier(t[f].name)}) as ${sql.identifier(f)}`,
  );
  const result = await db.execute(sql`
    select member_id, ${sql.join(totals, sql`, `)}
    from (${sql.join(perRange, sql` union all `)}) moved
    group by member_id`);
  // bigint sums come back as text.
  const rows = (result as unknown as { rows: Array<Record<string, string | number>> }).rows;
  const out = new Map<number, RevenueSums>();
  for (const row of rows) {
    const sums = Object.fromEntries(figureNames.map((f) => [f, Number(row[f])])) as RevenueSums;
    out.set(Number(row.member_id), sums);
  }
  return out;
}

/** The sums of one account and its whole team in the period. */
export async function teamSums(
  db: Executor,
  memberId: number,
  ranges: SpanRange[],
): Promise<RevenueSums | undefined> {
  return (await sumsOver(db, sql`${t.memberId} = ${memberId}`, ranges)).get(memberId);
}

/**
 * The sums of each account right under the agent (an agent's with its whole team); accounts with
 * nothing in the period are absent. The rows sit under their account's upline: one index range per
 * signed range for the whole direct downline.
 */
export async function directDownlineSums(
  db: Executor,
  agentId: number,
  ranges: SpanRange[],
): Promise<Map<number, RevenueSums>> {
  const sums = await sumsOver(db, sql`${t.parentId} = ${agentId}`, ranges);
  // A week read whole and its days outside the period taken off can leave an account all zeros.
  return new Map([...sums].filter(([, s]) => Object.values(s).some((v) => v !== 0)));
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
