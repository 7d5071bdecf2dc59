import { useId, useState } from 'react';
import type { DownlineScope, TeamProfitRow } from '@lobby/contract/agent-team';
import { Icon } from '@/components/ui/icon';
import { formatMinorUnits } from '@/lib/format-money';
import { useLanguageTag } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { outcomeClass, signedMinorUnits } from '@/lib/bet-format';
import { EmptyState } from '@/components/records/empty-state';
import { Loaded } from '@/components/records/load-state';
import { MoneyCard } from '@/components/money/money-card';
import { ProfitPeriodFilter, useProfitPeriod } from '@/components/records/profit-period';
import { ProfitBar, ProfitFigures } from '@/components/records/profit-bar';
import { Pager } from '@/components/records/pager';
import { Totals } from '@/components/records/totals';
import { useAgentCentre } from '../agent-context';
import { useTeamProfit } from '../api/get-team-profit';
import { ScopeSwitch } from '../components/team-filters';
import './agent-pages.css';

const pageSize = 20;

/**
 * The agent menu's palStatementsAgentCopy (user loss): what each account of the team won or lost in
 * a period of the brand's days, from its settled rounds, the biggest loss first, with the team's
 * total; a bar shows each account's result against the largest on the page.
 */
export function TeamProfit() {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const id = useId();
  const { timeZoneOffsetMinutes } = useAgentCentre();
  const [scope, setScope] = useState<DownlineScope>('all');
  const [pageNo, setPageNo] = useState(1);
  const periodState = useProfitPeriod(timeZoneOffsetMinutes, () => setPageNo(1));
  const profit = useTeamProfit({ ...periodState.query, scope, pageNo, pageSize }, !periodState.customWrong);
  const value = profit.data;
  const money = (minor: number) => formatMinorUnits(minor, languageTag);
  const largest = Math.max(1, ...(value?.list ?? []).map((row) => Math.abs(row.profit)));

  return (
    <div className="wallet-page">
      <ProfitPeriodFilter state={periodState} span={value}>
        <div className="team-filters">
          <ScopeSwitch
            value={scope}
            onChange={(next) => {
              setScope(next);
              setPageNo(1);
            }}
          />
        </div>
      </ProfitPeriodFilter>

      <Loaded query={profit} card>
        {(result) => (
          <>
            <MoneyCard
              headingId={`${id}-summary`}
              title={t('agentCentre.profit.teamTotal')}
              testId="team-profit"
            >
              <Totals
                className="profit-summary"
                busy={profit.isFetching}
                items={[
                  {
                    label: t('bets.profit'),
                    testId: 'team-profit-total',
                    kind: 'outcome',
                    value: result.totals.profit,
                  },
                  {
                    label: t('bets.totalStake'),
                    testId: 'team-profit-stake',
                    kind: 'money',
                    value: result.totals.stake,
                  },
                  {
                    label: t('bets.totalPayout'),
                    testId: 'team-profit-payout',
                    kind: 'money',
                    value: result.totals.payout,
                  },
                  {
                    label: t('bets.rounds'),
                    testId: 'team-profit-rounds',
                    kind: 'count',
                    value: result.totals.rounds,
                  },
                ]}
              />
              <p className="wallet-note">{t('agentCentre.profit.note')}</p>
            </MoneyCard>

            <MoneyCard
              headingId={`${id}-accounts`}
              title={t('agentCentre.profit.byAccount')}
              testId="team-profit-accounts"
            >
              {result.list.length === 0 ? (
                <EmptyState icon={<Icon name="coins" size={32} />}>
                  {t('agentCentre.profit.empty')}
                </EmptyState>
              ) : (
                <>
                  <ul className="profit-list">
                    {result.list.map((row) => (
                      <AccountItem
                        key={row.account}
                        row={row}
                        share={Math.abs(row.profit) / largest}
                        money={money}
                      />
                    ))}
                  </ul>
                  {result.total > result.pageSize && (
                    <Pager
                      page={result.pageNo}
                      totalPages={Math.ceil(result.total / result.pageSize)}
                      onChange={setPageNo}
                    />
                  )}
                </>
              )}
            </MoneyCard>
          </>
        )}
      </Loaded>
    </div>
  );
}

type AccountProps = { row: TeamProfitRow; share: number; money: (minor: number) => string };

function AccountItem({ row, share, money }: AccountProps) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const headingId = useId();
  return (
    <li className="profit-category" aria-labelledby={headingId} data-testid="team-profit-row">
      <div className="profit-category__head">
        <h3 id={headingId} className="profit-category__name">
          <span dir="ltr">{row.account}</span>
          <span className="team-profit__who">
            {row.nickname} · {t('agentCentre.downline.levelShort', { level: row.level })}
            {row.isAgent ? ` · ${t('agentCentre.downline.agent')}` : ''}
          </span>
        </h3>
        <span dir="ltr" className={`bet-outcome profit-category__profit ${outcomeClass(row.profit)}`}>
          {signedMinorUnits(row.profit, languageTag)}
        </span>
      </div>
      <ProfitBar profit={row.profit} share={share} />
      <ProfitFigures figures={row} money={money} />
    </li>
  );
}
