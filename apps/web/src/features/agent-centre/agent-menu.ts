import type { IconName, IconShape } from '@/components/ui/icon';
import type { ConsolidatedValue } from '@lobby/contract/wallet';
import { shapes } from '@/components/ui/icon-shapes';
import { kindOfPage, kindOpen } from './contract-features';

/**
 * The agent menu's pages the agent centre holds (product §2 'Agent menu', in its order);
 * agentTeamOverview is the default, though agentAnnouncement comes first.
 */
export const agentPageIds = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type AgentPageId = (typeof agentPageIds)[number];

export const defaultAgentPage: AgentPageId = 'agentTeamOverview';

/* Keys stay literal here so the locale test finds them. */
export const agentMenu: Record<AgentPageId, { label: string; icon: IconName | IconShape }> = {
  agentAnnouncement: { label: 'agentCentre.menu.agentAnnouncement', icon: 'megaphone' },
  agentTeamOverview: { label: 'agentCentre.menu.agentTeamOverview', icon: 'trophy' },
  registerCenter: { label: 'agentCentre.menu.registerCenter', icon: shapes.user },
  downlineManagmentView: { label: 'agentCentre.menu.downlineManagmentView', icon: 'agent' },
  personalHistoryCopy: { label: 'agentCentre.menu.personalHistoryCopy', icon: 'dice' },
  palStatementsAgentCopy: { label: 'agentCentre.menu.palStatementsAgentCopy', icon: 'coins' },
  agentRevenueReport: { label: 'agentCentre.menu.agentRevenueReport', icon: shapes.chart },
  agentDownlineTransactionDetailsCopy: {
    label: 'agentCentre.menu.agentDownlineTransactionDetailsCopy',
    icon: 'ticket',
  },
  agentDividendRecordCopy2: { label: 'agentCentre.menu.agentDividendRecordCopy2', icon: 'crown' },
  agentDailyWages2: { label: 'agentCentre.menu.agentDailyWages2', icon: 'deposit' },
  agentHourSalary: { label: 'agentCentre.menu.agentHourSalary', icon: shapes.refresh },
  agentRealtimeSalary: { label: 'agentCentre.menu.agentRealtimeSalary', icon: shapes.fire },
};

/**
 * The menu as this agent sees it: a contract kind's page only while the consolidated answer opens
 * that kind (decision 0266); none of them before it has answered.
 */
export function visibleAgentPages(consolidated: ConsolidatedValue | null | undefined): AgentPageId[] {
  return agentPageIds.filter((id) => {
    const kind = kindOfPage(id);
    return kind === null || kindOpen(consolidated, kind);
  });
}

/** The page ?page= names, or the default one for anything else. */
export function resolveAgentPage(value: string | null | undefined): AgentPageId {
  return (agentPageIds as readonly (string | null | undefined)[]).includes(value)
    ? (value as AgentPageId)
    : defaultAgentPage;
}

export const agentPagePath = (page: AgentPageId) => `/agentHome?page=${page}`;
