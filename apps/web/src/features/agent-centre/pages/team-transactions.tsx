import { useState } from 'react';
import type { DownlineScope } from '@lobby/contract/agent-team';
import { Icon } from '@/components/ui/icon';
import { useTranslation } from '@/lib/use-translation';
import { brandDay } from '@/lib/brand-day';
import {
  TransactionFilterFields,
  type TransactionFilterValues,
} from '@/components/records/transaction-filter-fields';
import { EmptyState } from '@/components/records/empty-state';
import { HistoryFilters } from '@/components/records/history-filters';
import { HistoryResults } from '@/components/records/history-results';
import { Pager } from '@/components/records/pager';
import { TransactionTable } from '@/components/records/transaction-row';
import { useRecordFilters } from '@/components/records/use-record-filters';
import { useAgentCentre } from '../agent-context';
import { useTeamTransactions } from '../api/get-team-transactions';
import { AccountSearch, ScopeSwitch } from '../components/team-filters';
import './agent-pages.css';

const pageSize = 20;

type Filters = TransactionFilterValues & {
  scope: DownlineScope;
  account: string;
  pageNo: number;
};

/**
 * The agent menu's agentDownlineTransactionDetailsCopy: every movement of the team's money (deposits,
 * withdrawals, transfers, bets and wins), as the member's account record shows it plus whose it was,
 * filtered by the brand's days, type, the direct accounts or the whole team, and account.
 */
export function TeamTransactions() {
  const { t } = useTranslation();
  const { timeZoneOffsetMinutes } = useAgentCentre();
  const { filters, change, reset, goTo, rangeWrong } = useRecordFilters<Filters>(() => ({
    startDate: brandDay(timeZoneOffsetMinutes, 6),
    endDate: brandDay(timeZoneOffsetMinutes),
    type: '',
    scope: 'all',
    account: '',
    pageNo: 1,
  }));
  // Reset empties the search box too: a new box replaces the one typed in.
  const [resets, setResets] = useState(0);
  const history = useTeamTransactions(
    {
      startDate: filters.startDate || undefined,
      endDate: filters.endDate || undefined,
      type: filters.type || undefined,
      scope: filters.scope,
      account: filters.account || undefined,
      pageNo: filters.pageNo,
      pageSize,
    },
    !rangeWrong,
  );

  return (
    <div className="wallet-page">
      <HistoryFilters label={t('wallet.history.filters')} rangeWrong={rangeWrong}>
        <div className="team-filters">
          <ScopeSwitch value={filters.scope} onChange={(scope) => change({ scope })} />
          <AccountSearch key={resets} onSearch={(account) => change({ account })} />
        </div>
        <TransactionFilterFields
          filters={filters}
          onChange={change}
          onReset={() => {
            reset();
            setResets((count) => count + 1);
          }}
          types={history.data?.types}
          timeZoneOffsetMinutes={timeZoneOffsetMinutes}
        />
      </HistoryFilters>

      <HistoryResults
        title={t('agentCentre.menu.agentDownlineTransactionDetailsCopy')}
        query={history}
        failure={rangeWrong ? t('serverMessage.invalid_date_range') : undefined}
      >
        {(result) =>
          result.list.length === 0 ? (
            <EmptyState icon={<Icon name="ticket" size={32} />}>
              {t('agentCentre.transactions.empty')}
            </EmptyState>
          ) : (
            <>
              <p className="history-count">{t('wallet.history.count', { total: result.total })}</p>
              <TransactionTable
                records={result.list}
                accountOf={(record) => record.account}
                timeZoneOffsetMinutes={timeZoneOffsetMinutes}
              />
              {result.totalPages > 1 && (
                <Pager page={filters.pageNo} totalPages={result.totalPages} onChange={goTo} />
              )}
            </>
          )
        }
      </HistoryResults>
    </div>
  );
}
