import { describe, expect, it } from 'vitest';
import { checkField, patternKinds } from './validation-patterns.ts';

const rule = (acceptedPattern: string, required = true) => ({
  enabled: true,
  required,
  acceptedPattern,
  patternId: 'x',
  minLength: 2,
  maxLength: 10,
});

describe('pattern kinds', () => {
  it('has the 16 kinds of product §5', () => {
    expect(Object.keys(patternKinds)).toHaveLength(16);
  });

  it.each([
    ['LETTER_FIRST_ALNUM', 'abc123', '1abc'],
    ['CHINESE_DIGITS', '张三3', 'zhang'],
    ['EMAIL', 'a@b.co', 'a@b'],
    ['ALNUM', 'AbC9', 'ab-c'],
    ['LETTERS_AND_DIGITS', 'abc1', 'abcd'],
    ['DIGITS', '0912', '09a'],
    ['ALNUM_WITH_UPPER', 'aB1', 'ab1'],
    ['ENGLISH_SPACES', 'Ann Lee', 'Ann-Lee'],
    ['NO_SPACES', 'a-b_c', 'a b'],
    ['CHINESE_PUNCTUATION', '你好，世界', 'hello'],
    ['DATE_YYYY_MM_DD', '2000-01-31', '2000-13-01'],
    ['DATE_MM_DD_YYYY', '01-31-2000', '2000-01-31'],
    ['LETTERS_SPACES', 'José María', 'José 2'],
    ['LETTERS_NUMBERS', 'José2', 'José 2'],
    ['KOREAN', '한국어', 'hangul'],
  ])('%s accepts %s and refuses %s', (kind, good, bad) => {
    expect(checkField(rule(kind), good)).toEqual({ ok: true });
    expect(checkField(rule(kind), bad)).toEqual({ ok: false, reason: 'pattern' });
  });

  it('checks required, length and the any pattern', () => {
    expect(checkField(rule('*'), '  ')).toEqual({ ok: false, reason: 'required' });
    expect(checkField(rule('*', false), '')).toEqual({ ok: true });
    expect(checkField(rule('*'), 'a')).toEqual({ ok: false, reason: 'length' });
    expect(checkField(rule('*'), ' anything ')).toEqual({ ok: true });
    expect(checkField(rule('UNKNOWN'), 'abc')).toEqual({ ok: false, reason: 'pattern' });
  });
});
