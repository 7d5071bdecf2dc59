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

/** What the server accepts as a proof image: png or jpeg by its first bytes (product §5). */
export function sniffImageType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** Six digits, the payment password's rule. */
export const pinPattern = /^\d{6}$/;
