import { bigint, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@lobby/contract/languages';
import { members } from './accounts';
import { at } from './columns';

/**
 * The brand's VIP ladder (issue 19; decision 0242). A member stands on the highest rank whose two
 * thresholds their cumulative valid bets and deposits both meet. A brand without rows has VIP off.
 * Amounts are minor units; `rebateBps` is the rebate activity's rate for the level in basis points
 * (50 = 0.5 %).
 */
export const vipLevels = pgTable('vip_levels', {
  rank: integer('rank').primaryKey(),
  /** The level's name in each language (its label in member info and on the VIP page). */
  name: jsonb('name').$type<LocalizedText>().notNull(),
  minValidBets: bigint('min_valid_bets', { mode: 'number' }).notNull().default(0),
  minDeposits: bigint('min_deposits', { mode: 'number' }).notNull().default(0),
  levelUpBonus: bigint('level_up_bonus', { mode: 'number' }).notNull().default(0),
  weeklyBonus: bigint('weekly_bonus', { mode: 'number' }).notNull().default(0),
  rebateBps: integer('rebate_bps').notNull().default(0),
  /** The wagering of the level's bonuses, as a multiple of the bonus. */
  wageringMultiple: integer('wagering_multiple').notNull().default(1),
});

/**
 * A member's cumulative valid bets (settled stakes) and credited deposits, and the rank they reached.
 * Kept by the database as rounds settle and deposits are credited (triggers vip_bets and
 * vip_deposits), in the event's transaction: the VIP page and member info read one row.
 */
export const vipProgress = pgTable('vip_progress', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  validBets: bigint('valid_bets', { mode: 'number' }).notNull().default(0),
  deposits: bigint('deposits', { mode: 'number' }).notNull().default(0),
  rank: integer('rank').notNull().default(0),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * Each level a member reached, once: its level-up bonus (fixed when reached) waits here for the
 * member's claim. A member who falls back and rises again finds the row and is not paid twice.
 */
export const vipLevelUps = pgTable(
  'vip_level_ups',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    rank: integer('rank').notNull(),
    bonus: bigint('bonus', { mode: 'number' }).notNull(),
    reachedAt: at('reached_at').notNull().defaultNow(),
    bonusId: integer('bonus_id'),
    claimRequestId: text('claim_request_id'),
    claimedAt: at('claimed_at'),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.rank] })],
);

/** A weekly bonus paid: one row per member and brand week (its Monday, YYYY-MM-DD). */
export const vipWeeklyBonuses = pgTable(
  'vip_weekly_bonuses',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    week: text('week').notNull(),
    rank: integer('rank').notNull(),
    bonus: bigint('bonus', { mode: 'number' }).notNull(),
    /** Filled in by the claim's transaction once the bonus is paid. */
    bonusId: integer('bonus_id'),
    claimRequestId: text('claim_request_id').notNull(),
    claimedAt: at('claimed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.week] })],
);
