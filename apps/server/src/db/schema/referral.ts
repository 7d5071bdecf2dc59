import { bigint, boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { members } from './accounts';
import { at } from './columns';

/**
 * The brand's referral rule (issue 19; decision 0246): one row, set by the operator. A friend who
 * registers with a member's code, then within `days` has credited deposits of `minDeposit` and
 * settled stakes of `minWagering`, qualifies: both are paid their reward (with `wageringMultiple` ×
 * the reward in wagering), for at most `monthlyCap` friends per member and calendar month (UTC).
 * Without the row, or with `enabled` off, the brand runs no referral activity (REFERRAL3 follows it).
 */
export const referralRules = pgTable(
  'referral_rules',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(true),
    minDeposit: bigint('min_deposit', { mode: 'number' }).notNull(),
    minWagering: bigint('min_wagering', { mode: 'number' }).notNull(),
    days: integer('days').notNull(),
    referrerReward: bigint('referrer_reward', { mode: 'number' }).notNull(),
    friendReward: bigint('friend_reward', { mode: 'number' }).notNull(),
    wageringMultiple: integer('wagering_multiple').notNull().default(1),
    monthlyCap: integer('monthly_cap').notNull(),
  },
  (t) => [check('referral_rules_one_row', sql`${t.id} = 1`)],
);

/**
 * One row per friend a member invited, written by the database when the friend registers (trigger
 * referral_registered) and kept current as the friend's deposits are credited and rounds settle
 * (referral_deposits, referral_bets), in those events' transactions. Reaching both thresholds in
 * time turns the row qualified (or capped past the month's cap) and fixes both rewards; each is paid
 * once, by its claim, which records the bonus.
 */
export const referralFriends = pgTable(
  'referral_friends',
  {
    friendId: integer('friend_id')
      .primaryKey()
      .references(() => members.id),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => members.id),
    registeredAt: at('registered_at').notNull().defaultNow(),
    qualifyBy: at('qualify_by').notNull(),
    deposited: bigint('deposited', { mode: 'number' }).notNull().default(0),
    wagered: bigint('wagered', { mode: 'number' }).notNull().default(0),
    state: text('state').$type<'registered' | 'qualified' | 'capped'>().notNull().default('registered'),
    qualifiedAt: at('qualified_at'),
    referrerReward: bigint('referrer_reward', { mode: 'number' }).notNull().default(0),
    friendReward: bigint('friend_reward', { mode: 'number' }).notNull().default(0),
    wageringMultiple: integer('wagering_multiple').notNull().default(1),
    referrerBonusId: integer('referrer_bonus_id'),
    friendBonusId: integer('friend_bonus_id'),
  },
  // A member's friends, newest first (the page's list).
  (t) => [index('referral_friends_referrer').on(t.referrerId, t.registeredAt)],
);

/**
 * A member's referral totals, kept by the same triggers (friends, qualified) and by the claims
 * (paid, earned): the page reads one row.
 */
export const referralReferrers = pgTable('referral_referrers', {
  referrerId: integer('referrer_id')
    .primaryKey()
    .references(() => members.id),
  friends: integer('friends').notNull().default(0),
  qualified: integer('qualified').notNull().default(0),
  /** Rewards for qualified friends paid so far: `qualified - paid` wait for a claim. */
  paid: integer('paid').notNull().default(0),
  earned: bigint('earned', { mode: 'number' }).notNull().default(0),
});

/** Friends rewarded per member and calendar month (UTC, YYYY-MM): the monthly cap's counter. */
export const referralMonths = pgTable(
  'referral_months',
  {
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => members.id),
    month: text('month').notNull(),
    rewarded: integer('rewarded').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.referrerId, t.month] })],
);
