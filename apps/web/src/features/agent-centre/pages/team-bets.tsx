import { useState } from 'react';
import type { DownlineScope } from '@lobby/contract/agent-team';
import { Icon } from '@/components/ui/icon';
import { useLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { brandDay } from '@/lib/brand-day';
import { BetFilterFields, type BetFilterValues } from '@/components/records/bet-filter-fields';
import { BetTable } from '@/components/records/bet-table';
import { EmptyState } from '@/components/records/empty-state';
import { HistoryFilters } from '@/components/records/history-filters';
import { HistoryResults } from '@/components/records/history-results';
import { Pager } from '@/components/records/pager';
import { BetTotals } from '@/components/records/totals';
import { useRecordFilters } from '@/components/records/use-record-filters';
import { useAgentCentre } from '../agent-context';
import { useTeamBets } from '../api/get-team-bets';
import { AccountSearch, ScopeSwitch } from '../components/team-filters';
import './agent-pages.css';

const pageSize = 20;

type Filters = BetFilterValues & {
  scope: DownlineScope;
  account: string;
  pageNo: number;
};

/**
 * The agent menu's personalHistoryCopy (team betting): the rounds of the agent's team, as the member's
 * betting record shows them plus whose they were, filtered by the brand's days, game type, vendor,
 * status, the direct accounts or the whole team, and account; the totals of everything matched.
 */
export function TeamBets() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { timeZoneOffsetMinutes } = useAgentCentre();
  const { filters, change, reset, goTo, rangeWrong } = useRecordFilters<Filters>(() => ({
    startDate: brandDay(timeZoneOffsetMinutes, 6),
    endDate: brandDay(timeZoneOffsetMinutes),
    gameType: '',
    vendor: '',
    status: '',
    scope: 'all',
    account: '',
    pageNo: 1,
  }));
  const bets = useTeamBets(
    {
      startDate: filters.startDate || undefined,
      endDate: filters.endDate || undefined,
      gameType: filters.gameType || undefined,
      vendor: filters.vendor || undefined,
      status: filters.status || undefined,
      scope: filters.scope,
      account: filters.account || undefined,
      pageNo: filters.pageNo,
      pageSize,
      language,
    },
    // A reversed range is said on the filter card rather than sent.
    !rangeWrong,
  );
  // Reset empties the search box too: a new box replaces the one typed in.
  const [resets, setResets] = useState(0);

  return (
    <div className="wallet-page">
      <HistoryFilters label={t('wallet.history.filters')} rangeWrong={rangeWrong}>
        <div className="team-filters">
          <ScopeSwitch value={filters.scope} onChange={(scope) => change({ scope })} />
          <AccountSearch key={resets} onSearch={(account) => change({ account })} />
        </div>
        <BetFilterFields
          filters={filters}
          onChange={change}
          onReset={() => {
            reset();
            setResets((count) => count + 1);
          }}
          choices={bets.data}
          timeZoneOffsetMinutes={timeZoneOffsetMinutes}
        />
      </HistoryFilters>

      <HistoryResults
        title={t('agentCentre.menu.personalHistoryCopy')}
        query={bets}
        failure={rangeWrong ? t('serverMessage.invalid_date_range') : undefined}
      >
        {(result) => (
          <>
            <BetTotals totals={result.totals} />
            {result.list.length === 0 ? (
              <EmptyState icon={<Icon name="dice" size={32} />}>{t('agentCentre.bets.empty')}</EmptyState>
            ) : (
              <>
                <BetTable
                  records={result.list}
                  timeZoneOffsetMinutes={timeZoneOffsetMinutes}
                  accountOf={(record) => record.account}
                  className="team-bet-table"
                  rowTestId="team-bet-row"
                />
                {result.totalPages > 1 && (
                  <Pager page={filters.pageNo} totalPages={result.totalPages} onChange={goTo} />
                )}
              </>
            )}
          </>
        )}
      </HistoryResults>
    </div>
  );
}
