import { and, desc, eq, gt, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { gameCategories } from '@lobby/contract/games';
import type { Executor } from '../../db/client';
import { bets, games, members, vendors } from '../../db/schema';

/** Trial accounts play with play money: their wins are not real wins. */
const trialType = 4;

/**
 * Settled rounds whose payout beat the stake, newest first (the bets_settled index, read backwards).
 * `category` HOT means the catalogue's hot games; undefined means every category.
 */
export function readRecentWins(db: Executor, category: string | undefined, limit: number) {
  const conditions: SQL[] = [
    eq(bets.status, 'SETTLED'),
    isNotNull(bets.settledAt),
    gt(bets.payout, bets.stake),
    ne(members.type, trialType),
    inArray(bets.gameType, [...gameCategories]),
  ];
  if (category === 'HOT') conditions.push(eq(games.isHot, true));
  else if (category) conditions.push(eq(bets.gameType, category));
  return db
    .select({
      id: bets.id,
      account: members.account,
      vendorCode: bets.vendorCode,
      gameCode: bets.gameCode,
      gameType: bets.gameType,
      currency: bets.currency,
      stake: bets.stake,
      payout: bets.payout,
      settledAt: bets.settledAt,
      nodeId: games.nodeId,
      name: games.name,
      playable: sql<boolean>`coalesce(${games.enabled} and ${vendors.enabled}, false)`,
    })
    .from(bets)
    .innerJoin(members, eq(members.id, bets.memberId))
    .leftJoin(games, and(eq(games.vendorCode, bets.vendorCode), eq(games.gameCode, bets.gameCode)))
    .leftJoin(vendors, eq(vendors.code, bets.vendorCode))
    .where(and(...conditions))
    .orderBy(desc(bets.settledAt), desc(bets.id))
    .limit(limit);
}
