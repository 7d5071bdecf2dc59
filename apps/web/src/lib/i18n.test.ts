import { describe, expect, it } from 'vitest';
import { codeOfTag, resolveStartLanguage } from './i18n';

describe('resolveStartLanguage', () => {
  it('uses a valid stored choice', () => {
    expect(resolveStartLanguage('PT-BR', 'EN')).toBe('PT-BR');
    expect(resolveStartLanguage('ty', 'EN')).toBe('TY');
  });

  it('falls back to the brand default, then EN', () => {
    expect(resolveStartLanguage('XX', 'PT')).toBe('PT');
    expect(resolveStartLanguage(null, 'PT')).toBe('PT');
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
