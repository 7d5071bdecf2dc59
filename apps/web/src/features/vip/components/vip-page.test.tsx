import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bonus } from '@lobby/contract/rewards';
import type { VipCenterValue, VipLevel } from '@lobby/contract/vip';
import { showDialog } from '@/components/ui/dialog-store';
import { toastStore } from '@/components/ui/toast-store';
import { refusal, respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { signedInAs } from '@/test/session';
import VipPage from './vip-page';

vi.mock('@/components/ui/dialog-store', () => ({ showDialog: vi.fn() }));
const dialog = vi.mocked(showDialog);
const fetchMock = stubFetch();
signedInAs('player01');

const level = (rank: number, name: string, bets: number, deposits: number): VipLevel => ({
  rank,
  name,
  minValidBets: bets,
  minDeposits: deposits,
  levelUpBonus: rank * 1_000,
  weeklyBonus: rank * 500,
  rebateBps: 20 + rank * 10,
  wageringMultiple: 3,
});
const levels = [
  level(1, 'Bronze', 0, 10_000),
  level(2, 'Silver', 500_000, 100_000),
  level(3, 'Gold', 5_000_000, 500_000),
];
const bronze: VipCenterValue = {
  enabled: true,
  levels,
  rank: 1,
  label: 'Bronze',
  validBets: 300_000,
  deposits: 120_000,
  levelUps: [{ rank: 1, name: 'Bronze', bonus: 1_000, reachedAt: '2026-11-20T04:00:00Z' }],
  weekly: { status: 'claim', bonus: 500, week: '2026-11-16', nextWeekAt: '2026-11-22T16:00:00Z' },
  claimable: 2,
};
const paid: Bonus = {
  id: 7,
  activityId: null,
  title: 'VIP Bronze',
  amount: 1_000,
  turnoverRequired: 3_000,
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

function answer(value: VipCenterValue, claim: () => Response = () => respond({ bonus: paid, vip: value })) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    calls.push({
      url,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    if (url.startsWith('/wps/relay/MCS2_getVipCenter')) return respond(value);
    if (url.startsWith('/wps/relay/MCS2_claimVipBonus')) return claim();
    return new Response('', { status: 404 });
  });
}

beforeEach(() => {
  calls.length = 0;
  dialog.mockReset();
  toastStore.set([]);
});

function renderPage() {
  return renderRoutes(
    [
      {
        path: '/member',
        element: <VipPage member={{ currencySymbol: '₱' }} timeZoneOffsetMinutes={480} />,
      },
    ],
    '/member?page=vip',
  );
}

describe('the VIP page', () => {
  it("shows the member's level, progress toward the next in bets and deposits, and the ladder", async () => {
    answer(bronze);
    renderPage();
    await screen.findByRole('heading', { name: 'Bronze', level: 2 });
    expect(calls[0]?.url).toBe('/wps/relay/MCS2_getVipCenter?language=EN');
    expect(screen.getByText('Next level: Silver')).toBeTruthy();

    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['60', '100']);
    expect(bars[0]!.getAttribute('aria-valuetext')).toBe('₱ 3,000.00 of ₱ 5,000.00');
    // A threshold already met shows full, and never more than its target.
    expect(bars[1]!.getAttribute('aria-valuetext')).toBe('₱ 1,000.00 of ₱ 1,000.00');

    const ladder = screen.getByRole('heading', { name: 'VIP levels' }).closest('section')!;
    const cards = within(ladder)
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('vip-level'));
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Bronze',
      'Silver',
      'Gold',
    ]);
    expect(cards[0]!.getAttribute('aria-current')).toBe('step');
    expect(within(cards[0]!).getByText('Your level')).toBeTruthy();
    expect(within(cards[1]!).getByText('₱ 20.00')).toBeTruthy();
    expect(within(cards[1]!).getByText('0.4%')).toBeTruthy();
    expect(within(cards[2]!).getByText('₱ 50,000.00')).toBeTruthy();
  });

  it('lists the bonuses to claim and pays one with a request id, saying what it paid', async () => {
    answer(bronze);
    renderPage();
    const bonuses = (await screen.findByRole('heading', { name: 'Your VIP bonuses' })).closest('section')!;
    const rows = within(bonuses).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/bonus/).textContent)).toEqual([
      'Level-up bonus · Bronze',
      'Weekly bonus',
    ]);
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Claim' }));
    await waitFor(() =>
      expect(toastStore.get()).toEqual([
        expect.objectContaining({
          kind: 'success',
          message: '₱ 10.00 bonus added to your wallet. Wager ₱ 30.00 to withdraw it.',
        }),
      ]),
    );
    const claim = calls.find((c) => c.url.startsWith('/wps/relay/MCS2_claimVipBonus'));
    expect(claim?.url).toBe('/wps/relay/MCS2_claimVipBonus?language=EN');
    expect(claim?.body).toEqual({ kind: 'levelUp', rank: 1, requestId: expect.any(String) as string });
  });

  it("says when this week's bonus was claimed and when the next one comes", async () => {
    answer({ ...bronze, levelUps: [], weekly: { ...bronze.weekly, status: 'claimed' }, claimable: 0 });
    renderPage();
    await screen.findByText(/Claimed this week · next from/);
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
  });

  it('explains a refusal in a dialog', async () => {
    answer(bronze, () => refusal('already_claimed', 'CONFLICT', 409));
    renderPage();
    const buttons = await screen.findAllByRole('button', { name: 'Claim' });
    fireEvent.click(buttons[1]!);
    await waitFor(() => expect(dialog).toHaveBeenCalledWith(expect.objectContaining({ icon: 'error' })));
  });

  it('shows a member without a level what the first level asks, and a brand without levels that VIP is off', async () => {
    answer({
      ...bronze,
      rank: 0,
      label: '',
      validBets: 0,
      deposits: 0,
      levelUps: [],
      weekly: { ...bronze.weekly, status: 'none', bonus: 0 },
      claimable: 0,
    });
    renderPage();
    await screen.findByRole('heading', { name: 'Not VIP yet' });
    expect(screen.getByText('Next level: Bronze')).toBeTruthy();
    // Bronze asks no bets: only the deposits bar shows.
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    expect(screen.getByRole('progressbar', { name: 'Deposits' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your VIP bonuses' })).toBeNull();
    cleanup();
    answer({ ...bronze, enabled: false, levels: [], rank: 0 });
    renderPage();
    await screen.findByText('VIP is not available right now.');
  });
});
