import * as z from 'zod/mini';
import { checked } from './checked.ts';

/**
 * The game provider's pages and JSON API (modules/game-provider: an outside party living in the
 * server). A launch opens `/provider/play/<vendor>/<gameCode>?token=<provider token>`; the page calls
 * the API below with that token in the JSON body (POST only, so tokens stay out of access logs).
 * Answers use the site's `{success, value, message}` envelope, failures a translated message key.
 *
 * The vendor emulator: every vendor but BGS (whose in-house games have routes of their own) is served
 * by one generic, honest 3-reel slot, whatever the game code. Reels are drawn from a per-round server
 * seed revealed with the result: reel i stops at the first value below 20 * floor(2^32 / 20) among
 * the big-endian 32-bit words of HMAC-SHA256(serverSeed, `${roundId}:${counter}`), counter from 0,
 * taken modulo 20.
 */
export const providerPaths = {
  play: '/provider/play/:vendorCode/:gameCode',
  state: '/provider/api/state',
  spin: '/provider/api/spin',
  rounds: '/provider/api/rounds',
} as const;

export const providerPlayUrl = (vendorCode: string, gameCode: string, token: string) =>
  `/provider/play/${encodeURIComponent(vendorCode)}/${encodeURIComponent(gameCode)}?token=${encodeURIComponent(token)}`;

const token = checked(z.string(), z.minLength(16), z.maxLength(128));

export const providerTokenRequestSchema = z.object({ token });
export type ProviderTokenRequest = z.infer<typeof providerTokenRequestSchema>;

/**
 * One spin. `requestId` is made by the page per spin (crypto.randomUUID()) and kept while it retries:
 * a repeat answers the same round and never plays twice. `bet` must be one of the state's `betLevels`.
 */
export const spinRequestSchema = z.object({
  token,
  requestId: checked(z.string(), z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  bet: z.number(),
});
export type SpinRequest = z.infer<typeof spinRequestSchema>;

export const slotSymbols = ['SEVEN', 'BAR', 'BELL', 'PLUM', 'CHERRY', 'LEMON'] as const;
export const slotSymbolSchema = z.enum(slotSymbols);
export type SlotSymbol = z.infer<typeof slotSymbolSchema>;

/** A pay line: `count` equal symbols from the left on the middle line pay `multiplier` times the bet. */
export const paylineSchema = z.object({
  symbol: slotSymbolSchema,
  count: z.union([z.literal(2), z.literal(3)]),
  multiplier: z.int(),
});
export type Payline = z.infer<typeof paylineSchema>;

export const providerStateValueSchema = z.object({
  vendorCode: z.string(),
  gameCode: z.string(),
  gameType: z.string(),
  account: z.string(),
  currency: z.string(),
  language: z.string(),
  /** Minor units. */
  balance: z.number(),
  betLevels: z.array(z.int()),
  /** The reel strip (all three reels are alike), top to bottom. */
  reel: z.array(slotSymbolSchema),
  paytable: z.array(paylineSchema),
  /** Return to player, exact: 0.966 is 96.6 %. */
  rtp: z.number(),
});
export type ProviderStateValue = z.infer<typeof providerStateValueSchema>;

export const spinValueSchema = z.object({
  roundId: z.string(),
  bet: z.int(),
  payout: z.int(),
  /** Balance after the round, minor units. */
  balance: z.number(),
  /** The middle line, reel by reel. */
  symbols: z.array(slotSymbolSchema),
  /** Where each reel stopped on the strip (the middle line's index). */
  stops: z.array(z.int()),
  win: z.nullable(paylineSchema),
  fairness: z.object({ serverSeed: z.string(), serverSeedHash: z.string(), roundId: z.string() }),
});
export type SpinValue = z.infer<typeof spinValueSchema>;

/** The session's last rounds, newest first. */
export const roundsValueSchema = z.object({
  rounds: z.array(
    z.object({
      roundId: z.string(),
      bet: z.int(),
      payout: z.int(),
      status: z.enum(['BET_SENT', 'SETTLED', 'ROLLED_BACK', 'REFUSED', 'FAILED']),
      symbols: z.array(slotSymbolSchema),
      /** ISO 8601. */
      createdAt: z.string(),
    }),
  ),
});
export type RoundsValue = z.infer<typeof roundsValueSchema>;
