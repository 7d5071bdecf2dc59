import * as z from 'zod/mini';
import { checked } from './checked.ts';
import { gameSchema } from './games.ts';

/*
 * /lgw/games/game_menus (product §7; path in games.ts): the lottery view's menus (product §3 'Lottery
 * menus: gameMenus'). The catalogue's LOTT and ELOTT games grouped by lottery type (product §3: 11X5, LF,
 * LHC, PK10, SSC), each game with its prize mode. Vendor lobbies (a vendor's 'lobby' entry) belong to
 * no lottery type and are not on the menus. The draws themselves are the lottery engine's.
 */

export const lotteryTypes = ['11X5', 'LF', 'LHC', 'PK10', 'SSC'] as const;
export const lotteryTypeSchema = z.enum(lotteryTypes);
export type LotteryType = z.infer<typeof lotteryTypeSchema>;

/** Product §3 'Prize modes': ModeLott=LOTT, ModeZy=ZY, ModeElott=ELOTT, ModeSea=SEA. */
export const prizeModes = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export const prizeModeSchema = z.enum(prizeModes);
export type PrizeMode = z.infer<typeof prizeModeSchema>;

export const lotteryMenusQuerySchema = z.object({
  /** Only the games of one prize mode; none for all. */
  prizeMode: z.optional(prizeModeSchema),
  /** Product §7 sends device WEB on the lottery calls; every device gets the same menus. */
  device: z.optional(checked(z.string(), z.maxLength(16))),
  language: z._default(checked(z.string(), z.maxLength(8)), 'EN'),
});
export type LotteryMenusQuery = z.infer<typeof lotteryMenusQuerySchema>;

/*
 * The game's fields spread into a new object rather than z.extend(gameSchema, ...), as game-rooms.ts
 * does: the same schema, but z.extend would be kept in the site's first download (zod lives there)
 * for the lottery's lazy chunk alone.
 */
export const lotteryMenuGameSchema = z.object({
  ...gameSchema.shape,
  lotteryType: lotteryTypeSchema,
  prizeMode: prizeModeSchema,
});
export type LotteryMenuGame = z.infer<typeof lotteryMenuGameSchema>;

export const lotteryMenuSchema = z.object({
  lotteryType: lotteryTypeSchema,
  /** The type's name in the asked language. */
  name: z.string(),
  games: z.array(lotteryMenuGameSchema),
});
export type LotteryMenu = z.infer<typeof lotteryMenuSchema>;

/** Menus in the operator's order; a type with no enabled game is left out. */
export const lotteryMenusValueSchema = z.object({ gameMenus: z.array(lotteryMenuSchema) });
export type LotteryMenusValue = z.infer<typeof lotteryMenusValueSchema>;
