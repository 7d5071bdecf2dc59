import { gameTypeKey } from '@/lib/bet-format';
import { formatMinorUnits, formatMoney } from '@/lib/format-money';
import type { TFunction } from '@/lib/translator';

/** Points are whole numbers, grouped in the reader's language with Latin digits as money is. */
export function pointsFormatter(languageTag: string) {
  return (points: number) => formatMoney(points, languageTag, { decimals: 0 });
}

/** ₱ 1,234.50 from minor units. */
export function moneyFormatter(symbol: string, languageTag: string) {
  return (minor: number) => `${symbol} ${formatMinorUnits(minor, languageTag)}`.trim();
}

export type Formats = { points: (points: number) => string; money: (minor: number) => string };

/** A game type by its lobby name; one the site does not know shows as the server wrote it. */
export function gameTypeLabel(gameType: string, t: TFunction): string {
  const key = gameTypeKey[gameType];
  return key ? t(key) : gameType;
}
