import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { at } from './columns';

/**
 * A member's platform messages (product §2 messageV2). A system message is a template key and its
 * parameters (the site words it in the member's language); an operator's is a title and HTML body in
 * the one language the operator wrote. Deleting removes the row.
 */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    source: text('source').$type<'system' | 'operator'>().notNull(),
    template: text('template'),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    readAt: at('read_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  // A member's page is one index range, newest first; the unread ones for marking all read.
  (t) => [index('inbox_messages_member').on(t.memberId, t.id)],
);

/**
 * How many of a member's messages are unread, kept by every write that adds, reads or deletes one (in
 * its transaction), so member info and the badge never count rows (decision 0221).
 */
export const inboxUnread = pgTable(
  'inbox_unread',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id),
    unread: integer('unread').notNull().default(0),
  },
  (t) => [check('inbox_unread_not_negative', sql`${t.unread} >= 0`)],
);

/**
 * Feedback and complaints (product §3 'Feedback'). A visitor's `sender` is what they typed and
 * `verified` is false; a member's is their account. The operator's answer reaches a member's inbox.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').references(() => members.id),
    sender: text('sender').notNull(),
    verified: boolean('verified').notNull(),
    /** Product §3: deposit 1, withdrawal 2, game 3, customer service 4, apply agent 6, others 0. */
    type: integer('type').notNull(),
    content: text('content').notNull(),
    status: text('status').$type<'open' | 'answered' | 'closed'>().notNull().default('open'),
    answer: text('answer'),
    ip: text('ip').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    answeredAt: at('answered_at'),
    closedAt: at('closed_at'),
  },
  (t) => [index('feedback_status').on(t.status, t.id)],
);
