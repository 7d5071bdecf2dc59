import * as z from 'zod/mini';

/**
 * The member's own game rounds (the `bets` table: one row per round of every provider): the betting
 * record (member-centre page personalHistoryCopy) and personal loss (personalProfit). The paths are
 * ours, relays like the account record's (docs/decisions.md, Games). Both need a real account (a
 * visitor: 401; a trial account: 403 `in_need_true_account`) and only ever read the caller's rounds.
 * Money is in minor units; win/loss and profit are the member's: payout − stake (above 0: a win).
 * The requests are in bets-requests.ts (only the server parses them).
 */
export const betPaths = {
  /** The betting record: the member's rounds, filtered, newest first, paged, with totals. */
  history: '/wps/relay/MCSFE_betHistory',
  /** Personal loss: settled rounds of a period, by game type and vendor, with the grand total. */
  profit: '/wps/relay/MCSFE_personalProfit',
} as const;

/** OPEN: the stake is taken and the round goes on; SETTLED: paid (or lost); ROLLED_BACK: stake returned. */
export const betStatuses = ['OPEN', 'SETTLED', 'ROLLED_BACK'] as const;
export type BetStatus = (typeof betStatuses)[number];

/**
 * Personal loss periods, days of the brand's time zone: today, yesterday, this week (from Monday),
 * this month and last month; `custom` takes startDate and endDate (both included).
 */
export const profitPeriods = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'lastMonth', 'custom'] as const;
export type ProfitPeriod = (typeof profitPeriods)[number];

/**
 * What the provider's verify page (/provider/verify) needs besides the seeds, for a round it can
 * recompute (the in-house games): which game, and the bet's parameters.
 */
export const betVerifySchema = z.object({
  game: z.string(),
  mines: z.nullable(z.int()),
  direction: z.nullable(z.string()),
  /** Hundredths, as the game takes it. */
  target: z.nullable(z.int()),
});
export type BetVerify = z.infer<typeof betVerifySchema>;

/** A round's provably-fair data, whatever the provider called its fields. */
export const betFairnessSchema = z.object({
  /** The commitment published before the round. */
  serverSeedHash: z.string(),
  /** The server seed once revealed (in-house games: after the player rotated the seed pair). */
  serverSeed: z.nullable(z.string()),
  clientSeed: z.nullable(z.string()),
  nonce: z.nullable(z.int()),
  /** Null when the provider has no verify page for the round. */
  verify: z.nullable(betVerifySchema),
});
export type BetFairness = z.infer<typeof betFairnessSchema>;

/** One line of what the round showed; known keys are translated by the site, values are as written. */
export const betDetailItemSchema = z.object({ key: z.string(), value: z.string() });
export type BetDetailItem = z.infer<typeof betDetailItemSchema>;

export const betRecordSchema = z.object({
  id: z.int(),
  /** The provider's round id. */
  roundId: z.string(),
  vendorCode: z.string(),
  vendorName: z.string(),
  gameCode: z.string(),
  /** In the requested language (falling back to English, then to the game code). */
  gameName: z.string(),
  /** The game's category (RNG, LIVE, BGS, LOTT, ...). */
  gameType: z.string(),
  stake: z.int(),
  payout: z.int(),
  /** payout − stake. */
  winLoss: z.int(),
  status: z.enum(betStatuses),
  /** ISO 8601. */
  placedAt: z.string(),
  settledAt: z.nullable(z.string()),
  fairness: z.nullable(betFairnessSchema),
  /** A short account of the round (at most 10 lines). */
  detail: z.array(betDetailItemSchema),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const betTotalsSchema = z.object({
  count: z.int(),
  stake: z.int(),
  payout: z.int(),
  winLoss: z.int(),
});
export type BetTotals = z.infer<typeof betTotalsSchema>;

/** A vendor for the filter, with the game types it serves (the site narrows the list by type). */
export const betVendorSchema = z.object({
  code: z.string(),
  name: z.string(),
  gameTypes: z.array(z.string()),
});
export type BetVendor = z.infer<typeof betVendorSchema>;

export const betHistoryValueSchema = z.object({
  list: z.array(betRecordSchema),
  pageNo: z.int(),
  pageSize: z.int(),
  total: z.int(),
  totalPages: z.int(),
  /** Of every round the filters match, not only this page. */
  totals: betTotalsSchema,
  /** Filter choices: the game types and vendors of the catalogue. */
  gameTypes: z.array(z.string()),
  vendors: z.array(betVendorSchema),
});
export type BetHistoryValue = z.infer<typeof betHistoryValueSchema>;

/** Stake, payout, profit (payout − stake, the member's) and the number of rounds. */
export const profitFigures = {
  stake: z.int(),
  payout: z.int(),
  profit: z.int(),
  rounds: z.int(),
};

export const profitVendorSchema = z.object({
  vendorCode: z.string(),
  vendorName: z.string(),
  ...profitFigures,
});
export type ProfitVendor = z.infer<typeof profitVendorSchema>;

export const profitCategorySchema = z.object({
  gameType: z.string(),
  ...profitFigures,
  vendors: z.array(profitVendorSchema),
});
export type ProfitCategory = z.infer<typeof profitCategorySchema>;

export const profitValueSchema = z.object({
  period: z.enum(profitPeriods),
  /** The days the period covered (YYYY-MM-DD, brand time zone, both included). */
  startDate: z.string(),
  endDate: z.string(),
  /** Game types with settled rounds in the period, in the lobby's category order. */
  categories: z.array(profitCategorySchema),
  total: z.object(profitFigures),
});
export type ProfitValue = z.infer<typeof profitValueSchema>;
