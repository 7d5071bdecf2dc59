/** How a session's money is written: its currency, the decimals of its minor unit, the reader's language. */
export type MoneyFormat = { currency: string; decimals: number; tag: string };

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    // Latin digits in every language: amounts are compared against receipts and statements.
    found = new Intl.NumberFormat(`${tag}-u-nu-latn`, options);
    formatters.set(key, found);
  }
  return found;
}

/** Minor units as money in the session's currency, always with its decimals and thousands separators. */
export function formatMoney(minorUnits: number, format: MoneyFormat): string {
  const { currency, decimals, tag } = format;
  const digits = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  const amount = minorUnits / 10 ** decimals;
  try {
    return numberFormat(tag, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      ...digits,
    }).format(amount);
  } catch {
    // A code Intl does not know: the figures with the code in front.
    return `${currency} ${numberFormat(tag, digits).format(amount)}`;
  }
}

/** Minor units as a plain number for an input field ("12.50"), no grouping, dot decimals. */
export function toAmountInput(minorUnits: number, decimals: number): string {
  return (minorUnits / 10 ** decimals).toFixed(decimals);
}

/**
 * What the player typed as minor units, or null when it is not an amount with at most `decimals`
 * decimals. A comma is a decimal comma ("12,50"), unless a dot is there too ("1,234.50").
 */
export function parseAmountInput(text: string, decimals: number): number | null {
  const compact = text.replace(/\s/g, '');
  const normalised = compact.includes('.') ? compact.replace(/,/g, '') : compact.replace(',', '.');
  const match = /^(\d+)(?:\.(\d*))?$/.exec(normalised);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  const minor = Number(match[1]) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/**
 * A multiplier (5, 1.9801) as "5.00", "1.98": every game shows multipliers with the same two
 * decimals, rounded down so a shown multiplier never promises more than the bet pays.
 */
export function formatMultiplierValue(value: number, tag: string): string {
  // Through ten-thousandths first, so 1.15 (1.149999… in binary) does not floor to 1.14.
  const hundredths = Math.floor(Math.round(value * 10_000) / 100);
  return numberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(hundredths / 100);
}

/** A multiplier in ten-thousandths (19 800) as "1.98×" (formatMultiplierValue). */
export function formatMultiplier(tenThousandths: number, tag: string): string {
  return `${formatMultiplierValue(Math.floor(tenThousandths) / 10_000, tag)}×`;
}

/** A share given in hundredths of a percent (4 950 is 49.50 %). */
export function formatPercent(hundredths: number, tag: string): string {
  return numberFormat(tag, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    hundredths / 10_000,
  );
}

/** A dice roll or target in hundredths (4217) as "42.17". */
export function formatRoll(hundredths: number, tag: string): string {
  return numberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(
    hundredths / 100,
  );
}

/** A round's time in the reader's language, to the second. */
export function formatTime(iso: string, tag: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(`${tag}-u-nu-latn`, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(date);
}

/** The game code of a vendor's game as a title: 'dragon-fortune' → 'Dragon Fortune'. */
export function titleOfGameCode(code: string): string {
  return code
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Decimals of a currency's minor unit as Intl knows them (2 when it does not know the code). */
export function currencyDecimals(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** The currency's symbol as the reader's language writes it (₱, R$, ...), for an amount field's prefix. */
export function currencySymbol(currency: string, tag: string): string {
  try {
    const parts = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}
