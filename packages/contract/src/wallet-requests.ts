import * as z from 'zod/mini';
import { checked } from './checked.ts';
import { requestIdSchema as requestIdLength, transferDirections } from './wallet.ts';

/*
 * What the wallet calls take (see wallet.ts for the paths and answers). These schemas live apart
 * because only the server parses them: the site builds its requests from the inferred types, and a
 * module it imports keeps every schema it defines (pure annotations do not cross chunks), together
 * with the zod code they need, in the home route's first download (docs/decisions.md, Money).
 */

/**
 * Amounts are checked by the server (isValidAmount) rather than by the schema, so that a zero, negative,
 * fractional or too large amount answers the translated 'invalid_amount' instead of a schema message.
 */
const amountSchema = z.number();

/** Letters, digits, '-' and '_' (a UUID), on top of wallet.ts's length rule. */
const requestIdSchema = checked(requestIdLength, z.regex(/^[A-Za-z0-9_-]+$/));
const accountName = checked(z.string(), z.trim(), z.minLength(1), z.maxLength(64));

/**
 * Product §7 wallet transfer. `in`: main wallet → vendor wallet (vassalage); `out`: back to main. `all`
 * moves the whole balance of the paying wallet (all-in, all-out) and then `amount` is not sent.
 */
export const walletTransferRequestSchema = z.object({
  requestId: requestIdSchema,
  vassalage: checked(z.string(), z.minLength(1), z.maxLength(32)),
  direction: z.enum(transferDirections),
  amount: z.optional(amountSchema),
  all: z.optional(z.boolean()),
});
export type WalletTransferRequest = z.infer<typeof walletTransferRequestSchema>;

/** `upline` names the recipient the member confirmed; it must still be the member's upline. */
export const transferUplineRequestSchema = z.object({
  requestId: requestIdSchema,
  upline: accountName,
  amount: amountSchema,
});
export type TransferUplineRequest = z.infer<typeof transferUplineRequestSchema>;

export const transferDownlineRequestSchema = z.object({
  requestId: requestIdSchema,
  /** The account of a member or agent in the agent's downline, at any depth. */
  account: accountName,
  amount: amountSchema,
});
export type TransferDownlineRequest = z.infer<typeof transferDownlineRequestSchema>;

const dateSchema = checked(z.string(), z.regex(/^\d{4}-\d{2}-\d{2}$/));
/* @__NO_SIDE_EFFECTS__ */
function pageNumber(max: number, fallback: number) {
  return z._default(checked(z.coerce.number(), z.int(), z.gte(1), z.lte(max)), fallback);
}

/** Dates are days of the brand's time zone (GMT+8 for the demo), both ends included. */
export const transactionHistoryQuerySchema = z.object({
  startDate: z.optional(dateSchema),
  endDate: z.optional(dateSchema),
  /** A ledger kind (WALLET_TRANSFER, DEPOSIT, ...); empty or absent for all. */
  type: z.optional(checked(z.string(), z.regex(/^[A-Z_]{0,32}$/))),
  pageNo: pageNumber(10_000, 1),
  pageSize: pageNumber(100, 20),
  /** Of the game names of bets, wins and refunds (the product description's codes: EN, PT-BR, ...). */
  language: z.optional(checked(z.string(), z.regex(/^[A-Za-z-]{2,8}$/))),
});
export type TransactionHistoryQuery = z.infer<typeof transactionHistoryQuerySchema>;

/**
 * The balance socket (walletPaths.socket). The client's first message authenticates with the session
 * token (never in the address, so it stays out of logs); the server answers with the balance and
 * pushes it again whenever a posting touches one of the member's accounts.
 */
export const socketClientMessageSchema = z.object({ type: z.literal('auth'), token: z.string() });
export type SocketClientMessage = z.infer<typeof socketClientMessageSchema>;

export const socketServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('balance'), balance: z.int(), currency: z.string() }),
  /** The member's messages changed (one arrived, was read or deleted): the unread count after. */
  z.object({ type: z.literal('messages'), unread: z.int() }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type SocketServerMessage = z.infer<typeof socketServerMessageSchema>;
