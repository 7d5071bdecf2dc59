import { describe, expect, it } from 'vitest';
import { hotCounterIntervalMs, hotCounterStep, hotCounterValue, untilNextStep } from './hot-counter';

const midnight = Date.UTC(2030, 0, 1);

describe('hot-game counter (product §9)', () => {
  it('starts from a value given by the time of day', () => {
    expect(hotCounterValue(midnight)).toBe(12_345_678);
    expect(hotCounterValue(midnight + 60_000)).toBe(hotCounterValue(midnight + 60_000 + 1_000));
    expect(hotCounterValue(midnight + 60_000)).toBeCloseTo(12_345_678 + 20 * hotCounterStep, 2);
  });

  it('rises by 165.11 every 3 seconds', () => {
    const now = midnight + 5 * 3_600_000 + 1_234;
    const next = now + untilNextStep(now);
    expect(untilNextStep(now)).toBeGreaterThan(0);
    expect(untilNextStep(now)).toBeLessThanOrEqual(hotCounterIntervalMs);
    expect(hotCounterValue(next) - hotCounterValue(now)).toBeCloseTo(165.11, 2);
    expect(hotCounterValue(next + hotCounterIntervalMs) - hotCounterValue(next)).toBeCloseTo(165.11, 2);
  });

  it('starts again from its base each day', () => {
    expect(hotCounterValue(midnight + 86_400_000)).toBe(hotCounterValue(midnight));
  });
});
