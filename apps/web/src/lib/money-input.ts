/*
 * What the wallet forms accept as an amount (the id each money-moving action carries is in
 * lib/request-id.ts).
 * Amounts travel in minor units (design: money); the member types them in currency units.
 */

export type AmountProblem = 'empty' | 'format' | 'decimals' | 'zero' | 'tooLarge' | 'overBalance';
export type ParsedAmount = { ok: true; minor: number } | { ok: false; problem: AmountProblem };

/** The most one request may move (the contract's maxTransferAmount, 10^12 minor units). */
const maxMinor = 1_000_000_000_000;

/**
 * "1,234.50" → 123450 with 2 decimals. Grouping commas and spaces are ignored; more decimals than
 * the currency has, signs, exponents and anything else are refused rather than rounded.
 */
export function parseAmount(text: string, decimals: number, available?: number): ParsedAmount {
  const cleaned = text.trim().replace(/[\s,]/g, '');
  if (cleaned === '') return { ok: false, problem: 'empty' };
  const match = /^(\d+)(?:\.(\d*))?$/.exec(cleaned) ?? /^()\.(\d+)$/.exec(cleaned);
  if (!match) return { ok: false, problem: 'format' };
  const [, units = '', fraction = ''] = match;
  if (fraction.length > decimals) return { ok: false, problem: 'decimals' };
  if (units.replace(/^0+/, '').length > 15) return { ok: false, problem: 'tooLarge' };
  const minor = Number(units || '0') * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  if (minor === 0) return { ok: false, problem: 'zero' };
  if (minor > maxMinor) return { ok: false, problem: 'tooLarge' };
  if (available !== undefined && minor > available) return { ok: false, problem: 'overBalance' };
  return { ok: true, minor };
}

/** Minor units as the member would type them back: 123450 → "1234.50". */
export function minorToInput(minor: number, decimals: number): string {
  if (decimals === 0) return String(minor);
  const text = String(minor).padStart(decimals + 1, '0');
  return `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
}
