import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { favouriteGames, games, members, vendors } from '../../db/schema';

/** The catalogue row a node id names, with whether it can be played (game and vendor enabled). */
export async function findGame(db: Executor, nodeId: string) {
  const [row] = await db
    .select({ id: games.id, enabled: games.enabled, vendorEnabled: vendors.enabled })
    .from(games)
    .innerJoin(vendors, eq(vendors.code, games.vendorCode))
    .where(eq(games.nodeId, nodeId))
    .limit(1);
  return row ?? null;
}

/** Serialises one member's additions, so two at once cannot both slip under the cap. */
export async function lockMember(db: Executor, memberId: number) {
  await db.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}

export async function isFavourite(db: Executor, memberId: number, gameId: number) {
  const [row] = await db
    .select({ gameId: favouriteGames.gameId })
    .from(favouriteGames)
    .where(and(eq(favouriteGames.memberId, memberId), eq(favouriteGames.gameId, gameId)));
  return row !== undefined;
}

export async function countFavourites(db: Executor, memberId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(favouriteGames)
    .where(eq(favouriteGames.memberId, memberId));
  return row?.n ?? 0;
}

export async function insertFavourite(db: Executor, memberId: number, gameId: number, at: Date) {
  await db.insert(favouriteGames).values({ memberId, gameId, createdAt: at }).onConflictDoNothing();
}

export async function deleteFavourite(db: Executor, memberId: number, gameId: number) {
  await db
    .delete(favouriteGames)
    .where(and(eq(favouriteGames.memberId, memberId), eq(favouriteGames.gameId, gameId)));
}

/** Only playable favourites are shown; a disabled game's stays stored and returns when it is enabled. */
function playable(memberId: number, filter: { gameType?: string; hotOnly?: boolean }): SQL | undefined {
  const conditions: SQL[] = [
    eq(favouriteGames.memberId, memberId),
    eq(games.enabled, true),
    eq(vendors.enabled, true),
  ];
  if (filter.gameType) conditions.push(eq(games.gameType, filter.gameType));
  if (filter.hotOnly) conditions.push(eq(games.isHot, true));
  return and(...conditions);
}

const newestFirst = [desc(favouriteGames.createdAt), asc(games.id)];

export function readFavouriteIds(db: Executor, memberId: number) {
  return db
    .select({ nodeId: games.nodeId })
    .from(favouriteGames)
    .innerJoin(games, eq(games.id, favouriteGames.gameId))
    .innerJoin(vendors, eq(vendors.code, games.vendorCode))
    .where(playable(memberId, {}))
    .orderBy(...newestFirst);
}

export async function readFavouriteGames(
  db: Executor,
  memberId: number,
  filter: { gameType?: string; hotOnly?: boolean },
  page: { offset: number; limit: number },
) {
  const condition = playable(memberId, filter);
  const [rows, totals] = await Promise.all([
    db
      .select({ game: games, vendorName: vendors.name })
      .from(favouriteGames)
      .innerJoin(games, eq(games.id, favouriteGames.gameId))
      .innerJoin(vendors, eq(vendors.code, games.vendorCode))
      .where(condition)
      .orderBy(...newestFirst)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(favouriteGames)
      .innerJoin(games, eq(games.id, favouriteGames.gameId))
      .innerJoin(vendors, eq(vendors.code, games.vendorCode))
      .where(condition),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
