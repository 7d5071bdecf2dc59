import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BetHistoryValue, BetRecord } from '@lobby/contract/bets';
import { envelope, respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { signedInAs } from '@/test/session';
import { brandDay } from '@/lib/brand-day';
import BettingRecord from './betting-record';

const fetchMock = stubFetch();
signedInAs('alice');
const queries: URLSearchParams[] = [];

const bet = (id: number, extra: Partial<BetRecord> = {}): BetRecord => ({
  id,
  roundId: `R-${id}`,
  vendorCode: 'PG',
  vendorName: 'PG Soft',
  gameCode: 'fortune',
  gameName: 'Fortune Reels',
  gameType: 'RNG',
  stake: 200,
  payout: 0,
  winLoss: -200,
  status: 'SETTLED',
  placedAt: '2030-01-14T16:30:00Z',
  settledAt: '2030-01-14T16:30:01Z',
  fairness: null,
  detail: [],
  ...extra,
});

const dice = bet(2, {
  roundId: 'BGS-dice-1',
  vendorCode: 'BGS',
  vendorName: 'BGS Originals',
  gameCode: 'dice',
  gameName: 'Dice',
  gameType: 'BGS',
  stake: 500,
  payout: 123_450,
  winLoss: 122_950,
  fairness: {
    serverSeedHash: 'a'.repeat(64),
    serverSeed: null,
    clientSeed: 'lucky',
    nonce: 7,
    verify: { game: 'dice', mines: null, direction: 'under', target: 5000 },
  },
  detail: [
    { key: 'direction', value: 'under' },
    { key: 'roll', value: '42.17' },
  ],
});

let answer: (params: URLSearchParams) => Response;

const page = (list: BetRecord[], extra: Partial<BetHistoryValue> = {}): BetHistoryValue => ({
  list,
  pageNo: 1,
  pageSize: 20,
  total: 45,
  totalPages: 3,
  totals: { count: 45, stake: 1_234_500, payout: 1_000_000, winLoss: -234_500 },
  gameTypes: ['BGS', 'RNG', 'FISH'],
  vendors: [
    { code: 'BGS', name: 'BGS Originals', gameTypes: ['BGS'] },
    { code: 'JL', name: 'JILI Games', gameTypes: ['RNG', 'FISH'] },
    { code: 'PG', name: 'PG Soft', gameTypes: ['RNG', 'FISH'] },
  ],
  ...extra,
});

beforeEach(() => {
  queries.length = 0;
  answer = (params) =>
    respond(
      page([dice, bet(1, { status: 'OPEN', payout: 0, settledAt: null })], {
        pageNo: Number(params.get('pageNo')),
      }),
    );
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    queries.push(url.searchParams);
    return answer(url.searchParams);
  });
});

function renderPage(search = '?page=personalHistoryCopy') {
  return renderRoutes(
    [{ path: '/member', element: <BettingRecord timeZoneOffsetMinutes={480} /> }],
    `/member${search}`,
  );
}

describe('personalHistoryCopy (betting record)', () => {
  it('asks for the last 7 days in the reader’s language and lists the rounds with the totals', async () => {
    renderPage();
    const items = await screen.findAllByRole('rowgroup');
    expect(queries[0]!.get('startDate')).toBe(brandDay(480, 6));
    expect(queries[0]!.get('endDate')).toBe(brandDay(480));
    expect(queries[0]!.get('language')).toBe('EN');
    expect(queries[0]!.get('pageSize')).toBe('20');
    // The head and one group per round.
    expect(items).toHaveLength(3);
    const first = within(items[1]!);
    expect(first.getByText('Dice')).toBeTruthy();
    expect(first.getByText('BGS Originals')).toBeTruthy();
    expect(first.getByText('5.00')).toBeTruthy();
    expect(first.getByText('1,234.50')).toBeTruthy();
    expect(first.getByText('+1,229.50')).toBeTruthy();
    expect(first.getByText('Settled')).toBeTruthy();
    // 16:30 UTC is 00:30 the next day in GMT+8.
    expect(items[1]!.textContent).toMatch(/Jan 15|15 Jan/);
    const second = within(items[2]!);
    // The vendor's name is isolated (<bdi>) from the translated category beside it.
    expect(second.getByText('PG Soft').tagName).toBe('BDI');
    expect(second.getByText('PG Soft').parentElement!.textContent).toBe('PG Soft · Slots');
    expect(second.getByText('−2.00')).toBeTruthy();
    expect(second.getByText('In play')).toBeTruthy();

    const totals = screen.getByTestId('bet-totals');
    expect(within(totals).getByTestId('bet-totals-count').textContent).toBe('45');
    expect(within(totals).getByTestId('bet-totals-stake').textContent).toBe('12,345.00');
    expect(within(totals).getByTestId('bet-totals-win-loss').textContent).toBe('−2,345.00');
  });

  it('opens on the one round the account record links to, of any day, and goes back to all rounds', async () => {
    answer = (params) => respond(page(params.get('round') ? [dice] : [dice, bet(1)], { total: 1 }));
    const { router } = renderPage('?page=personalHistoryCopy&round=BGS-dice-1');
    await screen.findByText('Showing one round from your account record.');
    await screen.findByText('Dice');
    expect(queries[0]!.get('round')).toBe('BGS-dice-1');
    expect(queries[0]!.get('startDate')).toBeNull();
    // The round starts open, and closes like any other.
    const item = document.querySelector('[data-round-id="BGS-dice-1"]')!;
    await waitFor(() => expect(item.classList.contains('is-open')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Show all rounds' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=personalHistoryCopy'));
    await waitFor(() => expect(queries.at(-1)!.get('round')).toBeNull());
    expect(queries.at(-1)!.get('startDate')).toBe(brandDay(480, 6));
  });

  it('opens a round to show its detail and fairness data, with the verify link prefilled', async () => {
    renderPage();
    const toggle = await screen.findByRole('button', { name: /^Details: Dice,/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const detail = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    const panel = within(detail);
    expect(panel.getByText('BGS-dice-1')).toBeTruthy();
    expect(panel.getByText('Roll under')).toBeTruthy();
    expect(panel.getByText('42.17')).toBeTruthy();
    expect(panel.getByText('a'.repeat(64))).toBeTruthy();
    expect(panel.getByText('Not revealed yet')).toBeTruthy();
    expect(panel.getByText('lucky')).toBeTruthy();
    const verify = panel.getByRole('link', { name: /Verify this round/ });
    const href = new URL(verify.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/provider/verify');
    expect(href.searchParams.get('nonce')).toBe('7');
    expect(href.searchParams.get('target')).toBe('5000');
    expect(verify.getAttribute('target')).toBe('_blank');
    fireEvent.click(toggle);
    expect(screen.queryByText('BGS-dice-1')).toBeNull();
  });

  it('filters by game type, provider, status and range, and pages', async () => {
    renderPage();
    await screen.findAllByRole('rowgroup');
    fireEvent.change(screen.getByLabelText('Game type'), { target: { value: 'FISH' } });
    await waitFor(() => expect(queries.at(-1)!.get('gameType')).toBe('FISH'));
    // Only the providers of fishing games are offered.
    const providers = within(screen.getByLabelText('Provider')).getAllByRole('option');
    expect(providers.map((o) => o.textContent)).toEqual(['All providers', 'JILI Games', 'PG Soft']);
    fireEvent.change(screen.getByLabelText('Provider'), { target: { value: 'PG' } });
    await waitFor(() => expect(queries.at(-1)!.get('vendor')).toBe('PG'));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'OPEN' } });
    await waitFor(() => expect(queries.at(-1)!.get('status')).toBe('OPEN'));
    // A game type the chosen provider does not serve drops the provider.
    fireEvent.change(screen.getByLabelText('Game type'), { target: { value: 'BGS' } });
    await waitFor(() => expect(queries.at(-1)!.get('gameType')).toBe('BGS'));
    expect(queries.at(-1)!.get('vendor')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    await waitFor(() => expect(queries.at(-1)!.get('startDate')).toBe(brandDay(480, 1)));
    expect(queries.at(-1)!.get('endDate')).toBe(brandDay(480, 1));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(queries.at(-1)!.get('pageNo')).toBe('2'));
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe(''));
    expect((screen.getByLabelText('Game type') as HTMLSelectElement).value).toBe('');
  });

  it('says when nothing matches, and why loading failed', async () => {
    answer = () =>
      respond(page([], { total: 0, totalPages: 0, totals: { count: 0, stake: 0, payout: 0, winLoss: 0 } }));
    renderPage();
    expect(await screen.findByText('No rounds match these filters.')).toBeTruthy();
    expect(screen.getByTestId('bet-totals-win-loss').textContent).toBe('0.00');

    answer = () => envelope({ success: false, message: 'in_need_true_account', code: 'FORBIDDEN' }, 403);
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(
      await screen.findByText('Trial accounts cannot use this. Register a free account to continue.'),
    ).toBeTruthy();
  });
});
