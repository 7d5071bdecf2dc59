import { bigint, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SeamlessDetail, SeamlessFairness } from '@lobby/contract/seamless';
import { at } from './columns';
import { members } from './accounts';

/**
 * One game round of a member: every provider (the in-house BGS games and the vendor emulator) settles
 * through the seamless wallet, which writes this row together with the ledger postings. The stake is
 * taken when the round opens; wins add to `payout`; a rollback returns the stake. `fairness` holds the
 * provably-fair data of in-house rounds (server seed hash, client seed, nonce; the seed once revealed).
 */
export const bets = pgTable(
  'bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The vendor (vassalage), e.g. BGS or PG. */
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    /** The game's category (RNG, LIVE, FISH, ...), for the betting record's filters and personal loss. */
    gameType: text('game_type').notNull(),
    /** The provider's round id, unique per vendor. */
    roundId: text('round_id').notNull(),
    currency: text('currency').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull().default(0),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    status: text('status').$type<'OPEN' | 'SETTLED' | 'ROLLED_BACK'>().notNull().default('OPEN'),
    fairness: jsonb('fairness').$type<SeamlessFairness>(),
    /**
     * What the round showed (reels, dice roll, mines field...), for the betting record's detail: the
     * vendor's calls' `detail` merged, in the vendor's own keys, which is why readers check each value.
     */
    detail: jsonb('detail').$type<SeamlessDetail>().notNull().default({}),
    placedAt: at('placed_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('bets_vendor_round').on(t.vendorCode, t.roundId),
    // The betting record pages by (member, placed time); the other columns let its totals and personal
    // loss sum a member's rounds from the index alone, without reading each row (docs/decisions.md, Games).
    index('bets_member').on(t.memberId, t.placedAt, t.gameType, t.vendorCode, t.status, t.stake, t.payout),
    index('bets_settled').on(t.settledAt),
    // A large team's record: the newest rounds of the brand, each checked for the team.
    index('bets_placed').on(t.placedAt, t.id),
  ],
);

/**
 * A member's rounds summed by the hour they were placed in (UTC), game type, vendor and status: what
 * the betting record's totals, personal loss and user loss add up over a period instead of the rounds
 * themselves. The database keeps it with every change of a round (trigger bets_hours, drizzle/0018), in
 * the round's own transaction, so it is never behind the rounds (docs/decisions/0212).
 */
export const memberBetHours = pgTable(
  'member_bet_hours',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    hour: at('hour').notNull(),
    gameType: text('game_type').notNull(),
    vendorCode: text('vendor_code').notNull(),
    status: text('status').$type<'OPEN' | 'SETTLED' | 'ROLLED_BACK'>().notNull(),
    rounds: integer('rounds').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.hour, t.gameType, t.vendorCode, t.status] }),
    // A large team's period: the brand's hours of the period, each checked for the team.
    index('member_bet_hours_hour').on(t.hour, t.memberId),
  ],
);
