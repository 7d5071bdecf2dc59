import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { brandDay } from '@/lib/brand-day';
import './history-filters.css';

/** A quick pick: from `from` days before today to `to` days before today, in the brand's calendar. */
export type QuickRange = { id: string; label: string; from: number; to: number };

type Range = { startDate: string; endDate: string };

type QuickRangesProps = {
  ranges: readonly QuickRange[];
  value: Range;
  timeZoneOffsetMinutes: number;
  onChange: (range: Range) => void;
};

/** The pill buttons that fill in a date range; the one matching the range is pressed. */
export function QuickRanges({ ranges, value, timeZoneOffsetMinutes, onChange }: QuickRangesProps) {
  const { t } = useTranslation();
  const daysOf = (range: QuickRange): Range => ({
    startDate: brandDay(timeZoneOffsetMinutes, range.from),
    endDate: brandDay(timeZoneOffsetMinutes, range.to),
  });
  return (
    <div className="history-ranges" role="group" aria-label={t('wallet.history.quickRange')}>
      {ranges.map((range) => {
        const days = daysOf(range);
        const active = days.startDate === value.startDate && days.endDate === value.endDate;
        return (
          <button
            key={range.id}
            type="button"
            className={`history-range${active ? ' is-active' : ''}`}
            aria-pressed={active}
            onClick={() => onChange(days)}
          >
            {range.label}
          </button>
        );
      })}
    </div>
  );
}

type DateFieldsProps = { value: Range; onChange: (change: Partial<Range>) => void };

/** From and to, days of the brand's calendar, both included; each bounds the other. */
export function DateFields({ value, onChange }: DateFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-from`}>
          {t('wallet.history.from')}
        </label>
        <input
          id={`${id}-from`}
          className="field__input"
          type="date"
          value={value.startDate}
          max={value.endDate || undefined}
          onChange={(event) => onChange({ startDate: event.target.value })}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-to`}>
          {t('wallet.history.to')}
        </label>
        <input
          id={`${id}-to`}
          className="field__input"
          type="date"
          value={value.endDate}
          min={value.startDate || undefined}
          onChange={(event) => onChange({ endDate: event.target.value })}
        />
      </div>
    </>
  );
}
