import * as z from 'zod/mini';
import { checked } from './checked.ts';

/** Game categories of product §1; category routes are /{category lowercase}. */
export const gameCategories = [
  'HOT',
  'BGS',
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
] as const;
export const gameCategorySchema = z.enum(gameCategories);
export type GameCategory = z.infer<typeof gameCategorySchema>;

/** Home lobby section order (product §2). ESPORTS, LOTT and COCKFIGHT only when the lobby rule permits. */
export const lobbySectionOrder = [
  'HOT',
  'BGS',
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'COCKFIGHT',
] as const satisfies readonly GameCategory[];

/** The whitelabel flag that permits a lobby section, where one is needed. */
export const lobbyRuleFlags: Partial<Record<GameCategory, string>> = {
  ESPORTS: 'ESPORTS3',
  LOTT: 'LOTT3',
  COCKFIGHT: 'COCKFIGHT3',
};

export const gamesPaths = {
  newGameVendor: '/wps/relay/GCSGAME_newGameVendor',
  gameList: '/wps/relay/GCSGAME_gameList',
  hotGames: '/wps/relay/GCSGAME_hotGamesV2',
} as const;

/*
 * The other catalogue calls of product §7, one constant each rather than more keys of gamesPaths: this
 * module is in the home route's first download, where an object is kept whole but an unused constant
 * is dropped, so each path costs bytes only once a screen calls it.
 */
/** The game types one vendor offers (vendor-game-types.ts). */
export const vassGameTypePath = '/wps/relay/GCSGAME_getVassGameType';
/** Card-room (PVP) games with their room tiers and players (game-rooms.ts). */
export const roomListPath = '/wps/relay/GLS2_roomList';
/** The lottery menus: LOTT and ELOTT games by lottery type (lottery-menus.ts). */
export const lotteryMenusPath = '/lgw/games/game_menus';
/** Recent real wins (winner-board.ts). */
export const winnerBoardPath = '/wps/relay/ODSFE2_getWinnerBoard';

/** Product §7 'Favourites', member only (favourites.ts). */
export const favouritesPaths = {
  ids: '/wps/relay/MCSFE_getFavoriteGames',
  list: '/wps/relay/MCSFE_getFavoriteGamesList',
  add: '/wps/relay/MCSFE_addFavoriteGameV2',
  remove: '/wps/relay/MCSFE_removeFavoriteGameV2',
} as const;

export const vendorCardSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: gameCategorySchema,
  iconUrl: z.string(),
  lagerIcon: z.string(),
  /** VASSALAGE: a provider group whose games open in a popup list; GAME: launches directly. */
  isGame: z.enum(['VASSALAGE', 'GAME']),
  gameCount: z.int(),
});
export type VendorCard = z.infer<typeof vendorCardSchema>;

export const laneSchema = z.object({
  title: gameCategorySchema,
  cards: z.record(z.string(), vendorCardSchema),
});
export type Lane = z.infer<typeof laneSchema>;

export const newGameVendorQuerySchema = z.object({
  platform: z._default(checked(z.string(), z.maxLength(40)), 'html5-desktop'),
  language: z._default(checked(z.string(), z.maxLength(8)), 'EN'),
});
/** The site's vendor-lanes call; the server's preload hint builds the same URL, so the two meet. */
export const newGameVendorQuery = (language: string) => ({ platform: 'html5-desktop', language }) as const;

export const newGameVendorValueSchema = z.object({
  data: z.object({
    lanes: z.array(laneSchema),
    gameClassify: z.array(z.object({ name: gameCategorySchema, vendors: z.array(z.string()) })),
  }),
});
export type NewGameVendorValue = z.infer<typeof newGameVendorValueSchema>;

export const gameSchema = z.object({
  nodeId: z.string(),
  gameType: gameCategorySchema,
  vassalage: z.string(),
  vendorCode: z.string(),
  displayName: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  nodeName: z.string(),
  isHot: z.union([z.literal(0), z.literal(1)]),
  isNew: z.union([z.literal(0), z.literal(1)]),
  iconUrl: z.string(),
  lagerIcon: z.string(),
  isGame: z.enum(['VASSALAGE', 'GAME']),
});
export type Game = z.infer<typeof gameSchema>;

export const gameListQuerySchema = z.object({
  clientType: z._default(checked(z.coerce.number(), z.int()), 3),
  platform: z.optional(checked(z.string(), z.maxLength(40))),
  merchant: z.optional(checked(z.string(), z.maxLength(40))),
  gameType: z.optional(gameCategorySchema),
  vassalage: z.optional(checked(z.string(), z.maxLength(40))),
  name: z.optional(checked(z.string(), z.trim(), z.maxLength(60))),
  pageNo: z._default(checked(z.coerce.number(), z.int(), z.gte(1), z.lte(10_000)), 1),
  pageSize: z._default(checked(z.coerce.number(), z.int(), z.gte(1), z.lte(100)), 20),
  language: z._default(checked(z.string(), z.maxLength(8)), 'EN'),
});
export type GameListQuery = z.infer<typeof gameListQuerySchema>;
export const gameListValueSchema = z.object({
  games: z.array(gameSchema),
  pageNo: z.int(),
  pageSize: z.int(),
  total: z.int(),
  totalPages: z.int(),
});
export type GameListValue = z.infer<typeof gameListValueSchema>;

export const hotGamesQuerySchema = z.object({
  merchantCode: z.optional(checked(z.string(), z.maxLength(40))),
  isPlatform: z._default(checked(z.coerce.number(), z.int()), 2),
  platform: z._default(checked(z.string(), z.maxLength(60)), 'flash,html5-desktop'),
  language: z._default(checked(z.string(), z.maxLength(8)), 'EN'),
});
export const hotGamesValueSchema = z.object({ list: z.array(gameSchema) });
