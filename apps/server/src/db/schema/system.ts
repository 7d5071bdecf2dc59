import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Operator settings, one row per key; each value is checked by its zod schema in settings.schemas.ts. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  /** Left unknown: the store parses every value it reads, since a stored one may predate its schema. */
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const whitelabelModules = pgTable('whitelabel_modules', {
  modId: text('mod_id').primaryKey(),
  parentId: text('parent_id'),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

export const registerFieldRules = pgTable('register_field_rules', {
  field: text('field').primaryKey(),
  enabled: boolean('enabled').notNull(),
  required: boolean('required').notNull(),
  acceptedPattern: text('accepted_pattern').notNull(),
  patternId: text('pattern_id').notNull(),
  minLength: integer('min_length').notNull(),
  maxLength: integer('max_length').notNull(),
});

export const countries = pgTable('countries', {
  countryCode: text('country_code').primaryKey(),
  dialingCode: text('dialing_code').notNull(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

/**
 * Every `npm run ops` command that ran, with who ran it and how it ended (decision 0245): the record a
 * regulator or a second operator reads to know who paid, cancelled or changed what, and when.
 */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** OPS_OPERATOR, or the system user who ran the command. */
    operator: text('operator').notNull(),
    command: text('command').notNull(),
    /** The arguments as given; a secret never travels as an argument (settings are encrypted at rest). */
    argv: jsonb('argv').$type<string[]>().notNull(),
    outcome: text('outcome').$type<'done' | 'refused' | 'failed'>().notNull(),
    /** The refusal's or the failure's message; empty when done. */
    message: text('message').notNull().default(''),
  },
  (t) => [index('operator_actions_at').on(t.at)],
);
