import { describe, expect, it } from 'vitest';
import { addDays, brandDayOf, dayRange, dayStart, periodDays } from './brand-days';

const gmt8 = 480;

describe('brand days', () => {
  it('starts a GMT+8 day at 16:00 UTC the day before', () => {
    expect(dayStart('2026-03-01', gmt8).toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(dayStart('2026-03-01', 0).toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });

  it('refuses impossible dates and an end before the start', () => {
    expect(() => dayStart('2026-02-30', gmt8)).toThrow('invalid_date_range');
    expect(() => dayStart('2026-13-01', gmt8)).toThrow('invalid_date_range');
    expect(() => dayRange('2026-03-02', '2026-03-01', gmt8)).toThrow('invalid_date_range');
  });

  it('includes both ends of a range, and leaves an absent end open', () => {
    const { from, to } = dayRange('2026-03-01', '2026-03-01', gmt8);
    expect(from?.toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(to?.toISOString()).toBe('2026-03-01T16:00:00.000Z');
    expect(dayRange(undefined, '2026-03-01', gmt8).from).toBeUndefined();
  });

  it('tells the brand day of an instant', () => {
    expect(brandDayOf(Date.UTC(2026, 0, 31, 15, 59), gmt8)).toBe('2026-01-31');
    expect(brandDayOf(Date.UTC(2026, 0, 31, 16, 0), gmt8)).toBe('2026-02-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('names periods: weeks from Monday, last month across a year end', () => {
    // Thursday 1 January 2026, 00:30 in GMT+8.
    const now = Date.UTC(2025, 11, 31, 16, 30);
    expect(periodDays('today', now, gmt8)).toEqual({ startDate: '2026-01-01', endDate: '2026-01-01' });
    expect(periodDays('yesterday', now, gmt8)).toEqual({ startDate: '2025-12-31', endDate: '2025-12-31' });
    expect(periodDays('thisWeek', now, gmt8)).toEqual({ startDate: '2025-12-29', endDate: '2026-01-01' });
    expect(periodDays('thisMonth', now, gmt8)).toEqual({ startDate: '2026-01-01', endDate: '2026-01-01' });
    expect(periodDays('lastMonth', now, gmt8)).toEqual({ startDate: '2025-12-01', endDate: '2025-12-31' });
    // A Sunday is the last day of its week; a Monday the first.
    const sunday = Date.UTC(2026, 2, 8, 4);
    expect(periodDays('thisWeek', sunday, gmt8).startDate).toBe('2026-03-02');
    const monday = Date.UTC(2026, 2, 9, 4);
    expect(periodDays('thisWeek', monday, gmt8)).toEqual({ startDate: '2026-03-09', endDate: '2026-03-09' });
    expect(periodDays('lastMonth', Date.UTC(2026, 2, 15), gmt8)).toEqual({
      startDate: '2026-02-01',
      endDate: '2026-02-28',
    });
  });
});
