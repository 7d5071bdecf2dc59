import { isAgentType, memberType } from '@lobby/contract/accounts';
import type {
  CreatedDownlineAccountValue,
  DownlineScope,
  DownlineValue,
  TeamBetHistoryValue,
  TeamOverviewValue,
  TeamProfitValue,
  TeamTransactionsValue,
} from '@lobby/contract/agent-team';
import type {
  CreateDownlineAccountInput,
  DownlineFilters,
  TeamBetFilters,
  TeamProfitFilters,
  TeamTransactionFilters,
} from '@lobby/contract/agent-team-requests';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { DomainError } from '../../lib/errors';
import { findMemberByAccount, insertMember, type MemberRow } from '../accounts/members.repository';
import { checkRule, newReferralCode } from '../accounts/registration.service';
import { hashPassword, passwordProblem } from '../auth/password';
import { figures, profitPeriod, readHistory, roundOf } from '../bets/bets.service';
import type { SettingsStore } from '../system/settings.store';
import type { SystemService } from '../system/system.service';
import { readTransactions, transactionOf } from '../wallet/wallet.service';
import {
  readDownline,
  readTeamProfit,
  teamMemberIds,
  teamSize,
  teamSums,
  type DownlineFilter,
  type TeamGroup,
} from './agent-team.repository';
import { requireAgent } from '../accounts/require-agent';
import type { RecordMembers } from '../../lib/team-members';

export type AgentTeamDeps = {
  db: Database;
  settings: SettingsStore;
  clock: Clock;
  /** The registration field rules an account name and password are judged by. */
  system: Pick<SystemService, 'validationRules'>;
};

/** The account an operation is for: what a session carries. */
type Member = Pick<MemberRow, 'id' | 'type' | 'affiliateCode' | 'currency'>;

/** What an agent opens with registerCenter: a sub-agent is type 2, as the demo's agent02 (product §3). */
const subAgentType = 2;

/** Where a new account came from (members.register_method), next to registration's WEB and API. */
const openedByAgent = 'AGENT';

/** Codes are random; a clash with an existing one is tried again with new codes, this many times. */
const insertAttempts = 5;

const taken = () => new DomainError('CONFLICT', 'username_taken', 409);

/** Which of the team a query reads: the direct accounts or all, narrowed by an account prefix. */
const scopeOf = (query: { scope: DownlineScope; account?: string }): DownlineFilter => ({
  directOnly: query.scope === 'direct',
  account: query.account,
});

/**
 * Whose records a team page reads: with an account search, the matching members; without one, the
 * agent's team, whose totals the database keeps for the agent (lib/team-members.ts).
 */
async function recordMembersOf(
  db: Database,
  agentId: number,
  query: { scope: DownlineScope; account?: string },
): Promise<RecordMembers> {
  const filter = scopeOf(query);
  const ids = teamMemberIds(agentId, filter);
  if (filter.account) return ids;
  return {
    ids,
    agentId,
    directOnly: filter.directOnly,
    size: await teamSize(db, agentId, filter.directOnly),
  };
}

/**
 * The agent centre's team pages (product §2 'Agent menu'): views of the members below an agent in the
 * agent tree (members.parent_id), and registerCenter, which opens an account right under the agent. An
 * agent only ever reads its own downline.
 */
export function createAgentTeamService(deps: AgentTeamDeps) {
  const { db, settings, clock, system } = deps;

  return {
    async overview(agent: Member): Promise<TeamOverviewValue> {
      requireAgent(agent);
      const { timeZoneOffsetMinutes } = await settings.get('brand');
      // One instant for both, so a call at midnight cannot count today in another month.
      const now = clock.now();
      const { groups, newToday, newThisMonth, balance } = await teamSums(db, agent.id, {
        today: profitPeriod({ period: 'today' }, now, timeZoneOffsetMinutes),
        month: profitPeriod({ period: 'thisMonth' }, now, timeZoneOffsetMinutes),
      });
      const direct = groups.filter((g) => g.direct);
      const accounts = (list: TeamGroup[], agents: boolean) =>
        list.reduce((total, group) => total + (isAgentType(group.type) === agents ? group.accounts : 0), 0);
      return {
        directMembers: accounts(direct, false),
        directAgents: accounts(direct, true),
        teamMembers: accounts(groups, false),
        teamAgents: accounts(groups, true),
        newToday,
        newThisMonth,
        teamBalance: balance,
        invitationCode: agent.affiliateCode ?? null,
        currency: agent.currency,
      };
    },

    async downline(agent: Member, query: DownlineFilters): Promise<DownlineValue> {
      requireAgent(agent);
      const { rows, total } = await readDownline(db, agent.id, scopeOf(query), {
        offset: (query.pageNo - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return {
        list: rows.map((row) => ({
          account: row.account,
          nickname: row.nickname,
          type: row.type,
          isAgent: isAgentType(row.type),
          level: row.depth,
          parent: row.parent,
          active: row.active,
          balance: row.balance,
          registeredAt: row.createdAt.toISOString(),
          lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
        })),
        total,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    },

    /**
     * The team betting record: the member's betting record (bets.service readHistory: filters, brand
     * days, totals, filter choices) over the rounds of the scope's accounts, each with its account.
     */
    async bets(agent: Member, query: TeamBetFilters): Promise<TeamBetHistoryValue> {
      requireAgent(agent);
      return readHistory(
        db,
        await recordMembersOf(db, agent.id, query),
        query,
        await settings.get('brand'),
        (row, words) => ({
          ...roundOf(row, words),
          account: row.account,
        }),
      );
    },

    /**
     * User loss: what personal loss counts (settled rounds placed in the period's brand days), added up
     * per account of the scope, the biggest loss first.
     */
    async profit(agent: Member, query: TeamProfitFilters): Promise<TeamProfitValue> {
      requireAgent(agent);
      const { timeZoneOffsetMinutes } = await settings.get('brand');
      const { from, to, startDate, endDate } = profitPeriod(query, clock.now(), timeZoneOffsetMinutes);
      const { rows, sums } = await readTeamProfit(
        db,
        agent.id,
        scopeOf(query),
        { from, to },
        { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
      );
      return {
        period: query.period,
        startDate,
        endDate,
        list: rows.map((row) => ({
          account: row.account,
          nickname: row.nickname,
          isAgent: isAgentType(row.type),
          level: row.depth,
          ...figures(row.stake, row.payout, row.rounds),
        })),
        total: sums.accounts,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totals: figures(sums.stake, sums.payout, sums.rounds),
      };
    },

    /**
     * Downline transactions: the member's account record (wallet.service readTransactions: brand days,
     * the type, newest first, the types for the filter) over the entries on the scope's accounts, each
     * with its account. The agent's own entries are not the team's, so a transfer to its downline shows
     * on the recipient's side only, the agent as its counterparty.
     */
    async transactions(agent: Member, query: TeamTransactionFilters): Promise<TeamTransactionsValue> {
      requireAgent(agent);
      return readTransactions(
        db,
        await recordMembersOf(db, agent.id, query),
        query,
        await settings.get('brand'),
        (row, words) => ({
          ...transactionOf(row, words),
          account: row.account,
        }),
      );
    },

    /**
     * registerCenter: a member or a sub-agent right under the agent, in the agent's currency. The name
     * and password are judged as public registration judges them; the password is the agent's, so the
     * account is asked to change it at its first login (passwordSetBy 'agent').
     */
    async createAccount(
      agent: Member,
      request: CreateDownlineAccountInput,
    ): Promise<CreatedDownlineAccountValue> {
      requireAgent(agent);
      const [rules, register] = await Promise.all([system.validationRules(), settings.get('register')]);
      const { account, password } = request;
      checkRule(rules, 'username', account, true);
      const weak = passwordProblem(password, {
        minLength: register.passwordMinLength,
        maxLength: register.passwordMaxLength,
      });
      if (weak) throw new DomainError('VALIDATION_FAILED', weak, 400);
      checkRule(rules, 'password', password, true);
      if (await findMemberByAccount(db, account)) throw taken();

      const isAgent = request.kind === 'agent';
      const type = isAgent ? subAgentType : memberType;
      const nickname = request.nickname || account;
      const passwordHash = await hashPassword(password);
      for (let attempt = 0; attempt < insertAttempts; attempt++) {
        // The member and its main wallet together, so a failure leaves neither.
        const row = await db.transaction((tx) =>
          insertMember(tx, {
            account: account.toLowerCase(),
            nickname,
            type,
            passwordHash,
            passwordSetBy: 'agent',
            parentId: agent.id,
            referralCode: newReferralCode(),
            // The sub-agent's invitation code: registration's code shape, in its own unique column.
            affiliateCode: isAgent ? newReferralCode() : null,
            registerMethod: openedByAgent,
            // No registration address: it would be the agent's, and the second factor trusts the
            // registration address as the member's own (known-addresses.ts). Left empty, the member's
            // first login is trusted on first use, wherever it comes from, and that address is its own.
            registerIp: '',
            currency: agent.currency,
          }),
        );
        if (row) {
          return {
            account: row.account,
            nickname: row.nickname,
            type: row.type,
            isAgent: isAgentType(row.type),
            invitationCode: row.affiliateCode,
          };
        }
        // A lost race on the account answers as if it had been taken before; otherwise a code clashed.
        if (await findMemberByAccount(db, account)) throw taken();
      }
      throw new Error(`no free referral or invitation code in ${insertAttempts} attempts`);
    },
  };
}

export type AgentTeamService = ReturnType<typeof createAgentTeamService>;
