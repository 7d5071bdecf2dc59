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
import { sql } from 'drizzle-orm';
import { at } from './columns';
import { members } from './accounts';

/**
 * Ledger accounts. A member has a main wallet (kind MAIN) and a wallet per vendor (kind VENDOR,
 * vendorCode = vassalage); the brand has system accounts named by `code` (HOUSE:PHP, GATEWAY:PHP, ...).
 * `balance` is minor units and changes only through balanced ledger transactions; it never goes below
 * zero unless the account allows it (system accounts on the outside of the books do).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').references(() => members.id),
    kind: text('kind').notNull(),
    vendorCode: text('vendor_code').notNull().default(''),
    /** System accounts only: a stable name, unique per currency. */
    code: text('code').unique(),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /** Every kind of movement the account has had (ledger_post adds new ones): the record's type filter. */
    kinds: text('kinds')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_owner_kind').on(t.memberId, t.kind, t.vendorCode),
    // The no-overdraft rule lives in the table, so no code path can skip it.
    check('ledger_accounts_not_negative', sql`${t.balance} >= 0 OR ${t.allowNegative}`),
  ],
);

/**
 * One balanced movement of money. `idempotencyKey` is the request's key: a repeat finds this row and
 * replays it; the same key with other parameters (another `requestHash`) is refused.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    requestHash: text('request_hash').notNull(),
    kind: text('kind').notNull(),
    /** The member the movement is for, if any (their account record lists it). */
    memberId: integer('member_id').references(() => members.id),
    reference: text('reference').notNull().default(''),
    memo: jsonb('memo').$type<Record<string, string | number | boolean>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('ledger_transactions_member').on(t.memberId, t.id)],
);

/** The legs of a transaction: signed changes of account balances that sum to zero. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** The transaction's kind and time, copied by ledger_post so an account's record reads one index. */
    kind: text('kind').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    // An account's record pages newest first within a period: a range of this index, whatever the
    // size of the ledger (docs/decisions/0210).
    index('ledger_entries_account_time').on(t.accountId, t.createdAt, t.id),
    // A large team's record: the newest entries of the whole ledger, each checked for the team, until
    // the page is full.
    index('ledger_entries_time').on(t.createdAt, t.id),
    index('ledger_entries_transaction').on(t.transactionId),
  ],
);

/**
 * How many entries each account had per hour (UTC) and kind, which ledger_post adds to with every
 * posting: the account record counts these rather than the entries. Only postings that hold the
 * account's lock write its rows, so they add no lock of their own (docs/decisions/0213).
 */
export const ledgerEntryHours = pgTable(
  'ledger_entry_hours',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    hour: at('hour').notNull(),
    kind: text('kind').notNull(),
    entries: integer('entries').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.hour, t.kind] }),
    // A large team's period: the brand's hours of the period, each checked for the team.
    index('ledger_entry_hours_hour').on(t.hour, t.accountId),
  ],
);
