import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { signedInAs } from '@/test/session';
import { brandDay } from '@/lib/brand-day';
import TransactionHistory from './transaction-history';

const fetchMock = stubFetch();
signedInAs('alice');
const queries: URLSearchParams[] = [];

const record = (id: number, type: string, amount: number, balanceAfter: number, extra = {}) => ({
  id,
  transactionId: id,
  type,
  wallet: 'MAIN',
  amount,
  balanceAfter,
  createdAt: '2026-03-01T16:30:00Z',
  reference: '',
  counterparty: '',
  ...extra,
});

beforeEach(() => {
  queries.length = 0;
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    queries.push(url.searchParams);
    const value = {
      list: [
        record(3, 'TRANSFER_UPLINE', -2_500, 7_500, { counterparty: 'agent01' }),
        record(2, 'WALLET_TRANSFER', 1_000, 10_000, { wallet: 'PG', reference: 'PG' }),
        record(1, 'SOMETHING_NEW', 9_000, 9_000),
        record(0, 'BET', -200, 0, {
          reference: 'PG:EMU-1',
          round: { roundId: 'EMU-1', vendorCode: 'PG', gameCode: 'fortune-ox', gameName: 'Fortune Ox' },
        }),
        // From a server without rounds: the reference as it was.
        record(-1, 'WIN', 500, 200, { reference: 'PG:EMU-1' }),
        record(-2, 'BET_REFUND', 100, 0, { reference: 'BGS:r1' }),
      ],
      pageNo: Number(url.searchParams.get('pageNo')),
      pageSize: 20,
      total: 45,
      totalPages: 3,
      types: ['SOMETHING_NEW', 'TRANSFER_UPLINE', 'WALLET_TRANSFER'],
    };
    return respond(value);
  });
});

function renderPage() {
  return renderRoutes(
    [{ path: '/member', element: <TransactionHistory timeZoneOffsetMinutes={480} /> }],
    '/member?page=transactionHistory',
  );
}

describe('transactionHistory', () => {
  it('asks for the last 7 days of the brand calendar and lists the movements', async () => {
    renderPage();
    const rows = await screen.findAllByRole('row');
    expect(queries[0]!.get('startDate')).toBe(brandDay(480, 6));
    expect(queries[0]!.get('endDate')).toBe(brandDay(480));
    expect(queries[0]!.get('pageNo')).toBe('1');
    // Header row + 6 movements.
    expect(rows).toHaveLength(7);
    const first = within(rows[1]!);
    expect(first.getByText('Upline transfer')).toBeTruthy();
    expect(first.getByText('−25.00')).toBeTruthy();
    expect(first.getByText('With agent01')).toBeTruthy();
    // 16:30 UTC is 00:30 the next day in GMT+8.
    expect(rows[1]!.textContent).toContain('2026');
    expect(rows[1]!.textContent).toMatch(/0?3\/0?2|Mar 2|2 Mar/);
    expect(within(rows[2]!).getByText('+10.00')).toBeTruthy();
    expect(within(rows[3]!).getByText('SOMETHING_NEW')).toBeTruthy();
    // The seamless wallet's kinds, named (the games and the lottery write them).
    expect(within(rows[4]!).getByText('Bet')).toBeTruthy();
    expect(within(rows[5]!).getByText('Win')).toBeTruthy();
    expect(within(rows[6]!).getByText('Bet refund')).toBeTruthy();
    expect(screen.getByText('Movements: 45')).toBeTruthy();
  });

  it('names a game movement by its game, linking to its round in the betting record', async () => {
    const { router } = renderPage();
    const rows = await screen.findAllByRole('row');
    expect(queries[0]!.get('language')).toBe('EN');
    const link = within(rows[4]!).getByRole('link', { name: /^Fortune Ox/ });
    expect(rows[4]!.textContent).not.toContain('PG:EMU-1');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.search).toBe('?page=personalHistoryCopy&round=EMU-1'));
    expect(router.state.location.pathname).toBe('/member');
  });

  it('filters by type and range, and pages', async () => {
    renderPage();
    await screen.findAllByRole('row');
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'WALLET_TRANSFER' } });
    await waitFor(() => expect(queries.at(-1)!.get('type')).toBe('WALLET_TRANSFER'));
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(queries.at(-1)!.get('startDate')).toBe(brandDay(480)));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(queries.at(-1)!.get('pageNo')).toBe('2'));
    expect(queries.at(-1)!.get('pageSize')).toBe('20');
  });
});

describe('brandDay', () => {
  it('is the calendar day of the brand zone', () => {
    const at = Date.UTC(2026, 0, 31, 17, 0); // 01:00 on 1 February in GMT+8
    expect(brandDay(480, 0, at)).toBe('2026-02-01');
    expect(brandDay(480, 6, at)).toBe('2026-01-26');
    expect(brandDay(0, 0, at)).toBe('2026-01-31');
  });
});
