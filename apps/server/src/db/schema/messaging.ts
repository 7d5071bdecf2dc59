import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/** What the sandbox SMS and e-mail adapters would have sent (README: reading the outbox). */
export const outboxMessages = pgTable('outbox_messages', {
  id: serial('id').primaryKey(),
  channel: text('channel').$type<'sms' | 'email'>().notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
