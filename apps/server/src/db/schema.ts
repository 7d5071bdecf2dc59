import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@lobby/contract/languages';

/** Operator settings, one row per key; each value is checked by its zod schema in settings.schemas.ts. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
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

export const vendors = pgTable('vendors', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** Brand colour used by the generated art. */
  color: text('color').notNull(),
  enabled: boolean('enabled').notNull().default(true),
});

/** A vendor can serve several categories (PG: RNG and FISH); isGame VASSALAGE opens a popup list. */
export const vendorCategories = pgTable(
  'vendor_categories',
  {
    id: serial('id').primaryKey(),
    vendorCode: text('vendor_code')
      .notNull()
      .references(() => vendors.code),
    category: text('category').notNull(),
    isGame: text('is_game').notNull().default('GAME'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('vendor_categories_vendor_category').on(t.vendorCode, t.category)],
);

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    nodeId: text('node_id').notNull().unique(),
    vendorCode: text('vendor_code')
      .notNull()
      .references(() => vendors.code),
    gameType: text('game_type').notNull(),
    gameCode: text('game_code').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('games_vendor_code').on(t.vendorCode, t.gameCode)],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  groupName: text('group_name').notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  linkageType: text('linkage_type').notNull().default('NONE'),
  linkage: text('linkage').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  execution: text('execution').notNull().default('B'),
  groupName: text('group_name').notNull().default(''),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  content: jsonb('content').$type<LocalizedText>().notNull(),
  sort: integer('sort').notNull().default(0),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  enabled: boolean('enabled').notNull().default(true),
});

export const promotions = pgTable('promotions', {
  id: serial('id').primaryKey(),
  category: text('category').notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  summary: jsonb('summary').$type<LocalizedText>().notNull(),
  content: jsonb('content').$type<LocalizedText>().notNull(),
  sort: integer('sort').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  enabled: boolean('enabled').notNull().default(true),
});

export const helpArticles = pgTable(
  'help_articles',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    content: jsonb('content').$type<LocalizedText>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('help_articles_slug').on(t.slug)],
);
