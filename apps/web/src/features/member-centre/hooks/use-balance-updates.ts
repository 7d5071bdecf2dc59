import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { memberQueryKey } from '@/lib/session';

/*
 * The header's balance query (features/account, key ['member', 'balance']) is where a balance pushed
 * over the socket, or refreshed by the member, lands. Wallet pages follow it through the query cache
 * rather than by importing the account feature (features stay independent).
 */
const balanceKey = [...memberQueryKey, 'balance'] as const;

function isBalanceKey(key: readonly unknown[]): boolean {
  return key.length === balanceKey.length && key.every((part, i) => part === balanceKey[i]);
}

/** Calls `onBalance` with each new main balance the header learns of (push, refresh, refetch). */
export function useBalanceUpdates(onBalance: (balance: number) => void): void {
  const client = useQueryClient();
  const latest = useRef(onBalance);
  useEffect(() => {
    latest.current = onBalance;
  });
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        if (!isBalanceKey(event.query.queryKey)) return;
        const balance = (event.query.state.data as { balance?: unknown } | undefined)?.balance;
        if (typeof balance === 'number') latest.current(balance);
      }),
    [client],
  );
}
