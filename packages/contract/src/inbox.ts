import * as z from 'zod/mini';

/*
 * The member's platform messages (product §2 messageV2, §3 member info's unread count, §7
 * CSP_unreadCount). Relays, like the announcements': GET with a query string or POST with a JSON body.
 * Request schemas only the server parses are in inbox-requests.ts.
 */
export const inboxPaths = {
  unreadCount: '/wps/relay/CSP_unreadCount',
  list: '/wps/relay/CSP_getMessageList',
  read: '/wps/relay/CSP_readMessage',
  remove: '/wps/relay/CSP_deleteMessage',
} as const;

/**
 * The system's messages, stored as a template key and its parameters so the site words them in the
 * member's language. A key the site does not know yet (a newer server) falls back to a generic text.
 */
export const systemMessageTemplates = [
  'depositPaid',
  'withdrawalPaid',
  'withdrawalRejected',
  'feedbackAnswered',
  /** An agent pay contract ended by the auto-termination rule (params contractId, upline, downline). */
  'contractEnded',
  /**
   * An agent contract paid a period (to the downline), or could not (to both: the upline's wallet could
   * not fund it; it is paid later). Params contractId, kind, amount, currency, periodStart, periodEnd
   * (instants), upline, downline (accounts; upline empty for the platform).
   */
  'contractPaid',
  'contractOwed',
] as const;
export type SystemMessageTemplate = (typeof systemMessageTemplates)[number];

/** How many messages a page of the inbox may hold, and the default. */
export const inboxPageSize = { max: 50, default: 10 } as const;

export const inboxMessageSchema = z.object({
  id: z.int(),
  /** system: written by the platform (template and params); operator: title and HTML body. */
  source: z.enum(['system', 'operator']),
  template: z.nullable(z.string()),
  params: z.record(z.string(), z.string()),
  title: z.string(),
  /** Operator HTML; the site sanitises it before showing it. */
  body: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** CSP_unreadCount; also what reading and deleting answer, so the badge follows at once. */
export const unreadCountValueSchema = z.object({ unread: z.int() });
export type UnreadCountValue = z.infer<typeof unreadCountValueSchema>;

export const inboxListValueSchema = z.object({
  list: z.array(inboxMessageSchema),
  pageNo: z.int(),
  pageSize: z.int(),
  total: z.int(),
  totalPages: z.int(),
  unread: z.int(),
});
export type InboxListValue = z.infer<typeof inboxListValueSchema>;
