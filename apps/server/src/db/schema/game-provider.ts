import { bigint, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { BgsGame, DiceDirection, DiceOutcome, SlotOutcome } from '@lobby/contract/bgs';
import type { SlotSymbol, SpinValue } from '@lobby/contract/provider';
import { at } from './columns';

/**
 * The game provider's own sessions (modules/game-provider, an outside party living in this process):
 * one per launch, found by the SHA-256 of the token the game page carries. `playerToken` is the
 * platform's token the provider names in its wallet calls; the page never sees it.
 */
export const providerSessions = pgTable(
  'provider_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    playerToken: text('player_token').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    gameType: text('game_type').notNull(),
    account: text('account').notNull(),
    currency: text('currency').notNull(),
    language: text('language').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  // The round recovery settles an in-house round on the player's newest session of the vendor.
  (t) => [index('provider_sessions_account').on(t.account, t.vendorCode, t.createdAt)],
);

/** What a drawn emulator round keeps: the draw and its seed as the spin shows them. */
export type ProviderRoundResult = {
  serverSeed: string;
  serverSeedHash: string;
  stops: number[];
  symbols: SlotSymbol[];
  win: SpinValue['win'];
  /** The balance the round's win left, kept once settled: a repeated spin answers it. */
  balance?: number;
};

/**
 * The vendor emulator's rounds, the provider's own record: what was drawn and how far the settlement
 * with the platform's wallet got (BET_SENT, SETTLED, ROLLED_BACK, REFUSED when the bet was refused, or
 * FAILED when even the rollback did not go through and the round waits for the provider's retry).
 */
export const providerRounds = pgTable(
  'provider_rounds',
  {
    roundId: text('round_id').primaryKey(),
    sessionHash: text('session_hash').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    account: text('account').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    status: text('status').$type<'BET_SENT' | 'SETTLED' | 'ROLLED_BACK' | 'REFUSED' | 'FAILED'>().notNull(),
    result: jsonb('result').$type<ProviderRoundResult>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('provider_rounds_session').on(t.sessionHash, t.createdAt),
    // What the round recovery looks through: rounds whose money is not final.
    index('provider_rounds_unfinished')
      .on(t.createdAt, t.roundId)
      .where(sql`${t.status} in ('BET_SENT', 'FAILED')`),
  ],
);

/**
 * Provably-fair seed pairs of the in-house (BGS) games, one active pair per player. The provider is an
 * outside party (modules/game-provider) that knows a player by account name only, hence no member id.
 * Only the SHA-256 of the server seed is shown while the pair is active; rotating reveals the seed
 * (revealedAt set) and starts a new pair at nonce 0. `nonce` is the one the next round takes.
 */
export const bgsSeedPairs = pgTable(
  'bgs_seed_pairs',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    revealedAt: at('revealed_at'),
  },
  (t) => [
    uniqueIndex('bgs_seed_pairs_active')
      .on(t.account)
      .where(sql`${t.revealedAt} is null`),
    index('bgs_seed_pairs_account').on(t.account, t.id),
    uniqueIndex('bgs_seed_pairs_hash').on(t.serverSeedHash),
  ],
);

/** What a mines round keeps as its outcome: never the mines while it is open (the seed pair gives them). */
export type MinesState = {
  revealed: number[];
  result: 'open' | 'busted' | 'cashed';
  mineTiles: number[] | null;
};

/**
 * What an in-house round holds, by game: what the player chose (`params`) and what the round showed
 * (`outcome`). Drizzle types each column on its own, so a row read back does not tie them to its
 * game; modules/game-provider/bgs/round-views.ts narrows a row by its game instead of casting.
 */
export type BgsPlay =
  | { gameCode: 'slot'; params: Record<string, never>; outcome: SlotOutcome }
  | { gameCode: 'dice'; params: { direction: DiceDirection; target: number }; outcome: DiceOutcome }
  | { gameCode: 'mines'; params: { mines: number }; outcome: MinesState };

/**
 * The in-house provider's record of its rounds (slot, dice, mines): what was played with which seed
 * and nonce, and how far settlement with the platform's wallet got. pending: the stake is being taken;
 * open: a mines round in play (its mines are recomputed from the seed pair, never stored); settling:
 * ended, the closing win not yet confirmed by the wallet; settled; refused: the wallet refused the
 * stake; rolled_back: the stake was returned. `requestId` is the game page's, one per play action.
 */
export const bgsRounds = pgTable(
  'bgs_rounds',
  {
    roundId: text('round_id').primaryKey(),
    account: text('account').notNull(),
    requestId: text('request_id').notNull(),
    gameCode: text('game_code').$type<BgsGame>().notNull(),
    currency: text('currency').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    seedPairId: integer('seed_pair_id')
      .notNull()
      .references(() => bgsSeedPairs.id),
    nonce: integer('nonce').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** What the player chose: dice direction and target, the number of mines. */
    params: jsonb('params').$type<BgsPlay['params']>().notNull(),
    /** What the round showed so far (a mines round: the tiles revealed, in order). */
    outcome: jsonb('outcome').$type<BgsPlay['outcome']>().notNull(),
    status: text('status')
      .$type<'pending' | 'open' | 'settling' | 'settled' | 'refused' | 'rolled_back'>()
      .notNull(),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('bgs_rounds_request').on(t.account, t.requestId),
    index('bgs_rounds_account').on(t.account, t.createdAt),
    // One live mines round per player and game: a reload resumes it.
    uniqueIndex('bgs_rounds_live')
      .on(t.account, t.gameCode)
      .where(sql`${t.gameCode} = 'mines' and ${t.status} in ('pending', 'open')`),
    index('bgs_rounds_unfinished')
      .on(t.account)
      .where(sql`${t.status} in ('pending', 'settling')`),
    index('bgs_rounds_seed_pair').on(t.seedPairId),
  ],
);
