import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { bonuses } from './rewards';
import { at } from './columns';

/** What a round pays and asks, shared by a schedule and the rounds it makes (minor units). */
const terms = {
  pool: bigint('pool', { mode: 'number' }).notNull(),
  envelopes: integer('envelopes').notNull(),
  minAmount: bigint('min_amount', { mode: 'number' }).notNull(),
  /** Each amount is to be wagered this many times (0: none), within `expiryDays`. */
  turnoverMultiple: integer('turnover_multiple').notNull(),
  expiryDays: integer('expiry_days').notNull(),
  /** Whether agents may open envelopes (members of an agent's team always may). */
  agents: boolean('agents').notNull().default(false),
};

/**
 * A daily schedule the operator sets (decision 0240): at `startMinute` of each brand day (minutes
 * after midnight in the brand's time zone) a round of `durationMinutes` starts. A periodic job makes
 * today's and tomorrow's rounds from it, so an upcoming round always exists.
 */
export const redEnvelopeSchedules = pgTable(
  'red_envelope_schedules',
  {
    id: serial('id').primaryKey(),
    startMinute: integer('start_minute').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    ...terms,
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [check('red_envelope_schedules_fair', sql`${t.pool} >= ${t.envelopes} * ${t.minAmount}`)],
);

/**
 * A round: from `startsAt` to `endsAt` each member opens at most one of its `envelopes` and draws a
 * share of its `pool`. `paid` and `opened` are kept by every open in its transaction, under the row's
 * lock, so the pool is never overdrawn and nothing is summed on read. A schedule's round carries the
 * brand day it was made for (`scheduleDay`), so the job makes it once.
 */
export const redEnvelopeRounds = pgTable(
  'red_envelope_rounds',
  {
    id: serial('id').primaryKey(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    ...terms,
    paid: bigint('paid', { mode: 'number' }).notNull().default(0),
    opened: integer('opened').notNull().default(0),
    /** open (announced, then running, then over by the clock) or cancelled by the operator. */
    state: text('state').$type<'open' | 'cancelled'>().notNull().default('open'),
    scheduleId: integer('schedule_id').references(() => redEnvelopeSchedules.id),
    scheduleDay: text('schedule_day'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    // The current and next rounds are the open ones not over yet: a short range of this index.
    index('red_envelope_rounds_ending')
      .on(t.endsAt)
      .where(sql`${t.state} = 'open'`),
    uniqueIndex('red_envelope_rounds_scheduled').on(t.scheduleId, t.scheduleDay),
    check('red_envelope_rounds_fair', sql`${t.pool} >= ${t.envelopes} * ${t.minAmount}`),
    check('red_envelope_rounds_kept', sql`${t.paid} <= ${t.pool} and ${t.opened} <= ${t.envelopes}`),
  ],
);

/** A member's envelope of a round: one per member per round, paid as the bonus it names. */
export const redEnvelopeOpens = pgTable(
  'red_envelope_opens',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => redEnvelopeRounds.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    turnoverRequired: bigint('turnover_required', { mode: 'number' }).notNull(),
    bonusId: integer('bonus_id')
      .notNull()
      .references(() => bonuses.id),
    requestId: text('request_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('red_envelope_opens_once').on(t.roundId, t.memberId),
    uniqueIndex('red_envelope_opens_request').on(t.memberId, t.requestId),
  ],
);
