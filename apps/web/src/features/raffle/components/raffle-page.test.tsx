import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Raffle, RafflesValue } from '@lobby/contract/raffle';
import type { Bonus } from '@lobby/contract/rewards';
import { showDialog } from '@/components/ui/dialog-store';
import { toastStore } from '@/components/ui/toast-store';
import { refusal, respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { signedInAs } from '@/test/session';
import RafflePage from './raffle-page';

vi.mock('@/components/ui/dialog-store', () => ({ showDialog: vi.fn() }));
const dialog = vi.mocked(showDialog);
const fetchMock = stubFetch();
signedInAs('player01');

const serverTime = '2026-11-28T12:00:00.000Z';
const running: Raffle = {
  id: 4,
  title: 'Weekly Lucky Draw',
  startsAt: '2026-11-25T12:00:00.000Z',
  endsAt: '2026-11-30T15:04:05.000Z',
  state: 'running',
  ticketPerDeposit: 10_000,
  ticketPerBet: 100_000,
  prizes: [500_000, 200_000, 100_000],
  wageringMultiple: 3,
  seedHash: 'a'.repeat(64),
  seed: null,
  totalTickets: null,
  myDeposits: 25_000,
  myValidBets: 150_000,
  myTickets: 3,
  myFirstTicket: null,
  winners: [],
};
const drawn: Raffle = {
  ...running,
  id: 3,
  title: 'Last week',
  state: 'drawn',
  endsAt: '2026-11-21T12:00:00.000Z',
  seed: 'b'.repeat(64),
  totalTickets: 40,
  myTickets: 5,
  myFirstTicket: 10,
  winners: [
    { place: 1, amount: 500_000, account: 'pl***01', ticket: 12, mine: true, claimed: false },
    { place: 2, amount: 200_000, account: 'ot***99', ticket: 31, mine: false, claimed: true },
  ],
};
const paid: Bonus = {
  id: 9,
  activityId: null,
  title: 'Last week · #1',
  amount: 500_000,
  turnoverRequired: 1_500_000,
  turnoverDone: 0,
  state: 'active',
  createdAt: serverTime,
  expiresAt: '2026-12-12T12:00:00.000Z',
  endedAt: null,
  reversed: 0,
  winnings: 0,
  forfeitsWinnings: false,
};

type Call = { url: string; method: string; body: unknown };
const calls: Call[] = [];

function answer(value: RafflesValue, claim: () => Response = () => respond({ bonus: paid, raffle: drawn })) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    calls.push({
      url,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    if (url.startsWith('/wps/relay/MCS2_getRaffles')) return respond(value);
    if (url.startsWith('/wps/relay/MCS2_claimRafflePromotion')) return claim();
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
        element: <RafflePage member={{ currencySymbol: '₱' }} timeZoneOffsetMinutes={480} />,
      },
    ],
    '/member?page=raffle',
  );
}

describe('the raffle page', () => {
  it('shows the running raffle: countdown, prizes, my tickets, how to earn and the seed hash', async () => {
    answer({ raffles: [running], serverTime });
    renderPage();
    const section = (await screen.findByRole('heading', { name: 'Weekly Lucky Draw' })).closest('section')!;
    expect(within(section).getByText('Running now')).toBeTruthy();
    // The countdown runs on the server's clock, whatever the device's says.
    expect(within(section).getByRole('timer').textContent).toMatch(/Ends in2 d 03:04:0[0-5]/);
    expect(within(section).getByText('3')).toBeTruthy();
    expect(within(section).getByText('Deposits ₱ 250.00 · Wagered ₱ 1,500.00')).toBeTruthy();
    const prizes = within(section).getByRole('list', { name: 'Prizes' });
    expect(
      within(prizes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#1₱ 5,000.00', '#2₱ 2,000.00', '#3₱ 1,000.00']);
    expect(within(section).getByText('1 ticket per ₱ 100.00 deposited')).toBeTruthy();
    expect(within(section).getByText('1 ticket per ₱ 1,000.00 wagered')).toBeTruthy();
    expect(within(section).getByText('a'.repeat(64))).toBeTruthy();
    expect(within(section).getByText(/How to verify/)).toBeTruthy();
    // Titles in the reader's language.
    expect(calls[0]?.url).toBe('/wps/relay/MCS2_getRaffles?language=EN');
  });

  it('shows a past raffle with its seed, my range and the winners, and claims my prize once', async () => {
    answer({ raffles: [drawn], serverTime });
    renderPage();
    await screen.findByRole('heading', { name: 'Past raffles' });
    expect(screen.getByText('b'.repeat(64))).toBeTruthy();
    expect(screen.getByText(/Tickets in the draw: 40 · your tickets #10–#14/)).toBeTruthy();
    const winners = screen.getByRole('list', { name: 'Winners' });
    const rows = within(winners).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('You')).toBeTruthy();
    expect(within(rows[1]!).getByText('Ticket #31')).toBeTruthy();
    expect(screen.getByText('You won ₱ 5,000.00 (#1)!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Claim prize' }));
    await waitFor(() =>
      expect(toastStore.get()).toEqual([
        expect.objectContaining({
          kind: 'success',
          message: '₱ 5,000.00 prize added to your wallet. Wager ₱ 15,000.00 to withdraw it.',
        }),
      ]),
    );
    const claim = calls.find((c) => c.url.startsWith('/wps/relay/MCS2_claimRafflePromotion'));
    expect(claim?.body).toEqual({ raffleId: 3, requestId: expect.any(String) as string, language: 'EN' });
    // The list asks for titles in the reader's language too.
    expect(
      calls.some((c) => c.url.startsWith('/wps/relay/MCS2_getRaffles') && c.url.includes('language=EN')),
    ).toBe(true);
  });

  it('explains a refusal in a dialog and shows a claimed prize as claimed', async () => {
    answer({ raffles: [drawn], serverTime }, () => refusal('already_claimed', 'CONFLICT', 409));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Claim prize' }));
    await waitFor(() => expect(dialog).toHaveBeenCalledWith(expect.objectContaining({ icon: 'error' })));
    cleanup();
    const claimed = { ...drawn, winners: drawn.winners.map((w) => ({ ...w, claimed: true })) };
    answer({ raffles: [claimed], serverTime });
    renderPage();
    await screen.findByText('Claimed');
    expect(screen.queryByRole('button', { name: 'Claim prize' })).toBeNull();
  });

  it('says when no raffle is running', async () => {
    answer({ raffles: [], serverTime });
    renderPage();
    await screen.findByText('No raffle is running right now. Check back soon.');
  });
});
