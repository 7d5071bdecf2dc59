import { useId, useState } from 'react';
import type { RevenueFigures, RevenuePeriod } from '@lobby/contract/agent-revenue';
import { revenuePeriods } from '@lobby/contract/agent-revenue';
import { Icon } from '@/components/ui/icon';
import { EmptyState } from '@/components/records/empty-state';
import { Loaded } from '@/components/records/load-state';
import { DateFields } from '@/components/records/date-range';
import { MoneyCard } from '@/components/money/money-card';
import { formatMinorUnits } from '@/lib/format-money';
import { outcomeClass, signedMinorUnits } from '@/lib/bet-format';
import { brandDay } from '@/lib/brand-day';
import { useLanguageTag } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { useAgentCentre } from '../agent-context';
import { useAgentRevenue } from '../api/get-agent-revenue';
import { revenueFigureKeys, signedFigures, sortByNet, type NetOrder } from '../components/revenue-rows';
import './agent-pages.css';
import './agent-revenue.css';

/* Keys stay literal so the locale test finds them. */
const periodKey: Record<RevenuePeriod, string> = {
  today: 'wallet.history.today',
  yesterday: 'bets.yesterday',
  thisWeek: 'bets.period.thisWeek',
  lastWeek: 'agentCentre.revenue.lastWeek',
  halfMonth: 'agentCentre.revenue.halfMonth',
  thisMonth: 'bets.period.thisMonth',
  lastMonth: 'bets.period.lastMonth',
  custom: 'bets.period.custom',
};

const figureKey: Record<keyof RevenueFigures, string> = {
  netRevenue: 'agentCentre.revenue.netRevenue',
  deposits: 'agentCentre.revenue.deposits',
  withdrawals: 'agentCentre.revenue.withdrawals',
  validBets: 'agentCentre.revenue.validBets',
  winLoss: 'agentCentre.revenue.winLoss',
  bonuses: 'agentCentre.revenue.bonuses',
  salariesReceived: 'agentCentre.revenue.salariesReceived',
  salariesPaid: 'agentCentre.revenue.salariesPaid',
  dividendsReceived: 'agentCentre.revenue.dividendsReceived',
  dividendsPaid: 'agentCentre.revenue.dividendsPaid',
};

type Range = { startDate: string; endDate: string };

/**
 * The agent menu's agentRevenueReport (decision 0269): the team's money of a period as summary cards,
 * then each direct downline account's, sortable by net revenue; an agent's row opens its own direct
 * downline, and the breadcrumb leads back up.
 */
export function AgentRevenue() {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const id = useId();
  const { timeZoneOffsetMinutes } = useAgentCentre();
  const [period, setPeriod] = useState<RevenuePeriod>('today');
  const [custom, setCustom] = useState<Range>(() => ({
    startDate: brandDay(timeZoneOffsetMinutes, 6),
    endDate: brandDay(timeZoneOffsetMinutes),
  }));
  const [agent, setAgent] = useState<number | undefined>(undefined);
  const [order, setOrder] = useState<NetOrder>('desc');
  const customWrong =
    period === 'custom' && (!custom.startDate || !custom.endDate || custom.startDate > custom.endDate);
  const query = {
    ...(period === 'custom' ? { period, ...custom } : { period }),
    ...(agent === undefined ? {} : { agent }),
  };
  const revenue = useAgentRevenue(query, !customWrong);
  const money = (minor: number, signed: boolean) =>
    signed ? signedMinorUnits(minor, languageTag) : formatMinorUnits(minor, languageTag);

  return (
    <div className="wallet-page revenue-page">
      <div className="history-filters revenue-filters">
        <div className="history-ranges profit-periods" role="group" aria-label={t('bets.periodLabel')}>
          {revenuePeriods.map((option) => (
            <button
              key={option}
              type="button"
              className={`history-range${period === option ? ' is-active' : ''}`}
              aria-pressed={period === option}
              onClick={() => setPeriod(option)}
            >
              {t(periodKey[option])}
            </button>
          ))}
        </div>
        {period === 'custom' && (
          <div className="profit-custom">
            <DateFields value={custom} onChange={(change) => setCustom((old) => ({ ...old, ...change }))} />
          </div>
        )}
        {customWrong && (
          <p className="field__error" role="alert">
            {t('agentCentre.revenue.rangeWrong')}
          </p>
        )}
      </div>

      <Loaded query={revenue} card>
        {(value) => (
          <>
            {value.path.length > 1 && (
              <nav aria-label={t('agentCentre.revenue.path')} className="revenue-path">
                <ol>
                  {value.path.map((step, index) => (
                    <li key={step.memberId}>
                      {index === value.path.length - 1 ? (
                        <span aria-current="page" dir="ltr">
                          {step.account}
                        </span>
                      ) : (
                        <button
                          type="button"
                          className="revenue-path__up"
                          onClick={() => setAgent(index === 0 ? undefined : step.memberId)}
                        >
                          <span dir="ltr">{step.account}</span>
                        </button>
                      )}
                    </li>
                  ))}
                </ol>
              </nav>
            )}

            <MoneyCard
              headingId={`${id}-totals`}
              title={t('agentCentre.revenue.totals', { account: value.agent.account })}
              testId="revenue-totals"
            >
              <p className="profit-span" data-testid="revenue-span">
                {value.startDate === value.endDate
                  ? value.startDate
                  : `${value.startDate} – ${value.endDate}`}
              </p>
              <dl className="revenue-cards" aria-busy={revenue.isFetching || undefined}>
                {revenueFigureKeys.map((key) => (
                  <div key={key} className={`revenue-card${key === 'netRevenue' ? ' is-main' : ''}`}>
                    <dt>{t(figureKey[key])}</dt>
                    <dd
                      dir="ltr"
                      data-testid={`revenue-total-${key}`}
                      className={
                        signedFigures.has(key) ? `bet-outcome ${outcomeClass(value.totals[key])}` : ''
                      }
                    >
                      {money(value.totals[key], signedFigures.has(key))}
                    </dd>
                  </div>
                ))}
              </dl>
              <p className="wallet-note">{t('agentCentre.revenue.note')}</p>
            </MoneyCard>

            <MoneyCard
              headingId={`${id}-rows`}
              title={t('agentCentre.revenue.byDownline')}
              testId="revenue-downline"
            >
              {value.rows.length === 0 ? (
                <EmptyState icon={<Icon name="coins" size={32} />}>
                  {t('agentCentre.revenue.empty')}
                </EmptyState>
              ) : (
                <div className="revenue-table-wrap" tabIndex={0} role="region" aria-labelledby={`${id}-rows`}>
                  <table className="revenue-table">
                    <thead>
                      <tr>
                        <th scope="col">{t('agentCentre.revenue.account')}</th>
                        {revenueFigureKeys.map((key) =>
                          key === 'netRevenue' ? (
                            <th
                              key={key}
                              scope="col"
                              aria-sort={order === 'desc' ? 'descending' : 'ascending'}
                            >
                              <button
                                type="button"
                                className="revenue-sort"
                                onClick={() => setOrder(order === 'desc' ? 'asc' : 'desc')}
                              >
                                {t(figureKey[key])}
                                <span aria-hidden="true">{order === 'desc' ? ' ↓' : ' ↑'}</span>
                              </button>
                            </th>
                          ) : (
                            <th key={key} scope="col">
                              {t(figureKey[key])}
                            </th>
                          ),
                        )}
                      </tr>
                    </thead>
                    <tbody>
                      <tr className="revenue-own" data-testid="revenue-own">
                        <th scope="row">{t('agentCentre.revenue.own')}</th>
                        {revenueFigureKeys.map((key) => (
                          <td key={key} dir="ltr">
                            {money(value.own[key], signedFigures.has(key))}
                          </td>
                        ))}
                      </tr>
                      {sortByNet(value.rows, order).map((row) => (
                        <tr key={row.memberId} data-testid="revenue-row">
                          <th scope="row">
                            {row.isAgent ? (
                              <button
                                type="button"
                                className="revenue-drill"
                                aria-label={t('agentCentre.revenue.open', { account: row.account })}
                                onClick={() => setAgent(row.memberId)}
                              >
                                <span dir="ltr">{row.account}</span>
                                <span className="revenue-tag">{t('agentCentre.downline.agent')}</span>
                              </button>
                            ) : (
                              <span dir="ltr">{row.account}</span>
                            )}
                          </th>
                          {revenueFigureKeys.map((key) => (
                            <td
                              key={key}
                              dir="ltr"
                              className={
                                signedFigures.has(key)
                                  ? `bet-outcome ${outcomeClass(row.figures[key])}`
                                  : undefined
                              }
                            >
                              {money(row.figures[key], signedFigures.has(key))}
                            </td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </MoneyCard>
          </>
        )}
      </Loaded>
    </div>
  );
}
