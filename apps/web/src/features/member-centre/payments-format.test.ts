import { describe, expect, it } from 'vitest';
import { quickAmounts } from './payments-format';

describe('quickAmounts', () => {
  it('offers round amounts within the channel bounds, at most five', () => {
    expect(quickAmounts(10_000, 2_000_000)).toEqual([10_000, 50_000, 100_000, 500_000, 1_000_000]);
    expect(quickAmounts(20_000, 60_000)).toEqual([50_000]);
    expect(quickAmounts(1, 5_000)).toEqual([]);
  });
});
