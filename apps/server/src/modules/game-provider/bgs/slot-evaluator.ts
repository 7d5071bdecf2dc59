import { rowsShown, type SlotConfig } from './slot-engine';

/**
 * The slot's total win (in line bets) for a set of stops, without building the window or the wins:
 * symbols become small integers and every table a typed array. The million-spin simulation plays
 * through this; a test holds it equal to `evaluateWindow`, which the game plays with.
 */
export function compileLineBetMultiplier<S extends string>(
  config: SlotConfig<S>,
): (stops: readonly number[]) => number {
  const index = new Map(config.symbols.map((symbol, i) => [symbol, i]));
  const wild = index.get(config.wild)!;
  const scatter = index.get(config.scatter)!;
  const reelCount = config.reels.length;
  const strips = config.reels.map((strip) => Uint8Array.from(strip, (symbol) => index.get(symbol)!));
  const pays = config.symbols.map((symbol) =>
    Int32Array.from({ length: reelCount + 1 }, (_, n) => config.pays[symbol][n] ?? 0),
  );
  const lineCount = config.lines.length;
  // cells[line * reels + reel]: where in the window (reel-major) the line crosses the reel.
  const cells = Int32Array.from(
    config.lines.flatMap((rows) => rows.map((row, reel) => reel * rowsShown + row)),
  );
  const window = new Uint8Array(reelCount * rowsShown);

  return (stops) => {
    let scatters = 0;
    for (let reel = 0; reel < reelCount; reel++) {
      const strip = strips[reel]!;
      for (let r = 0; r < rowsShown; r++) {
        const symbol = strip[(stops[reel]! + r) % strip.length]!;
        window[reel * rowsShown + r] = symbol;
        if (symbol === scatter) scatters++;
      }
    }
    let total = (config.scatterPays[scatters] ?? 0) * lineCount;
    for (let base = 0; base < lineCount * reelCount; base += reelCount) {
      let wildRun = 0;
      while (wildRun < reelCount && window[cells[base + wildRun]!] === wild) wildRun++;
      let best = pays[wild]![wildRun]!;
      const lead = wildRun < reelCount ? window[cells[base + wildRun]!]! : scatter;
      if (lead !== scatter) {
        let count = wildRun + 1;
        while (count < reelCount) {
          const symbol = window[cells[base + count]!];
          if (symbol !== lead && symbol !== wild) break;
          count++;
        }
        const pay = pays[lead]![count]!;
        if (pay > best) best = pay;
      }
      total += best;
    }
    return total;
  };
}
