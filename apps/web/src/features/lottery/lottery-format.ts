import { formatMinorUnits } from '@/lib/format-money';
import { cached } from '@/lib/cached';

/** The wallet's currency as the header shows it: the balance call's symbol and decimals. */
export type Currency = { symbol: string; decimals: number };

/** "₱1,234.50": minor units with the currency's decimals and the reader's grouping. */
export function formatAmount(minor: number, currency: Currency, languageTag: string): string {
  return `${currency.symbol}${formatMinorUnits(minor, languageTag, { decimals: currency.decimals })}`;
}

const timeFormat = cached(
  (languageTag: string, date: boolean, seconds: boolean) =>
    new Intl.DateTimeFormat(`${languageTag}-u-nu-latn`, {
      timeZone: 'UTC',
      ...(date ? { month: 'short', day: 'numeric' } : {}),
      hour: '2-digit',
      minute: '2-digit',
      ...(seconds ? { second: '2-digit' } : {}),
      hourCycle: 'h23',
    }),
);

/**
 * A time in the brand's time zone (the lottery's calendar runs on it: a numero's date is that
 * zone's date), with seconds when a countdown is about them.
 */
export function formatTimeInZone(
  iso: string,
  languageTag: string,
  offsetMinutes: number,
  options: { date?: boolean; seconds?: boolean } = {},
): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return timeFormat(languageTag, options.date ?? false, options.seconds ?? false).format(
    new Date(time + offsetMinutes * 60_000),
  );
}
