import type { FairStream } from './fair-stream';
import { multiplierScale } from './payout';

/**
 * Mines: a 5×5 field (tiles 0–24, row by row) with 1 to 24 mines placed when the round starts. The
 * tiles 0..24 are shuffled with Fisher–Yates drawn from the fair stream — for i = 0, 1, ..., swap
 * tile i with tile i + int(25 − i) — and the first `mines` tiles of the shuffle are the mines. Later
 * steps of the shuffle never move the first entries, so only `mines` draws are made.
 *
 * After k safe tiles the multiplier is 0.99 over the chance of k safe picks in a row,
 * C(25 − mines, k) / C(25, k), cut to 4 decimals; cashing out pays stake × multiplier.
 */
export const minesTiles = 25;
export const minMines = 1;
export const maxMines = 24;
/** 99.00 %, in basis points. */
export const minesRtpBasisPoints = 9_900;

export function minePositions(stream: FairStream, mines: number): number[] {
  if (!isValidMineCount(mines)) throw new RangeError(`bad mine count ${mines}`);
  const tiles = Array.from({ length: minesTiles }, (_, i) => i);
  for (let i = 0; i < mines; i++) {
    const j = i + stream.nextInt(minesTiles - i);
    [tiles[i], tiles[j]] = [tiles[j]!, tiles[i]!];
  }
  return tiles.slice(0, mines).sort((a, b) => a - b);
}

export function isValidMineCount(mines: number): boolean {
  return Number.isInteger(mines) && mines >= minMines && mines <= maxMines;
}

export const safeTiles = (mines: number) => minesTiles - mines;

function choose(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** The multiplier after `revealed` safe tiles, in ten-thousandths (0 for none: nothing to cash out). */
export function minesMultiplier(mines: number, revealed: number): number {
  if (revealed <= 0 || revealed > safeTiles(mines)) return 0;
  // 0.99 in ten-thousandths is the RTP in basis points: both scales are 10 000.
  const numerator = BigInt((minesRtpBasisPoints * multiplierScale) / 10_000) * choose(minesTiles, revealed);
  return Number(numerator / choose(safeTiles(mines), revealed));
}

/** The chance that `revealed` picks in a row are all safe, as a fraction. */
export function survivalChance(mines: number, revealed: number): { numerator: bigint; denominator: bigint } {
  return { numerator: choose(safeTiles(mines), revealed), denominator: choose(minesTiles, revealed) };
}
