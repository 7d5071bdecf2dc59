import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReferralCenterValue } from '@lobby/contract/referral';
import type { Bonus } from '@lobby/contract/rewards';
import { showDialog } from '@/components/ui/dialog-store';
import { toastStore } from '@/components/ui/toast-store';
import { refusal, respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { signedInAs } from '@/test/session';
import ReferralPage, { invitationLink, shareTargets } from './referral-page';

vi.mock('@/components/ui/dialog-store', () => ({ showDialog: vi.fn() }));
const dialog = vi.mocked(showDialog);
const fetchMock = stubFetch();
signedInAs('player01');

const rule = {
  minDeposit: 30_000,
  minWagering: 100_000,
  days: 14,
  referrerReward: 18_800,
  friendReward: 18_800,
  wageringMultiple: 5,
  monthlyCap: 20,
};
const friend = (id: number, state: ReferralCenterValue['list'][number]['state'], more = {}) => ({
  id,
  account: `fr***${id}`,
  registeredAt: '2026-11-20T04:00:00Z',
  qualifyBy: '2026-12-04T04:00:00Z',
  deposited: 0,
  wagered: 0,
  state,
  reward: 0,
  claimed: false,
  ...more,
});
const page: ReferralCenterValue = {
  enabled: true,
  rule,
  code: 'PLAYER01',
  friends: 3,
  qualified: 1,
  earned: 0,
  rewardedThisMonth: 1,
  list: [
    friend(11, 'qualified', { deposited: 30_000, wagered: 100_000, reward: 18_800 }),
    friend(12, 'deposited', { deposited: 30_000, wagered: 25_000 }),
    friend(13, 'expired'),
  ],
  pageNo: 1,
  pageSize: 20,
  totalPages: 1,
  invited: null,
  claimable: 1,
};
const paid: Bonus = {
  id: 9,
  activityId: null,
  title: 'Referral reward',
  amount: 18_800,
  turnoverRequired: 94_000,
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

function answer(
  value: ReferralCenterValue,
  claim: () => Response = () => respond({ bonus: paid, referral: value }),
) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    calls.push({
      url,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    if (url.startsWith('/wps/relay/MCS2_getReferral')) return respond(value);
    if (url.startsWith('/wps/relay/MCS2_claimReferralReward')) return claim();
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
        element: <ReferralPage member={{ currencySymbol: '₱' }} timeZoneOffsetMinutes={480} />,
      },
    ],
    '/member?page=referral',
  );
}

describe('the invite-friends page', () => {
  it('shows the link and code with copy buttons, the QR code, share buttons and the rule', async () => {
    answer(page);
    renderPage();
    await screen.findByRole('heading', { name: 'Invite friends, earn ₱ 188.00 each', level: 2 });
    const link = `${window.location.origin}/register?referralCode=PLAYER01`;
    expect(screen.getByText(link)).toBeTruthy();
    expect(screen.getByText('PLAYER01')).toBeTruthy();
    expect(
      screen.getByText(
        'When a friend registers with your link, deposits ₱ 300.00 and wagers ₱ 1,000.00 within 14 days, you get ₱ 188.00 and your friend gets ₱ 188.00.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy the invitation link' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy the invitation code' })).toBeTruthy();
    const share = screen.getByRole('group', { name: 'Share' });
    const links = within(share).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Share on Facebook',
      'Share on Telegram',
      'Share on WhatsApp',
      'Share on X',
    ]);
    expect(links[0]!.getAttribute('href')).toContain(encodeURIComponent(link));
    expect(await screen.findByRole('img', { name: 'QR code of your invitation link' })).toBeTruthy();
    expect(screen.getByText('Up to 20 rewarded friends a month.')).toBeTruthy();
    expect(screen.getByText('1 of 20')).toBeTruthy();
  });

  it("lists friends with their state and progress, and claims a qualified friend's reward once", async () => {
    answer(page);
    renderPage();
    const section = (await screen.findByRole('heading', { name: 'Your friends' })).closest('section')!;
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.referral-state')!.textContent)).toEqual([
      'Qualified',
      'Deposited',
      'Expired',
    ]);
    // Only a friend who can still qualify shows bars.
    const bars = within(rows[1]!).getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['100', '25']);
    expect(within(rows[2]!).queryByRole('progressbar')).toBeNull();

    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({
      kind: 'referrer',
      friendId: 11,
      requestId: expect.any(String) as string,
    });
    await waitFor(() =>
      expect(toastStore.get().map((toast) => toast.message)).toContain(
        '₱ 188.00 reward added to your wallet. Wager ₱ 940.00 to withdraw it.',
      ),
    );
  });

  it("shows a refusal in a dialog and the member's own invitation with its reward", async () => {
    const invited: ReferralCenterValue = {
      ...page,
      list: [],
      friends: 0,
      invited: {
        referrer: 'pl***1',
        registeredAt: '2026-11-20T04:00:00Z',
        qualifyBy: '2026-12-04T04:00:00Z',
        deposited: 30_000,
        wagered: 100_000,
        state: 'qualified',
        reward: 18_800,
        claimed: false,
      },
    };
    answer(invited, () => refusal('already_claimed', 'CONFLICT', 409));
    renderPage();
    const own = (await screen.findByRole('heading', { name: 'Your invitation' })).closest('section')!;
    expect(within(own).getByText(/Invited by pl\*\*\*1/)).toBeTruthy();
    expect(screen.getByText(/No friends yet/)).toBeTruthy();
    fireEvent.click(within(own).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(dialog).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ kind: 'friend' });
  });

  it('pages a long list of friends: the next page is asked for by number', async () => {
    const first = { ...page, friends: 23, totalPages: 2 };
    const second = { ...first, pageNo: 2, list: [friend(1, 'registered')] };
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      calls.push({ url, method: 'GET', body: null });
      return respond(url.includes('pageNo=2') ? second : first);
    });
    renderPage();
    const pager = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(within(pager).getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(within(pager).getByText('Page 2 of 2')).toBeTruthy());
    expect(calls.some((c) => c.url.includes('pageNo=2'))).toBe(true);
    expect(document.querySelectorAll('.referral-friend')).toHaveLength(1);
  });

  it('says so when the brand runs no referral activity', async () => {
    answer({ ...page, enabled: false });
    renderPage();
    expect(await screen.findByText('Invite friends is not running right now.')).toBeTruthy();
    cleanup();
  });
});

describe('links', () => {
  it('builds the invitation link and the share addresses with the link escaped', () => {
    expect(invitationLink('https://lucky.example', 'A B')).toBe(
      'https://lucky.example/register?referralCode=A%20B',
    );
    const [facebook, telegram, whatsapp, x] = shareTargets('https://l.example/r?c=1', 'Join & win');
    expect(facebook.href).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fl.example%2Fr%3Fc%3D1',
    );
    expect(telegram.href).toContain('text=Join%20%26%20win');
    expect(whatsapp.href).toBe('https://wa.me/?text=Join%20%26%20win%20https%3A%2F%2Fl.example%2Fr%3Fc%3D1');
    expect(x.href).toContain('twitter.com/intent/tweet');
  });
});
