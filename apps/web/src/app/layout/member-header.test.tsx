import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberInfo } from '@lobby/contract/accounts';
import { DialogHost } from '@/components/ui/dialog-host';
import { dialogStore } from '@/components/ui/dialog-store';
import { endSession, startSession } from '@/lib/session';
import { memberInfo, memberServer, respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { SiteHeader } from './site-header';

const fetchMock = stubFetch();

function serve(info: Partial<MemberInfo> = {}) {
  // Anything else (the brand logo's own call) is not what these tests are about: a 404.
  fetchMock.mockImplementation(
    memberServer(memberInfo({ balance: 5000, ...info }), (url) =>
      url === '/wps/session/logout' ? respond(null) : undefined,
    ),
  );
}

function renderHeader(path = '/') {
  const page = (text: string) => (
    <>
      <SiteHeader menuOpen={false} />
      <DialogHost />
      <p>{text}</p>
    </>
  );
  return renderRoutes(
    [
      { path: '/', element: page('home page') },
      { path: '/member', element: page('member centre') },
      { path: '/agentHome', element: page('agent centre') },
      { path: '/agent', element: page('agent landing') },
    ],
    path,
  );
}

async function openAccountMenu() {
  const button = await screen.findByRole('button', { name: /Alice/ });
  fireEvent.click(button);
  return screen.getByRole('menu');
}

/** Every media query answers `matches`; the header asks only whether it is on a phone or tablet. */
function stubMediaQueries(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    dialogStore.get()?.settle(false);
    endSession();
  });
});

describe('site header', () => {
  it('shows login and register to a visitor and asks for no member data', () => {
    serve();
    renderHeader();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
    const calls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(calls.filter((url) => url.startsWith('/wps/member') || url.includes('wallets'))).toEqual([]);
  });

  it('shows a member the balance, shortcuts, name and VIP label, and stores member info', async () => {
    serve();
    act(() => startSession('token-1', 'alice'));
    renderHeader();
    expect(await screen.findByRole('button', { name: /Alice/ })).toBeTruthy();
    expect(screen.getByText('VIP 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe('/member?page=withdraw');
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/member?page=depositv2');
    expect((await screen.findByTestId('balance-amount')).textContent).toBe('50.00');
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(window.sessionStorage.getItem('nickname')).toBe('Alice');
    expect(window.sessionStorage.getItem('account')).toBe('alice');
    expect(window.sessionStorage.getItem('customerId')).toBe('7');
    expect(window.sessionStorage.getItem('isAgent')).toBe('false');
  });

  it('lists the member pages without the agent centre for a member, and opens them', async () => {
    serve();
    act(() => startSession('token-1', 'alice'));
    const { router } = renderHeader();
    await openAccountMenu();
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Betting record',
      'Account record',
      'Profit and loss',
      'Reward centre',
      'My account',
      'Log out',
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Betting record' }));
    await screen.findByText('member centre');
    expect(router.state.location.search).toBe('?page=personalHistoryCopy');
  });

  it('opens the reward centre, badged with the rewards waiting to be claimed', async () => {
    serve({ availablePromoCount: 2 });
    act(() => startSession('token-1', 'alice'));
    const { router } = renderHeader();
    await openAccountMenu();
    await screen.findByRole('menuitem', { name: 'Reward centre, 2 new' });
    fireEvent.click(screen.getByRole('menuitem', { name: /^Reward centre/ }));
    await screen.findByText('member centre');
    expect(router.state.location.search).toBe('?page=rewardCenter');
  });

  it('gives a phone a Deposit button beside the balance, and Withdraw in the menu', async () => {
    stubMediaQueries(true);
    serve();
    act(() => startSession('token-1', 'alice'));
    renderHeader();
    await screen.findByTestId('balance-amount');
    const deposits = screen.getAllByRole('link', { name: 'Deposit' });
    expect(deposits).toHaveLength(1);
    expect(deposits[0]!.getAttribute('href')).toBe('/member?page=depositv2');
    expect(deposits[0]!.className).toContain('member-header__deposit');
    await openAccountMenu();
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items[0]).toBe('Withdraw');
    expect(items).not.toContain('Deposit');
  });

  it('offers the agent centre to agents', async () => {
    serve({ type: 1, isAgent: true });
    act(() => startSession('token-1', 'alice'));
    const { router } = renderHeader();
    await openAccountMenu();
    await screen.findByRole('menuitem', { name: 'Agent centre' });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Agent centre' }));
    await screen.findByText('agent centre');
    expect(router.state.location.pathname).toBe('/agentHome');
  });

  it('tags a trial account and tells it to register instead of opening member pages', async () => {
    serve({ type: 4, isTrial: true, vip: false });
    act(() => startSession('token-1', 'alice'));
    const { router } = renderHeader();
    expect(await screen.findByText('Trial')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Deposit' }));
    expect(await screen.findByText('Create your account to continue')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await openAccountMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'My account' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('home page')).toBeTruthy();
  });

  it('logs out: session storage cleared with merchant values kept, back to the guest header, then the server call', async () => {
    serve();
    window.localStorage.setItem('merchantCode', 'DEMO');
    act(() => startSession('token-1', 'alice'));
    window.sessionStorage.setItem('HOT_GAMES', '[]');
    const { router, client } = renderHeader('/member');
    await screen.findByTestId('balance-amount');
    await openAccountMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    const logoutCall = fetchMock.mock.calls.find(([url]) => String(url) === '/wps/session/logout');
    expect(logoutCall?.[1]?.method).toBe('DELETE');
    // Told with the token the tab held, though the tab let go of it first (no poll races the revocation).
    expect(new Headers(logoutCall?.[1]?.headers).get('Authorization')).toBe('Bearer token-1');
    // Delivered even when the page navigates or closes right after.
    expect(logoutCall?.[1]?.keepalive).toBe(true);
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(window.sessionStorage.getItem('nickname')).toBeNull();
    expect(window.sessionStorage.getItem('HOT_GAMES')).toBeNull();
    expect(window.sessionStorage.getItem('merchantCode')).toBe('DEMO');
    expect(window.sessionStorage.getItem('merchant')).toBe('DEMO');
    expect(client.getQueryCache().findAll({ queryKey: ['member'] })).toEqual([]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('logs out of the agent centre to /agent', async () => {
    serve({ type: 1, isAgent: true });
    act(() => startSession('token-1', 'alice', { isAgent: true }));
    const { router } = renderHeader('/agentHome');
    await openAccountMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await screen.findByText('agent landing');
    expect(router.state.location.pathname).toBe('/agent');
  });
});
