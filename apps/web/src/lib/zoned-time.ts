import { cached } from '@/lib/cached';

/* Moments in the brand's time zone, as the member centre's and the agent centre's records write them. */

/** GMT+8, GMT-3:30, GMT: the offset as the agent centre header writes it. */
export function gmtLabel(offsetMinutes: number): string {
  if (offsetMinutes === 0) return 'GMT';
  const sign = offsetMinutes > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(offsetMinutes) / 60);
  const minutes = Math.abs(offsetMinutes) % 60;
  return `GMT${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/**
 * A moment in the brand's time zone (write gmtLabel beside it): the instant is shifted by the
 * offset and formatted as UTC, which works for any offset (Intl only knows whole-hour zones).
 */
export function formatInZone(
  iso: string,
  languageTag: string,
  offsetMinutes: number,
  withTime: boolean,
): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return dateFormat(languageTag, withTime).format(new Date(time + offsetMinutes * 60_000));
}

// The records call this for every row of every render.
const dateFormat = cached(
  (languageTag: string, withTime: boolean) =>
    new Intl.DateTimeFormat(`${languageTag}-u-nu-latn`, {
      timeZone: 'UTC',
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
    }),
);
