import { formatMinorUnits } from '@/lib/format-money';

/** Decimals of the brand currency (PHP); amounts travel in minor units. */
export const currencyDecimals = 2;

/** ₱ 1,234.50 in the reader's language (Latin digits, the site's money format). */
export function moneyFormatter(symbol: string, languageTag: string) {
  return (minor: number) =>
    `${symbol} ${formatMinorUnits(minor, languageTag, { decimals: currencyDecimals })}`.trim();
}

/** Quick amounts (currency units) a deposit form offers, within the channel's bounds. */
export function quickAmounts(minAmount: number, maxAmount: number): number[] {
  const steps = [100, 500, 1_000, 5_000, 10_000, 50_000];
  return steps
    .map((units) => units * 10 ** currencyDecimals)
    .filter((minor) => minor >= minAmount && minor <= maxAmount)
    .slice(0, 5);
}

export { pinPattern } from '@/lib/payment-password';
