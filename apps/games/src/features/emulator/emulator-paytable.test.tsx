import type { ProviderStateValue } from '@lobby/contract/provider';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import english from '../../locales/EN.json';
import spanish from '../../locales/ES.json';
import { I18nContext, makeTranslator } from '../../lib/i18n';
import { EmulatorPaytable } from './emulator-paytable';

const state = {
  paytable: [
    { symbol: 'SEVEN', count: 3, multiplier: 300 },
    { symbol: 'CHERRY', count: 2, multiplier: 1 },
  ],
  betLevels: [100, 10_000],
  rtp: 0.966,
} as unknown as ProviderStateValue; // only the fields the paytable reads

afterEach(cleanup);

function multipliers(language: 'EN' | 'ES') {
  render(
    <I18nContext value={makeTranslator(language, language === 'EN' ? english : spanish)}>
      <EmulatorPaytable state={state} bet={250} money={(minor) => String(minor)} />
    </I18nContext>,
  );
  return screen.getAllByText(/×$/).map((node) => node.textContent);
}

describe('EmulatorPaytable', () => {
  it('writes multipliers with two decimals, as every game does', () => {
    expect(multipliers('EN')).toEqual(['300.00×', '1.00×']);
  });

  it("writes them in the player's language", () => {
    expect(multipliers('ES')).toEqual(['300,00×', '1,00×']);
  });
});
