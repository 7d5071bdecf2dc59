import { bigint, boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { LocalizedText } from '@lobby/contract/languages';
import type { ChatScheduleSlot } from '@lobby/contract/live-chat';
import { at } from './columns';
import { members, sessions } from './accounts';

/**
 * Live-chat models (modules/live-chat): host profiles, each with a public chat room. `id` is the model's
 * public id (`/provider/chat/<id>`); `schedule` is weekly in the brand's time zone and alone decides
 * whether the host is online.
 */
export const chatModels = pgTable('chat_models', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  bio: jsonb('bio').$type<LocalizedText>().notNull().default({}),
  languages: jsonb('languages').$type<string[]>().notNull().default([]),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  schedule: jsonb('schedule').$type<ChatScheduleSlot[]>().notNull().default([]),
  /** Brand colour of the generated avatar. */
  color: text('color').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * A room's messages, plain text. `name` is how the author was shown when writing (a nickname changed
 * later does not rewrite history); `memberId` is null for the host's. Deleted messages stay, hidden.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    modelId: text('model_id')
      .notNull()
      .references(() => chatModels.id),
    memberId: integer('member_id').references(() => members.id),
    kind: text('kind').$type<'member' | 'host'>().notNull(),
    name: text('name').notNull(),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    check('chat_messages_body', sql`char_length(${t.body}) between 1 and 200`),
    check('chat_messages_author', sql`(${t.kind} = 'host') = (${t.memberId} is null)`),
    index('chat_messages_room')
      .on(t.modelId, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('chat_messages_member').on(t.memberId, t.createdAt),
  ],
);

/** Members who may read but not write in any room; `until` null: until an operator lifts it. */
export const chatMutes = pgTable('chat_mutes', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  until: at('until'),
  reason: text('reason').notNull().default(''),
  createdAt: at('created_at').notNull(),
});

/**
 * Chat tokens (CBS_launchChat), stored hashed: one member, one room, bound to the site session that
 * launched it. A token lapses after a while unused (an open socket keeps using it) or with its session.
 */
export const chatTokens = pgTable(
  'chat_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id),
    modelId: text('model_id')
      .notNull()
      .references(() => chatModels.id),
    language: text('language').notNull(),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at').notNull(),
  },
  (t) => [index('chat_tokens_last_used').on(t.lastUsedAt)],
);
