/** Basis points as a percentage in the reader's language: 150 → "1.5%". */
export function rateText(bps: number, languageTag: string): string {
  return new Intl.NumberFormat(languageTag, { style: 'percent', maximumFractionDigits: 2 }).format(
    bps / 10_000,
  );
}
