import * as z from 'zod/mini';
import { downlineScopes } from './agent-team.ts';
import { checked } from './checked.ts';

/*
 * What the downline call takes (agent-team.ts has the paths and answers). Apart, like
 * wallet-requests.ts, because only the server parses it: the site builds its query from the type.
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
