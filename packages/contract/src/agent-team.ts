import * as z from 'zod/mini';
import { betStatuses, betTotalsSchema, betVendorSchema, profitFigures, profitPeriods } from './bets.ts';
import type { BetHistoryQuery, ProfitQuery } from './bets-requests.ts';
import { transactionRecordSchema } from './wallet.ts';
import type { TransactionHistoryQuery } from './wallet-requests.ts';

/**
 * The agent centre's team pages (product §2 'Agent menu': agentTeamOverview, the default page, and
 * downlineManagmentView). The product description shows no calls for them, so the paths are ours (docs/decisions.md,
 * Agents). Agents only: a visitor gets 401, any other account 403 `agents_only`; an agent only ever
 * reads its own downline. Money is in minor units of the brand currency; times are ISO 8601.
 */
export const agentTeamPaths = {
  /** The team's head counts, newcomers and money, and the agent's invitation code. */
  overview: '/wps/agent/team/overview',
  /** The agent's downline, paged: direct members and agents, or everyone below at any depth. */
  downline: '/wps/agent/team/downline',
  /** POST: the agent opens an account right under itself (registerCenter). */
  accounts: '/wps/agent/team/accounts',
  /** The team's game rounds, filtered and paged with totals (the agent menu's personalHistoryCopy). */
  bets: '/wps/agent/team/bets',
  /** The team's settled rounds of a period added up per account (palStatementsAgentCopy, user loss). */
  profit: '/wps/agent/team/profit',
  /** The team's account records: every movement of money (agentDownlineTransactionDetailsCopy). */
  transactions: '/wps/agent/team/transactions',
} as const;

export const teamOverviewValueSchema = z.object({
  /** Accounts directly under the agent: members (every account that is not an agent) and agents. */
  directMembers: z.int(),
  directAgents: z.int(),
  /** The same below the agent at any depth (the direct ones included). */
  teamMembers: z.int(),
  teamAgents: z.int(),
  /** Accounts of the team registered today and this month (days of the brand's time zone). */
  newToday: z.int(),
  newThisMonth: z.int(),
  /** The sum of the team's main wallet balances. */
  teamBalance: z.int(),
  /** The agent's invitation code, which registrations carry to join the team; null when it has none. */
  invitationCode: z.nullable(z.string()),
  currency: z.string(),
});
export type TeamOverviewValue = z.infer<typeof teamOverviewValueSchema>;

/** `direct`: the accounts right under the agent; `all`: everyone below it. */
export const downlineScopes = ['direct', 'all'] as const;
export type DownlineScope = (typeof downlineScopes)[number];

/** Query of the downline call (the site sends it as search parameters). */
export type DownlineQuery = {
  scope?: DownlineScope;
  /** Accounts starting with this text (case-insensitive). */
  account?: string;
  pageNo?: number;
  /** 1 to 100; 20 when not sent. */
  pageSize?: number;
};

export const downlineAccountSchema = z.object({
  account: z.string(),
  nickname: z.string(),
  /** Product §3 account type (0 member; 1, 2, 41, 42 agent). */
  type: z.int(),
  isAgent: z.boolean(),
  /** 1 for an account right under the agent, 2 one below those, and so on. */
  level: z.int(),
  /** The account directly above: the agent itself on level 1. */
  parent: z.string(),
  /** Disabled accounts are listed (they remain in the team) but take no transfers. */
  active: z.boolean(),
  balance: z.int(),
  registeredAt: z.string(),
  lastLoginAt: z.nullable(z.string()),
});
export type DownlineAccount = z.infer<typeof downlineAccountSchema>;

export const downlineValueSchema = z.object({
  /** Newest registrations first. */
  list: z.array(downlineAccountSchema),
  total: z.int(),
  pageNo: z.int(),
  pageSize: z.int(),
});
export type DownlineValue = z.infer<typeof downlineValueSchema>;

/** What registerCenter opens: a member, or a sub-agent with an invitation code of its own. */
export const downlineAccountKinds = ['member', 'agent'] as const;
export type DownlineAccountKind = (typeof downlineAccountKinds)[number];

/**
 * registerCenter's request (agent-team-requests.ts has its schema). The password is the agent's choice,
 * so the new account is asked to change it at its first login (product §4's forced change).
 */
export type CreateDownlineAccountRequest = {
  kind: DownlineAccountKind;
  account: string;
  password: string;
  /** The account name when empty. */
  nickname?: string;
};

export const createdDownlineAccountValueSchema = z.object({
  account: z.string(),
  nickname: z.string(),
  type: z.int(),
  isAgent: z.boolean(),
  /** A sub-agent's own invitation code; null for a member. */
  invitationCode: z.nullable(z.string()),
});
export type CreatedDownlineAccountValue = z.infer<typeof createdDownlineAccountValueSchema>;

/**
 * The team betting record's query: the member's betting record filters (bets-requests.ts), narrowed to
 * the direct accounts or the whole team, and to accounts starting with `account` (ignoring case).
 */
export type TeamBetQuery = BetHistoryQuery & { scope?: DownlineScope; account?: string };

/** A round of the team: what the member's own record shows but the round's insides (fairness, detail). */
export const teamBetRecordSchema = z.object({
  id: z.int(),
  account: z.string(),
  roundId: z.string(),
  vendorCode: z.string(),
  vendorName: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  gameType: z.string(),
  stake: z.int(),
  payout: z.int(),
  /** payout − stake: the player's. */
  winLoss: z.int(),
  status: z.enum(betStatuses),
  placedAt: z.string(),
  settledAt: z.nullable(z.string()),
});
export type TeamBetRecord = z.infer<typeof teamBetRecordSchema>;

export const teamBetHistoryValueSchema = z.object({
  /** Newest first. */
  list: z.array(teamBetRecordSchema),
  pageNo: z.int(),
  pageSize: z.int(),
  total: z.int(),
  totalPages: z.int(),
  /** Of every round the filters match. */
  totals: betTotalsSchema,
  /** Filter choices, as the member's betting record offers them. */
  gameTypes: z.array(z.string()),
  vendors: z.array(betVendorSchema),
});
export type TeamBetHistoryValue = z.infer<typeof teamBetHistoryValueSchema>;

/** User loss's query: personal loss's periods (bets.ts), the scope, and pages of accounts. */
export type TeamProfitQuery = ProfitQuery & { scope?: DownlineScope; pageNo?: number; pageSize?: number };

export const teamProfitRowSchema = z.object({
  account: z.string(),
  nickname: z.string(),
  isAgent: z.boolean(),
  level: z.int(),
  ...profitFigures,
});
export type TeamProfitRow = z.infer<typeof teamProfitRowSchema>;

export const teamProfitValueSchema = z.object({
  period: z.enum(profitPeriods),
  /** The days the period covered (YYYY-MM-DD, brand time zone, both included). */
  startDate: z.string(),
  endDate: z.string(),
  /** Accounts with settled rounds in the period, the biggest loss first (profit ascending, then account). */
  list: z.array(teamProfitRowSchema),
  /** Accounts in `list` over all pages. */
  total: z.int(),
  pageNo: z.int(),
  pageSize: z.int(),
  /** Of every account of the scope. */
  totals: z.object(profitFigures),
});
export type TeamProfitValue = z.infer<typeof teamProfitValueSchema>;

/**
 * Downline transactions' query: the member's account record filters (wallet-requests.ts: brand days,
 * a ledger type, pages), the scope and an account prefix.
 */
export type TeamTransactionQuery = Partial<TransactionHistoryQuery> & {
  scope?: DownlineScope;
  account?: string;
};

/** A movement of the team's money as the member's account record shows it, and whose it was. */
export const teamTransactionRecordSchema = z.object({
  ...transactionRecordSchema.shape,
  account: z.string(),
});
export type TeamTransactionRecord = z.infer<typeof teamTransactionRecordSchema>;

export const teamTransactionsValueSchema = z.object({
  /** Newest first. */
  list: z.array(teamTransactionRecordSchema),
  pageNo: z.int(),
  pageSize: z.int(),
  total: z.int(),
  totalPages: z.int(),
  /** Every type the team has movements of, for the filter. */
  types: z.array(z.string()),
});
export type TeamTransactionsValue = z.infer<typeof teamTransactionsValueSchema>;
