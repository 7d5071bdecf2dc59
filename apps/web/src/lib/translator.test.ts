import { describe, expect, it } from 'vitest';
import { translatorFor, translator } from './translator';

describe('translator', () => {
  translator.addMessages('xx', {
    footer: { partners: 'Partners', empty: '' },
    limits: 'Between {{min}} and {{max}}, {{min}} again; {{unknown}} stays',
  });
  const t = translatorFor('xx');

  it('looks up nested keys and fills placeholders, every occurrence', () => {
    expect(t('footer.partners')).toBe('Partners');
    expect(t('limits', { min: 10, max: 0 })).toBe('Between 10 and 0, 10 again; {{unknown}} stays');
  });

  it('shows the key for a missing, empty or non-text message, as i18next did', () => {
    expect(t('footer.missing')).toBe('footer.missing');
    expect(t('footer.empty')).toBe('footer.empty');
    expect(t('footer')).toBe('footer');
    expect(t('limits.deeper')).toBe('limits.deeper');
    expect(translatorFor('yy')('footer.partners')).toBe('footer.partners');
  });

  it('tells subscribers when the active language changes, once', () => {
    let calls = 0;
    const stop = translator.subscribe(() => calls++);
    translator.setLanguage('xx');
    translator.setLanguage('xx');
    stop();
    translator.setLanguage('en');
    expect(calls).toBe(1);
    expect(translator.language).toBe('en');
  });
});
