import type { BetTotals as BetTotalsValue } from '@lobby/contract/bets';
import { useTranslation } from '@/lib/use-translation';
import { formatMinorUnits } from '@/lib/format-money';
import { useLanguageTag } from '@/lib/i18n';
import { outcomeClass, signedMinorUnits } from '@/lib/bet-format';
import './outcome.css';
import './totals.css';

/** A count as it is, money in minor units, or a win/loss signed and coloured. */
export type Total = { label: string; testId: string; kind: 'count' | 'money' | 'outcome'; value: number };

type Props = {
  items: readonly Total[];
  /** Added to bet-totals. */
  className?: string;
  label?: string;
  testId?: string;
  busy?: boolean;
};

/** The figures a record adds up (rounds, stake, payout, win/loss), a tile each. */
export function Totals({ items, className, label, testId, busy }: Props) {
  const languageTag = useLanguageTag();
  return (
    <dl
      className={className ? `bet-totals ${className}` : 'bet-totals'}
      data-testid={testId}
      aria-label={label}
      aria-busy={busy || undefined}
    >
      {items.map((item) => (
        <div key={item.testId} className="bet-totals__item">
          <dt>{item.label}</dt>
          {item.kind === 'count' ? (
            <dd data-testid={item.testId}>{item.value}</dd>
          ) : item.kind === 'money' ? (
            <dd dir="ltr" data-testid={item.testId}>
              {formatMinorUnits(item.value, languageTag)}
            </dd>
          ) : (
            <dd dir="ltr" className={`bet-outcome ${outcomeClass(item.value)}`} data-testid={item.testId}>
              {signedMinorUnits(item.value, languageTag)}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}

/** The totals of a betting record: rounds, stake, payout and the win or loss of every matched round. */
export function BetTotals({ totals }: { totals: BetTotalsValue }) {
  const { t } = useTranslation();
  return (
    <Totals
      testId="bet-totals"
      label={t('bets.totals')}
      items={[
        { label: t('bets.rounds'), testId: 'bet-totals-count', kind: 'count', value: totals.count },
        { label: t('bets.totalStake'), testId: 'bet-totals-stake', kind: 'money', value: totals.stake },
        { label: t('bets.totalPayout'), testId: 'bet-totals-payout', kind: 'money', value: totals.payout },
        { label: t('bets.winLoss'), testId: 'bet-totals-win-loss', kind: 'outcome', value: totals.winLoss },
      ]}
    />
  );
}
