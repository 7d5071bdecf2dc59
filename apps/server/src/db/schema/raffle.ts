import { sql } from 'drizzle-orm';
import {
  bigint,
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
 * A raffle (issue 19; decision 0247): from `startsAt` to `endsAt` members earn tickets, one per
 * `ticketPerDeposit` credited and one per `ticketPerBet` of settled stakes (minor units; 0 turns that
 * way off). The seed is made at creation: its SHA-256 (`seedHash`) is published at once, the seed
 * itself is kept sealed (`sealedSeed`, secret-box under the raffle's id) and copied to `seed` only by
 * the draw, which happens once the period is over and is stored once (raffle_winners).
 */
export const raffles = pgTable(
  'raffles',
  {
    id: serial('id').primaryKey(),
    /**
     * The title per language, as promotions keep theirs: readers get their language, else the brand
     * default, else English, else any (the site shows it dir="auto").
     */
    title: jsonb('title').$type<LocalizedText>().notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    ticketPerDeposit: bigint('ticket_per_deposit', { mode: 'number' }).notNull(),
    ticketPerBet: bigint('ticket_per_bet', { mode: 'number' }).notNull(),
    /** The prizes in place order, minor units. */
    prizes: jsonb('prizes').$type<number[]>().notNull(),
    wageringMultiple: integer('wagering_multiple').notNull(),
    expiryDays: integer('expiry_days').notNull(),
    seedHash: text('seed_hash').notNull(),
    sealedSeed: text('sealed_seed').notNull(),
    /** The revealed seed (hex), null until the draw. */
    seed: text('seed'),
    totalTickets: bigint('total_tickets', { mode: 'number' }),
    /** open (upcoming, running, then waiting for its draw), drawn, or cancelled by the operator. */
    state: text('state').$type<'open' | 'drawn' | 'cancelled'>().notNull().default('open'),
    drawnAt: at('drawn_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    // The counting triggers and the draw job look for open raffles by their end: a short range.
    index('raffles_open_ending')
      .on(t.endsAt)
      .where(sql`${t.state} = 'open'`),
    // The page's recent raffles, newest end first.
    index('raffles_ending').on(t.endsAt),
    check('raffles_earn', sql`${t.ticketPerDeposit} >= 0 and ${t.ticketPerBet} >= 0`),
  ],
);

/**
 * A member's part in a raffle: deposits credited and stakes settled during its period and the tickets
 * they earn, kept by the database in the events' transactions (triggers raffle_deposits and
 * raffle_bets), never summed on read. `firstTicket` is given by the draw: the members' tickets are
 * numbered in member-id order, so the range of each is fixed by the table alone.
 */
export const raffleEntries = pgTable(
  'raffle_entries',
  {
    raffleId: integer('raffle_id')
      .notNull()
      .references(() => raffles.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    deposits: bigint('deposits', { mode: 'number' }).notNull().default(0),
    validBets: bigint('valid_bets', { mode: 'number' }).notNull().default(0),
    tickets: bigint('tickets', { mode: 'number' }).notNull().default(0),
    firstTicket: bigint('first_ticket', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.raffleId, t.memberId] })],
);

/** The draw's result, stored once: each place's winner and ticket; the claim fills in the bonus. */
export const raffleWinners = pgTable(
  'raffle_winners',
  {
    raffleId: integer('raffle_id')
      .notNull()
      .references(() => raffles.id),
    /** The prize's index in `raffles.prizes`, from 0. */
    prize: integer('prize').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    ticket: bigint('ticket', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    bonusId: integer('bonus_id').references(() => bonuses.id),
    claimRequestId: text('claim_request_id'),
    claimedAt: at('claimed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.raffleId, t.prize] }),
    // One prize per member per raffle; a claim finds the member's prize by this index.
    uniqueIndex('raffle_winners_member').on(t.memberId, t.raffleId),
  ],
);
