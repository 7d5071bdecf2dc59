import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SeamlessAnswer } from '@lobby/contract/seamless';
import { at } from './columns';
import { members } from './accounts';

/**
 * Seamless wallet, platform side (docs/decisions.md, Games). A player token is issued at each game
 * launch and handed to the game provider, which names it in every wallet call; only its SHA-256 is
 * kept. It expires some hours after its last use for authenticate, balance and bet, never for win and
 * rollback (money owed to the player is paid whatever the token's age).
 */
export const seamlessTokens = pgTable(
  'seamless_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    gameType: text('game_type').notNull(),
    currency: text('currency').notNull(),
    language: text('language').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
  },
  (t) => [index('seamless_tokens_member').on(t.memberId)],
);

/**
 * Every bet, win and rollback a vendor sent, under its request id (unique per vendor), with the answer
 * it got: a repeat is answered from here, identically, and the same id with other content is refused.
 * A rollback naming a bet that never arrived leaves a placeholder (`call` bet, no `requestHash`,
 * `rolledBackBy` set), so that bet is refused when it arrives late.
 */
export const seamlessCalls = pgTable(
  'seamless_calls',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    vendorCode: text('vendor_code').notNull(),
    requestId: text('request_id').notNull(),
    call: text('call').$type<'bet' | 'win' | 'rollback'>().notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    roundId: text('round_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    /** SHA-256 of the call's content; null for a rollback's placeholder of a bet not yet seen. */
    requestHash: text('request_hash'),
    /** The answer, replayed to a repeat. */
    response: jsonb('response').$type<SeamlessAnswer>(),
    /** True when the call moved money (an accepted bet of a positive amount, say). */
    moved: boolean('moved').notNull().default(false),
    /** Bets only: the rollback that returned (or pre-empted) this bet. */
    rolledBackBy: text('rolled_back_by'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seamless_calls_vendor_request').on(t.vendorCode, t.requestId),
    index('seamless_calls_round').on(t.vendorCode, t.roundId),
  ],
);
