import type { BetHistoryValue, BetRecord, ProfitCategory, ProfitValue } from '@lobby/contract/bets';
import type { BetHistoryFilters, ProfitFilters } from '@lobby/contract/bets-requests';
import { gameCategories } from '@lobby/contract/games';
import { pickTextIn, textLanguage, type TextLanguage } from '@lobby/contract/languages';
import type { Database, Executor } from '../../db/client';
import { dayRange, invalidDateRange, periodDays, type BrandRecords } from '../../lib/brand-days';
import type { Clock } from '../../lib/clock';
import type { SettingsStore } from '../system/settings.store';
import { detailView, fairnessView } from './bet-views';
import {
  betTotals,
  readBets,
  settledByGameType,
  vendorsWithTypes,
  type BetMembers,
  type BetPageRow,
} from './bets.repository';

export type BetsDeps = { db: Database; settings: SettingsStore; clock: Clock };

/** The member an operation is for (a session's member). */
type Member = { id: number };

/* HOT is a lobby shelf, not a game's category. */
const filterGameTypes = gameCategories.filter((category) => category !== 'HOT');

/** Lobby order first (product §2), then any other category by name. */
function byCategoryOrder(a: string, b: string): number {
  const rank = (type: string) => {
    const index = filterGameTypes.indexOf(type as (typeof filterGameTypes)[number]);
    return index === -1 ? filterGameTypes.length : index;
  };
  return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** A round as both betting records show it: the member's adds the round's insides, the team's the account. */
export function roundOf(row: BetPageRow, words: TextLanguage): Omit<BetRecord, 'fairness' | 'detail'> {
  const { bet } = row;
  return {
    id: bet.id,
    roundId: bet.roundId,
    vendorCode: bet.vendorCode,
    vendorName: row.vendorName ?? bet.vendorCode,
    gameCode: bet.gameCode,
    gameName: (row.gameName && pickTextIn(row.gameName, words)) || bet.gameCode,
    gameType: bet.gameType,
    stake: bet.stake,
    payout: bet.payout,
    winLoss: bet.payout - bet.stake,
    status: bet.status,
    placedAt: bet.placedAt.toISOString(),
    settledAt: bet.settledAt?.toISOString() ?? null,
  };
}

function recordOf(row: BetPageRow, words: TextLanguage): BetRecord {
  const { bet } = row;
  return {
    ...roundOf(row, words),
    fairness: fairnessView(bet.vendorCode, bet.gameCode, bet.fairness, bet.detail),
    detail: detailView(bet.vendorCode, bet.detail),
  };
}

/** A betting record's answer, whatever its rows show. */
export type HistoryPage<T> = Omit<BetHistoryValue, 'list'> & { list: T[] };

/**
 * A page of the rounds of one member or of a set of members (bets.repository's BetMembers), newest
 * first, with the totals of every round the filters match and the filter choices: the member's betting
 * record, and the agent's for its team. The days are the brand's (`offsetMinutes` east of UTC).
 */
export async function readHistory<T>(
  db: Executor,
  memberId: BetMembers,
  query: BetHistoryFilters,
  brand: BrandRecords,
  record: (row: BetPageRow, words: TextLanguage) => T,
): Promise<HistoryPage<T>> {
  const { from, to } = dayRange(query.startDate, query.endDate, brand.timeZoneOffsetMinutes);
  const filter = {
    memberId,
    from,
    to,
    gameType: query.gameType || undefined,
    vendorCode: query.vendor || undefined,
    status: query.status,
    roundId: query.round || undefined,
  };
  const words = textLanguage(query.language, brand);
  const [rows, totals, vendors] = await Promise.all([
    readBets(db, filter, { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize }),
    betTotals(db, filter),
    vendorsWithTypes(db),
  ]);
  return {
    list: rows.map((row) => record(row, words)),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total: totals.count,
    totalPages: Math.ceil(totals.count / query.pageSize),
    totals: { ...totals, winLoss: totals.payout - totals.stake },
    gameTypes: [...filterGameTypes],
    vendors,
  };
}

/**
 * The days of a personal-loss period and the instants they span, [from, to). `custom` needs both dates
 * (else, or reversed, or impossible: 400 invalid_date_range); the named periods are around `now`.
 */
export function profitPeriod(
  query: ProfitFilters,
  now: number,
  offsetMinutes: number,
): { startDate: string; endDate: string; from: Date; to: Date } {
  let days: { startDate: string; endDate: string };
  if (query.period === 'custom') {
    if (!query.startDate || !query.endDate) throw invalidDateRange();
    days = { startDate: query.startDate, endDate: query.endDate };
  } else {
    days = periodDays(query.period, now, offsetMinutes);
  }
  const { from, to } = dayRange(days.startDate, days.endDate, offsetMinutes);
  return { ...days, from: from!, to: to! };
}

type Figures = { stake: number; payout: number; profit: number; rounds: number };
/** Stake, payout, the player's profit (payout − stake) and rounds, as personal loss and user loss show them. */
export const figures = (stake: number, payout: number, rounds: number): Figures => ({
  stake,
  payout,
  profit: payout - stake,
  rounds,
});
const add = (a: Figures, b: Figures): Figures =>
  figures(a.stake + b.stake, a.payout + b.payout, a.rounds + b.rounds);
const zero = figures(0, 0, 0);

/**
 * The betting record and personal loss (docs/decisions.md, Games): read-only views of the member's
 * own rows in `bets`, which the seamless wallet writes with every bet, win and rollback.
 */
export function createBetsService(deps: BetsDeps) {
  const { db, settings, clock } = deps;
  const offset = async () => (await settings.get('brand')).timeZoneOffsetMinutes;

  return {
    async history(member: Member, query: BetHistoryFilters): Promise<BetHistoryValue> {
      return readHistory(db, member.id, query, await settings.get('brand'), recordOf);
    },

    /**
     * Settled rounds placed in the period: an open round has no result yet, and a rolled-back one
     * returned its stake, so neither is a profit or a loss.
     */
    async profit(member: Member, query: ProfitFilters): Promise<ProfitValue> {
      const { from, to, ...days } = profitPeriod(query, clock.now(), await offset());
      const rows = await settledByGameType(db, member.id, from, to);
      const byType = new Map<string, ProfitCategory>();
      for (const row of rows) {
        const vendor = {
          vendorCode: row.vendorCode,
          vendorName: row.vendorName ?? row.vendorCode,
          ...figures(row.stake, row.payout, row.rounds),
        };
        const category = byType.get(row.gameType) ?? { gameType: row.gameType, ...zero, vendors: [] };
        byType.set(row.gameType, {
          ...category,
          ...add(category, vendor),
          vendors: [...category.vendors, vendor],
        });
      }
      const categories = [...byType.values()]
        .sort((a, b) => byCategoryOrder(a.gameType, b.gameType))
        .map((category) => ({
          ...category,
          vendors: category.vendors.sort((a, b) => a.vendorName.localeCompare(b.vendorName, 'en')),
        }));
      return {
        period: query.period,
        ...days,
        categories,
        total: categories.reduce<Figures>((sum, category) => add(sum, category), zero),
      };
    },
  };
}

export type BetsService = ReturnType<typeof createBetsService>;
