import { useTranslation } from '@/lib/use-translation';
import type { FieldProblem } from '../validation';

/** The server's patternId values, each a message with the rule's bounds substituted (product §5). */
const patternMessageKey = {
  pattern_any: 'validation.pattern_any',
  pattern_letter_first: 'validation.pattern_letter_first',
  pattern_chinese_digits: 'validation.pattern_chinese_digits',
  pattern_email: 'validation.pattern_email',
  pattern_alnum: 'validation.pattern_alnum',
  pattern_letters_and_digits: 'validation.pattern_letters_and_digits',
  pattern_digits: 'validation.pattern_digits',
  pattern_upper_alnum: 'validation.pattern_upper_alnum',
  pattern_letters_spaces: 'validation.pattern_letters_spaces',
  pattern_no_spaces: 'validation.pattern_no_spaces',
  pattern_chinese_punctuation: 'validation.pattern_chinese_punctuation',
  pattern_date_ymd: 'validation.pattern_date_ymd',
  pattern_date_mdy: 'validation.pattern_date_mdy',
  pattern_letters: 'validation.pattern_letters',
  pattern_letters_numbers: 'validation.pattern_letters_numbers',
  pattern_korean: 'validation.pattern_korean',
} as const;

function isKnownPattern(id: string): id is keyof typeof patternMessageKey {
  return id in patternMessageKey;
}

export function useProblemMessage() {
  const { t } = useTranslation();
  return (problem: FieldProblem | null | undefined): string | undefined => {
    if (!problem) return undefined;
    switch (problem.kind) {
      case 'required':
        return t('validation.required');
      case 'mismatch':
        return t('validation.mismatch');
      case 'terms':
        return t('validation.terms');
      case 'message':
        return problem.text;
      case 'pattern': {
        const key = isKnownPattern(problem.patternId)
          ? patternMessageKey[problem.patternId]
          : 'validation.pattern_generic';
        return t(key, { min: problem.min, max: problem.max });
      }
    }
  };
}
