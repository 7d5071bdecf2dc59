import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bonus } from '@lobby/contract/rewards';
import { showDialog } from '@/components/ui/dialog-store';
import { toastStore } from '@/components/ui/toast-store';
import { respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { renderWithQueries } from '@/test/render';
import { signedInAs } from '@/test/session';
import BonusDetailsPage from './bonus-details-page';

vi.mock('@/components/ui/dialog-store', () => ({ showDialog: vi.fn() }));
const dialog = vi.mocked(showDialog);
const fetchMock = stubFetch();
signedInAs('player01');

const active: Bonus = {
  id: 7,
  activityId: 1,
  title: 'First deposit match',
  amount: 50_000,
  turnoverRequired: 1_000_000,
  turnoverDone: 250_000,
  state: 'active',
  createdAt: '2026-11-20T04:00:00Z',
  expiresAt: '2026-12-20T04:00:00Z',
  endedAt: null,
  reversed: 0,
  winnings: 0,
  forfeitsWinnings: false,
};
const forfeited: Bonus = {
  ...active,
  id: 6,
  title: 'Daily reload',
  amount: 10_000,
  turnoverRequired: 200_000,
  turnoverDone: 40_000,
  state: 'forfeited',
  endedAt: '2026-11-19T10:00:00Z',
  reversed: 8_000,
};
/** A bonus whose activity takes back what it won: ₱ 120.00 up so far. */
const winning: Bonus = {
  ...active,
  id: 9,
  title: 'Weekend reload',
  amount: 20_000,
  winnings: 12_000,
  forfeitsWinnings: true,
};
const older: Bonus = { ...active, id: 1, title: 'Welcome gift', state: 'completed', turnoverDone: 1_000_000 };

type Call = { url: string; method: string; body: unknown };
const calls: Call[] = [];

/** The bonus relays: page `n` of `pages` holds pages[n - 1]; a forfeit answers the bonus ended. */
function answer(pages: Bonus[][], turnoverRemaining = 750_000) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (url.startsWith('/wps/relay/MCS2_getBonusDetails')) {
      const pageNo = Number(new URL(url, 'http://site').searchParams.get('pageNo'));
      const list = pages[pageNo - 1] ?? [];
      const total = pages.flat().length;
      return respond({ list, pageNo, pageSize: 10, total, totalPages: pages.length, turnoverRemaining });
    }
    if (url === '/wps/relay/MCS2_forfeitBonus') {
      const { bonusId } = JSON.parse(String(init?.body)) as { bonusId: number };
      const bonus = pages.flat().find((b) => b.id === bonusId) ?? active;
      const reversed = bonus.amount + (bonus.forfeitsWinnings ? Math.max(0, bonus.winnings) : 0);
      return respond({ ...bonus, state: 'forfeited', endedAt: '2026-11-20T05:00:00Z', reversed });
    }
    return new Response('', { status: 404 });
  });
}

const listCalls = () => calls.filter((c) => c.url.startsWith('/wps/relay/MCS2_getBonusDetails'));

beforeEach(() => {
  calls.length = 0;
  dialog.mockReset();
  toastStore.set([]);
});

const renderPage = () =>
  renderWithQueries(<BonusDetailsPage member={{ currencySymbol: '₱' }} timeZoneOffsetMinutes={480} />);

const item = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

function fact(scope: HTMLElement, label: string): string {
  const term = within(scope).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('bonusDetails', () => {
  it('puts the wagering left before a withdrawal first, then each bonus with its progress', async () => {
    answer([[active, forfeited]]);
    renderPage();
    const summary = await screen.findByTestId('bonus-turnover');
    expect(summary.textContent).toBe('Wagering left before you can withdraw₱ 7,500.00');
    expect(listCalls()[0]?.url).toBe('/wps/relay/MCS2_getBonusDetails?pageNo=1&pageSize=10&language=EN');

    const open = item('First deposit match');
    expect(within(open).getByText('Active')).toBeTruthy();
    expect(within(open).getByText('₱ 500.00')).toBeTruthy();
    const bar = within(open).getByRole('progressbar', { name: 'Wagering progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('₱ 2,500.00 of ₱ 10,000.00 wagered (25%)');
    expect(fact(open, 'Received')).toBeTruthy();
    expect(fact(open, 'Expires')).toBeTruthy();
    expect(within(open).queryByText('Ended', { selector: 'dt' })).toBeNull();
    // Its activity leaves the member what the bonus won: nothing to say about winnings.
    expect(within(open).queryByText('Winnings while active', { selector: 'dt' })).toBeNull();
    expect(within(open).getByRole('button', { name: 'Forfeit' })).toBeTruthy();

    const ended = item('Daily reload');
    expect(within(ended).getByText('Forfeited')).toBeTruthy();
    expect(within(ended).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('20');
    expect(fact(ended, 'Ended')).toBeTruthy();
    expect(fact(ended, 'Taken back')).toBe('₱ 80.00');
    expect(within(ended).queryByRole('button')).toBeNull();
  });

  it('forfeits an active bonus only once the member confirms, then reloads', async () => {
    answer([[active]]);
    dialog.mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    renderPage();
    const forfeit = await screen.findByRole('button', { name: 'Forfeit' });

    fireEvent.click(forfeit);
    await waitFor(() => expect(dialog).toHaveBeenCalledTimes(1));
    expect(dialog).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Forfeit this bonus?',
        message:
          'Forfeit “First deposit match”? The bonus (₱ 500.00) is taken back from your wallet and its wagering ends, so you can withdraw at once. This cannot be undone.',
        confirmText: 'Forfeit bonus',
        cancelText: 'Keep bonus',
      }),
    );
    expect(calls.some((c) => c.url === '/wps/relay/MCS2_forfeitBonus')).toBe(false);

    fireEvent.click(forfeit);
    await waitFor(() =>
      expect(calls).toContainEqual({
        url: '/wps/relay/MCS2_forfeitBonus',
        method: 'POST',
        body: { bonusId: 7, requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      }),
    );
    await waitFor(() =>
      expect(toastStore.get()).toEqual([
        expect.objectContaining({
          kind: 'success',
          message: 'Bonus forfeited. ₱ 500.00 was taken back from your wallet.',
        }),
      ]),
    );
    await waitFor(() => expect(listCalls()).toHaveLength(2));
  });

  it('shows what a bonus that forfeits its winnings has won, and the whole sum forfeiting takes', async () => {
    const lost: Bonus = { ...winning, id: 8, title: 'Midweek reload', winnings: -3_000 };
    const ended: Bonus = { ...winning, id: 5, title: 'Old reload', state: 'forfeited', reversed: 32_000 };
    answer([[winning, lost, ended]]);
    dialog.mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    renderPage();
    await screen.findByRole('heading', { name: 'Weekend reload' });
    expect(fact(item('Weekend reload'), 'Winnings while active')).toBe('₱ 120.00');
    // A bonus that lost has won nothing to take back; an ended one shows what was taken instead.
    expect(fact(item('Midweek reload'), 'Winnings while active')).toBe('₱ 0.00');
    expect(within(item('Old reload')).queryByText('Winnings while active')).toBeNull();
    expect(fact(item('Old reload'), 'Taken back')).toBe('₱ 320.00');

    fireEvent.click(within(item('Midweek reload')).getByRole('button', { name: 'Forfeit' }));
    await waitFor(() => expect(dialog).toHaveBeenCalledTimes(1));
    expect(dialog.mock.calls[0]![0].message).toBe(
      'Forfeit “Midweek reload”? ₱ 200.00 is taken back from your wallet: the bonus (₱ 200.00) and what it won while active (₱ 0.00). Its wagering ends, so you can withdraw at once. This cannot be undone.',
    );

    fireEvent.click(within(item('Weekend reload')).getByRole('button', { name: 'Forfeit' }));
    await waitFor(() => expect(dialog).toHaveBeenCalledTimes(2));
    expect(dialog.mock.calls[1]![0].message).toBe(
      'Forfeit “Weekend reload”? ₱ 320.00 is taken back from your wallet: the bonus (₱ 200.00) and what it won while active (₱ 120.00). Its wagering ends, so you can withdraw at once. This cannot be undone.',
    );
    await waitFor(() =>
      expect(toastStore.get()).toEqual([
        expect.objectContaining({ message: 'Bonus forfeited. ₱ 320.00 was taken back from your wallet.' }),
      ]),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ bonusId: 9 });
  });

  it('pages through the bonuses ten at a time', async () => {
    answer([[active, forfeited], [older]]);
    renderPage();
    await screen.findByRole('heading', { name: 'First deposit match' });
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('heading', { name: 'Welcome gift' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'First deposit match' })).toBeNull();
    expect(listCalls().map((c) => c.url)).toEqual([
      '/wps/relay/MCS2_getBonusDetails?pageNo=1&pageSize=10&language=EN',
      '/wps/relay/MCS2_getBonusDetails?pageNo=2&pageSize=10&language=EN',
    ]);
    expect(within(item('Welcome gift')).getByText('Completed')).toBeTruthy();
    expect(within(item('Welcome gift')).queryByRole('button')).toBeNull();
  });

  it('says so when the member has no bonus and no wagering open', async () => {
    answer([], 0);
    renderPage();
    expect(await screen.findByText('You have no bonuses yet. Claim one in the reward centre.')).toBeTruthy();
    expect(screen.getByTestId('bonus-turnover').textContent).toContain('No wagering open');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });
});
