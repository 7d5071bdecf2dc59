import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closePopup, popupStore } from '@/lib/popup-store';
import { endSession, startSession } from '@/lib/session';
import { renderRoutes } from '@/test/render';
import { BottomTabBar } from './bottom-tab-bar';
import { currentTab, tabsFor } from './bottom-tab-bar-tabs';

function renderBar(path: string, onOpenMenu?: () => void) {
  const page = (text: string) => (
    <>
      <BottomTabBar onOpenMenu={onOpenMenu} menuOpen={false} />
      <p>{text}</p>
    </>
  );
  return renderRoutes(
    [
      { path: '/', element: page('home page') },
      { path: '/promotions', element: page('promotions page') },
      { path: '/member', element: page('member centre') },
      { path: '/sports', element: page('sports') },
    ],
    path,
  );
}

afterEach(() => {
  act(() => {
    closePopup();
    endSession();
  });
});

describe('tab bar tabs', () => {
  const tabs = tabsFor({ rewardCentre: false });

  it('puts Deposit in the middle and Rewards only where a reward centre exists', () => {
    expect(tabs.map((tab) => tab.id)).toEqual(['home', 'promotions', 'deposit', 'account']);
    expect(tabsFor({ rewardCentre: true }).map((tab) => tab.id)).toEqual([
      'home',
      'promotions',
      'deposit',
      'rewards',
      'account',
    ]);
  });

  it('marks the tab of the address', () => {
    expect(currentTab(tabs, '/', '')).toBe('home');
    expect(currentTab(tabs, '/login', '')).toBe('home');
    expect(currentTab(tabs, '/promotions', '')).toBe('promotions');
    expect(currentTab(tabs, '/member', '?page=depositv2')).toBe('deposit');
    expect(currentTab(tabs, '/member', '?page=withdraw')).toBe('account');
    expect(currentTab(tabs, '/member', '')).toBe('account');
    expect(currentTab(tabs, '/sports', '')).toBeNull();
  });

  it('counts the reward centre as Account while the bar has no Rewards tab', () => {
    expect(currentTab(tabs, '/member', '?page=rewardCenter')).toBe('account');
    expect(currentTab(tabsFor({ rewardCentre: true }), '/member', '?page=rewardCenter')).toBe('rewards');
  });
});

describe('bottom tab bar', () => {
  it('marks the current tab and nothing else', () => {
    renderBar('/promotions');
    const current = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Promotions']);
  });

  it('asks a guest to log in instead of opening Deposit or Account', () => {
    const { router } = renderBar('/');
    fireEvent.click(screen.getByRole('link', { name: 'Deposit' }));
    expect(popupStore.get()).toEqual({ name: 'login' });
    expect(router.state.location.pathname).toBe('/');
    act(() => closePopup());
    fireEvent.click(screen.getByRole('link', { name: 'Account' }));
    expect(popupStore.get()).toEqual({ name: 'login' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('takes a member to the deposit page', async () => {
    act(() => startSession('token-1', 'alice'));
    const { router } = renderBar('/');
    fireEvent.click(screen.getByRole('link', { name: 'Deposit' }));
    await screen.findByText('member centre');
    expect(router.state.location.search).toBe('?page=depositv2');
    expect(popupStore.get()).toBeNull();
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('aria-current')).toBe('page');
  });

  it('gives Rewards the fifth place, now that the member centre has a reward centre', () => {
    renderBar('/sports', () => undefined);
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Home',
      'Promotions',
      'Deposit',
      'Rewards',
      'Account',
    ]);
  });

  it('takes a member to the reward centre and marks its tab', async () => {
    act(() => startSession('token-1', 'alice'));
    const { router } = renderBar('/');
    fireEvent.click(screen.getByRole('link', { name: 'Rewards' }));
    await screen.findByText('member centre');
    expect(router.state.location.search).toBe('?page=rewardCenter');
    expect(screen.getByRole('link', { name: 'Rewards' }).getAttribute('aria-current')).toBe('page');
  });
});
