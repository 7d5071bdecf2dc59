import type { Game, VendorCard } from '@lobby/contract/games';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { dialogStore } from '@/components/ui/dialog-store';
import { toastStore } from '@/components/ui/toast-store';
import { closePopup, popupStore } from '@/lib/popup-store';
import { endSession, startSession, syncSession } from '@/lib/session';
import { gameLaunchPath, useGameLauncher, vendorLaunchTarget } from './use-game-launcher';

const game = (overrides: Partial<Game> = {}) =>
  ({ gameType: 'RNG', vassalage: 'PG', gameCode: 'g1', nodeId: '42', isGame: 'GAME', ...overrides }) as Game;

const vendor = (vassalage: string, gameType: VendorCard['gameType'], isGame: VendorCard['isGame'] = 'GAME') =>
  ({ vassalage, gameType, isGame, displayName: vassalage }) as VendorCard;

describe('launch routing (product §4)', () => {
  it('opens lotteries in their views and starts every other game in the game view', () => {
    expect(gameLaunchPath(game({ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCode: 'north' }))).toBe(
      '/vnLottery?gameCode=north',
    );
    expect(gameLaunchPath(game({ vassalage: 'TCG_SEA', gameType: 'LOTT', gameCode: 'sea 1' }))).toBe(
      '/seaLottery?gameCode=sea+1',
    );
    expect(gameLaunchPath(game({ vassalage: 'TCG', gameType: 'LOTT', gameCode: 'ssc' }))).toBe(
      '/lottery?gameCode=ssc',
    );
    expect(gameLaunchPath(game({ vassalage: 'GPI', gameType: 'ELOTT', gameCode: 'keno' }))).toBe(
      '/lottery?gameCode=keno',
    );
    // A slot game is a game, not a vendor entry: it starts instead of opening its vendor's list.
    expect(gameLaunchPath(game())).toBe('/seamless?nodeId=42');
    expect(gameLaunchPath(game({ gameType: 'LIVE', vassalage: 'AG', nodeId: 'ag-1' }))).toBe(
      '/seamless?nodeId=ag-1',
    );
  });

  it('sends vendor entries to lotteries, game lists, the game popup or the game view', () => {
    expect(vendorLaunchTarget(vendor('TCG_LOTTO_VN', 'LOTT'))).toEqual({ path: '/vnLottery' });
    expect(vendorLaunchTarget(vendor('TCG_SEA', 'LOTT'))).toEqual({ path: '/seaLottery' });
    expect(vendorLaunchTarget(vendor('GPI', 'ELOTT'))).toEqual({ path: '/lottery' });
    expect(vendorLaunchTarget(vendor('PG', 'RNG'))).toEqual({ path: '/rng?vassalage=PG' });
    expect(vendorLaunchTarget(vendor('JDB', 'FISH'))).toEqual({ path: '/fish?vassalage=JDB' });
    expect(vendorLaunchTarget(vendor('BGS', 'BGS'))).toEqual({ path: '/rng?vassalage=BGS' });
    const live = vendor('AG', 'LIVE', 'VASSALAGE');
    expect(vendorLaunchTarget(live)).toEqual({ vendorGames: live });
    expect(vendorLaunchTarget(vendor('SBT', 'SPORTS'))).toEqual({
      path: '/seamless?vassalage=SBT&gameType=SPORTS',
    });
  });
});

function Launcher({ entry }: { entry: Game | VendorCard }) {
  const { launchGame, openVendor } = useGameLauncher();
  const play = () => ('nodeId' in entry ? launchGame(entry) : openVendor(entry));
  return (
    <button type="button" onClick={play}>
      play
    </button>
  );
}

function renderLauncher(entry: Game | VendorCard = game()) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Launcher entry={entry} /> },
      { path: '/seamless', element: <p>game view</p> },
      { path: '/rng', element: <p>slot list</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  fireEvent.click(screen.getByRole('button', { name: 'play' }));
  return router;
}

afterEach(() => {
  act(() => {
    dialogStore.get()?.settle(false);
    closePopup();
    endSession();
  });
});

describe('game launch (product §4)', () => {
  it('tells a visitor they are not logged in, shows the login popup and stays (product §6)', () => {
    const router = renderLauncher();
    expect(popupStore.get()).toEqual({ name: 'login' });
    expect(toastStore.get().at(-1)).toMatchObject({
      kind: 'warning',
      message: 'You are not logged in, please log in.',
    });
    expect(router.state.location.pathname).toBe('/');
  });

  it('tells a trial account to register a real one and stays', async () => {
    act(() => {
      startSession('trial-token', 'guest');
      window.sessionStorage.setItem('isTrial', 'true');
      syncSession();
    });
    const router = renderLauncher();
    await waitFor(() =>
      expect(dialogStore.get()?.options).toMatchObject({
        title: 'Create your account to continue',
        confirmText: 'Register',
      }),
    );
    expect(popupStore.get()).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets a real account go on, remembering where the game was started from', async () => {
    act(() => startSession('token', 'alice'));
    const router = renderLauncher();
    expect(await screen.findByText('game view')).toBeTruthy();
    expect(router.state.location.search).toBe('?nodeId=42');
    expect(router.state.location.state).toEqual({ from: '/' });
    expect(dialogStore.get()).toBeNull();
  });

  it('lets a visitor browse a slot vendor’s list but asks them to log in for a provider group', async () => {
    const router = renderLauncher(vendor('PG', 'RNG'));
    expect(await screen.findByText('slot list')).toBeTruthy();
    expect(router.state.location.search).toBe('?vassalage=PG');
    expect(popupStore.get()).toBeNull();
  });

  it('opens a provider group’s games in the game popup for a member', () => {
    act(() => startSession('token', 'alice'));
    const live = vendor('AG', 'LIVE', 'VASSALAGE');
    const router = renderLauncher(live);
    expect(popupStore.get()).toEqual({ name: 'vendor-games', vendor: live });
    expect(router.state.location.pathname).toBe('/');
  });

  it('asks a visitor to log in before a provider group’s popup', () => {
    renderLauncher(vendor('AG', 'LIVE', 'VASSALAGE'));
    expect(popupStore.get()).toEqual({ name: 'login' });
  });
});
