import type { BrandLanguages } from '@lobby/contract/languages';
import { DomainError } from './errors';

/*
 * Days of the brand's calendar. Records are filtered by whole days of the brand's time zone (a fixed
 * offset: GMT+8 for the demo brand), whatever zone the reader's device is in. A day is 'YYYY-MM-DD'.
 */

const dayMs = 86_400_000;

/** What a record page needs of the brand: its days, and the languages its game names read in. */
export type BrandRecords = BrandLanguages & { timeZoneOffsetMinutes: number };

export const invalidDateRange = () => new DomainError('VALIDATION_FAILED', 'invalid_date_range', 400);

/** The UTC instant a brand-local day starts at; an impossible date (2026-02-30) is refused. */
export function dayStart(day: string, offsetMinutes: number): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(y, m - 1, d);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) {
    throw invalidDateRange();
  }
  return new Date(utc - offsetMinutes * 60_000);
}

/** The brand-local day an instant falls on. */
export function brandDayOf(instant: number, offsetMinutes: number): string {
  return new Date(instant + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** A day `count` days later (earlier when negative). */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * dayMs).toISOString().slice(0, 10);
}

/**
 * The instants between which days `startDate` to `endDate` (both included) fall: [from, to). Either
 * end may be absent (unbounded); an end before the start is refused.
 */
export function dayRange(
  startDate: string | undefined,
  endDate: string | undefined,
  offsetMinutes: number,
): { from?: Date; to?: Date } {
  const from = startDate ? dayStart(startDate, offsetMinutes) : undefined;
  const to = endDate ? new Date(dayStart(endDate, offsetMinutes).getTime() + dayMs) : undefined;
  if (from && to && from >= to) throw invalidDateRange();
  return { from, to };
}

export type NamedPeriod = 'today' | 'yesterday' | 'thisWeek' | 'thisMonth' | 'lastMonth';

/** The first and last day of a named period around `now`; weeks start on Monday (ISO 8601). */
export function periodDays(
  period: NamedPeriod,
  now: number,
  offsetMinutes: number,
): { startDate: string; endDate: string } {
  const today = brandDayOf(now, offsetMinutes);
  const monthStart = `${today.slice(0, 8)}01`;
  switch (period) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { startDate: yesterday, endDate: yesterday };
    }
    case 'thisWeek': {
      const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
      return { startDate: addDays(today, -weekday), endDate: today };
    }
    case 'thisMonth':
      return { startDate: monthStart, endDate: today };
    case 'lastMonth': {
      const lastDay = addDays(monthStart, -1);
      return { startDate: `${lastDay.slice(0, 8)}01`, endDate: lastDay };
    }
  }
}

/**
 * Whether each instant given starts an hour (UTC), as every brand day does in a time zone a whole
 * number of hours from UTC: the sums kept per hour (member_bet_hours, ledger_entry_hours) answer a
 * period between such instants exactly.
 */
export const onWholeHours = (...instants: Array<Date | undefined>) =>
  instants.every((instant) => !instant || instant.getTime() % 3_600_000 === 0);
