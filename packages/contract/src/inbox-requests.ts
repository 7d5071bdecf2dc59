import * as z from 'zod/mini';
import { checked } from './checked.ts';
import { inboxPageSize } from './inbox.ts';

/* Inputs of the inbox relays (inbox.ts), parsed by the server only. */

const pageNumber = (max: number, fallback: number) =>
  z._default(checked(z.coerce.number(), z.int(), z.gte(1), z.lte(max)), fallback);

export const inboxListQuerySchema = z.object({
  pageNo: pageNumber(10_000, 1),
  pageSize: pageNumber(inboxPageSize.max, inboxPageSize.default),
  /** Only the unread ones. */
  unreadOnly: z.optional(z.stringbool()),
});
export type InboxListQuery = z.infer<typeof inboxListQuerySchema>;

const messageId = checked(z.int(), z.gte(1), z.lte(2_147_483_647));

/** Which messages to mark read or delete: up to a page of them; ids that are not the member's are ignored. */
export const inboxIdsRequestSchema = z.object({
  ids: checked(z.array(messageId), z.minLength(1), z.maxLength(inboxPageSize.max)),
});
export type InboxIdsRequest = z.infer<typeof inboxIdsRequestSchema>;
