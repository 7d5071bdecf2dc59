import * as z from 'zod/mini';
import { checked } from './checked.ts';
import { gameCategorySchema } from './games.ts';

/*
 * GCSGAME_getVassGameType (product §7; path in games.ts): the game types one vendor (vassalage) offers,
 * e.g. PG: RNG and FISH. A /rng?vassalage= or /fish?vassalage= page uses it to offer the vendor's
 * other categories. The product description shows no answer; this one follows the vendor lanes of GCSGAME_newGameVendor.
 */

export const vendorGameTypesQuerySchema = z.object({
  vassalage: checked(z.string(), z.trim(), z.minLength(1), z.maxLength(40)),
  platform: z.optional(checked(z.string(), z.maxLength(60))),
  language: z._default(checked(z.string(), z.maxLength(8)), 'EN'),
});
export type VendorGameTypesQuery = z.infer<typeof vendorGameTypesQuerySchema>;

export const vendorGameTypeSchema = z.object({
  gameType: gameCategorySchema,
  /** As on the vendor's lane card: VASSALAGE opens a popup list, GAME enters directly. */
  isGame: z.enum(['VASSALAGE', 'GAME']),
  /** Enabled games of the vendor in this category (never 0: empty categories are left out). */
  gameCount: z.int(),
});
export type VendorGameType = z.infer<typeof vendorGameTypeSchema>;

/** The categories in lobby order (product §2); HOT is not a vendor category and never appears. */
export const vendorGameTypesValueSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  list: z.array(vendorGameTypeSchema),
});
export type VendorGameTypesValue = z.infer<typeof vendorGameTypesValueSchema>;
