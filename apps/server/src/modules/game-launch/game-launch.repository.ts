import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { games, recentGames, vendors } from '../../db/schema';

/** How a launch names its game; see the contract's gameLaunchRequestSchema. */
export type GameKey =
  { nodeId: string } | { vendorCode: string; gameCode: string } | { vendorCode: string; gameType?: string };

/**
 * The game a launch names, enabled or not (the service tells "unknown" from "under maintenance").
 * A vendor alone means its lobby game, or else its first game (of `gameType` when given).
 */
export async function findGameToLaunch(db: Executor, key: GameKey) {
  const conditions: SQL[] = [];
  if ('nodeId' in key) conditions.push(eq(games.nodeId, key.nodeId));
  else {
    conditions.push(eq(games.vendorCode, key.vendorCode));
    if ('gameCode' in key) conditions.push(eq(games.gameCode, key.gameCode));
    else if (key.gameType) conditions.push(eq(games.gameType, key.gameType));
  }
  const [row] = await db
    .select({ game: games, vendorName: vendors.name, vendorEnabled: vendors.enabled })
    .from(games)
    .innerJoin(vendors, eq(vendors.code, games.vendorCode))
    .where(and(...conditions))
    // For a vendor alone: enabled games first, the lobby before the rest, then catalogue order.
    .orderBy(desc(games.enabled), desc(eq(games.gameCode, 'lobby')), asc(games.sort), asc(games.id))
    .limit(1);
  return row ?? null;
}

/** One row per member and game: a new launch moves the game to the front. */
export async function recordLaunch(db: Executor, memberId: number, gameId: number, at: Date) {
  await db
    .insert(recentGames)
    .values({ memberId, gameId, launchedAt: at })
    .onConflictDoUpdate({ target: [recentGames.memberId, recentGames.gameId], set: { launchedAt: at } });
}

/** A member's launched games that are still playable, newest launch first. */
export async function readRecentGames(
  db: Executor,
  memberId: number,
  filter: { gameType?: string; hotOnly?: boolean },
  page: { offset: number; limit: number },
) {
  const conditions: SQL[] = [
    eq(recentGames.memberId, memberId),
    eq(games.enabled, true),
    eq(vendors.enabled, true),
  ];
  if (filter.gameType) conditions.push(eq(games.gameType, filter.gameType));
  if (filter.hotOnly) conditions.push(eq(games.isHot, true));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select({ game: games, vendorName: vendors.name })
      .from(recentGames)
      .innerJoin(games, eq(games.id, recentGames.gameId))
      .innerJoin(vendors, eq(vendors.code, games.vendorCode))
      .where(where)
      .orderBy(desc(recentGames.launchedAt), desc(games.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(recentGames)
      .innerJoin(games, eq(games.id, recentGames.gameId))
      .innerJoin(vendors, eq(vendors.code, games.vendorCode))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
