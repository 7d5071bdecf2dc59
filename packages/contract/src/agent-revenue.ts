import * as z from 'zod/mini';

/*
 * The agent revenue report (product §2 agentRevenueReport; issue 20; decision 0269): a period's money
 * of an agent's team, in total and per direct downline account, read from sums the database keeps as
 * money moves (agent_revenue_slots). Agents only (visitors 401, members and trial accounts 403); an
 * agent reads its own team and, drilling down, any agent of it, never one outside it (404).
 * Money is in minor units of the brand currency.
 */

export const agentRevenuePaths = {
  /** ours: the period's figures of the team of the caller (or of `agent`, an agent of its downline). */
  report: '/wps/agent/revenue',
} as const;

/**
 * Named periods are days of the brand's time zone; `halfMonth` is the 1st–15th or the 16th–last day
 * holding today. `custom` needs both dates, at most `maxRevenueDays` days.
 */
export const revenuePeriods = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'halfMonth',
  'thisMonth',
  'lastMonth',
  'custom',
] as const;
export type RevenuePeriod = (typeof revenuePeriods)[number];

/** The longest custom range, in days. */
export const maxRevenueDays = 93;

/**
 * One account's or team's money in the period. `winLoss` is the players' result of their settled
 * rounds (payout − stake: negative when they lost); salaries and dividends are counted both ways, what
 * the accounts received and what they paid (an agent pays its downline from its own wallet).
 * `netRevenue` (decision 0269) = −winLoss − bonuses − (salaries received − paid) − (dividends received
 * − paid): what the platform kept from the accounts' play after what it gave them back.
 */
export const revenueFiguresSchema = z.object({
  deposits: z.int(),
  withdrawals: z.int(),
  validBets: z.int(),
  winLoss: z.int(),
  bonuses: z.int(),
  salariesReceived: z.int(),
  salariesPaid: z.int(),
  dividendsReceived: z.int(),
  dividendsPaid: z.int(),
  netRevenue: z.int(),
});
export type RevenueFigures = z.infer<typeof revenueFiguresSchema>;

export const revenueRowSchema = z.object({
  memberId: z.int(),
  account: z.string(),
  /** An agent's row is its whole team's (itself included) and can be drilled into; a member's is its own. */
  isAgent: z.boolean(),
  figures: revenueFiguresSchema,
});
export type RevenueRow = z.infer<typeof revenueRowSchema>;

export const agentRevenueValueSchema = z.object({
  /** Whose team this is: the caller, or the agent drilled into. */
  agent: z.object({ memberId: z.int(), account: z.string() }),
  /** The agents from the caller down to `agent`, for the breadcrumb (the caller first). */
  path: z.array(z.object({ memberId: z.int(), account: z.string() })),
  startDate: z.string(),
  endDate: z.string(),
  currency: z.string(),
  /** The agent and its whole team: `own` plus every row. */
  totals: revenueFiguresSchema,
  /** The agent's own account. */
  own: revenueFiguresSchema,
  /** Every direct downline account with any money in the period, largest net revenue first. */
  rows: z.array(revenueRowSchema),
});
export type AgentRevenueValue = z.infer<typeof agentRevenueValueSchema>;

/** What the site sends (search parameters). */
export type AgentRevenueQuery = {
  period?: RevenuePeriod;
  startDate?: string;
  endDate?: string;
  agent?: number;
};
