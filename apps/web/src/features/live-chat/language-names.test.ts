import { describe, expect, it } from 'vitest';
import { languageName } from './language-names';

describe('language names', () => {
  it('names a host’s languages in the reader’s language', () => {
    expect(languageName('EN', 'en')).toBe('English');
    expect(languageName('TY', 'en')).toBe('Filipino');
    expect(languageName('CN', 'en')).toBe('Simplified Chinese');
    expect(languageName('TW', 'en')).toBe('Traditional Chinese');
    expect(languageName('PT-BR', 'en')).toBe('Brazilian Portuguese');
    expect(languageName('JA', 'pt')).toBe('japonês');
  });

  it('shows a code it does not know as it is', () => {
    expect(languageName('XX', 'en')).toBe('XX');
  });
});
