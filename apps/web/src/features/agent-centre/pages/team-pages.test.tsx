import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { renderWithQueries } from '@/test/render';
import { signedInAs } from '@/test/session';
import { AgentCentreContext } from '../agent-context';
import { TeamBets } from './team-bets';
import { TeamProfit } from './team-profit';
import { TeamTransactions } from './team-transactions';

const fetchMock = stubFetch();
signedInAs('agent01');
const asked: URL[] = [];

function serve(path: string, value: (url: URL) => unknown) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://site.example');
    if (url.pathname !== path) return new Response('', { status: 404 });
    asked.push(url);
    return respond(value(url));
  });
}

const inCentre = (page: ReactNode) =>
  renderWithQueries(
    <AgentCentreContext value={{ balance: 0, currencySymbol: '₱', decimals: 2, timeZoneOffsetMinutes: 480 }}>
      {page}
    </AgentCentreContext>,
  );

beforeEach(() => {
  asked.length = 0;
});

describe('team betting', () => {
  const round = (id: number, account: string, winLoss: number) => ({
    id,
    account,
    roundId: `r${id}`,
    vendorCode: 'PG',
    vendorName: 'PG Soft',
    gameCode: 'lucky',
    gameName: 'Lucky Neko',
    gameType: 'RNG',
    stake: 1_000,
    payout: 1_000 + winLoss,
    winLoss,
    status: 'SETTLED',
    placedAt: '2026-11-26T02:00:00Z',
    settledAt: '2026-11-26T02:00:01Z',
  });

  it('lists whose rounds they were with the totals, and sends the scope and account', async () => {
    serve('/wps/agent/team/bets', () => ({
      list: [round(2, 'player03', -1_000), round(1, 'player01', 500)],
      pageNo: 1,
      pageSize: 20,
      total: 2,
      totalPages: 1,
      totals: { count: 2, stake: 2_000, payout: 1_500, winLoss: -500 },
      gameTypes: ['RNG'],
      vendors: [{ code: 'PG', name: 'PG Soft', gameTypes: ['RNG'] }],
    }));
    inCentre(<TeamBets />);
    const rows = await screen.findAllByTestId('team-bet-row');
    expect(within(rows[0]!).getByText('player03')).toBeTruthy();
    expect(rows[0]!.textContent).toContain('−10.00');
    expect(screen.getByTestId('bet-totals-count').textContent).toBe('2');
    expect(asked.at(-1)?.searchParams.get('scope')).toBe('all');

    fireEvent.click(screen.getByRole('button', { name: 'Direct' }));
    fireEvent.change(screen.getByLabelText('Search by account'), { target: { value: 'player0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findAllByTestId('team-bet-row');
    const last = asked.at(-1)!;
    expect([last.searchParams.get('scope'), last.searchParams.get('account')]).toEqual(['direct', 'player0']);
    expect(last.searchParams.get('pageNo')).toBe('1');
  });
});

describe('user loss', () => {
  it('shows each account’s result, the biggest loss first, and the team’s total', async () => {
    serve('/wps/agent/team/profit', (url) => ({
      period: url.searchParams.get('period'),
      startDate: '2026-11-26',
      endDate: '2026-11-26',
      list: [
        {
          account: 'player03',
          nickname: 'Player Three',
          isAgent: false,
          level: 2,
          stake: 5_000,
          payout: 0,
          profit: -5_000,
          rounds: 3,
        },
        {
          account: 'player01',
          nickname: 'Player One',
          isAgent: false,
          level: 1,
          stake: 1_000,
          payout: 1_800,
          profit: 800,
          rounds: 1,
        },
      ],
      total: 2,
      pageNo: 1,
      pageSize: 20,
      totals: { stake: 6_000, payout: 1_800, profit: -4_200, rounds: 4 },
    }));
    inCentre(<TeamProfit />);
    const rows = await screen.findAllByTestId('team-profit-row');
    expect(rows[0]!.textContent).toContain('player03');
    expect(rows[0]!.textContent).toContain('Level 2');
    expect(rows[0]!.textContent).toContain('−50.00');
    expect(screen.getByTestId('team-profit-total').textContent).toContain('−42.00');
    expect(asked.at(-1)?.searchParams.get('period')).toBe('today');

    fireEvent.click(screen.getByRole('button', { name: 'This month' }));
    await screen.findAllByTestId('team-profit-row');
    expect(asked.at(-1)?.searchParams.get('period')).toBe('thisMonth');
  });
});

describe('downline transactions', () => {
  it('lists whose movement it was, named and signed as the account record does, and sends the filters', async () => {
    serve('/wps/agent/team/transactions', () => ({
      list: [
        {
          id: 9,
          transactionId: 5,
          type: 'TRANSFER_DOWNLINE',
          wallet: 'MAIN',
          amount: 2_500,
          balanceAfter: 2_500,
          createdAt: '2026-11-26T02:00:00Z',
          reference: '',
          counterparty: 'agent01',
          account: 'player01',
        },
      ],
      pageNo: 1,
      pageSize: 20,
      total: 1,
      totalPages: 1,
      types: ['TRANSFER_DOWNLINE'],
    }));
    inCentre(<TeamTransactions />);
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(within(row).getByText('player01')).toBeTruthy();
    expect(row.textContent).toContain('+25.00');
    expect(asked.at(-1)?.searchParams.get('scope')).toBe('all');
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'TRANSFER_DOWNLINE' } });
    await screen.findAllByRole('row');
    expect(asked.at(-1)?.searchParams.get('type')).toBe('TRANSFER_DOWNLINE');
  });
});
