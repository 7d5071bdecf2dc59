import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { balanceQueryOptions } from './api/get-balance';
import { memberInfoQueryOptions } from './api/get-member-info';
import { socketCloseCodes, walletPaths } from '@lobby/contract/wallet';
import { connectBalanceSocket, socketPath } from './balance-socket';
import { applyPushedBalance } from './hooks/use-balance-socket';

/** A WebSocket that the test drives: it records what is sent and fires the events it is told to. */
class FakeSocket extends EventTarget {
  static made: FakeSocket[] = [];
  sent: string[] = [];
  closedWith: number | null = null;
  constructor(readonly url: string) {
    super();
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.closedWith = code;
  }
  open() {
    this.dispatchEvent(new Event('open'));
  }
  receive(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
  drop(code: number) {
    this.dispatchEvent(new CloseEvent('close', { code }));
  }
}

beforeEach(() => {
  FakeSocket.made = [];
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('connectBalanceSocket', () => {
  it('uses the path and close codes of the contract', () => {
    expect(socketPath).toBe(walletPaths.socket);
    expect(socketCloseCodes).toEqual({ unauthorized: 4401, tooMany: 4429 });
  });

  it('authenticates with the first message, never in the address, and hands balances on', () => {
    const seen: number[] = [];
    const stop = connectBalanceSocket('secret-token', { onBalance: (b) => seen.push(b) });
    const socket = FakeSocket.made[0]!;
    expect(socket.url).toMatch(/^ws:\/\/[^/]+\/ws$/);
    expect(socket.url).not.toContain('secret-token');
    socket.open();
    expect(socket.sent).toEqual([JSON.stringify({ type: 'auth', token: 'secret-token' })]);
    socket.receive({ type: 'balance', balance: 12_345, currency: 'PHP' });
    socket.receive({ type: 'balance', balance: 1.5, currency: 'PHP' });
    socket.receive({ type: 'error', message: 'x' });
    socket.dispatchEvent(new MessageEvent('message', { data: 'not json' }));
    expect(seen).toEqual([12_345]);
    stop();
    expect(socket.closedWith).toBe(1000);
  });

  it('reconnects after a drop with a growing pause, and stops when the session is over', () => {
    connectBalanceSocket('t', { onBalance: () => undefined });
    FakeSocket.made[0]!.drop(1006);
    vi.advanceTimersByTime(999);
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(2);
    FakeSocket.made[1]!.drop(1006);
    vi.advanceTimersByTime(1_999);
    expect(FakeSocket.made).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(3);
    FakeSocket.made[2]!.drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(3);
  });

  it('does not reconnect once stopped', () => {
    const stop = connectBalanceSocket('t', { onBalance: () => undefined });
    stop();
    FakeSocket.made[0]!.drop(1006);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(1);
  });
});

describe('applyPushedBalance', () => {
  it('writes the pushed balance into the cached balance and member info', () => {
    const client = new QueryClient();
    const balanceKey = balanceQueryOptions().queryKey;
    const infoKey = memberInfoQueryOptions().queryKey;
    client.setQueryData(balanceKey, { balance: 1, currency: 'PHP', currencySymbol: '₱', decimals: 2 });
    client.setQueryData(infoKey, { balance: 1, account: 'alice' } as never);
    applyPushedBalance(client, 99_900);
    expect(client.getQueryData(balanceKey)).toMatchObject({ balance: 99_900, currencySymbol: '₱' });
    expect(client.getQueryData(infoKey)).toMatchObject({ balance: 99_900, account: 'alice' });
  });
});
