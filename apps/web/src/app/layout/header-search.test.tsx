import type { Game } from '@lobby/contract/games';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closePopup, popupStore } from '@/lib/popup-store';
import { endSession, startSession } from '@/lib/session';
import { respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { GameSearchBox } from './header-search';

const fetchMock = stubFetch();

const game = (nodeId: string, gameName: string): Game =>
  ({
    nodeId,
    gameName,
    nodeName: gameName,
    gameType: 'RNG',
    vassalage: 'PG',
    vendorCode: 'PG',
    displayName: 'PG Soft',
    gameCode: nodeId,
    isHot: 0,
    isNew: 0,
    iconUrl: `/art/${nodeId}.svg`,
    lagerIcon: `/art/${nodeId}.svg`,
    isGame: 'GAME',
  }) as Game;

const games = [game('g1', 'Dragon Gold'), game('g2', 'Dragon Tiger')];

function serve() {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://site.test');
    if (url.pathname === '/wps/relay/GCSGAME_gameList') {
      const name = url.searchParams.get('name') ?? '';
      const found = games.filter((g) => g.gameName.toLowerCase().includes(name.toLowerCase()));
      return respond({ games: found, pageNo: 1, pageSize: 8, total: found.length, totalPages: 1 });
    }
    return new Response('{}', { status: 404 });
  });
}

function renderSearch() {
  return renderRoutes(
    [
      { path: '/', element: <GameSearchBox variant="inline" /> },
      { path: '/seamless', element: <p>game view</p> },
    ],
    '/',
  );
}

const field = () => screen.getByRole('combobox', { name: 'Search all games' });

afterEach(() => {
  act(() => {
    closePopup();
    endSession();
  });
});

describe('GameSearchBox', () => {
  it('asks for two letters before it searches', () => {
    serve();
    renderSearch();
    fireEvent.focus(field());
    fireEvent.change(field(), { target: { value: 'd' } });
    expect(screen.getByRole('status').textContent).toBe("Type at least two letters of a game's name.");
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('gameList'))).toBe(false);
  });

  it('searches every category by name; arrows choose and Enter starts the game for a member', async () => {
    serve();
    act(() => startSession('token-1', 'alice'));
    const { router } = renderSearch();
    fireEvent.focus(field());
    fireEvent.change(field(), { target: { value: 'dragon' } });
    const options = await screen.findAllByRole('option', {}, { timeout: 3000 });
    expect(options.map((option) => option.textContent)).toEqual([
      'Dragon GoldPG Soft · Slots',
      'Dragon TigerPG Soft · Slots',
    ]);
    const call = new URL(
      String(fetchMock.mock.calls.find(([url]) => String(url).includes('gameList'))![0]),
      'http://site.test',
    );
    expect(call.searchParams.get('gameType')).toBeNull();
    expect(call.searchParams.get('name')).toBe('dragon');
    expect(field().getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    expect(field().getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    fireEvent.keyDown(field(), { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/seamless'));
    expect(router.state.location.search).toBe('?nodeId=g2');
  });

  it('asks a visitor to log in instead of starting the game, and Escape clears the field', async () => {
    serve();
    renderSearch();
    fireEvent.focus(field());
    fireEvent.change(field(), { target: { value: 'tiger' } });
    expect(await screen.findByRole('option', {}, { timeout: 3000 })).toBeTruthy();
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect((field() as HTMLInputElement).value).toBe('');
    fireEvent.change(field(), { target: { value: 'tiger' } });
    fireEvent.click(await screen.findByRole('option', {}, { timeout: 3000 }));
    expect(popupStore.get()).toEqual({ name: 'login' });
  });

  it('says so when nothing matches', async () => {
    serve();
    renderSearch();
    fireEvent.focus(field());
    fireEvent.change(field(), { target: { value: 'zzz' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No games match your search.'), {
      timeout: 3000,
    });
  });
});
