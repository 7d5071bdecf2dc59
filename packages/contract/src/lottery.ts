import * as z from 'zod/mini';
import { checked } from './checked.ts';
import { lotteryMenuGameSchema, lotteryTypeSchema, prizeModeSchema } from './lottery-menus.ts';

/*
 * The lottery (product §7 'Lottery', docs/games/lottery.md): draws ('numeros') of the lottery games on a
 * fixed calendar, bets on the open draw, results with their provably-fair seed. The product description's paths are
 * kept where it names them; the betting screen's other calls are ours, under the same /lotto/lgw prefix.
 *
 * Games are named by `gameCode`, as the lottery views receive it (`/lottery?gameCode=`); codes are
 * unique among the drawn games, and `vassalage` (the vendor) may be added to be explicit. Times are ISO
 * strings; every answer that shows a countdown carries `serverTime`, so a page can correct its clock.
 * Odds are decimal (stake included, at most two decimals): a win pays floor(stake × odds).
 */
export const lotteryPaths = {
  /** Public: the VN area's menus, the drawn games by lottery type with their calendar. */
  vnGameMenu: '/lgw/vn/games/game_menu',
  /** Any session: the lottery games the member played or opened last. */
  vnRecentGames: '/lgw/vn/games/game_menu/recent',
  /** Public: the past draws of a game with results and seeds, newest first (or one draw by numero). */
  openedNumeros: '/lgw/vn/numeros/opened/game',
  /** Public: the draw now open for betting, with its closing time and the server's time. */
  openNumero: '/lotto/lgw/games/opened/numero',
  /** Public: a game's rules: result format, bet types with odds, stake limits. */
  gameDetail: '/lotto/lgw/games/detail',
  /** Real accounts: places a ticket of bets on the open draw (POST). */
  placeBets: '/lotto/lgw/bets',
  /** Real accounts: the member's bets, open and settled, newest first. */
  myBets: '/lotto/lgw/bets/history',
  /** Real accounts: the lobby launch (product §7 'lobby launch'); answers the lottery view's address. */
  launch: '/lotto/lgw/launch',
} as const;

const gameCode = checked(z.string(), z.trim(), z.minLength(1), z.maxLength(80));
const vassalage = checked(z.string(), z.trim(), z.minLength(1), z.maxLength(40));
const language = z._default(checked(z.string(), z.maxLength(8)), 'EN');
/** yyyymmdd-NNNN: the draw's day in the game's calendar and its number within that day. */
export const numeroPattern = /^\d{8}-\d{4}$/;
const numero = checked(z.string(), z.regex(numeroPattern));
const page = z._default(checked(z.coerce.number(), z.int(), z.gte(1), z.lte(10_000)), 1);
const isoTime = z.string();

/** The game a call is about. */
const gameQuery = { gameCode, vassalage: z.optional(vassalage) };

// -------------------------------------------------------------------------------------------------
// Menus

export const vnGameMenuQuerySchema = z.object({
  prizeMode: z.optional(prizeModeSchema),
  /** Product §7 sends device WEB; every device gets the same menus. */
  device: z.optional(checked(z.string(), z.maxLength(16))),
  language,
});
export type VnGameMenuQuery = z.infer<typeof vnGameMenuQuerySchema>;

/** A drawn game: its catalogue entry, its calendar and the draw open now (computed from the calendar). */
/* Spread rather than z.extend: see lotteryMenuGameSchema. */
export const drawnGameSchema = z.object({
  ...lotteryMenuGameSchema.shape,
  drawIntervalSeconds: z.int(),
  closeSeconds: z.int(),
  numero: z.string(),
  closesAt: isoTime,
  drawsAt: isoTime,
});
export type DrawnGame = z.infer<typeof drawnGameSchema>;

export const vnGameMenuValueSchema = z.object({
  serverTime: isoTime,
  /** In the operator's type order; a type without a drawn game is left out. */
  gameMenus: z.array(
    z.object({ lotteryType: lotteryTypeSchema, name: z.string(), games: z.array(drawnGameSchema) }),
  ),
});
export type VnGameMenuValue = z.infer<typeof vnGameMenuValueSchema>;

export const vnRecentGamesQuerySchema = z.object({
  pageSize: z._default(checked(z.coerce.number(), z.int(), z.gte(1), z.lte(50)), 20),
  device: z.optional(checked(z.string(), z.maxLength(16))),
  language,
});
export type VnRecentGamesQuery = z.infer<typeof vnRecentGamesQuerySchema>;

/** Newest first: a bet or a lobby launch counts as playing the game. A trial account's list is empty. */
export const vnRecentGamesValueSchema = z.object({ games: z.array(drawnGameSchema) });
export type VnRecentGamesValue = z.infer<typeof vnRecentGamesValueSchema>;

// -------------------------------------------------------------------------------------------------
// Draws

/**
 * OPEN: betting open; CLOSED: betting closed, result not yet drawn; DRAWN: result published, bets
 * being settled; SETTLED: every bet settled; CANCELLED: the draw could not take place (the game was
 * disabled) and its bets were refunded.
 */
export const drawStatuses = ['OPEN', 'CLOSED', 'DRAWN', 'SETTLED', 'CANCELLED'] as const;
export const drawStatusSchema = z.enum(drawStatuses);
export type DrawStatus = z.infer<typeof drawStatusSchema>;

export const drawSchema = z.object({
  numero: z.string(),
  status: drawStatusSchema,
  opensAt: isoTime,
  closesAt: isoTime,
  drawsAt: isoTime,
  /** SHA-256 (hex) of the seed, published when the draw opens. */
  seedHash: z.string(),
  /** The seed (64 hex digits), published with the result; null before. */
  seed: z.nullable(z.string()),
  /** The drawn numbers in draw order (see docs/games/lottery.md for each type); null before. */
  result: z.nullable(z.array(z.int())),
  /** What the result means for the bets (sum, BIG/SMALL, ODD/EVEN, colour...), by lottery type. */
  summary: z.nullable(z.record(z.string(), z.union([z.string(), z.number()]))),
  drawnAt: z.nullable(isoTime),
});
export type Draw = z.infer<typeof drawSchema>;

export const openedNumerosQuerySchema = z.object({
  ...gameQuery,
  /** One draw, whatever its status (its seed stays hidden until it is drawn). */
  numero: z.optional(numero),
  page,
  pageSize: z._default(checked(z.coerce.number(), z.int(), z.gte(1), z.lte(50)), 10),
});
export type OpenedNumerosQuery = z.infer<typeof openedNumerosQuerySchema>;

/** Drawn and cancelled draws, newest first. */
export const openedNumerosValueSchema = z.object({
  gameCode: z.string(),
  vassalage: z.string(),
  lotteryType: lotteryTypeSchema,
  list: z.array(drawSchema),
  pageNo: z.int(),
  pageSize: z.int(),
  total: z.int(),
  totalPages: z.int(),
});
export type OpenedNumerosValue = z.infer<typeof openedNumerosValueSchema>;

export const openNumeroQuerySchema = z.object(gameQuery);
export type OpenNumeroQuery = z.infer<typeof openNumeroQuerySchema>;

/** The draw open for betting now (closing at `closesAt`), and the last drawn one. */
export const openNumeroValueSchema = z.object({
  gameCode: z.string(),
  vassalage: z.string(),
  lotteryType: lotteryTypeSchema,
  serverTime: isoTime,
  current: drawSchema,
  last: z.nullable(drawSchema),
});
export type OpenNumeroValue = z.infer<typeof openNumeroValueSchema>;

// -------------------------------------------------------------------------------------------------
// Rules

/** The choices of BIG/SMALL, ODD/EVEN and colour bets. */
export const betChoices = ['BIG', 'SMALL', 'ODD', 'EVEN', 'RED', 'BLUE', 'GREEN'] as const;
export const betChoiceSchema = z.enum(betChoices);
export type BetChoice = z.infer<typeof betChoiceSchema>;

/**
 * A bet type and how its selection is made. `positions` > 0: pick a position 1..positions. `pick`: pick
 * between `min` and `max` numbers from `from`..`to` (distinct unless `repeats`; kept in the order given
 * when `ordered`, else sorted). `choices`: pick one of them. Odds are keyed by `oddsBy`: ALL '*', CHOICE
 * the choice, NUMBER the (single) number picked, PICK how many numbers were picked.
 */
export const betTypeSchema = z.object({
  betType: z.string(),
  positions: z.int(),
  pick: z.nullable(
    z.object({
      min: z.int(),
      max: z.int(),
      from: z.int(),
      to: z.int(),
      repeats: z.boolean(),
      ordered: z.boolean(),
    }),
  ),
  choices: z.array(betChoiceSchema),
  oddsBy: z.enum(['ALL', 'CHOICE', 'NUMBER', 'PICK']),
  odds: z.record(z.string(), z.number()),
});
export type BetTypeInfo = z.infer<typeof betTypeSchema>;

export const gameDetailQuerySchema = z.object({ ...gameQuery, language });
export type GameDetailQuery = z.infer<typeof gameDetailQuerySchema>;

export const gameDetailValueSchema = z.object({
  game: drawnGameSchema,
  /** The result: `count` numbers from `min`..`max`, distinct or not (LHC: the last is the special). */
  result: z.object({ count: z.int(), min: z.int(), max: z.int(), distinct: z.boolean() }),
  betTypes: z.array(betTypeSchema),
  /**
   * Minor units. `maxStakePerDraw` counts every bet of the member on one draw; `maxPayout` is the most
   * one bet may win (floor(stake × odds)): a bet that could win more is refused.
   */
  limits: z.object({
    minStake: z.int(),
    maxStake: z.int(),
    maxStakePerDraw: z.int(),
    maxPayout: z.int(),
    maxBetsPerTicket: z.int(),
  }),
  /** The house edge the odds are set from; rounding the odds down makes each bet's edge at least this. */
  houseEdgePercent: z.number(),
  currency: z.string(),
});
export type GameDetailValue = z.infer<typeof gameDetailValueSchema>;

// -------------------------------------------------------------------------------------------------
// Bets

export const maxBetsPerTicket = 20;

export const selectionSchema = z.object({
  position: z.optional(checked(z.number(), z.int(), z.gte(1), z.lte(99))),
  numbers: z.optional(
    checked(z.array(checked(z.number(), z.int(), z.gte(0), z.lte(99))), z.minLength(1), z.maxLength(11)),
  ),
  choice: z.optional(betChoiceSchema),
});
export type Selection = z.infer<typeof selectionSchema>;

export const placeBetSchema = z.object({
  ...selectionSchema.shape,
  betType: checked(z.string(), z.regex(/^[A-Z0-9_]{1,32}$/)),
  /** Minor units; the limits are the game detail's. */
  stake: checked(z.number(), z.int(), z.gte(1), z.lte(1_000_000_000_000)),
});
export type PlaceBet = z.infer<typeof placeBetSchema>;

/**
 * One ticket on the open draw, all or nothing: if a stake cannot be taken, those already taken are
 * returned. `requestId` (8–64 letters, digits, `-`, `_`; one per ticket, kept while retrying) makes a
 * repeat answer what the first call answered; another ticket under the same id is 409.
 */
export const placeBetsRequestSchema = z.object({
  ...gameQuery,
  /** The open draw the member saw; a draw that has closed meanwhile is refused. */
  numero,
  requestId: checked(z.string(), z.minLength(8), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/)),
  bets: checked(z.array(placeBetSchema), z.minLength(1), z.maxLength(maxBetsPerTicket)),
});
export type PlaceBetsRequest = z.infer<typeof placeBetsRequestSchema>;

/** OPEN until the draw settles it; REFUNDED when its stake was returned (a cancelled draw). */
export const betStatuses = ['OPEN', 'WON', 'LOST', 'PUSH', 'REFUNDED'] as const;
export const betStatusSchema = z.enum(betStatuses);
export type BetStatus = z.infer<typeof betStatusSchema>;

export const betSchema = z.object({
  /** The round id in the betting record. */
  betId: z.string(),
  gameCode: z.string(),
  vassalage: z.string(),
  lotteryType: lotteryTypeSchema,
  numero: z.string(),
  betType: z.string(),
  selection: selectionSchema,
  odds: z.number(),
  stake: z.int(),
  /** What the bet returned (0 while open or lost; the stake for a push). */
  payout: z.int(),
  status: betStatusSchema,
  placedAt: isoTime,
  settledAt: z.nullable(isoTime),
  drawsAt: isoTime,
  result: z.nullable(z.array(z.int())),
});
export type Bet = z.infer<typeof betSchema>;

export const placeBetsValueSchema = z.object({
  gameCode: z.string(),
  numero: z.string(),
  requestId: z.string(),
  bets: z.array(betSchema),
  /** The main wallet after the stakes. */
  balance: z.int(),
});
export type PlaceBetsValue = z.infer<typeof placeBetsValueSchema>;

export const myBetsQuerySchema = z.object({
  gameCode: z.optional(gameCode),
  vassalage: z.optional(vassalage),
  status: z._default(z.enum(['ALL', 'OPEN', 'SETTLED']), 'ALL'),
  page,
  pageSize: z._default(checked(z.coerce.number(), z.int(), z.gte(1), z.lte(100)), 20),
});
export type MyBetsQuery = z.infer<typeof myBetsQuerySchema>;

export const myBetsValueSchema = z.object({
  list: z.array(betSchema),
  pageNo: z.int(),
  pageSize: z.int(),
  total: z.int(),
  totalPages: z.int(),
});
export type MyBetsValue = z.infer<typeof myBetsValueSchema>;

// -------------------------------------------------------------------------------------------------
// Lobby launch

/** Product §7: lottoArea VN, launchMode LOTT, lottoPrizeMode, lottoGameCode, lottoView, device, backUrl. */
export const lotteryLaunchRequestSchema = z.object({
  lottoArea: z._default(z.enum(['VN']), 'VN'),
  launchMode: z._default(z.enum(['LOTT']), 'LOTT'),
  lottoPrizeMode: z.optional(prizeModeSchema),
  /** The game to open; none opens the lobby. */
  lottoGameCode: z.optional(gameCode),
  lottoView: z._default(z.enum(['betting', 'lobby']), 'lobby'),
  device: z.optional(checked(z.string(), z.maxLength(16))),
  /** Where the view's back button goes: a path on this site (anything else is ignored). */
  backUrl: z.optional(checked(z.string(), z.maxLength(512))),
  language,
});
export type LotteryLaunchRequest = z.infer<typeof lotteryLaunchRequestSchema>;

/** `url` is the site's lottery view: /vnLottery, /seaLottery or /lottery (product §4 'Game launch'). */
export const lotteryLaunchValueSchema = z.object({
  url: z.string(),
  gameCode: z.nullable(z.string()),
  view: z.enum(['betting', 'lobby']),
});
export type LotteryLaunchValue = z.infer<typeof lotteryLaunchValueSchema>;
