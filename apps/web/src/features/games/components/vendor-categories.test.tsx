import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { VendorCategories, vendorCategoryHref } from './vendor-categories';

const fetchMock = stubFetch();

function renderFor(vassalage: string) {
  renderRoutes(
    [
      {
        path: '/rng',
        element: <VendorCategories vassalage={vassalage} displayName="PG Soft" current="RNG" language="EN" />,
      },
    ],
    `/rng?vassalage=${vassalage}`,
  );
}

describe('VendorCategories', () => {
  it("links a vendor's other categories with their game counts, asking GCSGAME_getVassGameType", async () => {
    fetchMock.mockImplementation(async () =>
      respond({
        vassalage: 'PG',
        displayName: 'PG Soft',
        list: [
          { gameType: 'RNG', isGame: 'VASSALAGE', gameCount: 40 },
          { gameType: 'FISH', isGame: 'VASSALAGE', gameCount: 3 },
          { gameType: 'LIVE', isGame: 'GAME', gameCount: 1 },
        ],
      }),
    );
    renderFor('PG');
    const nav = await screen.findByRole('navigation', { name: 'More from PG Soft' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Fishing 3 games', '/fish?vassalage=PG'],
      ['Live casino 1 game', '/live'],
    ]);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://site');
    expect(url.pathname).toBe('/wps/relay/GCSGAME_getVassGameType');
    expect(url.searchParams.get('vassalage')).toBe('PG');
    expect(url.searchParams.get('language')).toBe('EN');
  });

  it('shows nothing for a vendor of one category', async () => {
    fetchMock.mockImplementation(async () =>
      respond({
        vassalage: 'JDB',
        displayName: 'JDB',
        list: [{ gameType: 'RNG', isGame: 'VASSALAGE', gameCount: 9 }],
      }),
    );
    renderFor('JDB');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows nothing when the call fails', async () => {
    fetchMock.mockImplementation(async () =>
      envelope({ success: false, value: null, message: 'not_found', code: 'NOT_FOUND' }, 404),
    );
    renderFor('NOPE');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('opens list categories filtered by the vendor and launch categories at their page', () => {
    expect(vendorCategoryHref('FISH', 'JL')).toBe('/fish?vassalage=JL');
    expect(vendorCategoryHref('BGS', 'BGS')).toBe('/rng?vassalage=BGS');
    expect(vendorCategoryHref('SPORTS', 'SABA')).toBe('/sports');
  });
});
