import { describe, expect, it } from 'vitest';
import { quickAmounts, sniffImageType } from './payments-format';

describe('quickAmounts', () => {
  it('offers round amounts within the channel bounds, at most five', () => {
    expect(quickAmounts(10_000, 2_000_000)).toEqual([10_000, 50_000, 100_000, 500_000, 1_000_000]);
    expect(quickAmounts(20_000, 60_000)).toEqual([50_000]);
    expect(quickAmounts(1, 5_000)).toEqual([]);
  });
});

describe('sniffImageType', () => {
  it('knows png and jpeg by their first bytes, nothing else', () => {
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'image/png',
    );
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});
