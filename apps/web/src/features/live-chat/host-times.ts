import { cached } from '@/lib/cached';

/*
 * A host's schedule is written in the brand's time zone (the model list names its offset), so the
 * times a host goes on or off are shown in that zone, labelled, whatever the reader's device says.
 */

const day = 86_400_000;

/** "GMT+8", "GMT+5:30", "GMT-3", "GMT". */
export function zoneLabel(offsetMinutes: number): string {
  if (offsetMinutes === 0) return 'GMT';
  const sign = offsetMinutes > 0 ? '+' : '-';
  const abs = Math.abs(offsetMinutes);
  const minutes = abs % 60;
  return `GMT${sign}${Math.floor(abs / 60)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/**
 * When a host's status next changes, in the brand's zone with Latin digits: the time alone when it
 * is less than a day away (which day is then plain), the weekday and time further away.
 */
export function formatChangeTime(
  iso: string,
  offsetMinutes: number,
  languageTag: string,
  now: number,
): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const time = timeFormat(languageTag, at - now >= day).format(new Date(at + offsetMinutes * 60_000));
  // Kept on one line: a time split from its zone reads as two facts.
  return `${time}\u00a0${zoneLabel(offsetMinutes)}`.replace(/ /g, '\u00a0');
}

const timeFormat = cached(
  (languageTag: string, withWeekday: boolean) =>
    new Intl.DateTimeFormat(`${languageTag}-u-nu-latn`, {
      timeZone: 'UTC',
      ...(withWeekday ? { weekday: 'short' } : {}),
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);
