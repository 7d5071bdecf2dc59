import * as z from 'zod/mini';
import { checked } from './checked.ts';
import { gameCategorySchema, gameListValueSchema } from './games.ts';

/**
 * Product §7 game launch and recent games. Launching needs a real account (a visitor: 401
 * `not_logged_in`; a trial account: 403 `in_need_true_account`); recent games need any session.
 */
export const gameLaunchPaths = {
  launchFB: '/wps/relay/GCS_gameLaunchFB',
  launchGame: '/wps/game/launchGame',
  recentGame: '/wps/relay/GCS_recentGame',
} as const;

const code = checked(z.string(), z.trim(), z.minLength(1), z.maxLength(80));

/**
 * The game is named by `nodeId`, or by `vassalage` (the vendor) with `gameCode`. A vendor entered
 * directly (a sports book, a cockfight arena) is launched with `vassalage` alone, and `gameType` when
 * the vendor serves several categories: its lobby game, or its first game of that type, starts. The
 * site's other fields (platform, clientType, merchant) are accepted and not needed.
 */
export const gameLaunchRequestSchema = z.object({
  nodeId: z.optional(code),
  vassalage: z.optional(code),
  gameCode: z.optional(code),
  gameType: z.optional(gameCategorySchema),
  language: z._default(checked(z.string(), z.maxLength(8)), 'EN'),
  platform: z.optional(checked(z.string(), z.maxLength(60))),
  clientType: z.optional(checked(z.coerce.number(), z.int())),
  merchant: z.optional(checked(z.string(), z.maxLength(40))),
  merchantCode: z.optional(checked(z.string(), z.maxLength(40))),
});
export type GameLaunchRequest = z.infer<typeof gameLaunchRequestSchema>;

/**
 * `url` is where the game runs (the site shows it in /seamless): the provider's page, prefixed with
 * a game-launch CDN the server chose at random from the brand's `launchGameCDNs` (product §9; an empty
 * entry means this origin, so the demo answers a path). The player token inside is the provider's,
 * good for this game only.
 */
export const gameLaunchValueSchema = z.object({
  url: z.string(),
  nodeId: z.string(),
  vassalage: z.string(),
  gameCode: z.string(),
  gameType: gameCategorySchema,
  gameName: z.string(),
});
export type GameLaunchValue = z.infer<typeof gameLaunchValueSchema>;

/** Product §7: page 1, pageSize 20, gameType, language, clientType 3; newest launch first. */
export const recentGameQuerySchema = z.object({
  page: z._default(checked(z.coerce.number(), z.int(), z.gte(1), z.lte(10_000)), 1),
  pageSize: z._default(checked(z.coerce.number(), z.int(), z.gte(1), z.lte(100)), 20),
  gameType: z.optional(gameCategorySchema),
  language: z._default(checked(z.string(), z.maxLength(8)), 'EN'),
  clientType: z._default(checked(z.coerce.number(), z.int()), 3),
  platform: z.optional(checked(z.string(), z.maxLength(60))),
  merchant: z.optional(checked(z.string(), z.maxLength(40))),
});
export type RecentGameQuery = z.infer<typeof recentGameQuerySchema>;

/** The game list's shape (GCSGAME_gameList), so the same grid shows it; `pageNo` echoes `page`. */
export const recentGameValueSchema = gameListValueSchema;
export type RecentGameValue = z.infer<typeof recentGameValueSchema>;
