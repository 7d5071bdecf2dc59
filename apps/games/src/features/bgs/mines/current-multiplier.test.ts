import { describe, expect, it } from 'vitest';
import { formatMultiplier } from '../../../lib/format';
import { currentMultiplier } from './current-multiplier';

describe('mines current multiplier', () => {
  it('reads 1.00× before the first pick, not 0.00×', () => {
    expect(formatMultiplier(currentMultiplier({ multiplier: 0, status: 'open' }, 0), 'en')).toBe('1.00×');
  });

  it('follows the server once a gem is found, and after the round', () => {
    expect(currentMultiplier({ multiplier: 11_250, status: 'open' }, 1)).toBe(11_250);
    expect(currentMultiplier({ multiplier: 0, status: 'busted' }, 0)).toBe(0);
    expect(currentMultiplier({ multiplier: 24_750, status: 'cashed' }, 3)).toBe(24_750);
  });
});
