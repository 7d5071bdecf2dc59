import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { useMemberInfo } from '@/features/account/api/get-member-info';
import { useLogout } from '@/features/account/api/logout';
import { useBalance } from '@/features/account/api/get-balance';
import { useBalanceSocket } from '@/features/account/hooks/use-balance-socket';
import { moneyText } from '@/features/agent-centre/agent-context';
import {
  agentMenu,
  resolveAgentPage,
  visibleAgentPages,
  type AgentPageId,
} from '@/features/agent-centre/agent-menu';
import { useConsolidated } from '@/features/agent-centre/api/get-consolidated';
import { kindOfPage } from '@/features/agent-centre/contract-features';
import { ContractPage, ContractPageClosed } from '@/features/agent-centre/pages/contract-page';
import { AgentClock } from '@/features/agent-centre/components/agent-clock';
import { AgentCentreLayout } from '@/features/agent-centre/components/agent-centre-layout';
import { Downline } from '@/features/agent-centre/pages/downline';
import { RegisterCenter } from '@/features/agent-centre/pages/register-center';
import { TeamBets } from '@/features/agent-centre/pages/team-bets';
import { TeamProfit } from '@/features/agent-centre/pages/team-profit';
import { AgentRevenue } from '@/features/agent-centre/pages/agent-revenue';
import { TeamTransactions } from '@/features/agent-centre/pages/team-transactions';
import { TeamOverview } from '@/features/agent-centre/pages/team-overview';
import { AgentAnnouncementsPage } from '@/features/agent-announcements/components/agent-announcements-page';
import { useAgentAnnouncementUnread } from '@/features/agent-announcements/api/get-agent-announcement-unread';
import { useBrand } from '@/features/system/api/get-brand';
import { usePrimaryCustomerService } from '@/features/system/hooks/use-customer-service';
import { Loaded } from '@/components/records/load-state';
import { errorMessage } from '@/lib/error-message';
import { useLanguageTag } from '@/lib/i18n';
import { BrandLogo } from '../layout/brand-logo';
import { useDocumentTitle } from '../use-document-title';
import { usePendingPasswordChange } from '../use-pending-password-change';
import { MemberLoading } from './member-loading';
import './agent.css';

/** The agent menu's pages (agent-menu.ts lists them); the announcements' needs the route's values. */
const pages = {
  agentAnnouncement: null,
  agentTeamOverview: <TeamOverview />,
  registerCenter: <RegisterCenter />,
  downlineManagmentView: <Downline />,
  personalHistoryCopy: <TeamBets />,
  palStatementsAgentCopy: <TeamProfit />,
  agentRevenueReport: <AgentRevenue />,
  agentDownlineTransactionDetailsCopy: <TeamTransactions />,
  agentDividendRecordCopy2: <ContractPage kind="dividend" />,
  agentDailyWages2: <ContractPage kind="dailySalary" />,
  agentHourSalary: <ContractPage kind="hourlySalary" />,
  agentRealtimeSalary: <ContractPage kind="realTimeSalary" />,
} satisfies Record<AgentPageId, unknown>;

/** The demo brand's zone (GMT+8) until the brand configuration has answered. */
const fallbackOffsetMinutes = 480;

/**
 * /agentHome?page={id}: the agent centre (agents only: requireAgent). The header shows the brand's
 * GMT offset and clock, the agent and sign out, which returns to /agent (product §2, useLogout).
 */
export function Component() {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const [params] = useSearchParams();
  const info = useMemberInfo();
  const logOut = useLogout();
  const offset = useBrand().data?.timeZoneOffsetMinutes ?? fallbackOffsetMinutes;
  const wallet = useBalance().data;
  // The agent's wallet and the messages badge follow the session's socket, as the storefront's do.
  useBalanceSocket();
  const serviceUrl = usePrimaryCustomerService()?.url;
  const active = resolveAgentPage(params.get('page'));
  const consolidated = useConsolidated();
  const menu = visibleAgentPages(consolidated.data);
  const member = info.data;
  useDocumentTitle(`${t(agentMenu[active].label)} · ${t('agent.centreTitle')}`);
  usePendingPasswordChange();
  const name = member ? member.nickname || member.account : '';
  const unreadAnnouncements = useAgentAnnouncementUnread();

  let body;
  if (member) {
    const currencySymbol = wallet?.currencySymbol ?? member.currencySymbol;
    const decimals = wallet?.decimals ?? 2;
    const context = {
      balance: wallet?.balance ?? null,
      currencySymbol,
      decimals,
      timeZoneOffsetMinutes: offset,
    };
    const balanceText = wallet ? moneyText(wallet.balance, context, languageTag) : '';
    body = (
      <AgentCentreLayout
        active={active}
        pages={menu}
        name={name}
        balance={balanceText}
        serviceUrl={serviceUrl}
        context={context}
        unreadMessages={member.unreadMessageCount}
        badges={{ agentAnnouncement: unreadAnnouncements }}
      >
        {active === 'agentAnnouncement' ? (
          <AgentAnnouncementsPage unread={unreadAnnouncements} timeZoneOffsetMinutes={offset} />
        ) : kindOfPage(active) === null || menu.includes(active) ? (
          pages[active]
        ) : (
          <Loaded query={consolidated} card>
            {() => <ContractPageClosed />}
          </Loaded>
        )}
      </AgentCentreLayout>
    );
  } else if (info.isError) {
    body = (
      <div className="page">
        <h1 className="page__title">{t('agent.centreTitle')}</h1>
        <div className="page__loading" role="alert">
          <p>{errorMessage(info.error, t)}</p>
          <button type="button" className="btn btn--outline btn--small" onClick={() => void info.refetch()}>
            {t('memberCentre.retry')}
          </button>
        </div>
      </div>
    );
  } else {
    body = <MemberLoading title={t('agent.centreTitle')} />;
  }

  return (
    <div className="agent-page">
      <header className="agent-page__header">
        <BrandLogo to="/agentHome" />
        <span className="agent-page__badge">{t('agent.badge')}</span>
        <div className="agent-page__header-actions">
          <AgentClock offsetMinutes={offset} languageTag={languageTag} />
          {member && <span className="agent-page__member">{name}</span>}
          <button type="button" className="btn btn--outline btn--small" onClick={logOut}>
            {t('agent.signOut')}
          </button>
        </div>
      </header>
      <main id="main" className="agent-page__main agent-page__main--single" tabIndex={-1}>
        {body}
      </main>
    </div>
  );
}
