import type { FieldRule } from '@lobby/contract/system';

/**
 * The server names a rule's pattern by kind (product §5 lists sixteen kinds); '*' accepts anything.
 * A pattern that is not a known kind but looks like a regular expression is used as one.
 */
const patternKinds: Record<string, RegExp> = {
  '*': /^[\s\S]*$/,
  ANY: /^[\s\S]*$/,
  LETTER_FIRST_ALNUM: /^[A-Za-z][A-Za-z0-9]*$/,
  CHINESE_DIGITS: /^[\u4e00-\u9fff0-9]+$/,
  EMAIL: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  ALNUM: /^[A-Za-z0-9]+$/,
  LETTERS_AND_DIGITS: /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]+$/,
  DIGITS: /^\d+$/,
  ALNUM_UPPER: /^(?=.*[A-Z])[A-Za-z0-9]+$/,
  LETTERS_SPACES: /^[A-Za-z ]+$/,
  NO_SPACES: /^\S+$/,
  CHINESE_PUNCTUATION: /^[\u4e00-\u9fff\u3000-\u303f\uff00-\uffef·]+$/,
  DATE_YMD: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  DATE_MDY: /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])-\d{4}$/,
  UNICODE_LETTERS_SPACES: /^[\p{L} ]+$/u,
  LETTERS_NUMBERS: /^[\p{L}\p{N}]+$/u,
  KOREAN: /^[\uac00-\ud7a3]+$/,
};

export function patternFor(acceptedPattern: string): RegExp {
  const known = patternKinds[acceptedPattern];
  if (known) return known;
  if (acceptedPattern.startsWith('^')) {
    try {
      return new RegExp(acceptedPattern, 'u');
    } catch {
      // An unreadable pattern must not lock people out of registering; the server checks again.
    }
  }
  return patternKinds['*'] as RegExp;
}

export type FieldProblem =
  | { kind: 'required' }
  | { kind: 'pattern'; patternId: string; min: number; max: number }
  | { kind: 'mismatch' }
  | { kind: 'terms' }
  /** Already in words, e.g. a server answer that belongs to one field. */
  | { kind: 'message'; text: string };

/** Required first, then the server rule's length and pattern. Values are expected trimmed. */
export function checkValue(value: string, required: boolean, rule?: FieldRule): FieldProblem | null {
  if (value === '') return required ? { kind: 'required' } : null;
  if (!rule) return null;
  const length = [...value].length;
  const fits =
    length >= rule.minLength && length <= rule.maxLength && patternFor(rule.acceptedPattern).test(value);
  return fits
    ? null
    : { kind: 'pattern', patternId: rule.patternId, min: rule.minLength, max: rule.maxLength };
}

/** The rule of a new password: any characters within the site's length bounds (product §5). */
export function passwordBoundsRule(bounds: {
  passwordMinLength: number;
  passwordMaxLength: number;
}): FieldRule {
  return {
    enabled: true,
    required: true,
    acceptedPattern: '*',
    patternId: 'pattern_any',
    minLength: bounds.passwordMinLength,
    maxLength: bounds.passwordMaxLength,
  };
}

export function checkConfirmation(password: string, confirmation: string): FieldProblem | null {
  if (confirmation === '') return { kind: 'required' };
  return password === confirmation ? null : { kind: 'mismatch' };
}

/** Digits only, 6 to 15 of them: the product description's "mobile rule", before the server's own rule applies. */
export function checkMobile(value: string, rule?: FieldRule): FieldProblem | null {
  if (value === '') return { kind: 'required' };
  if (!/^\d{6,15}$/.test(value)) {
    return {
      kind: 'pattern',
      patternId: 'pattern_digits',
      min: rule?.minLength ?? 6,
      max: rule?.maxLength ?? 15,
    };
  }
  return checkValue(value, true, rule);
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A required e-mail address of the usual shape (the forgot-password and second-factor forms). */
export function checkEmail(value: string): FieldProblem | null {
  if (value === '') return { kind: 'required' };
  return emailPattern.test(value) ? null : { kind: 'pattern', patternId: 'pattern_email', min: 5, max: 254 };
}

/** Trims every string value (product §5: inputs trimmed). */
export function trimAll<T extends Record<string, string>>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as T;
}

export function hasProblems(problems: Record<string, FieldProblem | null | undefined>): boolean {
  return Object.values(problems).some(Boolean);
}
