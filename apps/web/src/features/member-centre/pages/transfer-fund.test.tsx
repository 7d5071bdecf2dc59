import type { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { renderWithQueries } from '@/test/render';
import { signedInAs } from '@/test/session';
import TransferFund from './transfer-fund';

const wallets = {
  isSingle: false,
  currency: 'PHP',
  currencySymbol: '₱',
  decimals: 2,
  balance: 100_000,
  vendors: [
    { vassalage: 'PG', displayName: 'PG Soft', balance: 2_500, enabled: true },
    { vassalage: 'JDB', displayName: 'JDB Gaming', balance: 0, enabled: true },
  ],
};

const fetchMock = stubFetch();
signedInAs('alice');
let clientOfTest: QueryClient;
const sent: Array<Record<string, unknown>> = [];

function answer(value = wallets, transfer?: (body: Record<string, unknown>) => Promise<Response>) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/wps/v2/wallets')) return respond(value);
    if (url.startsWith('/wps/relay/GCS_walletTransfer')) {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      sent.push(body);
      if (transfer) return transfer(body);
      const amount = body.all ? 100_000 : (body.amount as number);
      return respond({
        transactionId: sent.length,
        direction: body.direction,
        vassalage: body.vassalage,
        amount,
        mainBalance: 100_000 - amount,
        vendorBalance: 2_500 + amount,
        currency: 'PHP',
        createdAt: '2026-01-01T00:00:00Z',
      });
    }
    return respond(null);
  });
}

function renderPage() {
  clientOfTest = renderWithQueries(<TransferFund />);
}

const amountInput = () => screen.getByLabelText('Amount') as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Transfer in' }));

beforeEach(() => {
  sent.length = 0;
});

describe('transferFund', () => {
  it('shows the main wallet and every game wallet', async () => {
    answer();
    renderPage();
    expect((await screen.findByTestId('main-wallet-balance')).textContent).toBe('₱\u00a01,000.00');
    expect(screen.getByRole('button', { name: /PG Soft.*25\.00/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /JDB Gaming.*0\.00/ })).toBeTruthy();
  });

  it('says that games play from the main wallet, not that money must be moved to play', async () => {
    answer();
    renderPage();
    await screen.findByTestId('main-wallet-balance');
    const hint = screen.getByText(/Games take their stakes straight from your main wallet/);
    expect(hint.textContent).not.toMatch(/before playing/);
  });

  it.each([
    ['', 'Please enter an amount.'],
    ['abc', 'Please enter a number, such as 100 or 100.50.'],
    ['1.234', 'Use at most 2 decimal places.'],
    ['0', 'The amount must be more than 0.'],
    ['1000.01', 'The amount is more than the available ₱\u00a01,000.00.'],
  ])('refuses %j without sending anything', async (typed, message) => {
    answer();
    renderPage();
    await screen.findByTestId('main-wallet-balance');
    fireEvent.change(amountInput(), { target: { value: typed } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(sent).toHaveLength(0);
  });

  it('sends the amount in minor units with a request id, and shows the new balances', async () => {
    answer();
    renderPage();
    await screen.findByTestId('main-wallet-balance');
    fireEvent.change(amountInput(), { target: { value: ' 234.5' } });
    submit();
    expect((await screen.findByRole('status')).textContent).toContain('₱\u00a0234.50 transferred');
    expect(sent[0]).toMatchObject({ vassalage: 'PG', direction: 'in', amount: 23_450 });
    expect(sent[0]!.requestId).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.getByTestId('main-wallet-balance').textContent).toBe('₱\u00a0765.50'));
  });

  it('retries with the same request id after a failure, and uses a new one for a new action', async () => {
    let fail = true;
    answer(wallets, async (body) => {
      if (fail) throw new TypeError('network down');
      return respond({
        transactionId: 1,
        direction: body.direction,
        vassalage: body.vassalage,
        amount: body.amount,
        mainBalance: 99_000,
        vendorBalance: 3_500,
        currency: 'PHP',
        createdAt: '2026-01-01T00:00:00Z',
      });
    });
    renderPage();
    await screen.findByTestId('main-wallet-balance');
    fireEvent.change(amountInput(), { target: { value: '10' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
    fail = false;
    submit();
    await screen.findByRole('status');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.requestId).toBe(sent[0]!.requestId);
    fireEvent.change(amountInput(), { target: { value: '10' } });
    submit();
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]!.requestId).not.toBe(sent[0]!.requestId);
  });

  it('moves everything with All, and out of the chosen game wallet', async () => {
    answer();
    renderPage();
    await screen.findByTestId('main-wallet-balance');
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(amountInput().value).toBe('1000.00');
    submit();
    await screen.findByRole('status');
    expect(sent[0]).toMatchObject({ vassalage: 'PG', direction: 'in', all: true });
    expect(sent[0]).not.toHaveProperty('amount');

    fireEvent.click(screen.getByRole('radio', { name: 'Game wallet → main' }));
    fireEvent.click(screen.getByRole('button', { name: /JDB Gaming/ }));
    fireEvent.change(amountInput(), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer out' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The amount is more than the available ₱\u00a00.00.',
    );
  });

  it('reloads the wallets when the header learns of another balance (a push)', async () => {
    answer();
    renderPage();
    await screen.findByTestId('main-wallet-balance');
    const walletCalls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/wps/v2/wallets'));
    expect(walletCalls()).toHaveLength(1);
    act(() => {
      clientOfTest.setQueryData(['member', 'balance'], {
        balance: 100_000,
        currency: 'PHP',
        currencySymbol: '₱',
        decimals: 2,
      });
    });
    act(() => {
      clientOfTest.setQueryData(['member', 'balance'], {
        balance: 123_400,
        currency: 'PHP',
        currencySymbol: '₱',
        decimals: 2,
      });
    });
    await waitFor(() => expect(walletCalls()).toHaveLength(2));
  });

  it('shows the main wallet alone on a single-wallet brand', async () => {
    answer({ ...wallets, isSingle: true, vendors: [] });
    renderPage();
    await screen.findByTestId('main-wallet-balance');
    expect(screen.getByText(/Every game plays straight from your main wallet/)).toBeTruthy();
    expect(screen.queryByLabelText('Amount')).toBeNull();
  });
});
