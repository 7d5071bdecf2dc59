import { useState } from 'react';
import { Link } from 'react-router';
import type { ContractKind } from '@lobby/contract/agent-contracts';
import { Icon } from '@/components/ui/icon';
import { EmptyState } from '@/components/records/empty-state';
import { Tabs, tabPanelProps } from '@/components/ui/tabs';
import { useTranslation } from '@/lib/use-translation';
import { agentPagePath } from '../agent-menu';
import { DownlineContracts } from '../components/contracts/downline-contracts';
import { MyContract } from '../components/contracts/my-contract';
import { PayoutRecords } from '../components/contracts/payout-records';
import '../components/contracts/contracts.css';
import './agent-pages.css';

type Tab = 'mine' | 'downline' | 'records';

/**
 * agentDividendRecordCopy2, agentDailyWages2, agentHourSalary, agentRealtimeSalary: one kind of
 * contract, as the agent holds it from its upline, gives it to its direct downline agents, and is
 * paid by it.
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('mine');
  const idPrefix = `contracts-${kind}`;
  const items = [
    { id: 'mine' as const, label: t('agentContracts.mineTab') },
    { id: 'downline' as const, label: t('agentContracts.downlineTab') },
    { id: 'records' as const, label: t('agentContracts.recordsTab') },
  ];
  return (
    <div className="contract-page">
      <Tabs
        label={t('agentContracts.tabs')}
        items={items}
        value={tab}
        onChange={setTab}
        idPrefix={idPrefix}
      />
      <div {...tabPanelProps(idPrefix, tab)}>
        {tab === 'mine' && <MyContract kind={kind} />}
        {tab === 'downline' && <DownlineContracts kind={kind} />}
        {tab === 'records' && <PayoutRecords kind={kind} />}
      </div>
    </div>
  );
}

/** A contract page opened by address while its kind is not open to the agent (decision 0266). */
export function ContractPageClosed() {
  const { t } = useTranslation();
  return (
    <EmptyState card icon={<Icon name="info" size={32} />}>
      <span className="contract-closed">
        {t('agentContracts.closed')}{' '}
        <Link to={agentPagePath('agentTeamOverview')}>{t('agentContracts.toOverview')}</Link>
      </span>
    </EmptyState>
  );
}
