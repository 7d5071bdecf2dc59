import { formatMinorUnits, formatMoney } from '@/lib/format-money';

/** Points are whole numbers, grouped in the reader's language with Latin digits as money is. */
export function pointsFormatter(languageTag: string) {
  return (points: number) => formatMoney(points, languageTag, { decimals: 0 });
}

/** ₱ 1,234.50 from minor units. */
export function moneyFormatter(symbol: string, languageTag: string) {
  return (minor: number) => `${symbol} ${formatMinorUnits(minor, languageTag)}`.trim();
}

export type Formats = { points: (points: number) => string; money: (minor: number) => string };
