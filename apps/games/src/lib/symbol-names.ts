import type { Translator } from './i18n';

/* The reel symbols' names, for screen readers, titles and the paytables (keys written out for the locale test). */
const keys: Record<string, string> = {
  CHERRY: 'symbols.CHERRY',
  LEMON: 'symbols.LEMON',
  ORANGE: 'symbols.ORANGE',
  PLUM: 'symbols.PLUM',
  BELL: 'symbols.BELL',
  SEVEN: 'symbols.SEVEN',
  WILD: 'symbols.WILD',
  STAR: 'symbols.STAR',
  BAR: 'symbols.BAR',
};

export const symbolName = (symbol: string, t: Translator['t']) => (keys[symbol] ? t(keys[symbol]) : symbol);

/** What a window of reels shows, row by row, for a screen reader. */
export function describeWindow(window: readonly (readonly string[])[], t: Translator['t']): string {
  const rows = window[0]?.length ?? 0;
  return Array.from({ length: rows }, (_, row) =>
    t('slot.rowDescription', {
      row: row + 1,
      symbols: window.map((column) => symbolName(column[row] ?? '', t)).join(', '),
    }),
  ).join('; ');
}
