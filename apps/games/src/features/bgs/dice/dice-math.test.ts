import { describe, expect, it } from 'vitest';
import {
  clampTarget,
  diceMultiplier,
  flipTarget,
  payoutOf,
  targetBounds,
  targetForChance,
  winningRolls,
} from './dice-math';

const rules = { outcomes: 10_000, minWinChance: 100, maxWinChance: 9_800, rtpBasisPoints: 9_900 };

describe('dice figures', () => {
  it('count winning rolls and the multiplier as the game documents them', () => {
    expect(winningRolls('under', 5_000, rules)).toBe(5_000);
    expect(winningRolls('over', 8_000, rules)).toBe(1_999);
    // The server's pinned vector: over 80.00 wins on 1 999 rolls and pays 4.9524×.
    expect(diceMultiplier(1_999, rules)).toBe(49_524);
    expect(diceMultiplier(5_000, rules)).toBe(19_800);
  });

  it('keeps the target inside the allowed win chances', () => {
    expect(targetBounds('under', rules)).toEqual([100, 9_800]);
    expect(targetBounds('over', rules)).toEqual([199, 9_899]);
    expect(clampTarget('under', 50, rules)).toBe(100);
    expect(clampTarget('over', 9_990, rules)).toBe(9_899);
    expect(targetForChance('over', 2_500, rules)).toBe(7_499);
  });

  it('keeps the chance when the direction flips', () => {
    const target = 3_000;
    const flipped = flipTarget(target, rules);
    expect(winningRolls('over', flipped, rules)).toBe(winningRolls('under', target, rules));
  });

  it('pays stake × multiplier rounded down, exactly for large figures', () => {
    expect(payoutOf(100, 19_800)).toBe(198);
    expect(payoutOf(333, 49_524)).toBe(1_649);
    expect(payoutOf(100_000_000_000, 990_000)).toBe(9_900_000_000_000);
  });
});
