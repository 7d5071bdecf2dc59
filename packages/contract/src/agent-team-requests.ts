import * as z from 'zod/mini';
import { downlineAccountKinds, downlineScopes, type CreateDownlineAccountRequest } from './agent-team.ts';
import { checked } from './checked.ts';

/*
 * What the downline and registerCenter calls take (agent-team.ts has the paths and answers). Apart,
 * like wallet-requests.ts, because only the server parses them: the site builds them from the types.
 */

/* @__NO_SIDE_EFFECTS__ */
function pageNumber(max: number, fallback: number) {
  return z._default(checked(z.coerce.number(), z.int(), z.gte(1), z.lte(max)), fallback);
}

export const downlineQuerySchema = z.object({
  scope: z._default(z.enum(downlineScopes), 'direct'),
  /** Matched as a prefix of the account, ignoring case; '%' and '_' are plain characters. */
  account: z.optional(checked(z.string(), z.trim(), z.minLength(1), z.maxLength(64))),
  pageNo: pageNumber(10_000, 1),
  pageSize: pageNumber(100, 20),
});
export type DownlineFilters = z.output<typeof downlineQuerySchema>;

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
