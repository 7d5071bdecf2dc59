import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BrandAnswer } from '@lobby/contract/system';
import { respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { BrandLogo } from './brand-logo';

const fetchMock = stubFetch();

const brand = (demo: boolean | undefined): BrandAnswer => ({
  name: 'Lucky Lobby',
  merchantCode: 'LL-PH-001',
  currency: { code: 'PHP', symbol: '₱', decimals: 2 },
  timeZoneOffsetMinutes: 480,
  defaultLanguage: 'EN',
  supportedLanguages: ['EN'],
  social: {},
  telegram: '',
  appDownload: { ios: '', android: '' },
  ...(demo === undefined ? {} : { demo }),
});

function renderLogo(answer: BrandAnswer) {
  fetchMock.mockImplementation(async () => respond(answer));
  renderRoutes([{ path: '/', element: <BrandLogo /> }], '/');
}

describe('BrandLogo', () => {
  it('says on the mark and in its name that a demo site is a demo', async () => {
    renderLogo(brand(true));
    expect(await screen.findByRole('link', { name: 'Lucky Lobby · Demo' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Demo')).toBeTruthy();
  });

  it.each([false, undefined])('shows no badge on a real site (demo: %s)', async (demo) => {
    renderLogo(brand(demo));
    expect(await screen.findByRole('link', { name: 'Lucky Lobby' })).toBeTruthy();
    expect(screen.queryByText('Demo')).toBeNull();
  });
});
