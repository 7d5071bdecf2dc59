import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { dialogStore } from '@/components/ui/dialog-store';
import { endSession } from '@/lib/session';
import { memberInfo, respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { queryClient } from './query-client';
import { requireAgent, requireLogin, requireMember } from './require-login';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        HydrateFallback: () => null,
        children: [
          { path: '/', element: <p>lobby</p> },
          { path: '/member', loader: requireMember, element: <p>member centre</p> },
          { path: '/favorite', loader: requireLogin, element: <p>favourites</p> },
          { path: '/agentHome', loader: requireAgent, element: <p>agent centre</p> },
          { path: '/login', element: <p>login popup</p> },
          { path: '/agent', element: <p>agent landing</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const fetchMock = stubFetch();

function serveMemberInfo(info: { type: number; isAgent: boolean; isTrial: boolean }) {
  fetchMock.mockImplementation(async () =>
    respond(memberInfo({ id: 1, nickname: '', vip: false, vipLabel: '', rankLevel: 0, ...info })),
  );
}

afterEach(() => {
  queryClient.clear();
  act(() => {
    dialogStore.get()?.settle(false);
    endSession();
  });
});

function member({ isAgent = false, isTrial = false } = {}) {
  window.sessionStorage.setItem('token', 'abc');
  window.sessionStorage.setItem('isAgent', String(isAgent));
  window.sessionStorage.setItem('isTrial', String(isTrial));
}

describe('route guards', () => {
  it('sends a visitor without a session token to /login', async () => {
    const router = renderAt('/member');
    expect(await screen.findByText('login popup')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets a session through', async () => {
    member();
    renderAt('/member');
    expect(await screen.findByText('member centre')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a member who is not an agent from /agentHome to /agent', async () => {
    member();
    const router = renderAt('/agentHome');
    expect(await screen.findByText('agent landing')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/agent');
  });

  it('lets an agent into /agentHome', async () => {
    member({ isAgent: true });
    renderAt('/agentHome');
    expect(await screen.findByText('agent centre')).toBeTruthy();
  });

  it('sends a visitor from /agentHome to /login', async () => {
    const router = renderAt('/agentHome');
    expect(await screen.findByText('login popup')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('keeps a trial account out of the member centre with the register-a-real-account notice', async () => {
    member({ isTrial: true });
    const router = renderAt('/member');
    expect(await screen.findByText('lobby')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() =>
      expect(dialogStore.get()?.options).toMatchObject({
        icon: 'info',
        title: 'Create your account to continue',
        confirmText: 'Register',
        cancelText: 'Not now',
      }),
    );
  });

  it('keeps a trial account out of the agent centre the same way', async () => {
    member({ isTrial: true });
    const router = renderAt('/agentHome');
    expect(await screen.findByText('agent landing')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/agent');
    await waitFor(() => expect(dialogStore.get()?.options.confirmText).toBe('Register'));
  });

  it('lets a trial account see pages that only need a login', async () => {
    member({ isTrial: true });
    renderAt('/favorite');
    expect(await screen.findByText('favourites')).toBeTruthy();
  });

  it('asks member info first when the session has not said what account it is', async () => {
    window.sessionStorage.setItem('token', 'from-url');
    serveMemberInfo({ type: 4, isAgent: false, isTrial: true });
    const router = renderAt('/member');
    expect(await screen.findByText('lobby')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/wps/member/info');
    expect(window.sessionStorage.getItem('isTrial')).toBe('true');
  });

  it('lets an agent whose flag was not stored yet into /agentHome once member info says so', async () => {
    window.sessionStorage.setItem('token', 'from-url');
    serveMemberInfo({ type: 41, isAgent: true, isTrial: false });
    renderAt('/agentHome');
    expect(await screen.findByText('agent centre')).toBeTruthy();
  });
});
