import * as z from 'zod/mini';
import {
  downlineAccountKinds,
  downlineScopes,
  type CreateDownlineAccountRequest,
  type TeamBetQuery,
  type TeamProfitQuery,
  type TeamTransactionQuery,
} from './agent-team.ts';
import { betHistoryQuerySchema, profitQuerySchema } from './bets-requests.ts';
import { checked } from './checked.ts';
import { transactionHistoryQuerySchema } from './wallet-requests.ts';

/*
 * What the agent centre's team calls take (agent-team.ts has the paths and answers). Apart, like
 * wallet-requests.ts, because only the server parses them: the site builds them from the types.
 */

/* @__NO_SIDE_EFFECTS__ */
function pageNumber(max: number, fallback: number) {
  return z._default(checked(z.coerce.number(), z.int(), z.gte(1), z.lte(max)), fallback);
}

/** The accounts right under the agent (the default), or everyone below it. */
const scopeSchema = z._default(z.enum(downlineScopes), 'direct');
/** Matched as a prefix of the account, ignoring case; '%' and '_' are plain characters. */
const accountPrefixSchema = z.optional(checked(z.string(), z.trim(), z.minLength(1), z.maxLength(64)));

export const downlineQuerySchema = z.object({
  scope: scopeSchema,
  account: accountPrefixSchema,
  pageNo: pageNumber(10_000, 1),
  pageSize: pageNumber(100, 20),
});
export type DownlineFilters = z.output<typeof downlineQuerySchema>;

/* The member's own queries' fields spread in, as game-rooms.ts spreads the game's (not z.extend). */

/** The team betting record: the member's betting record filters, the scope and the account search. */
export const teamBetQuerySchema = z.object({
  ...betHistoryQuerySchema.shape,
  scope: scopeSchema,
  account: accountPrefixSchema,
});
export type TeamBetFilters = z.output<typeof teamBetQuerySchema>;

/** User loss: personal loss's period (custom: both dates), the scope, and pages of accounts. */
export const teamProfitQuerySchema = z.object({
  ...profitQuerySchema.shape,
  scope: scopeSchema,
  pageNo: pageNumber(10_000, 1),
  pageSize: pageNumber(100, 20),
});
export type TeamProfitFilters = z.output<typeof teamProfitQuerySchema>;

/**
 * Downline transactions: the member's account record filters (brand days, a ledger type, pages), the
 * scope and the account search.
 */
export const teamTransactionQuerySchema = z.object({
  ...transactionHistoryQuerySchema.shape,
  scope: scopeSchema,
  account: accountPrefixSchema,
});
export type TeamTransactionFilters = z.output<typeof teamTransactionQuerySchema>;

/**
 * registerCenter's body. Only the shapes are checked here: the account and the password are judged
 * as registration judges them (the server's field rules and password settings), so a bad one answers
 * registration's translated messages rather than a schema message.
 */
export const createDownlineAccountRequestSchema = z.object({
  kind: z.enum(downlineAccountKinds),
  account: checked(z.string(), z.trim(), z.minLength(1), z.maxLength(64)),
  password: checked(z.string(), z.maxLength(128)),
  /** As long as the live-chat rooms show a nickname; the account name when empty or not sent. */
  nickname: z.optional(checked(z.string(), z.trim(), z.maxLength(32))),
});

/** Fails to compile when the schema and agent-team.ts's request type drift apart. */
type Conforms<T extends U, U> = T;
export type CreateDownlineAccountInput = Conforms<
  z.output<typeof createDownlineAccountRequestSchema>,
  CreateDownlineAccountRequest
>;

/*
 * The same both ways for the team's queries: what the server parses is a query the site may send, and
 * every field the site may send is one the schema reads (with the type it has there).
 */
export type TeamBetQueryChecks = [
  Conforms<TeamBetFilters, TeamBetQuery>,
  Conforms<TeamBetQuery, Partial<TeamBetFilters>>,
  Conforms<keyof TeamBetQuery, keyof TeamBetFilters>,
];
export type TeamProfitQueryChecks = [
  Conforms<TeamProfitFilters, TeamProfitQuery>,
  Conforms<TeamProfitQuery, Partial<TeamProfitFilters>>,
  Conforms<keyof TeamProfitQuery, keyof TeamProfitFilters>,
];
export type TeamTransactionQueryChecks = [
  Conforms<TeamTransactionFilters, TeamTransactionQuery>,
  Conforms<TeamTransactionQuery, Partial<TeamTransactionFilters>>,
  Conforms<keyof TeamTransactionQuery, keyof TeamTransactionFilters>,
];
