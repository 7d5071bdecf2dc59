import type {
  Game,
  GameCategory,
  GameListQuery,
  GameListValue,
  Lane,
  NewGameVendorValue,
} from '@lobby/contract/games';
import { gameCategories } from '@lobby/contract/games';
import { offeredLanguage, pickText } from '@lobby/contract/languages';
import type { VendorGameTypesQuery, VendorGameTypesValue } from '@lobby/contract/vendor-game-types';
import type { Executor } from '../../db/client';
import type { games } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { DomainError } from '../../lib/errors';
import type { SettingsStore } from '../system/settings.store';
import { createTtlCache } from '../../lib/ttl-cache';
import {
  countVendorGames,
  readGames,
  readVendor,
  readVendorCategories,
  readVendorLanes,
} from './games.repository';

type GameRow = typeof games.$inferSelect;

export const vendorIconUrl = (code: string) => `/img/vendor/${encodeURIComponent(code)}.svg`;
export const vendorLargeIconUrl = (code: string) => `/img/vendor/${encodeURIComponent(code)}.svg?size=large`;
export const gameIconUrl = (nodeId: string) => `/img/game/${encodeURIComponent(nodeId)}.svg`;

/**
 * The game item every catalogue call answers (GCSGAME_gameList's shape). `fallback` is the brand's
 * default language, for a game whose name has no translation in `language` (then English). Required, so
 * no reader of game names forgets the brand (decision 0251).
 */
export function toGame(row: GameRow, vendorName: string, language: string, fallback: string): Game {
  const name = pickText(row.name, language, fallback);
  return {
    nodeId: row.nodeId,
    gameType: row.gameType as GameCategory,
    vassalage: row.vendorCode,
    vendorCode: row.vendorCode,
    displayName: vendorName,
    gameCode: row.gameCode,
    gameName: name,
    nodeName: name,
    isHot: row.isHot ? 1 : 0,
    isNew: row.isNew ? 1 : 0,
    iconUrl: gameIconUrl(row.nodeId),
    lagerIcon: gameIconUrl(row.nodeId),
    isGame: 'GAME',
  };
}

async function readLanes(db: Executor): Promise<NewGameVendorValue> {
  const rows = await readVendorLanes(db);
  const lanes = new Map<GameCategory, Lane>();
  for (const row of rows) {
    const category = row.category as GameCategory;
    if (!gameCategories.includes(category) || row.gameCount === 0) continue;
    const lane = lanes.get(category) ?? { title: category, cards: {} };
    lane.cards[row.vendorCode] = {
      vassalage: row.vendorCode,
      displayName: row.vendorName,
      gameType: category,
      iconUrl: vendorIconUrl(row.vendorCode),
      lagerIcon: vendorLargeIconUrl(row.vendorCode),
      isGame: row.isGame === 'VASSALAGE' ? 'VASSALAGE' : 'GAME',
      gameCount: row.gameCount,
    };
    lanes.set(category, lane);
  }
  const ordered = gameCategories.flatMap((c) => (lanes.has(c) ? [lanes.get(c)!] : []));
  return {
    data: {
      lanes: ordered,
      gameClassify: ordered.map((lane) => ({ name: lane.title, vendors: Object.keys(lane.cards) })),
    },
  };
}

type Languages = { language: string; def: string };

async function readGameList(
  db: Executor,
  query: GameListQuery,
  { language, def }: Languages,
): Promise<GameListValue> {
  const hotOnly = query.gameType === 'HOT';
  const { rows, total } = await readGames(
    db,
    {
      gameType: hotOnly ? undefined : query.gameType,
      vendorCode: query.vassalage,
      name: query.name,
      hotOnly,
    },
    { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
    language,
  );
  return {
    games: rows.map((r) => toGame(r.game, r.vendorName, language, def)),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
  };
}

async function readHotGames(db: Executor, { language, def }: Languages): Promise<Game[]> {
  const { rows } = await readGames(db, { hotOnly: true }, { offset: 0, limit: 60 }, language);
  return rows.map((r) => toGame(r.game, r.vendorName, language, def));
}

/**
 * The catalogue changes only when an operator changes it, and every visitor asks for the same pages:
 * answers are reused for `cacheMs` (CATALOGUE_CACHE_SECONDS), so a change shows within that time.
 */
export function createGamesService(
  db: Executor,
  options: { clock: Clock; cacheMs: number; settings: SettingsStore },
) {
  /** Names in a language the brand does not offer read in its default; the cache keys on the result. */
  const languagesFor = async (requested: string): Promise<Languages> => {
    const brand = await options.settings.get('brand');
    return { language: offeredLanguage(requested, brand), def: brand.defaultLanguage };
  };
  const cache = <V>() =>
    createTtlCache<V>({ ttlMs: options.cacheMs, maxEntries: 2_000, clock: options.clock });
  const lanesCache = cache<NewGameVendorValue>();
  const listCache = cache<GameListValue>();
  const hotCache = cache<Game[]>();
  return {
    vendorLanes: () => lanesCache.get('', () => readLanes(db)),
    async gameList(query: GameListQuery) {
      const languages = await languagesFor(query.language);
      const key = JSON.stringify({ ...query, language: languages.language, def: languages.def });
      return listCache.get(key, () => readGameList(db, query, languages));
    },
    async hotGames(requested: string) {
      const languages = await languagesFor(requested);
      return hotCache.get(`${languages.language}/${languages.def}`, () => readHotGames(db, languages));
    },

    /** A disabled vendor is answered like an unknown one: the site shows neither. */
    async vendorGameTypes(query: VendorGameTypesQuery): Promise<VendorGameTypesValue> {
      const [vendor] = await readVendor(db, query.vassalage);
      if (!vendor?.enabled) throw new DomainError('NOT_FOUND', 'vendor_not_found', 404);
      const [categories, counts] = await Promise.all([
        readVendorCategories(db, vendor.code),
        countVendorGames(db, vendor.code),
      ]);
      const offered = new Map(categories.map((row) => [row.category, row.isGame]));
      const gameCounts = new Map(counts.map((row) => [row.gameType, row.gameCount]));
      return {
        vassalage: vendor.code,
        displayName: vendor.name,
        list: gameCategories.flatMap((category) => {
          const isGame = offered.get(category);
          const gameCount = gameCounts.get(category) ?? 0;
          if (isGame === undefined || gameCount === 0) return [];
          return [{ gameType: category, isGame: isGame === 'VASSALAGE' ? 'VASSALAGE' : 'GAME', gameCount }];
        }),
      };
    },
  };
}

export type GamesService = ReturnType<typeof createGamesService>;
