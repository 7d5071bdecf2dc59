import type { FieldRule } from './system.ts';

/**
 * The 16 pattern kinds of product §5. A field rule's acceptedPattern names one of them ('*' = anything);
 * its patternId is the message key the site shows, with (min) and (max) substituted.
 * One implementation serves the site and the server, so both judge a value identically.
 */
export const patternKinds = {
  ANY: /^[\s\S]*$/u,
  LETTER_FIRST_ALNUM: /^[A-Za-z][A-Za-z0-9]*$/u,
  CHINESE_DIGITS: /^[\u4e00-\u9fa50-9]+$/u,
  EMAIL: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/u,
  ALNUM: /^[A-Za-z0-9]+$/u,
  LETTERS_AND_DIGITS: /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]+$/u,
  DIGITS: /^\d+$/u,
  ALNUM_WITH_UPPER: /^(?=.*[A-Z])[A-Za-z0-9]+$/u,
  ENGLISH_SPACES: /^[A-Za-z ]+$/u,
  NO_SPACES: /^\S+$/u,
  CHINESE_PUNCTUATION: /^[\u4e00-\u9fa5\u3000-\u303f\uff00-\uffef·]+$/u,
  DATE_YYYY_MM_DD: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/u,
  DATE_MM_DD_YYYY: /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])-\d{4}$/u,
  LETTERS_SPACES: /^[\p{L}\p{M} ]+$/u,
  LETTERS_NUMBERS: /^[\p{L}\p{M}\p{N}]+$/u,
  KOREAN: /^[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]+$/u,
} as const;
export type PatternKind = keyof typeof patternKinds;

export function isPatternKind(value: string): value is PatternKind {
  return value in patternKinds;
}

export type FieldCheck = { ok: true } | { ok: false; reason: 'required' | 'length' | 'pattern' };

/** Judges one trimmed value against a server-supplied rule. Empty optional values pass. */
export function checkField(rule: FieldRule, raw: string): FieldCheck {
  const value = raw.trim();
  if (!rule.enabled) return { ok: true };
  if (value === '') return rule.required ? { ok: false, reason: 'required' } : { ok: true };
  const length = [...value].length;
  if (length < rule.minLength || length > rule.maxLength) return { ok: false, reason: 'length' };
  if (rule.acceptedPattern === '*') return { ok: true };
  const pattern = isPatternKind(rule.acceptedPattern) ? patternKinds[rule.acceptedPattern] : null;
  return pattern && pattern.test(value) ? { ok: true } : { ok: false, reason: 'pattern' };
}
