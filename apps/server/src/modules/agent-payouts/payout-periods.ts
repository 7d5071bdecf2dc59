import type { ContractTerms } from '@lobby/contract/agent-contracts';
import { addDays, brandDayOf, dayStart } from '../../lib/brand-days';

/*
 * The periods a contract pays for, in the brand's time zone (decision 0261). Real-time salary: five
 * minutes (every offset is whole quarter hours, so these are the brand's five minutes too). Hourly: the
 * brand's hours, which start off the UTC hour in a +05:30 zone. Daily and dividends: brand days, weeks
 * from Monday, halves of the month (1st–15th, 16th–end) and months.
 */

export type Period = { start: Date; end: Date };

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;
export const realTimePeriodMs = 5 * minuteMs;

/**
 * How far back a pass looks for periods it has not paid (after downtime): a bounded catch-up, longer
 * than any outage we plan for and at least two of the kind's longest periods.
 */
export const lookbackMs = {
  realTimeSalary: dayMs,
  hourlySalary: 2 * dayMs,
  dailySalary: 7 * dayMs,
  dividend: 62 * dayMs,
} as const;

/** The brand-day period (first day, day after the last) that `day` falls in. */
function dayPeriodOf(terms: ContractTerms, day: string): [string, string] {
  const period = terms.kind === 'dividend' ? terms.period : 'D';
  const monthStart = `${day.slice(0, 8)}01`;
  const nextMonth = (() => {
    const [y, m] = day.split('-').map(Number) as [number, number];
    return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  })();
  switch (period) {
    case 'D':
      return [day, addDays(day, 1)];
    case 'W': {
      const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
      const monday = addDays(day, -weekday);
      return [monday, addDays(monday, 7)];
    }
    case 'H': {
      const half = `${day.slice(0, 8)}16`;
      return day < half ? [monthStart, half] : [half, nextMonth];
    }
    case 'M':
      return [monthStart, nextMonth];
  }
}

/** Step grid periods of `stepMs` whose boundaries sit `shiftMs` after a multiple of the step (UTC). */
function gridPeriods(stepMs: number, shiftMs: number, after: number, upTo: number): Period[] {
  const periods: Period[] = [];
  let end = Math.floor((upTo - shiftMs) / stepMs) * stepMs + shiftMs;
  while (end > after) {
    periods.push({ start: new Date(end - stepMs), end: new Date(end) });
    end -= stepMs;
  }
  return periods.reverse();
}

/** The periods that ended in (after, upTo], oldest first. */
export function periodsEnded(
  terms: ContractTerms,
  offsetMinutes: number,
  after: number,
  upTo: number,
): Period[] {
  if (terms.kind === 'realTimeSalary') return gridPeriods(realTimePeriodMs, 0, after, upTo);
  if (terms.kind === 'hourlySalary') {
    const shift = (((-offsetMinutes * minuteMs) % hourMs) + hourMs) % hourMs;
    return gridPeriods(hourMs, shift, after, upTo);
  }
  const periods = new Map<string, Period>();
  // Every period ending in the window contains the brand day just before its end.
  for (
    let day = brandDayOf(after, offsetMinutes);
    day <= brandDayOf(upTo, offsetMinutes);
    day = addDays(day, 1)
  ) {
    const [first, next] = dayPeriodOf(terms, day);
    const end = dayStart(next, offsetMinutes).getTime();
    if (end > after && end <= upTo) {
      periods.set(first, { start: dayStart(first, offsetMinutes), end: new Date(end) });
    }
  }
  return [...periods.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
}
