import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { transactionHistoryValueSchema, walletPaths } from '@lobby/contract/wallet';
import type { TransactionHistoryQuery } from '@lobby/contract/wallet-requests';
import { apiGet } from '@/lib/api-client';
import { memberQueryKey } from '@/lib/session';

/** The account record: every movement on the member's wallets, newest first, one page at a time. */
export function getTransactionHistory(query: TransactionHistoryQuery, signal?: AbortSignal) {
  return apiGet(walletPaths.transactionHistory, query, transactionHistoryValueSchema, signal);
}

export const transactionHistoryQueryOptions = (query: TransactionHistoryQuery) =>
  queryOptions({
    queryKey: [...memberQueryKey, 'transaction-history', query],
    queryFn: ({ signal }) => getTransactionHistory(query, signal),
    staleTime: 10_000,
    // The table keeps the page it shows while the next one loads, so it does not jump.
    placeholderData: keepPreviousData,
  });

export function useTransactionHistory(query: TransactionHistoryQuery) {
  return useQuery(transactionHistoryQueryOptions(query));
}
