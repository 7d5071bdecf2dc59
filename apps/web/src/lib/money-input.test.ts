import { describe, expect, it } from 'vitest';
import { minorToInput, parseAmount } from './money-input';

describe('parseAmount', () => {
  it.each([
    ['100', 10_000],
    ['1,234.5', 123_450],
    ['  0.01 ', 1],
    ['.5', 50],
    ['12.', 1_200],
    ['1 000 000', 100_000_000],
  ])('reads %j as %d minor units', (text, minor) => {
    expect(parseAmount(text, 2)).toEqual({ ok: true, minor });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'format'],
    ['-5', 'format'],
    ['1e3', 'format'],
    ['1.2.3', 'format'],
    ['1.234', 'decimals'],
    ['0', 'zero'],
    ['0.00', 'zero'],
    ['99999999999999999', 'tooLarge'],
    ['10000000001', 'tooLarge'],
  ])('refuses %j (%s)', (text, problem) => {
    expect(parseAmount(text, 2)).toEqual({ ok: false, problem });
  });

  it('refuses more than what is available', () => {
    expect(parseAmount('10.01', 2, 1_000)).toEqual({ ok: false, problem: 'overBalance' });
    expect(parseAmount('10', 2, 1_000)).toEqual({ ok: true, minor: 1_000 });
  });

  it('writes minor units back as input text', () => {
    expect(minorToInput(123_450, 2)).toBe('1234.50');
    expect(minorToInput(5, 2)).toBe('0.05');
    expect(minorToInput(7, 0)).toBe('7');
  });
});
