import * as z from 'zod/mini';
import { betStatuses, profitPeriods } from './bets.ts';
import { checked } from './checked.ts';

/*
 * What the betting record and personal loss take (bets.ts has the paths and answers). Apart, like
 * wallet-requests.ts, because only the server parses them: the site builds its queries from the types.
 */

/** A day of the brand's time zone; an impossible date (2026-02-30) is refused by the server. */
const dateSchema = checked(z.string(), z.regex(/^\d{4}-\d{2}-\d{2}$/));
/* @__NO_SIDE_EFFECTS__ */
function pageNumber(max: number, fallback: number) {
  return z._default(checked(z.coerce.number(), z.int(), z.gte(1), z.lte(max)), fallback);
}

export const betHistoryQuerySchema = z.object({
  /** Days of the brand's time zone (GMT+8 for the demo), both ends included; absent: unbounded. */
  startDate: z.optional(dateSchema),
  endDate: z.optional(dateSchema),
  /** A game category (RNG, BGS, LOTT, ...); empty or absent for all. */
  gameType: z.optional(checked(z.string(), z.regex(/^[A-Z]{0,16}$/))),
  /** A vendor code (PG, BGS, TCG_LOTTO_VN, ...); empty or absent for all. */
  vendor: z.optional(checked(z.string(), z.regex(/^[A-Za-z0-9_-]{0,32}$/))),
  status: z.optional(z.enum(betStatuses)),
  /** One round (the account record links its game movements here); empty or absent for all. */
  round: z.optional(checked(z.string(), z.regex(/^[\x21-\x7e]{0,100}$/))),
  pageNo: pageNumber(10_000, 1),
  pageSize: pageNumber(100, 20),
  /** Of the game names (the product description's codes: EN, PT-BR, ...). */
  language: z._default(checked(z.string(), z.maxLength(8)), 'EN'),
});
export type BetHistoryFilters = z.output<typeof betHistoryQuerySchema>;
/** What the site sends: any of the filters; the server fills in the defaults. */
export type BetHistoryQuery = Partial<BetHistoryFilters>;

/** `custom` needs both dates; the other periods ignore them. */
export const profitQuerySchema = z.object({
  period: z._default(z.enum(profitPeriods), 'today'),
  startDate: z.optional(dateSchema),
  endDate: z.optional(dateSchema),
});
export type ProfitFilters = z.output<typeof profitQuerySchema>;
export type ProfitQuery = Partial<ProfitFilters>;
