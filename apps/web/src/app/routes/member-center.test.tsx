import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '@/lib/session';
import { Component as MemberCenter } from './member-center';

/* Two registered pages stand in for the registry, so that ?page= has something to choose between. */
vi.mock('@/features/member-centre/pages', async () => {
  const { lazy } = await import('react');
  const page = (text: string) => lazy(async () => ({ default: () => <p>{text}</p> }));
  return { memberPageRegistry: { securityCenter: page('profile page'), messageV2: page('messages page') } };
});

const fetchMock = vi.fn<typeof fetch>();

const memberInfo = {
  id: 7,
  account: 'alice',
  nickname: 'Alice',
  type: 0,
  isAgent: false,
  isTrial: false,
  balance: 123456,
  currency: 'PHP',
  currencySymbol: '₱',
  unreadMessageCount: 3,
  availablePromoCount: 2,
  vip: true,
  vipLabel: 'VIP 3',
  rankLevel: 3,
  mobileNum: '',
  countryDialingCode: '',
  email: '',
  payeeName: '',
  referralCode: '',
  registeredAt: '2024-01-01T00:00:00Z',
  lastLoginAt: null,
  passwordChangeRequired: false,
};

function respond(value: unknown) {
  return new Response(JSON.stringify({ success: true, value, message: '' }), {
    headers: { 'Content-Type': 'application/json' },
  });
}

function renderAt(path: string) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/wps/member/info') return respond(memberInfo);
    if (url === '/wps/member/info/icon') return respond({ url: '' });
    if (url === '/wps/v2/wallets/balance')
      return respond({ balance: 123456, currency: 'PHP', currencySymbol: '₱', decimals: 2 });
    return new Response('', { status: 404 });
  });
  const router = createMemoryRouter([{ path: '/member', Component: MemberCenter }], {
    initialEntries: [path],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  act(() => startSession('token-1', 'alice'));
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => endSession());
});

const menu = () => screen.getByRole('navigation', { name: 'Member centre menu' });

describe('member centre', () => {
  it('opens My account by default, with the name, VIP label and balance', async () => {
    renderAt('/member');
    expect(await screen.findByText('profile page')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    expect(screen.getByText('Alice')).toBeTruthy();
    expect(screen.getByText('VIP 3')).toBeTruthy();
    expect(await screen.findByText('₱ 1,234.56')).toBeTruthy();
    const current = within(menu()).getByRole('link', { current: 'page' });
    expect(current.textContent).toBe('My account');
  });

  it('lists only registered pages, with the unread count on messages', async () => {
    renderAt('/member');
    await screen.findByText('profile page');
    const links = within(menu()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/member?page=securityCenter',
      '/member?page=messageV2',
    ]);
    expect(within(menu()).queryByRole('link', { name: /Deposit/ })).toBeNull();
    expect(links[1]?.textContent).toBe('Messages33 new');
  });

  it('shows the page ?page= selects and marks it current', async () => {
    renderAt('/member?page=messageV2');
    expect(await screen.findByText('messages page')).toBeTruthy();
    expect(screen.queryByText('profile page')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeTruthy();
    expect(within(menu()).getByRole('link', { current: 'page' }).getAttribute('href')).toBe(
      '/member?page=messageV2',
    );
  });

  it('moves between pages through the menu', async () => {
    const router = renderAt('/member?page=messageV2');
    await screen.findByText('messages page');
    act(() => within(menu()).getByRole('link', { name: 'My account' }).click());
    expect(await screen.findByText('profile page')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=securityCenter');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'My account' }));
  });

  it('shows My account for a page that is not implemented or unknown', async () => {
    renderAt('/member?page=depositv2');
    expect(await screen.findByText('profile page')).toBeTruthy();
    expect(within(menu()).getByRole('link', { current: 'page' }).textContent).toBe('My account');
  });
});
