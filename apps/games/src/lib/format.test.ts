import { describe, expect, it } from 'vitest';
import {
  currencyDecimals,
  formatMoney,
  formatMultiplier,
  formatMultiplierValue,
  formatPercent,
  formatRoll,
  parseAmountInput,
  titleOfGameCode,
  toAmountInput,
} from './format';

const php = { currency: 'PHP', decimals: 2, tag: 'en' };

describe('money', () => {
  it('shows minor units with two decimals and thousands separators, in the session currency', () => {
    expect(formatMoney(123_456_789, php)).toBe('₱1,234,567.89');
    expect(formatMoney(0, php)).toBe('₱0.00');
    expect(formatMoney(5, php)).toBe('₱0.05');
    expect(formatMoney(100_000, { ...php, tag: 'pt-BR' })).toBe('₱\u00a01.000,00');
  });

  it('keeps Latin digits in every language', () => {
    expect(formatMoney(123_456, { ...php, tag: 'bn' })).toBe('1,234.56₱');
    expect(formatMoney(123_456, { ...php, tag: 'ur' })).toBe('₱1,234.56');
  });

  it('follows the currency decimals and survives unknown codes', () => {
    expect(formatMoney(1_500, { currency: 'JPY', decimals: 0, tag: 'en' })).toBe('¥1,500');
    expect(formatMoney(1_500, { currency: 'XYZW', decimals: 2, tag: 'en' })).toBe('XYZW 15.00');
    expect(currencyDecimals('PHP')).toBe(2);
    expect(currencyDecimals('JPY')).toBe(0);
    expect(currencyDecimals('not a code')).toBe(2);
  });

  it('reads typed amounts as minor units', () => {
    expect(parseAmountInput('12.5', 2)).toBe(1_250);
    expect(parseAmountInput('12,50', 2)).toBe(1_250);
    expect(parseAmountInput('1,234.50', 2)).toBe(123_450);
    expect(parseAmountInput(' 7 ', 2)).toBe(700);
    expect(parseAmountInput('12.345', 2)).toBeNull();
    expect(parseAmountInput('-1', 2)).toBeNull();
    expect(parseAmountInput('abc', 2)).toBeNull();
    expect(parseAmountInput('', 2)).toBeNull();
    expect(parseAmountInput('15', 0)).toBe(15);
    expect(toAmountInput(1_250, 2)).toBe('12.50');
  });
});

describe('game figures', () => {
  it('writes every multiplier with two decimals, rounded down', () => {
    expect(formatMultiplier(19_800, 'en')).toBe('1.98×');
    expect(formatMultiplier(49_524, 'en')).toBe('4.95×');
    expect(formatMultiplier(49_599, 'en')).toBe('4.95×');
    expect(formatMultiplier(10_000, 'en')).toBe('1.00×');
    expect(formatMultiplier(12_345_678, 'en')).toBe('1,234.56×');
    expect(formatMultiplierValue(5, 'en')).toBe('5.00');
    expect(formatMultiplierValue(1.15, 'en')).toBe('1.15');
    expect(formatMultiplierValue(0.5, 'en')).toBe('0.50');
  });

  it('writes chances and rolls in hundredths', () => {
    expect(formatPercent(4_950, 'en')).toBe('49.50%');
    expect(formatPercent(9_900, 'en')).toBe('99.00%');
    expect(formatRoll(4_217, 'en')).toBe('42.17');
    expect(formatRoll(9_999, 'en')).toBe('99.99');
    expect(formatRoll(0, 'en')).toBe('0.00');
  });

  it('titles a vendor game from its code', () => {
    expect(titleOfGameCode('dragon-fortune')).toBe('Dragon Fortune');
    expect(titleOfGameCode('lucky_5d')).toBe('Lucky 5d');
  });
});
