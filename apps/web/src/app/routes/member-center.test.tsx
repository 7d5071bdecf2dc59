import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memberInfo, memberServer } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { signedInAs } from '@/test/session';
import { Component as MemberCenter } from './member-center';

/* Registered pages stand in for the registry, so that ?page= has something to choose between. */
vi.mock('@/features/member-centre/pages', async () => {
  const { lazy } = await import('react');
  const page = (text: string) => lazy(async () => ({ default: () => <p>{text}</p> }));
  // The reward centre links to another page of the member centre with what it is handed.
  const rewards = lazy(async () => ({
    default: ({ hrefOf }: { hrefOf: (page: 'bonusDetails') => string }) => (
      <a href={hrefOf('bonusDetails')}>rewards page</a>
    ),
  }));
  return {
    memberPageRegistry: {
      securityCenter: page('profile page'),
      rewardCenter: rewards,
      messageV2: page('messages page'),
    },
  };
});
/* The composed registry (app/member-pages.ts) would bring the real messages page: it is the stand-ins. */
vi.mock('../member-pages', async () => ({
  memberPages: (await import('@/features/member-centre/pages')).memberPageRegistry,
}));

const fetchMock = stubFetch();
signedInAs('alice');

function renderAt(path: string) {
  fetchMock.mockImplementation(
    memberServer(memberInfo({ balance: 123456, unreadMessageCount: 3, availablePromoCount: 2 })),
  );
  return renderRoutes([{ path: '/member', Component: MemberCenter }], path).router;
}

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

  it('lists only registered pages, with the unread count on messages and the rewards to claim', async () => {
    renderAt('/member');
    await screen.findByText('profile page');
    const links = within(menu()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/member?page=securityCenter',
      '/member?page=rewardCenter',
      '/member?page=messageV2',
    ]);
    expect(within(menu()).queryByRole('link', { name: /Deposit/ })).toBeNull();
    expect(links[1]?.textContent).toBe('Reward centre2, 2 new');
    expect(links[2]?.textContent).toBe('Messages3, 3 new');
  });

  it('hands a page the addresses of the others', async () => {
    renderAt('/member?page=rewardCenter');
    const link = await screen.findByRole('link', { name: 'rewards page' });
    expect(link.getAttribute('href')).toBe('/member?page=bonusDetails');
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
