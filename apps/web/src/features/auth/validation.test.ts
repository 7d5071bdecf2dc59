import { describe, expect, it } from 'vitest';
import type { FieldRule } from '@lobby/contract/system';
import {
  checkConfirmation,
  checkEmail,
  checkMobile,
  checkValue,
  passwordBoundsRule,
  patternFor,
  trimAll,
} from './validation';

const rule = (acceptedPattern: string, minLength = 4, maxLength = 16): FieldRule => ({
  enabled: true,
  required: true,
  acceptedPattern,
  patternId: 'pattern_test',
  minLength,
  maxLength,
});

describe('checkValue', () => {
  it('reports an empty required field and accepts an empty optional one', () => {
    expect(checkValue('', true)).toEqual({ kind: 'required' });
    expect(checkValue('', false, rule('ALNUM'))).toBeNull();
  });

  it('applies length bounds and the pattern kind', () => {
    expect(checkValue('abc1', true, rule('LETTER_FIRST_ALNUM'))).toBeNull();
    expect(checkValue('1abc', true, rule('LETTER_FIRST_ALNUM'))).toEqual({
      kind: 'pattern',
      patternId: 'pattern_test',
      min: 4,
      max: 16,
    });
    expect(checkValue('ab', true, rule('*'))?.kind).toBe('pattern');
  });

  it('requires letters and digits together for LETTERS_AND_DIGITS', () => {
    expect(checkValue('abcdef', true, rule('LETTERS_AND_DIGITS'))?.kind).toBe('pattern');
    expect(checkValue('abc123', true, rule('LETTERS_AND_DIGITS'))).toBeNull();
  });
});

describe('patternFor', () => {
  it('accepts anything for * and for unreadable patterns', () => {
    expect(patternFor('*').test('any thing!')).toBe(true);
    expect(patternFor('^(broken').test('x')).toBe(true);
    expect(patternFor('UNKNOWN_KIND').test('x')).toBe(true);
  });

  it('uses a regular expression given in place of a kind', () => {
    expect(patternFor('^a+$').test('aaa')).toBe(true);
    expect(patternFor('^a+$').test('b')).toBe(false);
  });
});

describe('confirmation and mobile', () => {
  it('flags a confirmation that differs from the password', () => {
    expect(checkConfirmation('secret1', 'secret2')).toEqual({ kind: 'mismatch' });
    expect(checkConfirmation('secret1', 'secret1')).toBeNull();
  });

  it('accepts mobile numbers of digits only', () => {
    expect(checkMobile('9171234567')).toBeNull();
    expect(checkMobile('917-123')?.kind).toBe('pattern');
  });

  it('trims every value', () => {
    expect(trimAll({ a: ' x ', b: 'y  ' })).toEqual({ a: 'x', b: 'y' });
  });
});

describe('checkEmail', () => {
  it('requires an address of the usual shape', () => {
    expect(checkEmail('')).toEqual({ kind: 'required' });
    expect(checkEmail('me@example')).toMatchObject({ kind: 'pattern', patternId: 'pattern_email' });
    expect(checkEmail('me@example.com')).toBeNull();
  });
});

describe('passwordBoundsRule', () => {
  it('accepts any characters within the site bounds', () => {
    const rule = passwordBoundsRule({ passwordMinLength: 6, passwordMaxLength: 8 });
    expect(checkValue('abc', true, rule)).toMatchObject({ kind: 'pattern', min: 6, max: 8 });
    expect(checkValue('a b c!', true, rule)).toBeNull();
    expect(checkValue('123456789', true, rule)).toMatchObject({ kind: 'pattern' });
  });
});
