import { lineWin, rowsShown, type SlotConfig } from './slot-engine';

/** A probability or expectation held exactly, as a fraction of big integers. */
export type Exact = { numerator: bigint; denominator: bigint };

/** Per reel: how many strip positions show each symbol in a given row (the same for every row). */
function symbolCounts<S extends string>(strip: readonly S[]): Map<S, bigint> {
  const counts = new Map<S, bigint>();
  for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0n) + 1n);
  return counts;
}

/**
 * The exact return of one spin, as a multiple of the total bet, by combinatorics rather than sampling.
 *
 * Lines: the reels stop independently and a strip is cyclic, so the symbol a line crosses on a reel is
 * distributed as the strip's symbol frequencies whatever the row; every line has the same expected win,
 * and the lines' share of the return is that expectation in multiples of the line bet. It is summed
 * over every combination of symbols on the five reels (at most 9^5 of them), each weighted by the
 * product of the symbol counts. Scatters: the number of scatters a reel shows is tallied over its stop
 * positions, the five reels' tallies are convolved, and the scatter pays are weighed with the result.
 */
export function exactReturn<S extends string>(
  config: SlotConfig<S>,
): { line: Exact; scatter: Exact; total: Exact } {
  const counts = config.reels.map(symbolCounts);
  const denominator = config.reels.reduce((product, strip) => product * BigInt(strip.length), 1n);

  let lineSum = 0n;
  const symbols: S[] = [];
  const walk = (reel: number, weight: bigint) => {
    if (reel === counts.length) {
      lineSum += weight * BigInt(lineWin(config, symbols)?.multiplier ?? 0);
      return;
    }
    for (const [symbol, count] of counts[reel]!) {
      symbols[reel] = symbol;
      walk(reel + 1, weight * count);
    }
  };
  walk(0, 1n);

  // distribution[k] = number of stop combinations showing k scatters.
  let distribution: bigint[] = [1n];
  for (const strip of config.reels) {
    const perReel = Array.from({ length: rowsShown + 1 }, () => 0n);
    for (let stop = 0; stop < strip.length; stop++) {
      let shown = 0;
      for (let row = 0; row < rowsShown; row++) {
        if (strip[(stop + row) % strip.length] === config.scatter) shown++;
      }
      perReel[shown]! += 1n;
    }
    const next = Array.from({ length: distribution.length + rowsShown }, () => 0n);
    distribution.forEach((a, i) => perReel.forEach((b, j) => (next[i + j]! += a * b)));
    distribution = next;
  }
  const scatterSum = distribution.reduce(
    (sum, ways, count) => sum + ways * BigInt(config.scatterPays[count] ?? 0),
    0n,
  );

  return {
    line: { numerator: lineSum, denominator },
    scatter: { numerator: scatterSum, denominator },
    total: { numerator: lineSum + scatterSum, denominator },
  };
}

/** A fraction as a decimal string with `places` digits, rounded half up (for documents and tests). */
export function toDecimal(value: Exact, places: number): string {
  const scale = 10n ** BigInt(places);
  const scaled = (value.numerator * scale * 2n + value.denominator) / (value.denominator * 2n);
  const text = scaled.toString().padStart(places + 1, '0');
  return places === 0 ? text : `${text.slice(0, -places)}.${text.slice(-places)}`;
}

export const toNumber = (value: Exact) => Number(value.numerator) / Number(value.denominator);
