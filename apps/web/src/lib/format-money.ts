import { cached } from './cached';

/** What a hidden balance shows instead of digits. */
export const maskedAmount = '••••••';

type MoneyOptions = { hidden?: boolean; decimals?: number };

/*
 * Grouping follows the reader's language, but digits stay Latin: balances and amounts are
 * compared against receipts and bank statements, which use Latin digits in every market served.
 */
export function formatMoney(amount: number, languageTag: string, options: MoneyOptions = {}): string {
  if (options.hidden) return maskedAmount;
  return numberFormat(languageTag, options.decimals ?? 2).format(amount);
}

const numberFormat = cached(
  (languageTag: string, decimals: number) =>
    new Intl.NumberFormat(`${languageTag}-u-nu-latn`, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: true,
    }),
);

/** Amounts travel as integers in minor units (design: money). */
export function formatMinorUnits(
  minorUnits: number,
  languageTag: string,
  options: MoneyOptions = {},
): string {
  const decimals = options.decimals ?? 2;
  return formatMoney(minorUnits / 10 ** decimals, languageTag, { ...options, decimals });
}
