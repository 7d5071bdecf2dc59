import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { useTranslation } from './use-translation';

function Greeting() {
  const { t, i18n } = useTranslation();
  return (
    <p>
      {i18n.language}: {t('greeting.hello')}
    </p>
  );
}

describe('useTranslation', () => {
  afterEach(async () => {
    await act(() => i18next.changeLanguage('en'));
  });

  it('translates in the active language and follows a change of language', async () => {
    i18next.addResourceBundle('en', 'common', { greeting: { hello: 'Hello' } }, true);
    i18next.addResourceBundle('fr', 'common', { greeting: { hello: 'Bonjour' } });
    render(<Greeting />);
    expect(screen.getByText('en: Hello')).toBeTruthy();

    await act(() => i18next.changeLanguage('fr'));
    expect(screen.getByText('fr: Bonjour')).toBeTruthy();
  });

  it('hands every component of one language the same t, so effects keyed on it stay put', () => {
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useTranslation().t);
      return null;
    }
    render(
      <>
        <Probe />
        <Probe />
      </>,
    );
    expect(seen[0]).toBe(seen[1]);
  });
});
