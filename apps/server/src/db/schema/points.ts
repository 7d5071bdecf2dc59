import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
import { members } from './accounts';
import { bonuses } from './rewards';
import { at } from './columns';

/**
 * The points book (issue 21; decision 0276), its own double-entry book beside the money ledger so no
 * money report, team sum or wallet trigger ever counts a point. A member has one account; the brand has
 * system accounts named by `code`: EARNED (where earned and granted points come from, below zero) and
 * SPENT (where redeemed and converted points go; a reversal brings them back).
 */
export const pointAccounts = pgTable(
  'point_accounts',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .references(() => members.id)
      .unique(),
    code: text('code').unique(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    allowNegative: boolean('allow_negative').notNull().default(false),
  },
  (t) => [
    // No redemption can spend a point twice, whatever the code path: the table refuses it.
    check('point_accounts_not_negative', sql`${t.balance} >= 0 OR ${t.allowNegative}`),
    check('point_accounts_owner', sql`(${t.memberId} IS NULL) <> (${t.code} IS NULL)`),
  ],
);

/** One balanced movement of points; `idempotencyKey` makes a repeat replay it (points_post). */
export const pointTransactions = pgTable('point_transactions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  requestHash: text('request_hash').notNull(),
  /** EARN, REDEEM, CONVERT, REVERSE or ADJUST. */
  kind: text('kind').notNull(),
  memberId: integer('member_id').references(() => members.id),
  reference: text('reference').notNull().default(''),
  memo: jsonb('memo').$type<Record<string, string | number | boolean>>().notNull().default({}),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** The legs of a points transaction; the kind and time are copied so a member's details read one index. */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => pointTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => pointAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('point_entries_account_time').on(t.accountId, t.createdAt, t.id),
    index('point_entries_transaction').on(t.transactionId),
  ],
);

/** Valid bet (settled stake, minor units) per point, by game type; a type without a row earns none. */
export const pointRates = pgTable(
  'point_rates',
  {
    gameType: text('game_type').primaryKey(),
    validBetPerPoint: bigint('valid_bet_per_point', { mode: 'number' }).notNull(),
  },
  (t) => [check('point_rates_positive', sql`${t.validBetPerPoint} > 0`)],
);

/** The valid bet a member has toward their next point of a game type (decision 0277). */
export const pointRemainders = pgTable(
  'point_remainders',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameType: text('game_type').notNull(),
    validBet: bigint('valid_bet', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameType] })],
);

/** The brand's one row of points rules: conversion and the rules text (decision 0279). */
export const pointConfig = pgTable(
  'point_config',
  {
    id: integer('id').primaryKey().default(1),
    /** `convertPoints` points convert to `convertAmount` minor units; conversions go in whole steps. */
    convertPoints: bigint('convert_points', { mode: 'number' }).notNull(),
    convertAmount: bigint('convert_amount', { mode: 'number' }).notNull(),
    minConvertPoints: bigint('min_convert_points', { mode: 'number' }).notNull(),
    convertEnabled: boolean('convert_enabled').notNull().default(true),
    rules: jsonb('rules').$type<LocalizedText>().notNull().default({}),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('point_config_one', sql`${t.id} = 1`),
    check('point_config_ratio', sql`${t.convertPoints} > 0 AND ${t.convertAmount} > 0`),
  ],
);

/**
 * A reward of the catalogue (decision 0278): cash (paid at once from the promotion budget), a bonus
 * (paid at once through the rewards engine, with turnover) or goods (wait for the operator). `stock`
 * null is unlimited; it never goes below zero.
 */
export const pointRewards = pgTable(
  'point_rewards',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'cash' | 'bonus' | 'goods'>().notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    turnoverMultiple: integer('turnover_multiple').notNull().default(0),
    stock: integer('stock'),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull().default({}),
    image: text('image').notNull().default(''),
    state: text('state').$type<'active' | 'paused'>().notNull().default('active'),
    sort: integer('sort').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('point_rewards_stock', sql`${t.stock} IS NULL OR ${t.stock} >= 0`),
    check('point_rewards_points', sql`${t.points} > 0 AND ${t.amount} >= 0 AND ${t.turnoverMultiple} >= 0`),
  ],
);

/** A member's redemption: in_process (goods waiting), approved or rejected (points returned). */
export const pointRedemptions = pgTable(
  'point_redemptions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => pointRewards.id),
    requestId: text('request_id').notNull(),
    kind: text('kind').$type<'cash' | 'bonus' | 'goods'>().notNull(),
    quantity: integer('quantity').notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<'in_process' | 'approved' | 'rejected'>().notNull(),
    reason: text('reason').notNull().default(''),
    bonusId: integer('bonus_id').references(() => bonuses.id),
    createdAt: at('created_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
    decidedBy: text('decided_by'),
  },
  (t) => [
    uniqueIndex('point_redemptions_request').on(t.memberId, t.requestId),
    index('point_redemptions_member').on(t.memberId, t.id),
    index('point_redemptions_status').on(t.status, t.id),
  ],
);
