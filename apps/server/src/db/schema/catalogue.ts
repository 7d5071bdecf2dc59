import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@lobby/contract/languages';
import { at } from './columns';
import { members } from './accounts';

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

/** A member's favourite games (product §4 'Favourites'); at most maxFavourites (999) each. */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] })],
);

/** GCS_recentGame: the games a member launched, newest first (one row per game, its last launch). */
export const recentGames = pgTable(
  'recent_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    launchedAt: at('launched_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('recent_games_member_launched').on(t.memberId, t.launchedAt),
  ],
);
