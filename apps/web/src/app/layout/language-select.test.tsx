import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@lobby/contract/languages';
import type { BrandAnswer } from '@lobby/contract/system';
import { respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { renderWithQueries } from '@/test/render';
import { LanguageSelect } from './language-select';

const fetchMock = stubFetch();

const brand = (supportedLanguages: LanguageCode[]): BrandAnswer => ({
  name: 'Lucky Lobby',
  merchantCode: 'LL-PH-001',
  currency: { code: 'PHP', symbol: '₱', decimals: 2 },
  timeZoneOffsetMinutes: 480,
  defaultLanguage: 'EN',
  supportedLanguages,
  social: {},
  telegram: '',
  appDownload: { ios: '', android: '' },
});

function renderMenu(answer: BrandAnswer) {
  fetchMock.mockImplementation(async () => respond(answer));
  renderWithQueries(<LanguageSelect />);
}

const optionNames = () =>
  within(screen.getByRole('combobox'))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('LanguageSelect', () => {
  it("offers only the brand's languages, in the product description's order", async () => {
    renderMenu(brand(['UR', 'EN', 'JA']));
    await waitFor(() => expect(optionNames()).toEqual(['English', '日本語', 'اردو']), { timeout: 5000 });
  });

  it('offers all 20 to a brand that enables them', async () => {
    renderMenu(
      brand([
        'EN',
        'CN',
        'TW',
        'JA',
        'KO',
        'TH',
        'VI',
        'MY',
        'MS',
        'ID',
        'KM',
        'ES',
        'PT',
        'PT-BR',
        'HI',
        'TA',
        'BN',
        'UR',
        'TR',
        'TY',
      ]),
    );
    expect(await screen.findByRole('option', { name: 'Filipino' }, { timeout: 5000 })).toBeTruthy();
    expect(optionNames()).toHaveLength(20);
  });

  it('leaves the menu out when the brand offers one language', async () => {
    renderMenu(brand(['EN']));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled(), { timeout: 5000 });
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull(), { timeout: 5000 });
  });
});
