import { and, asc, countDistinct, eq, gte, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bets, games, vendorCategories, vendors } from '../../db/schema';

/** The enabled PVP games, in the vendors' lane order and then each vendor's own order. */
export function readPvpGames(db: Executor, filter: { vendorCode?: string; gameCode?: string }) {
  const conditions: SQL[] = [eq(games.gameType, 'PVP'), eq(games.enabled, true), eq(vendors.enabled, true)];
  if (filter.vendorCode) conditions.push(eq(games.vendorCode, filter.vendorCode));
  if (filter.gameCode) conditions.push(eq(games.gameCode, filter.gameCode));
  return db
    .select({ game: games, vendorName: vendors.name })
    .from(games)
    .innerJoin(vendors, eq(vendors.code, games.vendorCode))
    .leftJoin(
      vendorCategories,
      and(eq(vendorCategories.vendorCode, games.vendorCode), eq(vendorCategories.category, 'PVP')),
    )
    .where(and(...conditions))
    .orderBy(asc(vendorCategories.sort), asc(games.vendorCode), asc(games.sort), asc(games.id));
}

/** Distinct members per PVP game with a round settled since `since` (reads the bets_settled index). */
export function readRecentPlayers(db: Executor, since: Date) {
  return db
    .select({ vendorCode: bets.vendorCode, gameCode: bets.gameCode, players: countDistinct(bets.memberId) })
    .from(bets)
    .where(and(gte(bets.settledAt, since), eq(bets.status, 'SETTLED'), eq(bets.gameType, 'PVP')))
    .groupBy(bets.vendorCode, bets.gameCode);
}

export function readVendorEnabled(db: Executor, code: string) {
  return db.select({ enabled: vendors.enabled }).from(vendors).where(eq(vendors.code, code)).limit(1);
}
