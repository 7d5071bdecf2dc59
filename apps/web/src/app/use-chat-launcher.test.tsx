import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { dialogStore } from '@/components/ui/dialog-store';
import { closePopup, popupStore } from '@/lib/popup-store';
import { endSession, startSession, syncSession } from '@/lib/session';
import { chatViewPath, useChatLauncher } from './use-chat-launcher';

function Host() {
  const openChat = useChatLauncher();
  return (
    <button type="button" onClick={() => openChat('luna')}>
      chat
    </button>
  );
}

function renderHost() {
  const router = createMemoryRouter(
    [
      { path: '/live', element: <Host /> },
      { path: '/seamless', element: <p>game view</p> },
    ],
    { initialEntries: ['/live'] },
  );
  render(<RouterProvider router={router} />);
  fireEvent.click(screen.getByRole('button', { name: 'chat' }));
  return router;
}

afterEach(() => {
  act(() => {
    dialogStore.get()?.settle(false);
    closePopup();
    endSession();
  });
});

describe('opening a live host’s chat (the launch rules of product §4)', () => {
  it('addresses the game view by the host', () => {
    expect(chatViewPath('luna')).toBe('/seamless?chat=luna');
    expect(chatViewPath('a b&c')).toBe('/seamless?chat=a+b%26c');
  });

  it('shows a visitor the login popup and stays', () => {
    const router = renderHost();
    expect(popupStore.get()).toEqual({ name: 'login' });
    expect(router.state.location.pathname).toBe('/live');
  });

  it('tells a trial account to register a real one and stays', async () => {
    act(() => {
      startSession('trial-token', 'guest');
      window.sessionStorage.setItem('isTrial', 'true');
      syncSession();
    });
    const router = renderHost();
    await waitFor(() => expect(dialogStore.get()?.options).toMatchObject({ confirmText: 'Register' }));
    expect(popupStore.get()).toBeNull();
    expect(router.state.location.pathname).toBe('/live');
  });

  it('opens the chat in the game view for a real account, remembering the way back', async () => {
    act(() => startSession('token', 'alice'));
    const router = renderHost();
    expect(await screen.findByText('game view')).toBeTruthy();
    expect(router.state.location.search).toBe('?chat=luna');
    expect(router.state.location.state).toEqual({ from: '/' });
    expect(dialogStore.get()).toBeNull();
  });
});
