import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { games, vendorCategories, vendors } from '../../db/schema';

export function readVendorLanes(db: Executor) {
  return db
    .select({
      vendorCode: vendors.code,
      vendorName: vendors.name,
      category: vendorCategories.category,
      isGame: vendorCategories.isGame,
      gameCount: sql<number>`(select count(*)::int from ${games} g where g.vendor_code = ${vendors.code}
        and g.game_type = ${vendorCategories.category} and g.enabled)`,
    })
    .from(vendorCategories)
    .innerJoin(vendors, eq(vendors.code, vendorCategories.vendorCode))
    .where(eq(vendors.enabled, true))
    .orderBy(asc(vendorCategories.category), asc(vendorCategories.sort), asc(vendors.code));
}

export type GameFilter = { gameType?: string; vendorCode?: string; name?: string; hotOnly?: boolean };

function where(filter: GameFilter, language: string): SQL | undefined {
  const conditions: SQL[] = [eq(games.enabled, true), eq(vendors.enabled, true)];
  if (filter.gameType) conditions.push(eq(games.gameType, filter.gameType));
  if (filter.vendorCode) conditions.push(eq(games.vendorCode, filter.vendorCode));
  if (filter.hotOnly) conditions.push(eq(games.isHot, true));
  if (filter.name) {
    // Searches the visitor's language and English, so a half-translated catalogue still finds games.
    const pattern = `%${filter.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(${ilike(sql`${games.name}->>${language}`, pattern)} or ${ilike(sql`${games.name}->>'EN'`, pattern)})`,
    );
  }
  return and(...conditions);
}

export async function readGames(
  db: Executor,
  filter: GameFilter,
  page: { offset: number; limit: number },
  language: string,
) {
  const condition = where(filter, language);
  const [rows, totals] = await Promise.all([
    db
      .select({ game: games, vendorName: vendors.name })
      .from(games)
      .innerJoin(vendors, eq(vendors.code, games.vendorCode))
      .where(condition)
      .orderBy(desc(games.isHot), asc(games.sort), asc(games.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(games)
      .innerJoin(vendors, eq(vendors.code, games.vendorCode))
      .where(condition),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export function readGameArtSource(db: Executor, nodeId: string) {
  return db
    .select({ game: games, vendorName: vendors.name, color: vendors.color })
    .from(games)
    .innerJoin(vendors, eq(vendors.code, games.vendorCode))
    .where(eq(games.nodeId, nodeId))
    .limit(1);
}

export function readVendor(db: Executor, code: string) {
  return db.select().from(vendors).where(eq(vendors.code, code)).limit(1);
}

export function readVendorPrimaryCategory(db: Executor, code: string) {
  return db
    .select({ category: vendorCategories.category })
    .from(vendorCategories)
    .where(eq(vendorCategories.vendorCode, code))
    .orderBy(asc(vendorCategories.sort))
    .limit(1);
}

/** One vendor's categories, in the vendor's lane order. */
export function readVendorCategories(db: Executor, vendorCode: string) {
  return db
    .select({ category: vendorCategories.category, isGame: vendorCategories.isGame })
    .from(vendorCategories)
    .where(eq(vendorCategories.vendorCode, vendorCode))
    .orderBy(asc(vendorCategories.sort));
}

/** One vendor's enabled games counted per category. */
export function countVendorGames(db: Executor, vendorCode: string) {
  return db
    .select({ gameType: games.gameType, gameCount: count() })
    .from(games)
    .where(and(eq(games.vendorCode, vendorCode), eq(games.enabled, true)))
    .groupBy(games.gameType);
}
