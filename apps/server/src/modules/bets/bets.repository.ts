import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { BetStatus } from '@lobby/contract/bets';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { onWholeHours } from '../../lib/brand-days';
import { bets, games, memberBetHours, members, vendorCategories, vendors } from '../../db/schema';

/**
 * Whose rounds: one member (the member's own record), or a set of members given as a query answering
 * their ids, `select id from ...` (an agent's team). Either way the filter starts with the member.
 */
export type BetMembers = number | SQL;

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

const memberCondition = (who: BetMembers): SQL =>
  typeof who === 'number' ? eq(bets.memberId, who) : sql`${bets.memberId} in (${who})`;

/* Every filter starts with the member and the placing time: the bets_member index (member_id, placed_at). */
function betWhere(filter: BetFilter): SQL | undefined {
  const conditions = [memberCondition(filter.memberId)];
  if (filter.from) conditions.push(gte(bets.placedAt, filter.from));
  if (filter.to) conditions.push(lt(bets.placedAt, filter.to));
  if (filter.gameType) conditions.push(eq(bets.gameType, filter.gameType));
  if (filter.vendorCode) conditions.push(eq(bets.vendorCode, filter.vendorCode));
  if (filter.roundId) conditions.push(eq(bets.roundId, filter.roundId));
  if (filter.status) conditions.push(eq(bets.status, filter.status));
  return and(...conditions);
}

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
  const who = filter.memberId;
  const conditions = [
    typeof who === 'number' ? eq(memberBetHours.memberId, who) : sql`${memberBetHours.memberId} in (${who})`,
  ];
  if (filter.from) conditions.push(gte(memberBetHours.hour, filter.from));
  if (filter.to) conditions.push(lt(memberBetHours.hour, filter.to));
  if (filter.gameType) conditions.push(eq(memberBetHours.gameType, filter.gameType));
  if (filter.vendorCode) conditions.push(eq(memberBetHours.vendorCode, filter.vendorCode));
  if (filter.status) conditions.push(eq(memberBetHours.status, filter.status));
  return and(...conditions);
}

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

/**
 * One page of the rounds, newest first, with the game's name, the vendor's and the member's account
 * (which the team's record shows). The page is chosen from the rounds alone; only its rows are joined.
 */
export function readBets(db: Executor, filter: BetFilter, page: { offset: number; limit: number }) {
  const chosen = db
    .select({ id: bets.id })
    .from(bets)
    .where(betWhere(filter))
    .orderBy(desc(bets.placedAt), desc(bets.id))
    .limit(page.limit)
    .offset(page.offset)
    .as('chosen');
  return db
    .select({
      bet: bets,
      gameName: games.name,
      vendorName: vendors.name,
      account: members.account,
    })
    .from(chosen)
    .innerJoin(bets, eq(bets.id, chosen.id))
    .innerJoin(members, eq(members.id, bets.memberId))
    .leftJoin(games, and(eq(games.vendorCode, bets.vendorCode), eq(games.gameCode, bets.gameCode)))
    .leftJoin(vendors, eq(vendors.code, bets.vendorCode))
    .orderBy(desc(bets.placedAt), desc(bets.id));
}

export type BetPageRow = Awaited<ReturnType<typeof readBets>>[number];

/** How many rounds match, and their stakes and payouts. */
export async function betTotals(db: Executor, filter: BetFilter) {
  const [row] = answeredByHours(filter)
    ? await db
        .select({
          count: sumOf(memberBetHours.rounds),
          stake: sumOf(memberBetHours.stake),
          payout: sumOf(memberBetHours.payout),
        })
        .from(memberBetHours)
        .where(hoursWhere(filter))
    : await db
        .select({ count: count(), stake: sumOf(bets.stake), payout: sumOf(bets.payout) })
        .from(bets)
        .where(betWhere(filter));
  return { count: Number(row?.count ?? 0), stake: row?.stake ?? 0, payout: row?.payout ?? 0 };
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
