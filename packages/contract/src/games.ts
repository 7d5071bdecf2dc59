import { z } from 'zod';

/** Game categories of spec §1; category routes are /{category lowercase}. */
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

/** Home lobby section order (spec §2). ESPORTS, LOTT and COCKFIGHT only when the lobby rule permits. */
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

export const vendorCardSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: gameCategorySchema,
  iconUrl: z.string(),
  lagerIcon: z.string(),
  /** VASSALAGE: a provider group whose games open in a popup list; GAME: launches directly. */
  isGame: z.enum(['VASSALAGE', 'GAME']),
  gameCount: z.number().int(),
});
export type VendorCard = z.infer<typeof vendorCardSchema>;

export const laneSchema = z.object({
  title: gameCategorySchema,
  cards: z.record(z.string(), vendorCardSchema),
});
export type Lane = z.infer<typeof laneSchema>;

export const newGameVendorQuerySchema = z.object({
  platform: z.string().max(40).default('html5-desktop'),
  language: z.string().max(8).default('EN'),
});
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
  clientType: z.coerce.number().int().default(3),
  platform: z.string().max(40).optional(),
  merchant: z.string().max(40).optional(),
  gameType: gameCategorySchema.optional(),
  vassalage: z.string().max(40).optional(),
  name: z.string().trim().max(60).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  language: z.string().max(8).default('EN'),
});
export type GameListQuery = z.infer<typeof gameListQuerySchema>;
export const gameListValueSchema = z.object({
  games: z.array(gameSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type GameListValue = z.infer<typeof gameListValueSchema>;

export const hotGamesQuerySchema = z.object({
  merchantCode: z.string().max(40).optional(),
  isPlatform: z.coerce.number().int().default(2),
  platform: z.string().max(60).default('flash,html5-desktop'),
  language: z.string().max(8).default('EN'),
});
export const hotGamesValueSchema = z.object({ list: z.array(gameSchema) });
