import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { translator } from './translator';
import { useTranslation } from './use-translation';

function Greeting() {
  const { t, language } = useTranslation();
  return (
    <p>
      {language}: {t('greeting.hello', { name: 'Ana' })}
    </p>
  );
}

describe('useTranslation', () => {
  afterEach(() => {
    act(() => translator.setLanguage('en'));
  });

  it('translates in the active language and follows a change of language', () => {
    translator.addMessages('de', { greeting: { hello: 'Hallo {{name}}' } });
    translator.addMessages('fr', { greeting: { hello: 'Bonjour {{ name }}' } });
    act(() => translator.setLanguage('de'));
    render(<Greeting />);
    expect(screen.getByText('de: Hallo Ana')).toBeTruthy();

    act(() => translator.setLanguage('fr'));
    expect(screen.getByText('fr: Bonjour Ana')).toBeTruthy();
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
