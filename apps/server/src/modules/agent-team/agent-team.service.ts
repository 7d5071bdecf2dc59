import { isAgentType } from '@lobby/contract/accounts';
import type { DownlineValue, TeamOverviewValue } from '@lobby/contract/agent-team';
import type { DownlineFilters } from '@lobby/contract/agent-team-requests';
import type { Database } from '../../db/client';
import { dayRange, periodDays, type NamedPeriod } from '../../lib/brand-days';
import type { Clock } from '../../lib/clock';
import { DomainError } from '../../lib/errors';
import type { MemberRow } from '../accounts/members.repository';
import type { SettingsStore } from '../system/settings.store';
import { readDownline, teamGroups, type Instants, type TeamGroup } from './agent-team.repository';

export type AgentTeamDeps = { db: Database; settings: SettingsStore; clock: Clock };

/** The account an operation is for: what a session carries. */
type Member = Pick<MemberRow, 'id' | 'type' | 'affiliateCode' | 'currency'>;

/** The same refusal as an agent-only transfer (wallet.service transferDownline). */
export function requireAgent(member: Pick<Member, 'type'>): void {
  if (!isAgentType(member.type)) throw new DomainError('FORBIDDEN', 'agents_only', 403);
}

/**
 * The agent centre's team pages (spec §2 'Agent menu'): read-only views of the members below an
 * agent in the agent tree (members.parent_id). An agent only ever reads its own downline.
 */
export function createAgentTeamService(deps: AgentTeamDeps) {
  const { db, settings, clock } = deps;

  /** From the start of the period's first brand-local day to the end of its last. */
  function period(name: NamedPeriod, now: number, offsetMinutes: number): Instants {
    const { startDate, endDate } = periodDays(name, now, offsetMinutes);
    const { from, to } = dayRange(startDate, endDate, offsetMinutes);
    return { from: from!, to: to! };
  }

  return {
    async overview(agent: Member): Promise<TeamOverviewValue> {
      requireAgent(agent);
      const { timeZoneOffsetMinutes } = await settings.get('brand');
      // One instant for both, so a call at midnight cannot count today in another month.
      const now = clock.now();
      const groups = await teamGroups(db, agent.id, {
        today: period('today', now, timeZoneOffsetMinutes),
        month: period('thisMonth', now, timeZoneOffsetMinutes),
      });
      const direct = groups.filter((g) => g.direct);
      const sum = (list: TeamGroup[], pick: (group: TeamGroup) => number) =>
        list.reduce((total, group) => total + pick(group), 0);
      const accounts = (list: TeamGroup[], agents: boolean) =>
        sum(
          list.filter((group) => isAgentType(group.type) === agents),
          (group) => group.accounts,
        );
      return {
        directMembers: accounts(direct, false),
        directAgents: accounts(direct, true),
        teamMembers: accounts(groups, false),
        teamAgents: accounts(groups, true),
        newToday: sum(groups, (group) => group.newToday),
        newThisMonth: sum(groups, (group) => group.newThisMonth),
        teamBalance: sum(groups, (group) => group.balance),
        invitationCode: agent.affiliateCode ?? null,
        currency: agent.currency,
      };
    },

    async downline(agent: Member, query: DownlineFilters): Promise<DownlineValue> {
      requireAgent(agent);
      const { rows, total } = await readDownline(
        db,
        agent.id,
        { directOnly: query.scope === 'direct', account: query.account },
        { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
      );
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
  };
}

export type AgentTeamService = ReturnType<typeof createAgentTeamService>;
