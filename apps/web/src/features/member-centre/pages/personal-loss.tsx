import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { ProfitCategory } from '@lobby/contract/bets';
import { Icon } from '@/components/ui/icon';
import { formatMinorUnits } from '@/lib/format-money';
import { useLanguageTag } from '@/lib/i18n';
import { usePersonalProfit } from '../api/get-personal-profit';
import { gameTypeKey, outcomeClass, signedMinorUnits } from '@/lib/bet-format';
import { EmptyState } from '@/components/records/empty-state';
import { Loaded } from '@/components/records/load-state';
import { MoneyCard } from '@/components/money/money-card';
import { ProfitPeriodFilter, useProfitPeriod } from '@/components/records/profit-period';
import { ProfitBar, ProfitFigures } from '@/components/records/profit-bar';
import { Totals } from '@/components/records/totals';
import type { MemberPageProps } from '../page-props';
import './money-pages.css';
import './wallet-pages.css';
import './bet-pages.css';

/**
 * personalProfit, personal loss (product §2): what the member's settled rounds of a period came to,
 * by game type and by vendor within it: stake, payout, profit or loss and rounds, with the grand
 * total. Periods are days of the brand's time zone; a bar per game type shows its profit or loss
 * against the largest one (CSS only).
 */
export default function PersonalLoss({ timeZoneOffsetMinutes = 480 }: Partial<MemberPageProps>) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const id = useId();
  const periodState = useProfitPeriod(timeZoneOffsetMinutes);
  const profit = usePersonalProfit(periodState.query, !periodState.customWrong);
  const value = profit.data;
  const money = (minor: number) => formatMinorUnits(minor, languageTag);
  const typeName = (type: string) => (gameTypeKey[type] ? t(gameTypeKey[type]) : type);
  const largest = Math.max(1, ...(value?.categories ?? []).map((category) => Math.abs(category.profit)));

  return (
    <div className="wallet-page">
      <ProfitPeriodFilter state={periodState} span={value} />

      <Loaded query={profit} card>
        {(result) => (
          <>
            <MoneyCard headingId={`${id}-summary`} title={t('bets.summary')} testId="profit-summary">
              <Totals
                className="profit-summary"
                busy={profit.isFetching}
                items={[
                  {
                    label: t('bets.profit'),
                    testId: 'profit-total',
                    kind: 'outcome',
                    value: result.total.profit,
                  },
                  {
                    label: t('bets.totalStake'),
                    testId: 'profit-total-stake',
                    kind: 'money',
                    value: result.total.stake,
                  },
                  {
                    label: t('bets.totalPayout'),
                    testId: 'profit-total-payout',
                    kind: 'money',
                    value: result.total.payout,
                  },
                  {
                    label: t('bets.rounds'),
                    testId: 'profit-total-rounds',
                    kind: 'count',
                    value: result.total.rounds,
                  },
                ]}
              />
              <p className="wallet-note">{t('bets.settledOnly')}</p>
            </MoneyCard>

            <MoneyCard headingId={`${id}-types`} title={t('bets.byGameType')} testId="profit-categories">
              {result.categories.length === 0 ? (
                <EmptyState icon={<Icon name="coins" size={32} />}>{t('bets.profitEmpty')}</EmptyState>
              ) : (
                <ul className="profit-list">
                  {result.categories.map((category) => (
                    <CategoryItem
                      key={category.gameType}
                      category={category}
                      name={typeName(category.gameType)}
                      share={Math.abs(category.profit) / largest}
                      money={money}
                    />
                  ))}
                </ul>
              )}
            </MoneyCard>
          </>
        )}
      </Loaded>
    </div>
  );
}

type CategoryProps = {
  category: ProfitCategory;
  name: string;
  /** The profit or loss against the largest one, 0 to 1: the bar's length. */
  share: number;
  money: (minor: number) => string;
};

function CategoryItem({ category, name, share, money }: CategoryProps) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const headingId = useId();
  return (
    <li className="profit-category" data-game-type={category.gameType} aria-labelledby={headingId}>
      <div className="profit-category__head">
        <h3 id={headingId} className="profit-category__name">
          {name}
        </h3>
        <span
          dir="ltr"
          className={`bet-outcome profit-category__profit ${outcomeClass(category.profit)}`}
          data-testid="profit-category-profit"
        >
          {signedMinorUnits(category.profit, languageTag)}
        </span>
      </div>
      <ProfitBar profit={category.profit} share={share} />
      <ProfitFigures figures={category} money={money} />
      <table className="profit-vendors">
        <caption className="visually-hidden">{t('bets.vendorsOf', { name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('bets.vendor')}</th>
            <th scope="col" className="is-number">
              {t('bets.rounds')}
            </th>
            <th scope="col" className="is-number">
              {t('bets.stake')}
            </th>
            <th scope="col" className="is-number">
              {t('bets.payout')}
            </th>
            <th scope="col" className="is-number">
              {t('bets.profit')}
            </th>
          </tr>
        </thead>
        <tbody>
          {category.vendors.map((vendor) => (
            <tr key={vendor.vendorCode} data-vendor={vendor.vendorCode}>
              <th scope="row">
                <bdi>{vendor.vendorName}</bdi>
              </th>
              <td className="is-number profit-vendors__figure" data-label={t('bets.rounds')}>
                {vendor.rounds}
              </td>
              <td className="is-number profit-vendors__figure" data-label={t('bets.stake')}>
                <span dir="ltr">{money(vendor.stake)}</span>
              </td>
              <td className="is-number profit-vendors__figure" data-label={t('bets.payout')}>
                <span dir="ltr">{money(vendor.payout)}</span>
              </td>
              <td className={`is-number profit-vendors__profit bet-outcome ${outcomeClass(vendor.profit)}`}>
                <span dir="ltr">{signedMinorUnits(vendor.profit, languageTag)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </li>
  );
}
