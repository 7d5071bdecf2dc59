import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  ContractEnder,
  ContractEndReason,
  ContractEvent,
  ContractKind,
  ContractState,
  ContractTerms,
} from '@lobby/contract/agent-contracts';
import { members } from './accounts';
import { ledgerTransactions } from './ledger';
import { at } from './columns';

/**
 * An agent pay contract (issue 20; decisions 0254–0257): offered by `uplineId` (null: the platform,
 * to a top agent) to `downlineId`, a direct downline agent. `terms` are the contract package's
 * contractTermsSchema as offered, never changed; `rate` is their highest rate (basis points), kept
 * beside them so the auto-termination rule compares in SQL. The database holds the lifecycle's
 * invariants: one offer waiting and one contract in force per downline and kind, and an offer made
 * once per request id.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<ContractKind>().notNull(),
    uplineId: integer('upline_id').references(() => members.id),
    downlineId: integer('downline_id')
      .notNull()
      .references(() => members.id),
    terms: jsonb('terms').$type<ContractTerms>().notNull(),
    rate: integer('rate').notNull(),
    state: text('state').$type<ContractState>().notNull().default('offered'),
    /** The offering agent's request id (or the operator command's), for an offer made once. */
    requestId: text('request_id').notNull(),
    /** The operator who offered or ended it through `npm run ops`, for the platform's contracts. */
    operator: text('operator'),
    offeredAt: at('offered_at').notNull(),
    answeredAt: at('answered_at'),
    endedAt: at('ended_at'),
    endedBy: text('ended_by').$type<ContractEnder>(),
    endReason: text('end_reason').$type<ContractEndReason>(),
    /** The rejecting or ending party's words. */
    note: text('note').notNull().default(''),
    /** The contract whose confirmation ended this one (replaced or aboveUpline). */
    endedByContractId: integer('ended_by_contract_id'),
    /**
     * What the contract has paid and owes, kept by the payout's transaction (decision 0264), so the
     * payouts list's totals read the agent's contracts, not every period they were paid for.
     */
    paidCount: integer('paid_count').notNull().default(0),
    paidAmount: bigint('paid_amount', { mode: 'number' }).notNull().default(0),
    owedCount: integer('owed_count').notNull().default(0),
    owedAmount: bigint('owed_amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    // The lifecycle's invariants, kept by the database against parallel offers and accepts.
    uniqueIndex('agent_contracts_one_offer')
      .on(t.downlineId, t.kind)
      .where(sql`${t.state} = 'offered'`),
    uniqueIndex('agent_contracts_one_in_force')
      .on(t.downlineId, t.kind)
      .where(sql`${t.state} = 'accepted'`),
    uniqueIndex('agent_contracts_request').on(sql`coalesce(${t.uplineId}, 0)`, t.requestId),
    // The agent's contracts as upline (its offers, and the auto-termination rule's search).
    index('agent_contracts_upline').on(t.uplineId, t.kind, t.state),
    index('agent_contracts_downline').on(t.downlineId, t.id),
    check('agent_contracts_rate', sql`${t.rate} between 0 and 10000`),
    check('agent_contracts_state', sql`${t.state} in ('offered', 'accepted', 'rejected', 'terminated')`),
    check(
      'agent_contracts_kind',
      sql`${t.kind} in ('dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary')`,
    ),
    check('agent_contracts_parties', sql`${t.uplineId} is distinct from ${t.downlineId}`),
  ],
);

/** A contract's history, one row per step, oldest first by id; written in the step's transaction. */
export const agentContractEvents = pgTable(
  'agent_contract_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => agentContracts.id),
    event: text('event').$type<ContractEvent>().notNull(),
    by: text('by').$type<ContractEnder>().notNull(),
    /** The member who acted, when a member did. */
    actorId: integer('actor_id').references(() => members.id),
    /** The operator's name, when the platform acted. */
    operator: text('operator'),
    reason: text('reason').$type<ContractEndReason>(),
    note: text('note').notNull().default(''),
    at: at('at').notNull(),
  },
  (t) => [index('agent_contract_events_contract').on(t.contractId, t.id)],
);

/**
 * What a contract paid for one period: the payout job (modules/agent-payouts) writes one row per
 * (contract, period start), so a period pays exactly once whichever instance's job gets there first; a
 * payout the upline cannot fund is `owed` until it is (decisions 0257, 0261–0264). The contract's kind
 * and parties are copied onto the row so each side's record page is one index range.
 */
export const agentContractPayouts = pgTable(
  'agent_contract_payouts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => agentContracts.id),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    /** The brand day the period starts on (in the brand's offset when it was written): the day sums' key. */
    brandDay: date('brand_day', { mode: 'string' }).notNull(),
    kind: text('kind').$type<ContractKind>().notNull(),
    /** The paying agent; null when the platform pays (from its COMMISSION account). */
    uplineId: integer('upline_id').references(() => members.id),
    downlineId: integer('downline_id')
      .notNull()
      .references(() => members.id),
    /** The tier reached (0 is the first); null when none was and nothing is due. */
    tier: integer('tier'),
    /** The rate applied, basis points. */
    rate: integer('rate').notNull().default(0),
    /** The team's figures the pay was computed from (valid bet, loss, active members…), as computed. */
    basis: jsonb('basis').$type<Record<string, number>>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    state: text('state').$type<'paid' | 'owed'>().notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    createdAt: at('created_at').notNull(),
    paidAt: at('paid_at'),
  },
  (t) => [
    uniqueIndex('agent_contract_payouts_period').on(t.contractId, t.periodStart),
    // Each side's record page: newest period first, one index range per (agent, kind).
    index('agent_contract_payouts_downline').on(t.downlineId, t.kind, t.periodStart, t.id),
    index('agent_contract_payouts_upline').on(t.uplineId, t.kind, t.periodStart, t.id),
    // What is still owed, oldest first: the next runs pay it when the upline can.
    index('agent_contract_payouts_owed')
      .on(t.id)
      .where(sql`${t.state} = 'owed'`),
    check('agent_contract_payouts_state', sql`${t.state} in ('paid', 'owed')`),
    check('agent_contract_payouts_amount', sql`${t.amount} >= 0`),
    check('agent_contract_payouts_period_order', sql`${t.periodEnd} > ${t.periodStart}`),
  ],
);

/**
 * Each agent's payouts of one kind per brand day, on each side (`downline`: received, `upline`: paid
 * to its downline), kept by a trigger on agent_contract_payouts (decision 0275): the record page's
 * totals over a date filter read a row per day, whatever the number of periods.
 */
export const agentPayoutDays = pgTable(
  'agent_payout_days',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    role: text('role').$type<'downline' | 'upline'>().notNull(),
    kind: text('kind').$type<ContractKind>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    paidCount: integer('paid_count').notNull().default(0),
    owedCount: integer('owed_count').notNull().default(0),
    paidAmount: bigint('paid_amount', { mode: 'number' }).notNull().default(0),
    owedAmount: bigint('owed_amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.role, t.kind, t.day] })],
);
