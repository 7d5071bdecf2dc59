import type { DrawnGame, VnGameMenuValue } from '@lobby/contract/lottery';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { renderWithQueries } from '@/test/render';
import { endSession, startSession } from '@/lib/session';
import { LotteryLobby } from './lottery-lobby';

const fetchMock = stubFetch();

function drawnGame(code: string, name: string, lotteryType: DrawnGame['lotteryType']): DrawnGame {
  return {
    nodeId: `tcg-${code}`,
    gameType: 'LOTT',
    vassalage: 'TCG',
    vendorCode: 'TCG',
    displayName: 'TCG Lottery',
    gameCode: code,
    gameName: name,
    nodeName: name,
    isHot: 0,
    isNew: 0,
    iconUrl: `/img/game/tcg-${code}.svg`,
    lagerIcon: `/img/game/tcg-${code}.svg`,
    isGame: 'GAME',
    lotteryType,
    prizeMode: 'LOTT',
    drawIntervalSeconds: 60,
    closeSeconds: 10,
    numero: '20261122-0661',
    closesAt: '2099-01-01T00:00:50.000Z',
    drawsAt: '2099-01-01T00:01:00.000Z',
  };
}

const fast3 = drawnGame('fast3', 'Fast Five Digits', 'SSC');
const pick3 = drawnGame('pick3', 'Pick 3', 'LF');
const northern = { ...drawnGame('north', 'Northern Lottery', 'LF'), vendorCode: 'TCG_LOTTO_VN' };

const menu: VnGameMenuValue = {
  serverTime: new Date().toISOString(),
  gameMenus: [
    { lotteryType: 'SSC', name: 'Quick Draws', games: [fast3] },
    { lotteryType: 'LF', name: 'Daily Draws', games: [pick3, northern] },
  ],
};

let recent: () => Response | Promise<Response>;

beforeEach(() => {
  recent = () => respond({ games: [] });
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/lgw/vn/games/game_menu/recent')) return recent();
    if (url.startsWith('/lgw/vn/games/game_menu'))
      return respond({ ...menu, serverTime: new Date().toISOString() });
    return new Response('', { status: 404 });
  });
  act(() => startSession('token-1', 'alice'));
  return () => act(() => endSession());
});

function renderLobby(vendorCodes?: readonly string[]) {
  renderWithQueries(
    <MemoryRouter>
      <LotteryLobby basePath="/lottery" vendorCodes={vendorCodes} />
    </MemoryRouter>,
  );
}

const recentRow = () => screen.queryByRole('region', { name: 'Recently played' });
const recentCalls = () =>
  fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/lgw/vn/games/game_menu/recent'));

describe('the lottery lobby’s Recent row', () => {
  it('lists the member’s last games first, newest first, each a link to its game', async () => {
    recent = () => respond({ games: [pick3, fast3] });
    renderLobby();
    const row = await screen.findByRole('region', { name: 'Recently played' });
    const links = within(row).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/lottery?gameCode=pick3',
      '/lottery?gameCode=fast3',
    ]);
    expect(links[0]?.textContent).toContain('Pick 3');
    // Above the games by type, in the page's order.
    const quick = screen.getByRole('region', { name: 'Quick Draws' });
    expect(row.compareDocumentPosition(quick) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(String(recentCalls()[0]?.[0])).toContain('pageSize=10');
  });

  it('shows nothing, not even an empty box, for a member who has not played', async () => {
    renderLobby();
    expect(await screen.findByRole('region', { name: 'Quick Draws' })).toBeTruthy();
    expect(recentRow()).toBeNull();
  });

  it('keeps the lobby waiting for the answer, so the row never pushes the games down', async () => {
    let answer: (response: Response) => void = () => undefined;
    recent = () => new Promise<Response>((resolve) => (answer = resolve));
    renderLobby();
    await waitFor(() => expect(recentCalls()).toHaveLength(1));
    expect(screen.getByRole('status').textContent).toContain('Loading the lottery');
    expect(screen.queryByRole('region', { name: 'Quick Draws' })).toBeNull();
    answer(respond({ games: [fast3] }));
    const row = await screen.findByRole('region', { name: 'Recently played' });
    expect(within(row).getByRole('link', { name: /Fast Five Digits/ })).toBeTruthy();
  });

  it('shows the lobby without the row when the call fails', async () => {
    recent = () => envelope({ success: false, message: 'unknown_error', code: 'INTERNAL_ERROR' }, 500);
    renderLobby();
    expect(await screen.findByRole('region', { name: 'Quick Draws' })).toBeTruthy();
    expect(recentRow()).toBeNull();
  });

  it('keeps to the games of the area: the VN view shows only its own recent games', async () => {
    recent = () => respond({ games: [fast3, northern] });
    renderLobby(['TCG_LOTTO_VN']);
    const row = await screen.findByRole('region', { name: 'Recently played' });
    expect(
      within(row)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining('Northern Lottery')]);
  });

  it('does not ask without a session', async () => {
    act(() => endSession());
    renderLobby();
    expect(await screen.findByRole('region', { name: 'Quick Draws' })).toBeTruthy();
    expect(recentCalls()).toHaveLength(0);
    expect(recentRow()).toBeNull();
  });
});
