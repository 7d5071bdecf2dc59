import type { FairStream } from './fair-stream';

/**
 * A 5×3 line slot, as a pure function of the fair stream. Each reel stops at a uniform position of its
 * strip (one fair integer per reel, reels 1 to 5); the window shows that position and the next two
 * (rows top, middle, bottom; strips wrap). Line wins pay left to right from reel 1, the best win per
 * line, in multiples of the line bet; scatters pay anywhere, in multiples of the total bet.
 */
export type SlotConfig<S extends string = string> = {
  symbols: readonly S[];
  wild: S;
  scatter: S;
  /** One strip per reel. */
  reels: readonly (readonly S[])[];
  /** Row (0 top, 1 middle, 2 bottom) per reel, for each payline. */
  lines: readonly (readonly number[])[];
  /** Multiples of the line bet for 0..5 of a kind (index = count). The wild's own entry pays wild runs. */
  pays: Readonly<Record<S, readonly number[]>>;
  /** Multiples of the total bet for 0..15 scatters anywhere (index = count). */
  scatterPays: readonly number[];
};

export const rowsShown = 3;

export type LineWin<S extends string = string> = {
  /** 0-based payline index. */
  line: number;
  symbol: S;
  count: number;
  /** Multiple of the line bet. */
  multiplier: number;
  /** [reel, row] of the paying cells, for the screen to highlight. */
  cells: Array<[number, number]>;
};

export type ScatterWin<S extends string = string> = {
  symbol: S;
  count: number;
  /** Multiple of the total bet. */
  multiplier: number;
  cells: Array<[number, number]>;
};

export type SlotOutcome<S extends string = string> = {
  /** Top-row strip position of each reel. */
  stops: number[];
  /** window[reel][row]. */
  window: S[][];
  lineWins: LineWin<S>[];
  scatterWin: ScatterWin<S> | null;
  /**
   * The whole win in multiples of the line bet (line wins plus scatter × number of lines), so that the
   * payout in minor units is exactly `lineBet × lineBetMultiplier`.
   */
  lineBetMultiplier: number;
};

export function spinStops(stream: FairStream, config: SlotConfig): number[] {
  return config.reels.map((strip) => stream.nextInt(strip.length));
}

export function windowAt<S extends string>(config: SlotConfig<S>, stops: readonly number[]): S[][] {
  return config.reels.map((strip, reel) =>
    Array.from({ length: rowsShown }, (_, row) => strip[(stops[reel]! + row) % strip.length]!),
  );
}

/** The best win of one line of symbols (left to right), or null. */
export function lineWin<S extends string>(
  config: SlotConfig<S>,
  symbols: readonly S[],
): { symbol: S; count: number; multiplier: number } | null {
  const { wild, scatter, pays } = config;
  let wildRun = 0;
  while (wildRun < symbols.length && symbols[wildRun] === wild) wildRun++;
  const wildPay = wildRun > 0 ? (pays[wild][wildRun] ?? 0) : 0;
  const lead = symbols[wildRun];
  let best: { symbol: S; count: number; multiplier: number } | null =
    wildPay > 0 ? { symbol: wild, count: wildRun, multiplier: wildPay } : null;
  if (lead !== undefined && lead !== scatter) {
    let count = wildRun + 1;
    while (count < symbols.length && (symbols[count] === lead || symbols[count] === wild)) count++;
    const pay = pays[lead][count] ?? 0;
    // Ties go to the symbol that carries more cells, which is the same money either way.
    if (pay > 0 && (best === null || pay >= best.multiplier)) best = { symbol: lead, count, multiplier: pay };
  }
  return best;
}

export function evaluateWindow<S extends string>(
  config: SlotConfig<S>,
  stops: readonly number[],
): SlotOutcome<S> {
  const window = windowAt(config, stops);
  const lineWins: LineWin<S>[] = [];
  let lineTotal = 0;
  config.lines.forEach((rows, line) => {
    const symbols = rows.map((row, reel) => window[reel]![row]!);
    const win = lineWin(config, symbols);
    if (!win) return;
    lineTotal += win.multiplier;
    lineWins.push({
      line,
      ...win,
      cells: rows.slice(0, win.count).map((row, reel) => [reel, row] as [number, number]),
    });
  });
  const scatterCells: Array<[number, number]> = [];
  window.forEach((column, reel) =>
    column.forEach((symbol, row) => {
      if (symbol === config.scatter) scatterCells.push([reel, row]);
    }),
  );
  const scatterMultiplier = config.scatterPays[scatterCells.length] ?? 0;
  return {
    stops: [...stops],
    window,
    lineWins,
    scatterWin:
      scatterMultiplier > 0
        ? {
            symbol: config.scatter,
            count: scatterCells.length,
            multiplier: scatterMultiplier,
            cells: scatterCells,
          }
        : null,
    lineBetMultiplier: lineTotal + scatterMultiplier * config.lines.length,
  };
}

export function playSlot<S extends string>(stream: FairStream, config: SlotConfig<S>): SlotOutcome<S> {
  return evaluateWindow(config, spinStops(stream, config));
}
