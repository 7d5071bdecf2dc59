import { describe, expect, it } from 'vitest';
import { formatMinorUnits, formatMoney, maskedAmount } from './format-money';

describe('formatMoney', () => {
  it('shows two decimals with thousands separators', () => {
    expect(formatMoney(1234567.5, 'en')).toBe('1,234,567.50');
    expect(formatMoney(0, 'en')).toBe('0.00');
  });

  it('follows the language for separators but keeps Latin digits', () => {
    expect(formatMoney(1234.5, 'pt-BR')).toBe('1.234,50');
    expect(formatMoney(1234.5, 'bn')).toMatch(/^[0-9.,\s]+$/);
  });

  it('masks a hidden amount', () => {
    expect(formatMoney(99, 'en', { hidden: true })).toBe(maskedAmount);
  });

  it('formats integer minor units', () => {
    expect(formatMinorUnits(123456, 'en')).toBe('1,234.56');
  });
});
