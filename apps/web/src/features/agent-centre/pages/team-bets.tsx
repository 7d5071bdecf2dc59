import { useState } from 'react';
import type { DownlineScope } from '@lobby/contract/agent-team';
import { Icon } from '@/components/ui/icon';
import { formatMinorUnits } from '@/lib/format-money';
import { useLanguage, useLanguageTag } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { betStatusKey, gameTypeKey, outcomeClass, signedMinorUnits } from '../../bet-format';
import { brandDay } from '../../brand-day';
import { BetFilterFields, type BetFilterValues } from '../../components/bet-filter-fields';
import { EmptyState } from '../../components/empty-state';
import { HistoryFilters } from '../../components/history-filters';
import { HistoryResults } from '../../components/history-results';
import { Pager } from '../../components/pager';
import { BetTotals } from '../../components/totals';
import { useRecordFilters } from '../../hooks/use-record-filters';
import { formatInZone } from '../../profile-format';
import { useAgentCentre } from '../agent-context';
import { useTeamBets } from '../api/get-team-bets';
import { AccountSearch, ScopeSwitch } from '../components/team-filters';
import '../../pages/money-pages.css';
import '../../pages/wallet-pages.css';
import '../../pages/bet-pages.css';
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
  const languageTag = useLanguageTag();
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
  const typeName = (type: string) => (gameTypeKey[type] ? t(gameTypeKey[type]) : type);
  const money = (minor: number) => formatMinorUnits(minor, languageTag);
  const time = (iso: string) => formatInZone(iso, languageTag, timeZoneOffsetMinutes, true);

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
                <table className="bet-table team-bet-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('wallet.history.time')}</th>
                      <th scope="col">{t('agentCentre.bets.account')}</th>
                      <th scope="col">{t('bets.game')}</th>
                      <th scope="col" className="is-number">
                        {t('bets.stake')}
                      </th>
                      <th scope="col" className="is-number">
                        {t('bets.payout')}
                      </th>
                      <th scope="col" className="is-number">
                        {t('bets.winLoss')}
                      </th>
                      <th scope="col">{t('bets.statusLabel')}</th>
                    </tr>
                  </thead>
                  {result.list.map((record) => {
                    const type = typeName(record.gameType);
                    // A body per round: on phones each is a card (bet-pages.css).
                    return (
                      <tbody key={record.id} className="bet-item">
                        <tr className="bet-row" data-testid="team-bet-row">
                          <td className="bet-row__time" data-label={t('wallet.history.time')}>
                            {time(record.placedAt)}
                          </td>
                          <td className="bet-row__account" data-label={t('agentCentre.bets.account')}>
                            <span dir="ltr">{record.account}</span>
                          </td>
                          <td className="bet-row__game" data-label={t('bets.game')}>
                            <bdi className="bet-row__name">{record.gameName}</bdi>
                            <span className="bet-row__meta">
                              {record.vendorName === type ? (
                                type
                              ) : (
                                <>
                                  <bdi>{record.vendorName}</bdi> · {type}
                                </>
                              )}
                            </span>
                          </td>
                          <td className="is-number bet-row__stake" data-label={t('bets.stake')}>
                            <span dir="ltr">{money(record.stake)}</span>
                          </td>
                          <td className="is-number bet-row__payout" data-label={t('bets.payout')}>
                            <span dir="ltr">{money(record.payout)}</span>
                          </td>
                          <td
                            className={`is-number bet-row__outcome bet-outcome ${outcomeClass(record.winLoss)}`}
                            data-label={t('bets.winLoss')}
                          >
                            <span dir="ltr">{signedMinorUnits(record.winLoss, languageTag)}</span>
                          </td>
                          <td className="bet-row__status" data-label={t('bets.statusLabel')}>
                            <span className={`bet-status bet-status--${record.status.toLowerCase()}`}>
                              {t(betStatusKey[record.status])}
                            </span>
                          </td>
                        </tr>
                      </tbody>
                    );
                  })}
                </table>
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
