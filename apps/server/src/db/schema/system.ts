import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
