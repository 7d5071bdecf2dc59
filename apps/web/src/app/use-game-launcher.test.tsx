import type { Game } from '@lobby/contract/games';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { dialogStore } from '@/components/ui/dialog-store';
import { closePopup, popupStore } from '@/lib/popup-store';
import { endSession, startSession, syncSession } from '@/lib/session';
import { useGameLauncher } from './use-game-launcher';

const game = { gameType: 'RNG', vassalage: 'PG', gameCode: 'g1', nodeId: '42' } as Game;

function Launcher() {
  const { launchGame } = useGameLauncher();
  return (
    <button type="button" onClick={() => launchGame(game)}>
      play
    </button>
  );
}

function renderLauncher() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Launcher /> },
      { path: '/seamless', element: <p>game view</p> },
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

describe('game launch (spec §4)', () => {
  it('shows a visitor the login popup and stays', () => {
    const router = renderLauncher();
    expect(popupStore.get()).toEqual({ name: 'login' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('tells a trial account to register a real one and stays', () => {
    act(() => {
      startSession('trial-token', 'guest');
      window.sessionStorage.setItem('isTrial', 'true');
      syncSession();
    });
    const router = renderLauncher();
    expect(dialogStore.get()?.options).toMatchObject({
      message: 'Please register a real account to use this feature.',
      confirmText: 'Got it',
    });
    expect(popupStore.get()).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets a real account go on', async () => {
    act(() => startSession('token', 'alice'));
    const router = renderLauncher();
    expect(await screen.findByText('game view')).toBeTruthy();
    expect(router.state.location.search).toBe('?nodeId=42');
    expect(dialogStore.get()).toBeNull();
  });
});
