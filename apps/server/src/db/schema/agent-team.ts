import { bigint, boolean, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { members } from './accounts';

/*
 * An agent's team kept summed as it changes (docs/decisions/0214), so the team overview reads a few
 * rows whatever the size of the team. The database keeps them (drizzle/0021): triggers on
 * member_ancestors (a new member) and on members (a changed type), and a statement trigger on
 * ledger_accounts (a main wallet's balance). `npm run ledger:check` proves them against the rows.
 */

/** How many accounts of each type the agent has, right under it (`direct`) or deeper. */
export const agentTeamCounts = pgTable(
  'agent_team_counts',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id),
    direct: boolean('direct').notNull(),
    type: integer('type').notNull(),
    accounts: integer('accounts').notNull(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.direct, t.type] })],
);

/**
 * The team's registrations per quarter hour (UTC), so any brand day, in any time-zone offset (all are
 * whole quarter hours), is a range of rows.
 */
export const agentTeamJoins = pgTable(
  'agent_team_joins',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id),
    slot: at('slot').notNull(),
    accounts: integer('accounts').notNull(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.slot] })],
);

/**
 * The sum of the team's main wallets, in 16 shards (the wallet's account id modulo 16): every posting
 * to any member of a large team changes it, and one row per agent would make every posting of the team
 * wait for the others.
 */
export const agentTeamBalances = pgTable(
  'agent_team_balances',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id),
    shard: smallint('shard').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.shard] })],
);

/**
 * The team's rounds summed by UTC hour, level (`direct` or deeper), game type, vendor and status, as
 * `member_bet_hours` sums a member's: kept by the same deferred trigger on bets (drizzle/0023), in 16
 * shards (the member's id modulo 16) so the rounds of a large team do not queue on one row.
 */
export const agentBetHours = pgTable(
  'agent_bet_hours',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id),
    hour: at('hour').notNull(),
    direct: boolean('direct').notNull(),
    gameType: text('game_type').notNull(),
    vendorCode: text('vendor_code').notNull(),
    status: text('status').$type<'OPEN' | 'SETTLED' | 'ROLLED_BACK'>().notNull(),
    shard: smallint('shard').notNull(),
    rounds: integer('rounds').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.agentId, t.hour, t.direct, t.gameType, t.vendorCode, t.status, t.shard],
    }),
  ],
);

/**
 * The team's ledger entries counted by UTC hour, level and kind, as `ledger_entry_hours` counts an
 * account's: written by ledger_post (drizzle/0023), in 16 shards (the account's id modulo 16).
 */
export const agentEntryHours = pgTable(
  'agent_entry_hours',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id),
    hour: at('hour').notNull(),
    direct: boolean('direct').notNull(),
    kind: text('kind').notNull(),
    shard: smallint('shard').notNull(),
    entries: integer('entries').notNull(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.hour, t.direct, t.kind, t.shard] })],
);

/** The kinds of movement the team has had, by level, for the downline transactions' type filter. */
export const agentTeamKinds = pgTable(
  'agent_team_kinds',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id),
    direct: boolean('direct').notNull(),
    kind: text('kind').notNull(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.direct, t.kind] })],
);
