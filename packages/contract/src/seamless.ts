import * as z from 'zod/mini';
import { checked } from './checked.ts';

/**
 * The seamless-wallet API: what a game vendor (the in-house provider and the vendor emulator included)
 * calls on the platform to read a player's balance and to settle rounds. It is vendor-facing, so it
 * speaks an aggregator's dialect rather than the site's envelope:
 *
 * - Every call is `POST` with a JSON body, signed: `x-seamless-vendor` names the vendor,
 *   `x-seamless-timestamp` is Unix seconds (at most 300 s off the platform's clock) and
 *   `x-seamless-signature` is hex HMAC-SHA256, with the vendor's secret, of `${timestamp}.${raw body}`.
 * - Every answer carries `status`. Business outcomes, refusals included, are HTTP 200 (a vendor
 *   retries what is not 200, which must never happen to "not enough money"); a bad signature is 401
 *   and a body that does not parse 400.
 * - `requestId` is unique per vendor and call. A repeat with the same content is answered with the
 *   first answer, byte for byte, and moves nothing; the same id with other content is refused with
 *   RS_ERROR_DUPLICATE_TRANSACTION. The player `token` is not part of the content (a vendor may retry
 *   with a renewed token).
 * - Amounts are integers in the currency's minor units.
 */
export const seamlessPaths = {
  authenticate: '/seamless-wallet/v1/authenticate',
  balance: '/seamless-wallet/v1/balance',
  bet: '/seamless-wallet/v1/bet',
  win: '/seamless-wallet/v1/win',
  rollback: '/seamless-wallet/v1/rollback',
} as const;

export const seamlessHeaders = {
  vendor: 'x-seamless-vendor',
  timestamp: 'x-seamless-timestamp',
  signature: 'x-seamless-signature',
} as const;

/** How far a request's timestamp may be from the platform's clock. */
export const seamlessTimestampWindowSeconds = 300;

/**
 * The status codes. Stored refusals (decided once the request id is taken: not enough money, rolled
 * back, mismatch, round not found or closed) are replayed like successes; the others are not stored.
 */
export const seamlessStatuses = [
  'RS_OK',
  /** The body is not JSON, or a field is missing or of the wrong type (HTTP 400). */
  'RS_ERROR_WRONG_SYNTAX',
  /** Signature missing or wrong, unknown vendor, or timestamp outside the window (HTTP 401). */
  'RS_ERROR_INVALID_SIGNATURE',
  /** Unknown token, a token issued for another vendor, or `account` not the token's player. */
  'RS_ERROR_INVALID_TOKEN',
  /** Authenticate, balance and bet only: the token was idle too long. Win and rollback accept it. */
  'RS_ERROR_TOKEN_EXPIRED',
  /** The player's account is disabled (authenticate, balance, bet). */
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_WRONG_CURRENCY',
  /** Bet refused; `balance` is the player's balance, nothing moved. */
  'RS_ERROR_NOT_ENOUGH_MONEY',
  /** The request id was used before with other content. */
  'RS_ERROR_DUPLICATE_TRANSACTION',
  /** A bet whose request id a rollback named before the bet arrived: refused for good. */
  'RS_ERROR_TRANSACTION_ROLLED_BACK',
  /** The round id belongs to another player, or the rollback names a call that is not this round's bet. */
  'RS_ERROR_TRANSACTION_MISMATCH',
  /** A win for a round this player has no bet in. */
  'RS_ERROR_ROUND_NOT_FOUND',
  /** A bet or win for a round already settled or rolled back; a rollback of a settled round. */
  'RS_ERROR_ROUND_CLOSED',
  /** The platform failed (HTTP 500); the vendor retries with the same request id. */
  'RS_ERROR_UNKNOWN',
] as const;
export type SeamlessStatus = (typeof seamlessStatuses)[number];

/** Printable ASCII without spaces: UUIDs, `round-42:bet` and the like. */
const identifier = checked(z.string(), z.regex(/^[\x21-\x7e]{1,100}$/));
const token = checked(z.string(), z.minLength(16), z.maxLength(128));
const account = checked(z.string(), z.minLength(1), z.maxLength(64));
const currency = checked(z.string(), z.regex(/^[A-Z]{3}$/));
/** Whole minor units, 0 to 10^12: a free round bets 0, a losing round wins 0. */
const amount = checked(z.number(), z.int(), z.gte(0), z.lte(1_000_000_000_000));
const detail = z.record(z.string(), z.unknown());
const fairness = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * What a round showed, in the vendor's own keys: the platform checks no more than that it is an
 * object, merges each call's into the round (bets.detail) and shows it as sent.
 */
export type SeamlessDetail = z.infer<typeof detail>;
/** Provably-fair data in the vendor's own keys (server seed hash, client seed, nonce...), merged alike. */
export type SeamlessFairness = z.infer<typeof fairness>;

export const authenticateRequestSchema = z.object({ token });
export type AuthenticateRequest = z.infer<typeof authenticateRequestSchema>;

export const balanceRequestSchema = z.object({ token, account });
export type BalanceRequest = z.infer<typeof balanceRequestSchema>;

/** Takes `amount` from the player and opens the round, or adds to it while it is open. */
export const betRequestSchema = z.object({
  requestId: identifier,
  token,
  account,
  roundId: identifier,
  amount,
  currency,
  /** What the round showed so far, for the betting record (merged into the round's detail). */
  detail: z.optional(detail),
  /** Provably-fair data (server seed hash, client seed, nonce). */
  fairness: z.optional(fairness),
});
export type BetRequest = z.infer<typeof betRequestSchema>;

/** Pays `amount` (0 allowed) into an open round; `closeRound` settles it. */
export const winRequestSchema = z.object({
  requestId: identifier,
  token,
  account,
  roundId: identifier,
  amount,
  currency,
  closeRound: z.boolean(),
  detail: z.optional(detail),
  fairness: z.optional(fairness),
});
export type WinRequest = z.infer<typeof winRequestSchema>;

/**
 * Returns the stake of the bet `betRequestId` of this round, once. A rollback of a bet the platform
 * never saw is accepted (RS_OK, nothing moves) and remembered, so the bet is refused if it comes late.
 */
export const rollbackRequestSchema = z.object({
  requestId: identifier,
  token,
  account,
  roundId: identifier,
  betRequestId: identifier,
});
export type RollbackRequest = z.infer<typeof rollbackRequestSchema>;

/**
 * Every answer. `balance` (minor units) and `currency` come with RS_OK and RS_ERROR_NOT_ENOUGH_MONEY
 * (and with the other refusals once the player is known); `transactionId` is the platform's ledger
 * transaction when money moved.
 */
export const seamlessAnswerSchema = z.object({
  status: z.enum(seamlessStatuses),
  requestId: z.optional(z.string()),
  account: z.optional(z.string()),
  nickname: z.optional(z.string()),
  balance: z.optional(z.number()),
  currency: z.optional(z.string()),
  roundId: z.optional(z.string()),
  transactionId: z.optional(z.string()),
});
export type SeamlessAnswer = z.infer<typeof seamlessAnswerSchema>;
