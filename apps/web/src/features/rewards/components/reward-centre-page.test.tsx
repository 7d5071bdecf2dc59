import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bonus, RewardActivity } from '@lobby/contract/rewards';
import { showDialog } from '@/components/ui/dialog-store';
import { toastStore } from '@/components/ui/toast-store';
import { refusal, respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { signedInAs } from '@/test/session';
import RewardCentrePage from './reward-centre-page';

vi.mock('@/components/ui/dialog-store', () => ({ showDialog: vi.fn() }));
const dialog = vi.mocked(showDialog);
const fetchMock = stubFetch();
signedInAs('player01');

const now = Date.parse('2026-11-20T04:00:00Z');
const rule: Extract<RewardActivity['rule'], { kind: 'depositMatch' }> = {
  kind: 'depositMatch',
  scope: 'first',
  matchPercent: 100,
  maxBonus: 500_000,
  minDeposit: 10_000,
  turnoverMultiple: 20,
  turnoverBase: 'bonusDeposit',
  expiryDays: 30,
  contributions: { RNG: 100, LIVE: 10, FH: 0 },
};
const base: RewardActivity = {
  id: 1,
  kind: 'depositMatch',
  promotionId: 4,
  title: 'First deposit match',
  summary: 'Double your first deposit.',
  terms: '<p>Read <b>these</b> terms<img src=x onerror="alert(1)"></p>',
  imageUrl: 'promo/first.webp',
  status: 'claim',
  action: 'claim',
  startsAt: '2026-11-01T00:00:00Z',
  endsAt: '2026-12-31T16:00:00Z',
  // 2 h 3 min 4 s from now.
  claimBy: new Date(now + (2 * 3600 + 3 * 60 + 4) * 1000).toISOString(),
  bonus: 50_000,
  nextAt: null,
  streak: null,
  reason: null,
  rule,
  forfeitsWinnings: false,
};
const claimable = base;
const toDeposit: RewardActivity = {
  ...base,
  id: 2,
  title: 'Daily reload',
  summary: '',
  terms: '',
  imageUrl: '',
  status: 'join',
  action: 'deposit',
  claimBy: null,
  bonus: null,
  rule: { ...rule, scope: 'daily', matchPercent: 10, maxBonus: 100_000, turnoverMultiple: 0 },
};
const closed: RewardActivity = {
  ...toDeposit,
  id: 3,
  title: 'Summer special',
  status: 'close',
  action: 'none',
};
const paid: Bonus = {
  id: 9,
  activityId: 1,
  title: 'First deposit match',
  amount: 50_000,
  turnoverRequired: 1_000_000,
  turnoverDone: 0,
  state: 'active',
  createdAt: '2026-11-20T04:00:00Z',
  expiresAt: '2026-12-20T04:00:00Z',
  endedAt: null,
  reversed: 0,
  winnings: 0,
  forfeitsWinnings: false,
};

type Call = { url: string; method: string; body: unknown };
const calls: Call[] = [];

/** The reward relays: the activities given, and a claim answered by `claim` (paid by default). */
function answer(
  list: RewardActivity[],
  claim: () => Response = () => respond({ bonus: paid, activity: list[0] }),
) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (url.startsWith('/wps/relay/MCS2_getRewardCenter')) {
      return respond({ list, claimable: list.filter((a) => a.action === 'claim').length });
    }
    if (url === '/wps/relay/MCS2_claimReward') return claim();
    if (url === '/wps/relay/MCS2_applyReward')
      return respond({ ...list[0], status: 'applying', action: 'none' });
    return new Response('', { status: 404 });
  });
}

const listCalls = () => calls.filter((c) => c.url.startsWith('/wps/relay/MCS2_getRewardCenter'));

beforeEach(() => {
  // Only the clock is fixed; timers run as they do, so the queries answer.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  calls.length = 0;
  dialog.mockReset();
  toastStore.set([]);
});

afterEach(() => {
  vi.useRealTimers();
});

function renderPage() {
  return renderRoutes(
    [
      {
        path: '/member',
        element: (
          <RewardCentrePage
            member={{ currencySymbol: '₱' }}
            timeZoneOffsetMinutes={480}
            hrefOf={(page) => `/member?page=${page}`}
          />
        ),
      },
    ],
    '/member?page=rewardCenter',
  );
}

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

describe('rewardCenter', () => {
  it('shows each activity with its status, its rule in plain words and what the member can do', async () => {
    answer([claimable, toDeposit, closed]);
    renderPage();
    await screen.findByRole('heading', { name: 'First deposit match' });
    expect(listCalls()[0]?.url).toBe('/wps/relay/MCS2_getRewardCenter?language=EN');
    expect(screen.getByText('1 reward to claim')).toBeTruthy();

    const first = card('First deposit match');
    expect(within(first).getByText('Ready to claim')).toBeTruthy();
    expect(within(first).getByText('Double your first deposit.')).toBeTruthy();
    expect(
      within(first).getByText(
        '100% of your first deposit up to ₱ 5,000.00 · min. deposit ₱ 100.00 · wager 20× deposit + bonus within 30 days',
      ),
    ).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Claim ₱ 500.00' })).toBeTruthy();
    expect(within(first).getByRole('timer').textContent).toBe('Claim within 02:03:04');
    expect(first.querySelector('img')?.getAttribute('src')).toContain('promo/first.webp');

    const reload = card('Daily reload');
    expect(within(reload).getByText('Open to join')).toBeTruthy();
    expect(
      within(reload).getByText(
        '10% of your first deposit each day up to ₱ 1,000.00 · min. deposit ₱ 100.00 · no wagering',
      ),
    ).toBeTruthy();
    expect(within(reload).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(
      '/member?page=depositv2',
    );
    expect(within(reload).queryByRole('button')).toBeNull();
    expect(within(reload).queryByRole('timer')).toBeNull();
    // No picture: the gift on the brand's colours stands in.
    expect(reload.querySelector('img')).toBeNull();
    expect(reload.querySelector('.reward__placeholder')).not.toBeNull();

    const summer = card('Summer special');
    expect(within(summer).getByText('Closed')).toBeTruthy();
    expect(within(summer).queryByRole('button')).toBeNull();
    expect(within(summer).queryByRole('link')).toBeNull();

    expect(screen.getByRole('link', { name: /My bonuses/ }).getAttribute('href')).toBe(
      '/member?page=bonusDetails',
    );
  });

  it('counts the time to claim in days when more than a day is left', async () => {
    answer([{ ...claimable, claimBy: new Date(now + (3 * 86_400 + 600) * 1000).toISOString() }]);
    renderPage();
    expect((await screen.findByRole('timer')).textContent).toBe('Claim within 3 days');
  });

  it('says when forfeiting the bonus early takes back its winnings too', async () => {
    answer([
      { ...claimable, forfeitsWinnings: true },
      { ...toDeposit, id: 2 },
    ]);
    renderPage();
    const [first, second] = await screen.findAllByRole('article');
    expect(first!.textContent).toContain('Ending this bonus early also forfeits what it won');
    expect(second!.textContent).not.toContain('forfeits what it won');
  });

  it('claims with the activity and a request id, says what was paid and reloads the activities', async () => {
    answer([claimable, toDeposit]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Claim ₱ 500.00' }));
    await waitFor(() =>
      expect(toastStore.get()).toEqual([
        expect.objectContaining({
          kind: 'success',
          message: '₱ 500.00 bonus added to your wallet. Wager ₱ 10,000.00 to withdraw it.',
        }),
      ]),
    );
    const claim = calls.find((c) => c.url === '/wps/relay/MCS2_claimReward');
    expect(claim).toEqual({
      url: '/wps/relay/MCS2_claimReward',
      method: 'POST',
      body: { activityId: 1, requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(dialog).not.toHaveBeenCalled();
  });

  it("says why the server refused a claim in the member's language", async () => {
    answer([claimable], () => refusal('already_claimed', 'CONFLICT', 409));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Claim ₱ 500.00' }));
    await waitFor(() =>
      expect(dialog).toHaveBeenCalledWith({
        icon: 'error',
        message: 'You have already claimed this reward.',
      }),
    );
    expect(toastStore.get()).toEqual([]);
  });

  it('shows the sanitised terms on request', async () => {
    answer([claimable]);
    renderPage();
    const toggle = await screen.findByRole('button', { name: 'Terms' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const terms = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    await waitFor(() => expect(terms?.querySelector('b')?.textContent).toBe('these'));
    expect(terms?.querySelector('img[onerror]')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toBeNull();
  });

  it('says when the time to claim is over and asks the server where the member stands', async () => {
    answer([{ ...claimable, claimBy: new Date(now - 1000).toISOString() }]);
    renderPage();
    expect((await screen.findByRole('timer')).textContent).toBe('The time to claim is over');
    expect(screen.getByRole('button', { name: 'Claim ₱ 500.00' }).getAttribute('aria-disabled')).toBe('true');
    await waitFor(() => expect(listCalls().length).toBeGreaterThanOrEqual(2));
    expect(calls.some((c) => c.url === '/wps/relay/MCS2_claimReward')).toBe(false);
  });

  it('says so when no activity is open to the member', async () => {
    answer([]);
    renderPage();
    expect(await screen.findByText('No promotions are open to you right now. Check back soon.')).toBeTruthy();
    expect(screen.queryByText(/to claim/)).toBeNull();
  });

  it('offers a retry when the activities cannot be loaded', async () => {
    fetchMock.mockImplementation(async () => refusal('unknown_error', 'INTERNAL_ERROR', 500));
    renderPage();
    expect(await screen.findByText('The rewards could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('checks in for the day, then shows the run of days and when the next check-in opens', async () => {
    const checkIn: RewardActivity = {
      ...base,
      id: 5,
      kind: 'checkIn',
      title: 'Daily check-in',
      status: 'join',
      action: 'checkIn',
      claimBy: null,
      bonus: 300,
      streak: 3,
      rule: {
        kind: 'checkIn',
        amounts: [100, 200, 300, 500],
        turnoverMultiple: 1,
        expiryDays: 7,
        contributions: {},
      },
    };
    answer([checkIn], () => respond({ bonus: { ...paid, amount: 300 }, activity: checkIn }));
    renderPage();
    const first = await screen.findByRole('heading', { name: 'Daily check-in' });
    const daily = first.closest('li') as HTMLElement;
    expect(
      within(daily).getByText(
        'Check in daily: ₱ 1.00 on day 1, up to ₱ 5.00 a day from day 4 · wager 1× the bonus within 7 days',
      ),
    ).toBeTruthy();
    expect(within(daily).getByText('Today is day 3 in a row')).toBeTruthy();
    fireEvent.click(within(daily).getByRole('button', { name: 'Check in · ₱ 3.00' }));
    await waitFor(() =>
      expect(toastStore.get()).toEqual([
        expect.objectContaining({ message: 'Checked in: ₱ 3.00 added to your wallet.' }),
      ]),
    );
    expect(calls.find((c) => c.url === '/wps/relay/MCS2_claimReward')?.body).toMatchObject({ activityId: 5 });
  });

  it('shows a signed check-in, a rebate earning, an application under review, rejected or issued', async () => {
    const tomorrow = new Date(now + (5 * 3600 + 6 * 60 + 7) * 1000).toISOString();
    const activityOf = (id: number, title: string, change: Partial<RewardActivity>): RewardActivity => ({
      ...base,
      id,
      title,
      claimBy: null,
      bonus: null,
      ...change,
    });
    answer([
      activityOf(6, 'Check-in', {
        kind: 'checkIn',
        status: 'signed',
        action: 'none',
        streak: 2,
        nextAt: tomorrow,
      }),
      activityOf(7, 'Rebate', {
        kind: 'rebate',
        status: 'process',
        action: 'none',
        bonus: 650,
        nextAt: '2026-11-20T16:00:00Z',
        rule: {
          kind: 'rebate',
          rates: { RNG: 50, LIVE: 30 },
          maxBonus: 500_000,
          turnoverMultiple: 1,
          expiryDays: 7,
          contributions: {},
        },
      }),
      activityOf(8, 'Zalo', { kind: 'application', status: 'applying', action: 'none' }),
      activityOf(9, 'Photo contest', {
        kind: 'application',
        status: 'rejected',
        action: 'apply',
        reason: 'The picture is unreadable',
      }),
      activityOf(10, 'Loyalty', { kind: 'application', status: 'issued', action: 'none', bonus: 50_000 }),
    ]);
    renderPage();
    await screen.findByRole('heading', { name: 'Check-in' });
    expect(within(card('Check-in')).getByText('Checked in')).toBeTruthy();
    expect(within(card('Check-in')).getByText('Day 2 in a row · next check-in in 05:06:07')).toBeTruthy();
    const rebate = card('Rebate');
    expect(within(rebate).getByText('In progress')).toBeTruthy();
    expect(within(rebate).getByText(/^Earned so far: ₱ 6\.50 · ready to claim/)).toBeTruthy();
    expect(within(rebate).getByText(/RNG 0\.5%|Slots 0\.5%/)).toBeTruthy();
    expect(within(card('Zalo')).getByText('We are reviewing your application.')).toBeTruthy();
    expect(within(card('Zalo')).queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(within(card('Photo contest')).getByText('Not approved: The picture is unreadable')).toBeTruthy();
    expect(within(card('Photo contest')).getByRole('button', { name: 'Apply again' })).toBeTruthy();
    expect(within(card('Loyalty')).getByText('₱ 500.00 paid to your wallet')).toBeTruthy();
  });

  it('sends an application with its message, and asks for the message first', async () => {
    const application: RewardActivity = {
      ...base,
      id: 11,
      kind: 'application',
      title: 'Zalo bonus',
      status: 'join',
      action: 'apply',
      claimBy: null,
      bonus: null,
      rule: { kind: 'application', maxBonus: 100_000, turnoverMultiple: 8, expiryDays: 7, contributions: {} },
    };
    answer([application]);
    renderPage();
    const open = await screen.findByRole('button', { name: 'Apply' });
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Tell us what the terms ask for.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: '  Zalo: Minh Anh ' } });
    expect(screen.getByText('17/140')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() =>
      expect(toastStore.get()).toEqual([
        expect.objectContaining({
          message: 'Application sent. We review every application within 24 hours.',
        }),
      ]),
    );
    expect(calls.find((c) => c.url === '/wps/relay/MCS2_applyReward')?.body).toEqual({
      activityId: 11,
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      remark: 'Zalo: Minh Anh',
      images: [],
    });
  });
});
