import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ActivityKind, ActivityRule, OncePer } from '@lobby/contract/rewards';
import { members } from './accounts';
import { promotions } from './content';
import { at, bytea } from './columns';

/**
 * An activity the operator runs (product §2 rewardCenter; decision 0238). It wears a promotion's words
 * and picture; its own are the kind, the rule, the period and the budget. `spent` and `claims` are kept
 * by every claim in its transaction, under the row's lock, so a budget is never overspent.
 */
export const rewardActivities = pgTable('reward_activities', {
  id: serial('id').primaryKey(),
  kind: text('kind').$type<ActivityKind>().notNull(),
  promotionId: integer('promotion_id').references(() => promotions.id),
  /** live, paused (nothing new qualifies or is claimed) or ended (for good). */
  status: text('status').$type<'live' | 'paused' | 'ended'>().notNull().default('live'),
  startsAt: at('starts_at').notNull().defaultNow(),
  endsAt: at('ends_at'),
  rule: jsonb('rule').$type<ActivityRule>().notNull(),
  /** Days a qualified member has to claim. */
  claimDays: integer('claim_days').notNull().default(7),
  /** Whether agents may take part (members of an agent's team always may). */
  agents: text('agents').$type<'no' | 'yes'>().notNull().default('no'),
  /**
   * Whether a bonus of this activity ended before its wagering is met takes back what it won as well
   * (decision 0280). Copied onto each bonus when it is paid, so a later change binds only new bonuses.
   */
  forfeitWinnings: boolean('forfeit_winnings').notNull().default(false),
  /**
   * Besides one per member (and period): one per registration address and/or per payout account, so a
   * household's second account cannot take what its first took (decision 0260).
   */
  oncePer: text('once_per')
    .array()
    .$type<OncePer[]>()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Minor units the activity may pay in all; null: no limit. */
  budget: bigint('budget', { mode: 'number' }),
  spent: bigint('spent', { mode: 'number' }).notNull().default(0),
  /** Rebate and cashback: the last period whose amounts were written for members to claim. */
  settledThrough: text('settled_through'),
  claims: integer('claims').notNull().default(0),
  sort: integer('sort').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * A member's place in an activity for one period: `once` for an activity a person takes once, the
 * brand day (YYYY-MM-DD) for a daily one, `W` and the Monday for a weekly one (decision 0244). A
 * deposit match's is written when the member qualifies (a deposit is credited), an application's when
 * the member applies, the others' when they are claimed; so the reward centre reads one row per
 * activity and period and never sums deposits.
 */
export const rewardEntries = pgTable(
  'reward_entries',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => rewardActivities.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    period: text('period').notNull(),
    /**
     * claim: qualified, not claimed yet; close: did not qualify; claimed: paid as a bonus; signed: a
     * day's check-in, paid; applying: an application awaiting review; issued: approved and paid;
     * rejected: refused (`reason`).
     */
    status: text('status')
      .$type<'claim' | 'close' | 'claimed' | 'signed' | 'applying' | 'issued' | 'rejected'>()
      .notNull(),
    depositOrderId: text('deposit_order_id'),
    depositAmount: bigint('deposit_amount', { mode: 'number' }).notNull().default(0),
    /** What claiming pays, fixed when the member qualified. */
    bonus: bigint('bonus', { mode: 'number' }).notNull().default(0),
    claimBy: at('claim_by'),
    claimRequestId: text('claim_request_id'),
    bonusId: integer('bonus_id'),
    /** A check-in's place in the member's unbroken run of days (1 = the first). */
    streak: integer('streak').notNull().default(0),
    /** An application's remark, and the operator's reason when it was rejected. */
    remark: text('remark'),
    reason: text('reason'),
    reviewedAt: at('reviewed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    claimedAt: at('claimed_at'),
  },
  (t) => [
    uniqueIndex('reward_entries_once').on(t.activityId, t.memberId, t.period),
    index('reward_entries_member').on(t.memberId, t.status),
    // The operator's queue of applications to review.
    index('reward_entries_applying')
      .on(t.activityId, t.id)
      .where(sql`${t.status} = 'applying'`),
  ],
);

/** The pictures sent with an application (png or jpeg, checked by their first bytes; at most 3). */
export const rewardApplicationImages = pgTable(
  'reward_application_images',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => rewardEntries.id),
    contentType: text('content_type').$type<'image/png' | 'image/jpeg'>().notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('reward_application_images_entry').on(t.entryId)],
);

/**
 * A bonus paid to a member: BONUS → their main wallet in the ledger, with wagering to do before it is
 * theirs to withdraw. `turnoverDone` grows as their rounds settle (the bets_wagering trigger, in the
 * round's transaction); ending a bonus early takes back up to its amount, and its winnings when it
 * forfeits them (`reversed`; decision 0280).
 */
export const bonuses = pgTable(
  'bonuses',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    activityId: integer('activity_id').references(() => rewardActivities.id),
    /** An operator's grant: why (the member sees it as the title). */
    memo: text('memo').notNull().default(''),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    turnoverRequired: bigint('turnover_required', { mode: 'number' }).notNull(),
    turnoverDone: bigint('turnover_done', { mode: 'number' }).notNull().default(0),
    /** Percent of a settled stake that counts, by game type; a type not named counts 0. */
    contributions: jsonb('contributions').$type<Record<string, number>>().notNull(),
    state: text('state')
      .$type<'active' | 'completed' | 'forfeited' | 'expired' | 'cancelled'>()
      .notNull()
      .default('active'),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    endedAt: at('ended_at'),
    reversed: bigint('reversed', { mode: 'number' }).notNull().default(0),
    /**
     * The net result (payout minus stake, negative when the member lost) of the member's rounds settled
     * while the bonus was active and placed after it was paid; kept by bets_wagering as each round
     * settles, in the round's transaction (decision 0280).
     */
    winnings: bigint('winnings', { mode: 'number' }).notNull().default(0),
    /** Whether ending it early takes back its winnings (above zero) besides the bonus; fixed when paid. */
    forfeitsWinnings: boolean('forfeits_winnings').notNull().default(false),
    requestKey: text('request_key').notNull(),
  },
  (t) => [
    index('bonuses_member').on(t.memberId, t.id),
    uniqueIndex('bonuses_request').on(t.requestKey),
    index('bonuses_expiring')
      .on(t.expiresAt)
      .where(sql`${t.state} = 'active'`),
  ],
);

/**
 * The wagering still open over a member's active bonuses, kept with every change of one (claim, round
 * settled, forfeit, expiry): what a withdrawal checks, read as one row (decision 0239).
 */
export const bonusWagering = pgTable('bonus_wagering', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  remaining: bigint('remaining', { mode: 'number' }).notNull().default(0),
});
