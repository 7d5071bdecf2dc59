import * as z from 'zod/mini';

/*
 * The agent centre's announcements (product §2 agentAnnouncement; decisions 0272, 0273): what the
 * operator addresses to agents with `npm run ops -- agent-announcement publish`, to every agent or to
 * one top agent's team. Agents only (visitors 401, members and trial accounts 403). The unread count is
 * kept as announcements are published, withdrawn and read, never counted on read. Request schemas only
 * the server parses are in agent-announcements-requests.ts.
 */

export const agentAnnouncementPaths = {
  /** ours: a page of the agent's announcements, unread first, then newest. */
  list: '/wps/agent/announcements',
  /** ours: how many of them the agent has not opened (the agent menu's badge). */
  unreadCount: '/wps/agent/announcements/unread',
  /** ours: opens one (`{id}`): answers it with its HTML and marks it read. */
  read: '/wps/agent/announcements/read',
} as const;

/** Product §2: announcements are shown 9 to a page. */
export const agentAnnouncementPageSize = 9;

/** A line of the list: what it is about, when, and whether the agent has opened it. */
export const agentAnnouncementItemSchema = z.object({
  id: z.int(),
  title: z.string(),
  publishedAt: z.string(),
  read: z.boolean(),
  /** Addressed to the agent's team only (its top agent's), not to every agent. */
  team: z.boolean(),
});
export type AgentAnnouncementItem = z.infer<typeof agentAnnouncementItemSchema>;

export const agentAnnouncementSchema = z.object({
  ...agentAnnouncementItemSchema.shape,
  /** Operator HTML; the site sanitises it before showing it (decision 0114). */
  content: z.string(),
});
export type AgentAnnouncement = z.infer<typeof agentAnnouncementSchema>;

export const agentAnnouncementListValueSchema = z.object({
  list: z.array(agentAnnouncementItemSchema),
  pageNo: z.int(),
  pageSize: z.int(),
  total: z.int(),
  totalPages: z.int(),
  unread: z.int(),
});
export type AgentAnnouncementListValue = z.infer<typeof agentAnnouncementListValueSchema>;

export const agentAnnouncementUnreadValueSchema = z.object({ unread: z.int() });
export type AgentAnnouncementUnreadValue = z.infer<typeof agentAnnouncementUnreadValueSchema>;

/** Opening one: it, read now, and the unread count after, so the badge follows at once. */
export const agentAnnouncementReadValueSchema = z.object({
  announcement: agentAnnouncementSchema,
  unread: z.int(),
});
export type AgentAnnouncementReadValue = z.infer<typeof agentAnnouncementReadValueSchema>;
