import * as z from 'zod/mini';
import { checked } from './checked.ts';
import { gameCategories, gameCategorySchema } from './games.ts';

/*
 * ODSFE2_getWinnerBoard (product §7: gameCategory ALL, language, limitNum 20; value.list; path in
 * games.ts). Built from real rounds only: settled rounds whose payout beat the stake, newest first.
 * Product §3 'Winner board entry: vo with winAmount, game, name and others': each item wraps its
 * fields in `vo`.
 */

/** Product §9 'winner board limit 20'. */
export const maxWinnerBoardEntries = 20;

export const winnerBoardQuerySchema = z.object({
  gameCategory: z._default(z.enum(['ALL', ...gameCategories]), 'ALL'),
  language: z._default(checked(z.string(), z.maxLength(8)), 'EN'),
  limitNum: z._default(
    checked(z.coerce.number(), z.int(), z.gte(1), z.lte(maxWinnerBoardEntries)),
    maxWinnerBoardEntries,
  ),
});
export type WinnerBoardQuery = z.infer<typeof winnerBoardQuerySchema>;

/** Amounts in minor units of `currency`. */
export const winnerSchema = z.object({
  /** The winner's account, masked ('player01' → 'pl***01'). */
  name: z.string(),
  /** The game's name in the asked language (its code when the catalogue no longer has it). */
  game: z.string(),
  gameType: gameCategorySchema,
  vassalage: z.string(),
  gameCode: z.string(),
  /** The catalogue node, for opening the game; null when the catalogue no longer has it. */
  nodeId: z.nullable(z.string()),
  currency: z.string(),
  betAmount: z.int(),
  payout: z.int(),
  /** What the round won beyond its stake: payout − betAmount, always above 0. */
  winAmount: z.int(),
  /** When the round settled, ISO 8601. */
  winTime: z.string(),
});
export type Winner = z.infer<typeof winnerSchema>;

export const winnerBoardValueSchema = z.object({ list: z.array(z.object({ vo: winnerSchema })) });
export type WinnerBoardValue = z.infer<typeof winnerBoardValueSchema>;
