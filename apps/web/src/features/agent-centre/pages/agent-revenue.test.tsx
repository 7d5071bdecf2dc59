import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AgentRevenueValue, RevenueFigures } from '@lobby/contract/agent-revenue';
import { respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { renderWithQueries } from '@/test/render';
import { signedInAs } from '@/test/session';
import { AgentCentreContext } from '../agent-context';
import { AgentRevenue } from './agent-revenue';

const fetchMock = stubFetch();
signedInAs('agent01');
const asked: URL[] = [];

const figures = (netRevenue: number, deposits = 0): RevenueFigures => ({
  deposits,
  withdrawals: 0,
  validBets: 0,
  winLoss: -netRevenue,
  bonuses: 0,
  salariesReceived: 0,
  salariesPaid: 0,
  dividendsReceived: 0,
  dividendsPaid: 0,
  netRevenue,
});

const top: AgentRevenueValue = {
  agent: { memberId: 1, account: 'agent01' },
  path: [{ memberId: 1, account: 'agent01' }],
  startDate: '2026-11-28',
  endDate: '2026-11-28',
  currency: 'PHP',
  totals: figures(2_500, 9_000),
  own: figures(0),
  rows: [
    { memberId: 3, account: 'player01', isAgent: false, figures: figures(500) },
    { memberId: 2, account: 'agent02', isAgent: true, figures: figures(2_000, 9_000) },
  ],
};
const sub: AgentRevenueValue = {
  ...top,
  agent: { memberId: 2, account: 'agent02' },
  path: [
    { memberId: 1, account: 'agent01' },
    { memberId: 2, account: 'agent02' },
  ],
  totals: figures(2_000, 9_000),
  rows: [],
};

beforeEach(() => {
  asked.length = 0;
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://site.example');
    if (url.pathname !== '/wps/agent/revenue') return new Response('', { status: 404 });
    asked.push(url);
    return respond(url.searchParams.get('agent') === '2' ? sub : top);
  });
});

const render = () =>
  renderWithQueries(
    <AgentCentreContext value={{ balance: 0, currencySymbol: '₱', decimals: 2, timeZoneOffsetMinutes: 480 }}>
      <AgentRevenue />
    </AgentCentreContext>,
  );

describe('the revenue report', () => {
  it('shows the totals, sorts the downline by net revenue, drills into an agent and back', async () => {
    render();
    expect((await screen.findByTestId('revenue-total-netRevenue')).textContent).toBe('+25.00');
    expect(screen.getByTestId('revenue-total-deposits').textContent).toBe('90.00');
    const accounts = () =>
      screen.getAllByTestId('revenue-row').map((row) => within(row).getByRole('rowheader').textContent);
    expect(accounts()[0]).toContain('agent02');
    fireEvent.click(screen.getByRole('button', { name: /Net revenue/ }));
    expect(accounts()[0]).toContain('player01');

    fireEvent.click(screen.getByRole('button', { name: 'Open the team of agent02' }));
    expect(await screen.findByText('No money moved in this team during the period.')).toBeTruthy();
    expect(asked.at(-1)?.searchParams.get('agent')).toBe('2');
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Team path' })).getByRole('button'));
    expect(await screen.findByRole('button', { name: 'Open the team of agent02' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Team path' })).toBeNull();
  });

  it('sends a named period, and a custom one only when its days are in order', async () => {
    render();
    await screen.findByTestId('revenue-totals');
    fireEvent.click(screen.getByRole('button', { name: 'Half month' }));
    await screen.findByTestId('revenue-totals');
    expect(asked.at(-1)?.searchParams.get('period')).toBe('halfMonth');
    fireEvent.click(screen.getByRole('button', { name: 'Custom dates' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-30' } });
    expect(screen.getByRole('alert').textContent).toContain('start day');
  });
});
