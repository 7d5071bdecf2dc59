import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AgentContract } from '@lobby/contract/agent-contracts';
import type { AgentPayout } from '@lobby/contract/agent-payouts';
import { envelope, respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { renderWithQueries } from '@/test/render';
import { signedInAs } from '@/test/session';
import { AgentCentreContext } from '../../agent-context';
import { DownlineContracts } from './downline-contracts';
import { MyContract } from './my-contract';
import { PayoutRecords } from './payout-records';

const fetchMock = stubFetch();
signedInAs('agent01');
const asked: { url: URL; body: unknown }[] = [];
type Route = (url: URL, body: unknown) => Response;
let routes: Record<string, Route> = {};

beforeEach(() => {
  asked.length = 0;
  routes = {};
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://site.example');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    asked.push({ url, body });
    const route = routes[url.pathname];
    return route ? route(url, body) : new Response('', { status: 404 });
  });
});

const inCentre = (page: ReactNode) =>
  renderWithQueries(
    <AgentCentreContext value={{ balance: 0, currencySymbol: '₱', decimals: 2, timeZoneOffsetMinutes: 480 }}>
      {page}
    </AgentCentreContext>,
  );

function contract(overrides: Partial<AgentContract>): AgentContract {
  return {
    id: 1,
    kind: 'dailySalary',
    upline: null,
    downline: { account: 'agent01', nickname: 'Agent One' },
    terms: { kind: 'dailySalary', tiers: [{ dailyBetAmount: 0, activeMembers: 0, rate: 150 }] },
    rate: 150,
    state: 'accepted',
    role: 'downline',
    offeredAt: '2026-11-20T02:00:00Z',
    answeredAt: '2026-11-20T03:00:00Z',
    endedAt: null,
    endedBy: null,
    endReason: null,
    note: '',
    ...overrides,
  };
}

const page = (list: AgentContract[]) => ({
  list,
  pageNo: 1,
  pageSize: 20,
  total: list.length,
  totalPages: 1,
  pendingOffers: list.filter((c) => c.state === 'offered').length,
});

describe('my contract', () => {
  it('shows the contract in force and an offer, and accepting says it replaces the current one', async () => {
    const offer = contract({
      id: 2,
      state: 'offered',
      answeredAt: null,
      rate: 200,
      terms: { kind: 'dailySalary', tiers: [{ dailyBetAmount: 100_000, activeMembers: 2, rate: 200 }] },
    });
    routes['/wps/agent/contracts'] = () => respond(page([offer, contract({})]));
    routes['/wps/relay/MCS2_processDailySalContract'] = () => respond({ ...offer, state: 'accepted' });
    inCentre(<MyContract kind="dailySalary" />);
    const cards = await screen.findAllByTestId('contract-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading').textContent).toBe('Offer waiting for your answer');
    expect(within(cards[1]!).getByTestId('contract-rate').textContent).toBe('1.5%');
    expect(within(cards[1]!).getByText('The platform')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Accepting replaces the contract you hold now');
    expect(within(dialog).getByRole('table').textContent).toContain('₱\u00a01,000.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(asked.some(({ url }) => url.pathname === '/wps/relay/MCS2_processDailySalContract')).toBe(true),
    );
    const sent = asked.find(({ url }) => url.pathname === '/wps/relay/MCS2_processDailySalContract')!;
    expect(sent.body).toEqual({ contractId: 2, action: 'accept', reason: '' });
  });

  it('says so when the agent holds nothing of the kind', async () => {
    routes['/wps/agent/contracts'] = () => respond(page([]));
    inCentre(<MyContract kind="hourlySalary" />);
    expect(await screen.findByText(/You hold no contract of this kind/)).toBeTruthy();
  });
});

describe('downline contracts', () => {
  it('checks the tiers in the form and shows the server’s refusal inline', async () => {
    routes['/wps/agent/contracts'] = (url) =>
      url.searchParams.get('role') === 'upline' ? respond(page([])) : respond(page([contract({})]));
    routes['/wps/agent/team/downline'] = () =>
      respond({
        list: [
          {
            account: 'agent02',
            nickname: 'Agent Two',
            type: 1,
            isAgent: true,
            level: 1,
            parent: 'agent01',
            active: true,
            balance: 0,
            registeredAt: '2026-11-01T00:00:00Z',
            lastLoginAt: null,
          },
        ],
        pageNo: 1,
        pageSize: 100,
        total: 1,
      });
    routes['/wps/agent/contracts/offer'] = () =>
      envelope({ success: false, value: null, message: 'contract_offer_pending', code: 'CONFLICT' }, 409);
    inCentre(<DownlineContracts kind="dailySalary" />);
    expect(await screen.findByText(/have not offered contracts of this kind/)).toBeTruthy();
    const offerButton = await screen.findByRole('button', { name: 'Offer a contract' });
    await waitFor(() => expect((offerButton as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(offerButton);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('option', { name: 'Agent Two (agent02)' });
    fireEvent.change(within(dialog).getByLabelText('Direct downline agent'), {
      target: { value: 'agent02' },
    });
    fireEvent.change(within(dialog).getByLabelText('Daily valid bet (₱)'), { target: { value: '0' } });
    fireEvent.change(within(dialog).getByLabelText('Active members'), { target: { value: '0' } });
    fireEvent.change(within(dialog).getByLabelText('Rate (%)'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('above your own rate of 1.5%');
    expect(asked.some(({ url }) => url.pathname === '/wps/agent/contracts/offer')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Rate (%)'), { target: { value: '1.2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    await waitFor(() =>
      expect(asked.some(({ url }) => url.pathname === '/wps/agent/contracts/offer')).toBe(true),
    );
    const sent = asked.find(({ url }) => url.pathname === '/wps/agent/contracts/offer')!.body as Record<
      string,
      unknown
    >;
    expect(sent.downline).toBe('agent02');
    expect(sent.terms).toEqual({
      kind: 'dailySalary',
      tiers: [{ dailyBetAmount: 0, activeMembers: 0, rate: 120 }],
    });
    await waitFor(() => expect(dialog.querySelector('.wallet-notice--error')).not.toBeNull());
  });
});

describe('payout records', () => {
  const payout = (id: number, overrides: Partial<AgentPayout> = {}): AgentPayout => ({
    id,
    contractId: 1,
    kind: 'dailySalary',
    role: 'downline',
    upline: null,
    downline: { account: 'agent01', nickname: 'Agent One' },
    periodStart: '2026-11-26T16:00:00Z',
    periodEnd: '2026-11-27T16:00:00Z',
    basis: { validBet: 500_000, activeMembers: 4 },
    tier: 1,
    rate: 150,
    amount: 7_500,
    state: 'paid',
    paidAt: '2026-11-27T16:05:00Z',
    ...overrides,
  });

  it('lists each period’s figures, tier, rate, amount and state with the totals, by side and date', async () => {
    routes['/wps/agent/contracts/payouts'] = () =>
      respond({
        list: [payout(2, { state: 'owed', paidAt: null }), payout(1, { tier: null, rate: 0, amount: 0 })],
        pageNo: 1,
        pageSize: 20,
        total: 2,
        totalPages: 1,
        totals: { paid: 7_500, owed: 7_500 },
      });
    inCentre(<PayoutRecords kind="dailySalary" />);
    const rows = await screen.findAllByTestId('payout-row');
    expect(rows[0]!.textContent).toContain('Tier 2');
    expect(rows[0]!.textContent).toContain('1.5%');
    expect(rows[0]!.textContent).toContain('₱\u00a075.00');
    expect(rows[0]!.textContent).toContain('Owed');
    expect(rows[0]!.textContent).toContain('₱\u00a05,000.00');
    expect(rows[1]!.textContent).toContain('No tier reached');
    expect(screen.getByTestId('payout-total-paid').textContent).toBe('₱\u00a075.00');
    expect(asked.at(-1)!.url.searchParams.get('kind')).toBe('dailySalary');
    expect(asked.at(-1)!.url.searchParams.get('role')).toBe('downline');

    fireEvent.click(screen.getByRole('button', { name: 'Paid to downline' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(asked.at(-1)!.url.searchParams.get('from')).toBe('2026-11-01'));
    expect(asked.at(-1)!.url.searchParams.get('role')).toBe('upline');
  });

  it('says when nothing was paid yet', async () => {
    routes['/wps/agent/contracts/payouts'] = () =>
      respond({ list: [], pageNo: 1, pageSize: 20, total: 0, totalPages: 0, totals: { paid: 0, owed: 0 } });
    inCentre(<PayoutRecords kind="hourlySalary" />);
    expect(await screen.findByText('No payouts in this range yet.')).toBeTruthy();
  });
});
