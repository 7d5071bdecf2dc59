import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { BetStatus } from '@lobby/contract/bets';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { onWholeHours } from '../../lib/brand-days';
import {
  isTeam,
  memberIdsOf,
  newestPageByOwner,
  readsMemberByMember,
  type RecordMembers,
  type TeamMembers,
} from '../../lib/team-members';
import {
  agentBetHours,
  bets,
  games,
  memberBetHours,
  members,
  vendorCategories,
  vendors,
} from '../../db/schema';

/**
 * Whose rounds: one member (the member's own record), a set of members given as a query answering
 * their ids, `select id from ...` (an agent's team narrowed by a search), or an agent's team, whose
 * totals come from the agent's kept sums. Either way the filter starts with the member.
 */
export type BetMembers = RecordMembers;

export type BetFilter = {
  memberId: BetMembers;
  from?: Date;
  to?: Date;
  gameType?: string;
  vendorCode?: string;
  status?: BetStatus;
  /** One round (a vendor's round id), as the account record links to it. */
  roundId?: string;
};

const memberCondition = (members: BetMembers): SQL => {
  const who = memberIdsOf(members);
  return typeof who === 'number' ? eq(bets.memberId, who) : sql`${bets.memberId} in (${who})`;
};

/* Every filter starts with the member and the placing time: the bets_member index (member_id, placed_at). */
const betWhere = (filter: BetFilter): SQL | undefined =>
  and(memberCondition(filter.memberId), ...roundWhere(filter));

/* Sums of bigint columns come back as numeric (a string); amounts stay far below 2^53. */
const sumOf = (column: AnyPgColumn) => sql`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);

/**
 * Whether the hourly sums (member_bet_hours) answer a filter: its period is on whole hours and it
 * names no single round. Otherwise the rounds themselves are added up, which costs the rounds of the
 * period.
 */
const answeredByHours = (filter: BetFilter) => !filter.roundId && onWholeHours(filter.from, filter.to);

/* betWhere over the hourly sums: the same filter, on the hour a round was placed in. */
function hoursWhere(filter: BetFilter): SQL | undefined {
  const who = memberIdsOf(filter.memberId);
  return and(
    typeof who === 'number' ? eq(memberBetHours.memberId, who) : sql`${memberBetHours.memberId} in (${who})`,
    ...hourSlice(memberBetHours, filter),
  );
}

/**
 * The filter's period, game type, vendor and status on rounds or on a table of their hourly sums (a
 * member's or an agent's); `time` is when a round was placed, or the hour it was placed in.
 */
function sliceWhere(
  rows: { time: AnyPgColumn; gameType: AnyPgColumn; vendorCode: AnyPgColumn; status: AnyPgColumn },
  filter: BetFilter,
): SQL[] {
  const conditions: SQL[] = [];
  if (filter.from) conditions.push(gte(rows.time, filter.from));
  if (filter.to) conditions.push(lt(rows.time, filter.to));
  if (filter.gameType) conditions.push(eq(rows.gameType, filter.gameType));
  if (filter.vendorCode) conditions.push(eq(rows.vendorCode, filter.vendorCode));
  if (filter.status) conditions.push(eq(rows.status, filter.status));
  return conditions;
}

const hourSlice = (hours: typeof memberBetHours | typeof agentBetHours, filter: BetFilter) =>
  sliceWhere(
    { time: hours.hour, gameType: hours.gameType, vendorCode: hours.vendorCode, status: hours.status },
    filter,
  );

/**
 * What personal loss counts, and the team's user loss with it: settled rounds placed in [from, to). An
 * open round has no result yet, and a rolled-back one returned its stake, so neither is a profit or a loss.
 */
const settledFilter = (memberId: BetMembers, from: Date, to: Date): BetFilter => ({
  memberId,
  from,
  to,
  status: 'SETTLED',
});

/**
 * A query answering, for each of the members with settled rounds placed in [from, to), `(id, rounds,
 * stake, payout)`: the team's user loss reads it per account.
 */
export function settledPerMember(memberIds: SQL, from: Date, to: Date): SQL {
  const filter = settledFilter(memberIds, from, to);
  return answeredByHours(filter)
    ? sql`select ${memberBetHours.memberId} as id, sum(${memberBetHours.rounds})::int as rounds,
        sum(${memberBetHours.stake}) as stake, sum(${memberBetHours.payout}) as payout
        from ${memberBetHours} where ${hoursWhere(filter)}
        group by ${memberBetHours.memberId} having sum(${memberBetHours.rounds}) > 0`
    : sql`select ${bets.memberId} as id, count(*)::int as rounds, sum(${bets.stake}) as stake,
        sum(${bets.payout}) as payout
        from ${bets} where ${betWhere(filter)} group by ${bets.memberId}`;
}

/* The filter without its members: the period, game type, vendor, round and status of a round. */
function roundWhere(filter: BetFilter): SQL[] {
  const rounds = {
    time: bets.placedAt,
    gameType: bets.gameType,
    vendorCode: bets.vendorCode,
    status: bets.status,
  };
  const conditions = sliceWhere(rounds, filter);
  if (filter.roundId) conditions.push(eq(bets.roundId, filter.roundId));
  return conditions;
}

/**
 * The ids of a page of rounds, newest first: a small team's member by member (each member's newest
 * rounds of the period, then the newest of those), anyone else's by walking the rounds newest first
 * (one member's range of bets_member, or a large team's walk of the brand's newest rounds).
 */
function pageIds(db: Executor, filter: BetFilter, page: { offset: number; limit: number }): SQL {
  if (readsMemberByMember(filter.memberId)) {
    const rounds = { table: bets, id: bets.id, owner: bets.memberId, time: bets.placedAt };
    return newestPageByOwner(memberIdsOf(filter.memberId), rounds, roundWhere(filter), page);
  }
  return sql`${db
    .select({ id: bets.id })
    .from(bets)
    .where(betWhere(filter))
    .orderBy(desc(bets.placedAt), desc(bets.id))
    .limit(page.limit)
    .offset(page.offset)}`;
}

/**
 * One page of the rounds, newest first, with the game's name, the vendor's and the member's account
 * (which the team's record shows). The page is chosen from the rounds alone; only its rows are joined.
 */
export function readBets(db: Executor, filter: BetFilter, page: { offset: number; limit: number }) {
  return db
    .select({
      bet: bets,
      gameName: games.name,
      vendorName: vendors.name,
      account: members.account,
    })
    .from(bets)
    .innerJoin(members, eq(members.id, bets.memberId))
    .leftJoin(games, and(eq(games.vendorCode, bets.vendorCode), eq(games.gameCode, bets.gameCode)))
    .leftJoin(vendors, eq(vendors.code, bets.vendorCode))
    .where(sql`${bets.id} in (${pageIds(db, filter, page)})`)
    .orderBy(desc(bets.placedAt), desc(bets.id));
}

export type BetPageRow = Awaited<ReturnType<typeof readBets>>[number];

/* hoursWhere over an agent's sums of its team (agent_bet_hours): the team, or its direct accounts. */
function teamHoursWhere(team: TeamMembers, filter: BetFilter): SQL | undefined {
  return and(
    eq(agentBetHours.agentId, team.agentId),
    team.directOnly ? eq(agentBetHours.direct, true) : undefined,
    ...hourSlice(agentBetHours, filter),
  );
}

/**
 * How many rounds match, and their stakes and payouts: when the hours answer, from the agent's sums for
 * a team and from the members' hourly sums otherwise; else from the rounds.
 */
export async function betTotals(db: Executor, filter: BetFilter) {
  const [row] = await totalsQuery(db, filter);
  return { count: Number(row?.count ?? 0), stake: row?.stake ?? 0, payout: row?.payout ?? 0 };
}

function totalsQuery(db: Executor, filter: BetFilter) {
  if (!answeredByHours(filter)) {
    return db
      .select({ count: count(), stake: sumOf(bets.stake), payout: sumOf(bets.payout) })
      .from(bets)
      .where(betWhere(filter));
  }
  const who = filter.memberId;
  const sums = isTeam(who) ? agentBetHours : memberBetHours;
  return db
    .select({ count: sumOf(sums.rounds), stake: sumOf(sums.stake), payout: sumOf(sums.payout) })
    .from(sums)
    .where(isTeam(who) ? teamHoursWhere(who, filter) : hoursWhere(filter));
}

/** Settled rounds of a member in [from, to), summed by game type and vendor. */
export function settledByGameType(db: Executor, memberId: number, from: Date, to: Date) {
  const filter = settledFilter(memberId, from, to);
  const vendorName = sql<string | null>`max(${vendors.name})`;
  if (answeredByHours(filter)) {
    return db
      .select({
        gameType: memberBetHours.gameType,
        vendorCode: memberBetHours.vendorCode,
        vendorName,
        rounds: sumOf(memberBetHours.rounds),
        stake: sumOf(memberBetHours.stake),
        payout: sumOf(memberBetHours.payout),
      })
      .from(memberBetHours)
      .leftJoin(vendors, eq(vendors.code, memberBetHours.vendorCode))
      .where(hoursWhere(filter))
      .groupBy(memberBetHours.gameType, memberBetHours.vendorCode)
      .having(sql`sum(${memberBetHours.rounds}) > 0`);
  }
  return db
    .select({
      gameType: bets.gameType,
      vendorCode: bets.vendorCode,
      vendorName,
      rounds: count(),
      stake: sumOf(bets.stake),
      payout: sumOf(bets.payout),
    })
    .from(bets)
    .leftJoin(vendors, eq(vendors.code, bets.vendorCode))
    .where(betWhere(filter))
    .groupBy(bets.gameType, bets.vendorCode);
}

/** Every vendor with the categories it serves, for the betting record's filters. */
export async function vendorsWithTypes(db: Executor) {
  const rows = await db
    .select({ code: vendors.code, name: vendors.name, gameType: vendorCategories.category })
    .from(vendors)
    .leftJoin(vendorCategories, eq(vendorCategories.vendorCode, vendors.code))
    .orderBy(asc(vendors.name), asc(vendorCategories.sort));
  const byCode = new Map<string, { code: string; name: string; gameTypes: string[] }>();
  for (const row of rows) {
    const vendor = byCode.get(row.code) ?? { code: row.code, name: row.name, gameTypes: [] };
    if (row.gameType && !vendor.gameTypes.includes(row.gameType)) vendor.gameTypes.push(row.gameType);
    byCode.set(row.code, vendor);
  }
  return [...byCode.values()];
}
