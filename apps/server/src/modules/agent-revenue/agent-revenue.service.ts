import { isAgentType } from '@lobby/contract/accounts';
import type { AgentRevenueValue, RevenueRow } from '@lobby/contract/agent-revenue';
import type { AgentRevenueFilters } from '@lobby/contract/agent-revenue-requests';
import type { Database } from '../../db/client';
import { dayRange } from '../../lib/brand-days';
import type { Clock } from '../../lib/clock';
import { DomainError } from '../../lib/errors';
import type { MemberRow } from '../accounts/members.repository';
import { requireAgent } from '../accounts/require-agent';
import type { SettingsStore } from '../system/settings.store';
import {
  accountsByIds,
  depthBelow,
  directDownlineSums,
  teamSums,
  uplinesWithin,
  type AccountRef,
} from './agent-revenue.repository';
import { addFigures, figuresOf, subtractFigures, zeroFigures } from './revenue-figures';
import { revenueDays } from './revenue-period';
import { spanRanges } from './revenue-spans';

export type AgentRevenueDeps = { db: Database; settings: SettingsStore; clock: Clock };

type Member = Pick<MemberRow, 'id' | 'type' | 'account' | 'currency'>;

/** Not in the reader's team, or no agent: the same answer, so a reader learns nothing of other teams. */
const notInTeam = () => new DomainError('NOT_FOUND', 'agent_not_found', 404);

const ref = (a: AccountRef) => ({ memberId: a.memberId, account: a.account });

/** The agent revenue report (product §2 agentRevenueReport; decisions 0269 and 0270). */
export function createAgentRevenueService(deps: AgentRevenueDeps) {
  const { db, settings, clock } = deps;

  /** The agent whose team is read and the breadcrumb down to it; refused outside the reader's team. */
  async function drillTarget(reader: Member, agentId: number | undefined) {
    const self = { memberId: reader.id, account: reader.account, type: reader.type };
    if (agentId === undefined || agentId === reader.id) return { agent: self, path: [ref(self)] };
    const depth = await depthBelow(db, reader.id, agentId);
    if (depth === null) throw notInTeam();
    const [agent] = await accountsByIds(db, [agentId]);
    if (!agent || !isAgentType(agent.type)) throw notInTeam();
    const between = await uplinesWithin(db, agentId, depth);
    return { agent, path: [ref(self), ...between.map(ref), ref(agent)] };
  }

  return {
    async report(reader: Member, query: AgentRevenueFilters): Promise<AgentRevenueValue> {
      requireAgent(reader);
      const offset = (await settings.get('brand')).timeZoneOffsetMinutes;
      const days = revenueDays(query, clock.now(), offset);
      const { from, to } = dayRange(days.startDate, days.endDate, offset);
      const { agent, path } = await drillTarget(reader, query.agent);
      const ranges = spanRanges(from!, to!);
      const [team, direct] = await Promise.all([
        teamSums(db, agent.memberId, ranges),
        directDownlineSums(db, agent.memberId, ranges),
      ]);
      const accounts = await accountsByIds(db, [...direct.keys()]);
      const rows: RevenueRow[] = accounts.map((account) => ({
        memberId: account.memberId,
        account: account.account,
        isAgent: isAgentType(account.type),
        figures: figuresOf(direct.get(account.memberId)),
      }));
      rows.sort((a, b) => b.figures.netRevenue - a.figures.netRevenue || a.account.localeCompare(b.account));
      const totals = figuresOf(team);
      const downline = rows.reduce((sum, row) => addFigures(sum, row.figures), zeroFigures());
      return {
        agent: ref(agent),
        path,
        ...days,
        currency: reader.currency,
        totals,
        own: subtractFigures(totals, downline),
        rows,
      };
    },
  };
}

export type AgentRevenueService = ReturnType<typeof createAgentRevenueService>;
