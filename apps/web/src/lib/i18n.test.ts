import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@lobby/contract/languages';
import { codeOfTag, resolveStartLanguage } from './i18n';

describe('resolveStartLanguage', () => {
  const brand = (defaultLanguage: LanguageCode, ...supportedLanguages: LanguageCode[]) => ({
    defaultLanguage,
    supportedLanguages,
  });

  it('uses a valid stored choice the brand offers', () => {
    expect(resolveStartLanguage('PT-BR', brand('EN', 'EN', 'PT-BR'))).toBe('PT-BR');
    expect(resolveStartLanguage('ty', brand('EN', 'EN', 'TY'))).toBe('TY');
  });

  it('falls back to the brand default for a language the brand no longer offers', () => {
    expect(resolveStartLanguage('JA', brand('PT', 'EN', 'PT'))).toBe('PT');
  });

  it('falls back to the brand default, and without the brand keeps any valid choice, then EN', () => {
    expect(resolveStartLanguage('XX', brand('PT', 'PT'))).toBe('PT');
    expect(resolveStartLanguage(null, brand('PT', 'PT'))).toBe('PT');
    expect(resolveStartLanguage('ja')).toBe('JA');
    expect(resolveStartLanguage(null)).toBe('EN');
  });
});

describe('codeOfTag', () => {
  it('maps BCP 47 tags back to spec codes', () => {
    expect(codeOfTag('zh-CN')).toBe('CN');
    expect(codeOfTag('fil')).toBe('TY');
    expect(codeOfTag('unknown')).toBe('EN');
  });
});
