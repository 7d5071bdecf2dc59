import * as z from 'zod/mini';
import { checked } from './checked.ts';
import { gameCategorySchema, gameSchema } from './games.ts';

/*
 * Favourites (product §3 'Favourite entry', §4 'Favourites', §7): paths in games.ts (favouritesPaths).
 * Apart from games.ts so that the lazy screens using them do not pull these schemas into the home
 * route's first download (docs/decisions.md, Contract).
 */

/** How many favourites a member may keep: the product description's favourites page (999) shows them all at once. */
export const maxFavourites = 999;

export const nodeIdSchema = checked(z.string(), z.trim(), z.minLength(1), z.maxLength(80));

/**
 * MCSFE_addFavoriteGameV2. `vendor` and `gameType` come along from the site's store action (product §7);
 * the catalogue's own values are what count, so they are only checked for size.
 */
export const addFavouriteRequestSchema = z.object({
  nodeId: nodeIdSchema,
  vendor: z.optional(checked(z.string(), z.maxLength(40))),
  gameType: z.optional(checked(z.string(), z.maxLength(20))),
});
export type AddFavouriteRequest = z.infer<typeof addFavouriteRequestSchema>;

/** MCSFE_removeFavoriteGameV2 (DELETE): nodeId in the JSON body or the query string. */
export const removeFavouriteRequestSchema = z.object({ nodeId: nodeIdSchema });
export type RemoveFavouriteRequest = z.infer<typeof removeFavouriteRequestSchema>;

/** MCSFE_getFavoriteGames, and what add and remove answer: the member's node ids, newest first. */
export const favouriteIdsValueSchema = z.array(z.string());
export type FavouriteIdsValue = z.infer<typeof favouriteIdsValueSchema>;

/** MCSFE_getFavoriteGamesList (product §7: clientType 3, platform flash, pageNo 1, pageSize 999, gameType). */
export const favouriteListQuerySchema = z.object({
  clientType: z._default(checked(z.coerce.number(), z.int()), 3),
  platform: z.optional(checked(z.string(), z.maxLength(40))),
  /** A category, HOT for the hot ones; none for every favourite. */
  gameType: z.optional(gameCategorySchema),
  pageNo: z._default(checked(z.coerce.number(), z.int(), z.gte(1), z.lte(10_000)), 1),
  pageSize: z._default(checked(z.coerce.number(), z.int(), z.gte(1), z.lte(maxFavourites)), maxFavourites),
  language: z._default(checked(z.string(), z.maxLength(8)), 'EN'),
});
export type FavouriteListQuery = z.infer<typeof favouriteListQuerySchema>;

/** Product §3 'Favourite list': content (GCSGAME_gameList's game items), pageNum, totalPages; plus total. */
export const favouriteListValueSchema = z.object({
  content: z.array(gameSchema),
  pageNum: z.int(),
  totalPages: z.int(),
  total: z.int(),
});
export type FavouriteListValue = z.infer<typeof favouriteListValueSchema>;
