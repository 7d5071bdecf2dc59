import type { SlotRules, SlotSpinValue } from '@lobby/contract/bgs';

/** One win of a spin to show: a payline (with its index) or the scatter (line null). */
export type WinItem = {
  line: number | null;
  symbol: string;
  count: number;
  /** Minor units. */
  amount: number;
  cells: Array<[number, number]>;
};

/** A spin's wins in the order they are shown: the lines by index, then the scatter. */
export function winItems(result: SlotSpinValue, rules: Pick<SlotRules, 'lines'>): WinItem[] {
  const { outcome, lineBet } = result;
  const items: WinItem[] = outcome.lineWins.map((win) => ({
    line: win.line,
    symbol: win.symbol,
    count: win.count,
    amount: lineBet * win.multiplier,
    cells: win.cells.map(([reel, row]) => [reel, row] as [number, number]),
  }));
  const scatter = outcome.scatterWin;
  if (scatter) {
    items.push({
      line: null,
      symbol: scatter.symbol,
      count: scatter.count,
      // Scatters pay multiples of the total bet, which is the line bet times the number of lines.
      amount: lineBet * rules.lines.length * scatter.multiplier,
      cells: scatter.cells.map(([reel, row]) => [reel, row] as [number, number]),
    });
  }
  return items;
}
