import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { at } from './columns';

/*
 * The operator's announcements to agents (product §2 agentAnnouncement; decisions 0272, 0273). An
 * announcement's `audience` is 0 for every agent, or the member id of the top agent whose team (itself
 * and its whole downline) it is addressed to. Unread counts are kept as announcements are published,
 * withdrawn and read (in the same statements), never counted on read: an agent's unread count is its
 * audiences' `live` less what it has `read` of each.
 */

export const agentAnnouncements = pgTable(
  'agent_announcements',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** Operator HTML; the site sanitises it before showing it (decision 0114). */
    content: text('content').notNull(),
    audience: integer('audience').notNull().default(0),
    /** Who published it (OPS_OPERATOR or the system user), as the operator log names them. */
    publishedBy: text('published_by').notNull(),
    publishedAt: at('published_at').notNull().defaultNow(),
    /** Withdrawn: gone from every agent's list and count; the row stays for the operator's list. */
    withdrawnAt: at('withdrawn_at'),
  },
  (t) => [
    index('agent_announcements_live')
      .on(t.audience, t.id)
      .where(sql`${t.withdrawnAt} is null`),
  ],
);

/** How many announcements each audience has live (published, not withdrawn). */
export const agentAnnouncementCounts = pgTable(
  'agent_announcement_counts',
  {
    audience: integer('audience').primaryKey(),
    live: integer('live').notNull().default(0),
  },
  (t) => [check('agent_announcement_counts_not_negative', sql`${t.live} >= 0`)],
);

/** Which live announcements an agent has opened; a withdrawal deletes its rows. */
export const agentAnnouncementReads = pgTable(
  'agent_announcement_reads',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => agentAnnouncements.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    readAt: at('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.memberId] })],
);

/**
 * How many live announcements of each audience the agent has opened. Kept per audience, so what it
 * read of one audience never stands in for another's (decision 0273).
 */
export const agentAnnouncementReadCounts = pgTable(
  'agent_announcement_read_counts',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    audience: integer('audience').notNull(),
    read: integer('read').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.audience] }),
    check('agent_announcement_read_counts_not_negative', sql`${t.read} >= 0`),
  ],
);
