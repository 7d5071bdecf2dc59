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

// Building a NumberFormat costs about a millisecond on a phone; a lobby formats hundreds of amounts.
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(languageTag: string, decimals: number): Intl.NumberFormat {
  const key = `${languageTag}/${decimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(`${languageTag}-u-nu-latn`, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: true,
    });
    formats.set(key, format);
  }
  return format;
}

/** Amounts travel as integers in minor units (design: money). */
export function formatMinorUnits(
  minorUnits: number,
  languageTag: string,
  options: MoneyOptions = {},
): string {
  const decimals = options.decimals ?? 2;
  return formatMoney(minorUnits / 10 ** decimals, languageTag, { ...options, decimals });
}
