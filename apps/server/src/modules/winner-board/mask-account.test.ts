import { describe, expect, it } from 'vitest';
import { maskAccount } from './mask-account';

describe('maskAccount', () => {
  it('keeps two characters at each end of a usual account', () => {
    expect(maskAccount('player01')).toBe('pl***01');
    expect(maskAccount('m639171234567')).toBe('m6***67');
  });

  it('keeps less of short accounts, so most of one is never shown', () => {
    expect(maskAccount('abcde')).toBe('a***e');
    expect(maskAccount('abc')).toBe('a***c');
    expect(maskAccount('ab')).toBe('a***');
    expect(maskAccount('')).toBe('***');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(maskAccount('😀bcdef😀')).toBe('😀b***f😀');
  });
});
