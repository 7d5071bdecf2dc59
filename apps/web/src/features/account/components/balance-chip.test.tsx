import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { maskedAmount } from '@/lib/format-money';
import { endSession, startSession } from '@/lib/session';
import { respond } from '@/test/api-responses';
import { stubFetch } from '@/test/fetch-mock';
import { renderWithQueries } from '@/test/render';
import { setBalanceHidden } from '../hooks/use-balance-visibility';
import { BalanceChip } from './balance-chip';

const fetchMock = stubFetch();

/** Stands in for the balance socket's WebSocket: the test opens it and pushes messages. */
class FakeSocket extends EventTarget {
  static made: FakeSocket[] = [];
  sent: string[] = [];
  constructor(readonly url: string) {
    super();
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {}
}

function renderChip() {
  renderWithQueries(<BalanceChip />);
}

beforeEach(() => {
  fetchMock.mockImplementation(async () =>
    respond({ balance: 123456789, currency: 'PHP', currencySymbol: '₱', decimals: 2 }),
  );
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  act(() => {
    setBalanceHidden(false);
    startSession('token-1', 'alice');
  });
});

afterEach(() => {
  act(() => endSession());
});

describe('header balance', () => {
  it('shows the amount with its symbol, two decimals and grouping', async () => {
    renderChip();
    expect((await screen.findByTestId('balance-amount')).textContent).toBe('1,234,567.89');
    expect(screen.getByText('₱')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/wps/v2/wallets/balance');
  });

  it('masks the amount when hidden and keeps the choice in local storage', async () => {
    renderChip();
    await screen.findByTestId('balance-amount');
    fireEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.queryByTestId('balance-amount')).toBeNull();
    expect(screen.getByText(maskedAmount)).toBeTruthy();
    expect(maskedAmount).toBe('••••••');
    expect(screen.getByText('Balance hidden')).toBeTruthy();
    expect(window.localStorage.getItem('balanceHidden')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(screen.getByTestId('balance-amount').textContent).toBe('1,234,567.89');
    expect(window.localStorage.getItem('balanceHidden')).toBeNull();
  });

  it('refreshes at most once a second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderChip();
      await screen.findByTestId('balance-amount');
      const refresh = screen.getByRole('button', { name: 'Refresh balance' });
      fireEvent.click(refresh);
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
      await waitFor(() => expect(refresh.getAttribute('aria-busy')).toBe('false'));
      fireEvent.click(refresh);
      fireEvent.click(refresh);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      vi.advanceTimersByTime(1000);
      fireEvent.click(refresh);
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    } finally {
      vi.useRealTimers();
    }
  });

  it('follows the balances the socket pushes, without a refresh', async () => {
    renderChip();
    await screen.findByTestId('balance-amount');
    await waitFor(() => expect(FakeSocket.made).toHaveLength(1));
    const socket = FakeSocket.made[0]!;
    act(() => socket.dispatchEvent(new Event('open')));
    expect(JSON.parse(socket.sent[0]!)).toEqual({ type: 'auth', token: 'token-1' });
    act(() => {
      const data = JSON.stringify({ type: 'balance', balance: 500_050, currency: 'PHP' });
      socket.dispatchEvent(new MessageEvent('message', { data }));
    });
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('5,000.50'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks nothing without a session', () => {
    act(() => endSession());
    renderChip();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(FakeSocket.made).toHaveLength(0);
  });
});
