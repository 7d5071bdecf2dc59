import * as z from 'zod/mini';
import { checked } from './checked.ts';
import { contractKinds, contractPartySchema } from './agent-contracts.ts';

/*
 * What agent contracts pay (issue 20 'Payouts'; decision 0257): at each period's end every contract in
 * force is paid once for that period, from its upline's wallet (the brand's commission account when the
 * platform is the upline). A payout the upline cannot fund is `owed` and paid when the upline can.
 * The record pages (agentDividendRecordCopy2, agentDailyWages2, agentHourSalary, agentRealtimeSalary)
 * read this list: as downline what the agent received, as upline what it paid its direct downline.
 */

export const agentPayoutPaths = {
  /** ours: the payouts of the caller's contracts, by kind and role, newest period first. */
  list: '/wps/agent/contracts/payouts',
} as const;

/** The ledger transaction kinds of a payout: salaries (daily, hourly, real-time) and dividends. */
export const agentPayoutLedgerKinds = {
  salary: 'AGENT_SALARY',
  dividend: 'AGENT_DIVIDEND',
} as const;

export const payoutStates = ['paid', 'owed'] as const;
export type PayoutState = (typeof payoutStates)[number];

/**
 * The team's figures of the period that the pay was computed from, as the contract's kind needs them
 * (a field a kind does not use is absent). Amounts are minor units.
 */
export const payoutBasisSchema = z.object({
  /** Settled valid bet of the team (every member under the downline agent) in the period. */
  validBet: z.optional(z.int()),
  /** The team's loss in the period, the platform's win (negative when the team won). */
  profitLoss: z.optional(z.int()),
  /** Team members with at least one settled bet in the period. */
  activeMembers: z.optional(z.int()),
  /** Real-time salary: settled bets of at least the tier's single bet, and their stakes by outcome. */
  qualifyingBets: z.optional(z.int()),
  wonStake: z.optional(z.int()),
  lostStake: z.optional(z.int()),
});
export type PayoutBasis = z.infer<typeof payoutBasisSchema>;

export const agentPayoutSchema = z.object({
  id: z.int(),
  contractId: z.int(),
  kind: z.enum(contractKinds),
  /** Whether the caller received it (downline) or paid it (upline). */
  role: z.enum(['upline', 'downline']),
  /** The paying agent; null when the platform paid (a top agent's contract). */
  upline: z.nullable(contractPartySchema),
  downline: contractPartySchema,
  /** The period, [start, end), as instants. */
  periodStart: z.string(),
  periodEnd: z.string(),
  basis: payoutBasisSchema,
  /** Which tier the figures reached (0 is the first); null when none was reached and nothing is due. */
  tier: z.nullable(z.int()),
  /** The rate applied, in basis points (for a real-time salary, the higher of the win and loss rates). */
  rate: z.int(),
  /** Minor units; 0 when no tier was reached. */
  amount: z.int(),
  state: z.enum(payoutStates),
  /** When it was paid; null while owed. */
  paidAt: z.nullable(z.string()),
});
export type AgentPayout = z.infer<typeof agentPayoutSchema>;

export const payoutListValueSchema = z.object({
  list: z.array(agentPayoutSchema),
  pageNo: z.int(),
  pageSize: z.int(),
  total: z.int(),
  totalPages: z.int(),
  /** Over every payout the filter matches, not only this page. */
  totals: z.object({ paid: z.int(), owed: z.int() }),
});
export type PayoutListValue = z.infer<typeof payoutListValueSchema>;

/* @__NO_SIDE_EFFECTS__ */
function pageNumber(max: number, fallback: number) {
  return z._default(checked(z.coerce.number(), z.int(), z.gte(1), z.lte(max)), fallback);
}

/** The payouts list's query: one kind (one record page), received (downline) or paid (upline). */
export const payoutListQuerySchema = z.object({
  kind: z.enum(contractKinds),
  role: z._default(z.enum(['downline', 'upline']), 'downline'),
  state: z.optional(z.enum(payoutStates)),
  /** Periods starting on or after this brand day (YYYY-MM-DD) and on or before `to`. */
  from: z.optional(z.iso.date()),
  to: z.optional(z.iso.date()),
  pageNo: pageNumber(10_000, 1),
  pageSize: pageNumber(100, 20),
});
export type PayoutListQuery = z.infer<typeof payoutListQuerySchema>;
