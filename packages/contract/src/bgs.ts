import * as z from 'zod/mini';
import { checked } from './checked.ts';

/**
 * The in-house provider's games (BGS Originals: Lucky Lines, Dice, Mines), provably fair. Like the
 * vendor emulator (provider.ts), these are the provider's JSON calls, not the site's: a launch opens
 * `/provider/play/BGS/<game>?token=<provider token>` and the game page sends that token in the body of
 * every call (POST, so tokens stay out of access logs). Answers use the site's envelope, failures a
 * translated message key. Amounts are integers in minor units of the player's currency; multipliers
 * are integers in ten-thousandths (19 800 is 1.98×).
 *
 * Fairness: each player has a seed pair. The server seed (32 random bytes, hex) is shown only as its
 * SHA-256 until the player rotates the pair; the client seed is the player's; the nonce counts rounds.
 * A round's outcome is read from HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}`),
 * then `${clientSeed}:${nonce}:1`, `:2`, ... when more bytes are needed (docs/games/*.md).
 */
export const bgsPaths = {
  /** Everything the game screen needs to start: balance, stakes, rules, seeds, an open round. */
  state: '/provider/bgs/state',
  slotSpin: '/provider/bgs/slot/spin',
  diceRoll: '/provider/bgs/dice/roll',
  minesStart: '/provider/bgs/mines/start',
  minesReveal: '/provider/bgs/mines/reveal',
  minesCashout: '/provider/bgs/mines/cashout',
  /** Sets the client seed of the active pair; later rounds use it. */
  clientSeed: '/provider/bgs/seeds/client',
  /** Reveals the active server seed and starts a new pair at nonce 0. */
  rotateSeeds: '/provider/bgs/seeds/rotate',
  /** The player's rounds of every BGS game, newest first, with their fairness data. */
  rounds: '/provider/bgs/rounds',
  /** Public: recomputes an outcome from seeds and nonce (GET with a query string, or POST). */
  verify: '/provider/bgs/verify',
  /** Public: recomputes a recorded round once its server seed is revealed and compares. */
  verifyRound: '/provider/bgs/verify/round',
} as const;

export const bgsGames = ['slot', 'dice', 'mines'] as const;
export const bgsGameSchema = z.enum(bgsGames);
export type BgsGame = z.infer<typeof bgsGameSchema>;

export const bgsSlotSymbols = ['CHERRY', 'LEMON', 'ORANGE', 'PLUM', 'BELL', 'SEVEN', 'WILD', 'STAR'] as const;
export const bgsSlotSymbolSchema = z.enum(bgsSlotSymbols);
export type BgsSlotSymbol = z.infer<typeof bgsSlotSymbolSchema>;

export const diceDirections = ['under', 'over'] as const;
export const diceDirectionSchema = z.enum(diceDirections);
export type DiceDirection = z.infer<typeof diceDirectionSchema>;

/** Letters, digits, '.', '-' and '_', 1 to 32 of them (no ':', which separates the HMAC message). */
export const clientSeedPattern = /^[A-Za-z0-9._-]{1,32}$/;

/* ---------- Requests ---------- */

const token = checked(z.string(), z.minLength(16), z.maxLength(128));
/** One per play action (crypto.randomUUID()), kept while retrying: a repeat answers the same round. */
const requestId = checked(z.string(), z.regex(/^[A-Za-z0-9_-]{8,64}$/));
/** Checked by the server against the game's stake rules, to answer a translated message. */
const stake = z.number();

export const bgsTokenRequestSchema = z.object({ token });
export type BgsTokenRequest = z.infer<typeof bgsTokenRequestSchema>;

export const slotSpinRequestSchema = z.object({ token, requestId, stake });
export type SlotSpinRequest = z.infer<typeof slotSpinRequestSchema>;

/** `target` is in hundredths (50.50 is 5050); 'under' wins on roll < target, 'over' on roll > target. */
export const diceRollRequestSchema = z.object({
  token,
  requestId,
  stake,
  direction: diceDirectionSchema,
  target: z.number(),
});
export type DiceRollRequest = z.infer<typeof diceRollRequestSchema>;

export const minesStartRequestSchema = z.object({
  token,
  requestId,
  stake,
  mines: checked(z.number(), z.int(), z.gte(1), z.lte(24)),
});
export type MinesStartRequest = z.infer<typeof minesStartRequestSchema>;

/** Tiles are numbered 0 to 24, row by row from the top left. */
export const minesRevealRequestSchema = z.object({
  token,
  tile: checked(z.number(), z.int(), z.gte(0), z.lte(24)),
});
export type MinesRevealRequest = z.infer<typeof minesRevealRequestSchema>;

/** The client seed is checked by the server (clientSeedPattern), to answer 'client_seed_invalid'. */
export const clientSeedRequestSchema = z.object({ token, clientSeed: z.string() });
export type ClientSeedRequest = z.infer<typeof clientSeedRequestSchema>;

/** Without a client seed the new pair gets a random one. */
export const rotateSeedsRequestSchema = z.object({ token, clientSeed: z.optional(z.string()) });
export type RotateSeedsRequest = z.infer<typeof rotateSeedsRequestSchema>;

/* @__NO_SIDE_EFFECTS__ */
function pageNumber(max: number, fallback: number) {
  return z._default(checked(z.coerce.number(), z.int(), z.gte(1), z.lte(max)), fallback);
}

export const bgsRoundsRequestSchema = z.object({
  token,
  game: z.optional(bgsGameSchema),
  pageNo: pageNumber(10_000, 1),
  pageSize: pageNumber(50, 20),
});
export type BgsRoundsRequest = z.infer<typeof bgsRoundsRequestSchema>;

const hex64 = checked(z.string(), z.regex(/^[0-9a-f]{64}$/));
const nonce = checked(z.coerce.number(), z.int(), z.gte(0), z.lte(2_147_483_647));

/**
 * What to recompute. Dice: the roll, and with `direction` and `target` whether it won. Mines: the
 * mines for `mines` (required). Slot: no parameters. Numbers may come as strings (GET query).
 */
export const verifyRequestSchema = z.object({
  game: bgsGameSchema,
  serverSeed: hex64,
  clientSeed: checked(z.string(), z.regex(clientSeedPattern)),
  nonce,
  mines: z.optional(checked(z.coerce.number(), z.int(), z.gte(1), z.lte(24))),
  direction: z.optional(diceDirectionSchema),
  target: z.optional(checked(z.coerce.number(), z.int(), z.gte(0), z.lte(9999))),
});
export type VerifyRequest = z.infer<typeof verifyRequestSchema>;

export const verifyRoundRequestSchema = z.object({
  roundId: checked(z.string(), z.regex(/^[\x21-\x7e]{1,100}$/)),
});
export type VerifyRoundRequest = z.infer<typeof verifyRoundRequestSchema>;

/* ---------- Answers ---------- */

export const seedsViewSchema = z.object({
  /** SHA-256 (hex) of the active server seed: the commitment shown before play. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next round takes (the number of rounds played with this pair). */
  nonce: z.int(),
});
export type SeedsView = z.infer<typeof seedsViewSchema>;

/** One round's fairness data; `serverSeed` once the pair has been rotated, null before. */
export const roundFairnessSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.int(),
  serverSeed: z.nullable(z.string()),
});
export type RoundFairness = z.infer<typeof roundFairnessSchema>;

const cell = z.tuple([z.int(), z.int()]);

export const lineWinSchema = z.object({
  /** 0-based payline index into `rules.lines`. */
  line: z.int(),
  symbol: bgsSlotSymbolSchema,
  count: z.int(),
  /** Multiple of the line bet. */
  multiplier: z.int(),
  /** [reel, row] of the paying cells, left to right. */
  cells: z.array(cell),
});
export type LineWin = z.infer<typeof lineWinSchema>;

export const slotOutcomeSchema = z.object({
  /** Strip position shown in the top row, per reel. */
  stops: z.array(z.int()),
  /** window[reel][row], rows top to bottom. */
  window: z.array(z.array(bgsSlotSymbolSchema)),
  lineWins: z.array(lineWinSchema),
  scatterWin: z.nullable(
    z.object({
      symbol: bgsSlotSymbolSchema,
      count: z.int(),
      /** Multiple of the total bet. */
      multiplier: z.int(),
      cells: z.array(cell),
    }),
  ),
  /** The whole win in line bets: payout = line bet × this. */
  lineBetMultiplier: z.int(),
});
export type SlotOutcome = z.infer<typeof slotOutcomeSchema>;

export const diceOutcomeSchema = z.object({
  /** 0 to 9999: the roll in hundredths (4217 is 42.17). */
  roll: z.int(),
  direction: diceDirectionSchema,
  target: z.int(),
  won: z.boolean(),
  /** Ten-thousandths. */
  multiplier: z.int(),
  /** Winning rolls out of 10 000 (the win chance in hundredths of a percent). */
  winChance: z.int(),
});
export type DiceOutcome = z.infer<typeof diceOutcomeSchema>;

export const minesOutcomeSchema = z.object({
  mines: z.int(),
  /** Tiles in the order revealed; a busted round ends with the mine. */
  revealed: z.array(z.int()),
  /** The mines, once the round has ended; null while it is open. */
  mineTiles: z.nullable(z.array(z.int())),
  /** The multiplier for the safe tiles revealed (ten-thousandths; 0 when none or busted). */
  multiplier: z.int(),
});
export type MinesOutcome = z.infer<typeof minesOutcomeSchema>;

export const minesRoundViewSchema = z.object({
  roundId: z.string(),
  status: z.enum(['open', 'busted', 'cashed']),
  stake: z.int(),
  mines: z.int(),
  revealed: z.array(z.int()),
  /** The multiplier now (ten-thousandths): what cashing out pays, or paid; 0 when nothing to cash. */
  multiplier: z.int(),
  /** The multiplier the next safe tile would bring; null when the round is over or no tile is left. */
  nextMultiplier: z.nullable(z.int()),
  /** What cashing out pays now (open), or what the round paid (ended). */
  payout: z.int(),
  /** The mines, once the round has ended. */
  mineTiles: z.nullable(z.array(z.int())),
  /** The tile the call revealed, and whether it was a mine (null for start, cash-out and state). */
  lastTile: z.nullable(z.object({ tile: z.int(), mine: z.boolean() })),
  fairness: roundFairnessSchema,
});
export type MinesRoundView = z.infer<typeof minesRoundViewSchema>;

export const stakeRulesSchema = z.object({
  min: z.int(),
  max: z.int(),
  /** The stakes offered (the slot accepts only these); `default` is one of them. */
  levels: z.array(z.int()),
  default: z.int(),
});
export type StakeRules = z.infer<typeof stakeRulesSchema>;

export const slotRulesSchema = z.object({
  game: z.literal('slot'),
  rows: z.int(),
  /** Reel strips, top to bottom; the window shows the stop and the next two positions (wrapping). */
  reels: z.array(z.array(bgsSlotSymbolSchema)),
  /** Row per reel of each payline. */
  lines: z.array(z.array(z.int())),
  /** Multiples of the line bet for 0..5 of a kind, per symbol. */
  paytable: z.record(bgsSlotSymbolSchema, z.array(z.int())),
  wild: bgsSlotSymbolSchema,
  scatter: bgsSlotSymbolSchema,
  /** Multiples of the total bet for 0..5 scatters anywhere. */
  scatterPays: z.array(z.int()),
});
export type SlotRules = z.infer<typeof slotRulesSchema>;

export const diceRulesSchema = z.object({
  game: z.literal('dice'),
  /** Rolls are 0 to outcomes − 1, in hundredths. */
  outcomes: z.int(),
  /** Bounds of the win chance, in winning rolls out of `outcomes`. */
  minWinChance: z.int(),
  maxWinChance: z.int(),
  /** The return to player in basis points (9 900 is 99 %); multiplier = rtp / chance, cut to 4 decimals. */
  rtpBasisPoints: z.int(),
});
export type DiceRules = z.infer<typeof diceRulesSchema>;

export const minesRulesSchema = z.object({
  game: z.literal('mines'),
  tiles: z.int(),
  minMines: z.int(),
  maxMines: z.int(),
  rtpBasisPoints: z.int(),
  /** multipliers[mines − 1][revealed − 1], ten-thousandths: every step of every mine count. */
  multipliers: z.array(z.array(z.int())),
});
export type MinesRules = z.infer<typeof minesRulesSchema>;

export const bgsRulesSchema = z.discriminatedUnion('game', [
  slotRulesSchema,
  diceRulesSchema,
  minesRulesSchema,
]);
export type BgsRules = z.infer<typeof bgsRulesSchema>;

export const bgsStateValueSchema = z.object({
  game: bgsGameSchema,
  account: z.string(),
  currency: z.string(),
  /** The launch language (the product description's code, EN, PT-BR ...): the game page shows itself in it. */
  language: z.optional(z.string()),
  /** Decimals of the currency's minor unit (2 for PHP). */
  decimals: z.int(),
  balance: z.number(),
  stake: stakeRulesSchema,
  /** No round pays more than this (minor units). */
  maxPayout: z.int(),
  /** The documented return to player, in percent (96.0004). */
  rtp: z.number(),
  rules: bgsRulesSchema,
  seeds: seedsViewSchema,
  /** The mines round in play, to resume after a reload; null otherwise. */
  openRound: z.nullable(minesRoundViewSchema),
});
export type BgsStateValue = z.infer<typeof bgsStateValueSchema>;

export const slotSpinValueSchema = z.object({
  roundId: z.string(),
  stake: z.int(),
  lineBet: z.int(),
  payout: z.int(),
  /** After the round. */
  balance: z.number(),
  outcome: slotOutcomeSchema,
  fairness: roundFairnessSchema,
});
export type SlotSpinValue = z.infer<typeof slotSpinValueSchema>;

export const diceRollValueSchema = z.object({
  roundId: z.string(),
  stake: z.int(),
  payout: z.int(),
  balance: z.number(),
  outcome: diceOutcomeSchema,
  fairness: roundFairnessSchema,
});
export type DiceRollValue = z.infer<typeof diceRollValueSchema>;

export const minesValueSchema = z.object({ round: minesRoundViewSchema, balance: z.number() });
export type MinesValue = z.infer<typeof minesValueSchema>;

export const seedsValueSchema = z.object({ seeds: seedsViewSchema });
export type SeedsValue = z.infer<typeof seedsValueSchema>;

export const rotateSeedsValueSchema = z.object({
  /** The pair just retired, its server seed revealed; `nonce` is the number of rounds it played. */
  previous: z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    nonce: z.int(),
  }),
  seeds: seedsViewSchema,
});
export type RotateSeedsValue = z.infer<typeof rotateSeedsValueSchema>;

const roundCommon = {
  roundId: z.string(),
  stake: z.int(),
  payout: z.int(),
  /** pending: being settled with the wallet; rolled_back: the stake was returned. */
  status: z.enum(['pending', 'open', 'settled', 'rolled_back']),
  /** ISO 8601. */
  createdAt: z.string(),
  fairness: roundFairnessSchema,
};

export const bgsRoundRecordSchema = z.discriminatedUnion('game', [
  z.object({ game: z.literal('slot'), ...roundCommon, outcome: slotOutcomeSchema }),
  z.object({ game: z.literal('dice'), ...roundCommon, outcome: diceOutcomeSchema }),
  z.object({ game: z.literal('mines'), ...roundCommon, outcome: minesOutcomeSchema }),
]);
export type BgsRoundRecord = z.infer<typeof bgsRoundRecordSchema>;

export const bgsRoundsValueSchema = z.object({
  list: z.array(bgsRoundRecordSchema),
  pageNo: z.int(),
  pageSize: z.int(),
  total: z.int(),
});
export type BgsRoundsValue = z.infer<typeof bgsRoundsValueSchema>;

export const verifyValueSchema = z.discriminatedUnion('game', [
  z.object({ game: z.literal('slot'), serverSeedHash: z.string(), outcome: slotOutcomeSchema }),
  z.object({
    game: z.literal('dice'),
    serverSeedHash: z.string(),
    /** The roll; with a direction and target, the bet's result too. */
    roll: z.int(),
    outcome: z.nullable(diceOutcomeSchema),
  }),
  z.object({
    game: z.literal('mines'),
    serverSeedHash: z.string(),
    mines: z.int(),
    mineTiles: z.array(z.int()),
  }),
]);
export type VerifyValue = z.infer<typeof verifyValueSchema>;

export const verifyRoundValueSchema = z.object({
  roundId: z.string(),
  game: bgsGameSchema,
  fairness: roundFairnessSchema,
  /** False while the pair is active: the server seed is still secret, nothing can be checked yet. */
  revealed: z.boolean(),
  /** Whether recomputing from the revealed seed gives what was recorded; null before the reveal. */
  matches: z.nullable(z.boolean()),
  /** The recorded result (the round record's outcome). */
  recorded: z.union([slotOutcomeSchema, diceOutcomeSchema, minesOutcomeSchema]),
  /** The result recomputed from the revealed seed; null before the reveal or while a round is open. */
  recomputed: z.nullable(z.union([slotOutcomeSchema, diceOutcomeSchema, minesOutcomeSchema])),
});
export type VerifyRoundValue = z.infer<typeof verifyRoundValueSchema>;
