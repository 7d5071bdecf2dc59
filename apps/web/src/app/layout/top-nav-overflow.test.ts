import { describe, expect, it } from 'vitest';
import { visibleEntryCount } from './top-nav-overflow';

describe('visibleEntryCount', () => {
  it('shows every entry when the row fits, without a More button', () => {
    expect(visibleEntryCount([100, 100, 100], 320, 10, 80)).toBe(3);
    expect(visibleEntryCount([100, 100, 100], 320, 10, 500)).toBe(3);
  });

  it('keeps room for the More button once one entry is moved', () => {
    // 100+10+100 = 210, plus 10 and the 80 px More button = 300 fits; a third entry would not.
    expect(visibleEntryCount([100, 100, 100, 100], 300, 10, 80)).toBe(2);
    expect(visibleEntryCount([100, 100, 100, 100], 299, 10, 80)).toBe(1);
  });

  it('moves everything into the menu when not even one entry fits beside it', () => {
    expect(visibleEntryCount([200, 100], 250, 10, 80)).toBe(0);
  });

  it('handles an empty list', () => {
    expect(visibleEntryCount([], 100, 10, 80)).toBe(0);
  });
});
