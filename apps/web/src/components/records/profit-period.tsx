import { useState, type ReactNode } from 'react';
import { profitPeriods, type ProfitPeriod } from '@lobby/contract/bets';
import { useLanguageTag } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { profitPeriodKey } from '@/lib/bet-format';
import { brandDay } from '@/lib/brand-day';
import { formatInZone } from '@/lib/zoned-time';
import { DateFields } from './date-range';
import { HistoryFilters } from './history-filters';
import './profit.css';

type Range = { startDate: string; endDate: string };

/**
 * The period of a profit-and-loss page (personal loss, user loss): a named one, or custom days of the
 * brand's time zone (the last seven to begin with). `onChange` runs on every change (a page resets).
 */
export function useProfitPeriod(timeZoneOffsetMinutes: number, onChange?: () => void) {
  const [period, setPeriod] = useState<ProfitPeriod>('today');
  const [custom, setCustom] = useState<Range>(() => ({
    startDate: brandDay(timeZoneOffsetMinutes, 6),
    endDate: brandDay(timeZoneOffsetMinutes),
  }));
  const customWrong =
    period === 'custom' && (!custom.startDate || !custom.endDate || custom.startDate > custom.endDate);
  return {
    period,
    custom,
    /** An incomplete or reversed custom range is said under the fields rather than sent. */
    customWrong,
    query: period === 'custom' ? { period, ...custom } : { period },
    choose(next: ProfitPeriod) {
      setPeriod(next);
      onChange?.();
    },
    changeCustom(change: Partial<Range>) {
      setCustom((old) => ({ ...old, ...change }));
      onChange?.();
    },
  };
}

type Props = {
  state: ReturnType<typeof useProfitPeriod>;
  /** The days the answer covered, once there is one. */
  span: Range | undefined;
  /** Filters of the page's own, above the periods. */
  children?: ReactNode;
};

/** The period buttons, the custom days and the days the answer covered. */
export function ProfitPeriodFilter({ state, span, children }: Props) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const day = (date: string) => formatInZone(`${date}T00:00:00Z`, languageTag, 0, false);
  return (
    <HistoryFilters
      label={t('bets.periodLabel')}
      rangeWrong={state.customWrong}
      otherwise={
        span && (
          <p className="profit-span" data-testid="profit-span">
            {span.startDate === span.endDate
              ? day(span.startDate)
              : t('bets.span', { from: day(span.startDate), to: day(span.endDate) })}
          </p>
        )
      }
    >
      {children}
      <div className="history-ranges profit-periods" role="group" aria-label={t('bets.periodLabel')}>
        {profitPeriods.map((option) => (
          <button
            key={option}
            type="button"
            className={`history-range${state.period === option ? ' is-active' : ''}`}
            aria-pressed={state.period === option}
            onClick={() => state.choose(option)}
          >
            {t(profitPeriodKey[option])}
          </button>
        ))}
      </div>
      {state.period === 'custom' && (
        <div className="profit-custom">
          <DateFields value={state.custom} onChange={state.changeCustom} />
        </div>
      )}
    </HistoryFilters>
  );
}
