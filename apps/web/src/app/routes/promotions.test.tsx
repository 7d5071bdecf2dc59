import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Promotion } from '@lobby/contract/content';
import type { RewardActivity } from '@lobby/contract/rewards';
import { endSession, startSession } from '@/lib/session';
import { popupStore } from '@/lib/popup-store';
import { memberInfo, memberServer, respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { Component as PromotionsPage } from './promotions';

const fetchMock = stubFetch();

const promotion = (id: number, title: string): Promotion => ({
  id,
  title,
  summary: `${title} summary`,
  content: '<p>Terms</p>',
  imageUrl: '',
  category: 'NEW',
  startsAt: '2026-11-01T00:00:00Z',
  endsAt: null,
});
const promotions = [promotion(1, 'Welcome Bonus'), promotion(2, 'Daily Reload'), promotion(5, 'VIP Club')];

const activity = (promotionId: number, change: Partial<RewardActivity>): RewardActivity => ({
  id: promotionId * 10,
  kind: 'depositMatch',
  promotionId,
  title: '',
  summary: '',
  terms: '',
  imageUrl: '',
  status: 'join',
  action: 'deposit',
  startsAt: '2026-11-01T00:00:00Z',
  endsAt: null,
  claimBy: null,
  bonus: null,
  nextAt: null,
  streak: null,
  reason: null,
  forfeitsWinnings: false,
  rule: {
    kind: 'depositMatch',
    scope: 'first',
    matchPercent: 100,
    maxBonus: 500_000,
    minDeposit: 10_000,
    turnoverBase: 'bonus',
    turnoverMultiple: 1,
    expiryDays: 7,
    contributions: {},
  },
  ...change,
});

const renderPage = () => renderRoutes([{ path: '/promotions', element: <PromotionsPage /> }], '/promotions');
const entry = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('article') as HTMLElement;

afterEach(() => {
  act(() => endSession());
  popupStore.set(null);
});

describe('/promotions', () => {
  it('asks a visitor to log in or register on every promotion, and never asks for rewards', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/wps/system/promotions')
        ? respond(promotions)
        : new Response('', { status: 404 }),
    );
    renderPage();
    await screen.findByRole('heading', { name: 'Welcome Bonus' });
    expect(screen.getAllByText('Log in or register to take part.')).toHaveLength(3);
    fireEvent.click(within(entry('Daily Reload')).getByRole('button', { name: 'Log in' }));
    expect(popupStore.get()).toEqual({ name: 'login' });
    fireEvent.click(within(entry('Daily Reload')).getByRole('button', { name: 'Register' }));
    expect(popupStore.get()).toEqual({ name: 'register' });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('MCS2_getRewardCenter'))).toBe(false);
  });

  it("shows a member where they stand in each promotion's activity, and where to act on it", async () => {
    act(() => startSession('token-1', 'player01'));
    fetchMock.mockImplementation(
      memberServer(memberInfo({ currencySymbol: '₱' }), (url) => {
        if (url.startsWith('/wps/system/promotions')) return respond(promotions);
        if (url.startsWith('/wps/relay/MCS2_getRewardCenter')) {
          return respond({
            list: [
              activity(1, {
                status: 'claim',
                action: 'claim',
                bonus: 50_000,
                claimBy: '2026-12-01T00:00:00Z',
              }),
              activity(2, {}),
            ],
            claimable: 1,
          });
        }
        return undefined;
      }),
    );
    renderPage();
    const welcome = await screen.findByRole('heading', { name: 'Welcome Bonus' });
    const first = welcome.closest('article') as HTMLElement;
    expect(await within(first).findByText('Ready to claim')).toBeTruthy();
    expect(within(first).getByText('₱ 500.00')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Go to the reward centre' }).getAttribute('href')).toBe(
      '/member?page=rewardCenter',
    );
    const reload = entry('Daily Reload');
    expect(within(reload).getByText('Open to join')).toBeTruthy();
    expect(within(reload).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(
      '/member?page=depositv2',
    );
    // A promotion that no activity wears says nothing more.
    expect(within(entry('VIP Club')).queryByRole('link')).toBeNull();
    expect(screen.queryByText('Log in or register to take part.')).toBeNull();
  });
});
