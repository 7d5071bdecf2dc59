import * as z from 'zod/mini';

/**
 * The agent centre's team pages (spec §2 'Agent menu': agentTeamOverview, the default page, and
 * downlineManagmentView). The spec shows no calls for them, so the paths are ours (docs/decisions.md,
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
  /** Spec §3 account type (0 member; 1, 2, 41, 42 agent). */
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
 * so the new account is asked to change it at its first login (spec §4's forced change).
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
