import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { games, lotteryGames, lotteryTypes, vendorCategories, vendors } from '../../db/schema';

/** Enabled LOTT and ELOTT games that have a lottery type, in menu order (type, vendor lane, game). */
export function readLotteryMenuGames(db: Executor, filter: { prizeMode?: string }) {
  const conditions: SQL[] = [
    eq(lotteryTypes.enabled, true),
    eq(games.enabled, true),
    eq(vendors.enabled, true),
    inArray(games.gameType, ['LOTT', 'ELOTT']),
  ];
  if (filter.prizeMode) conditions.push(eq(lotteryGames.prizeMode, filter.prizeMode));
  return db
    .select({
      lotteryType: lotteryTypes.code,
      typeName: lotteryTypes.name,
      prizeMode: lotteryGames.prizeMode,
      game: games,
      vendorName: vendors.name,
    })
    .from(lotteryGames)
    .innerJoin(lotteryTypes, eq(lotteryTypes.code, lotteryGames.lotteryType))
    .innerJoin(games, eq(games.nodeId, lotteryGames.nodeId))
    .innerJoin(vendors, eq(vendors.code, games.vendorCode))
    .leftJoin(
      vendorCategories,
      and(eq(vendorCategories.vendorCode, games.vendorCode), eq(vendorCategories.category, games.gameType)),
    )
    .where(and(...conditions))
    .orderBy(
      asc(lotteryTypes.sort),
      asc(lotteryTypes.code),
      asc(games.gameType),
      asc(vendorCategories.sort),
      asc(games.sort),
      asc(games.id),
    );
}
