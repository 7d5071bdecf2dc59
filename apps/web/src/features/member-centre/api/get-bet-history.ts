import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { betHistoryValueSchema, betPaths } from '@lobby/contract/bets';
import type { BetHistoryQuery } from '@lobby/contract/bets-requests';
import { apiGet } from '@/lib/api-client';
import { memberQueryKey } from '@/lib/session';

/** The betting record: the member's game rounds, newest first, one page at a time, with totals. */
export function getBetHistory(query: BetHistoryQuery, signal?: AbortSignal) {
  return apiGet(betPaths.history, query, betHistoryValueSchema, signal);
}

export const betHistoryQueryOptions = (query: BetHistoryQuery) =>
  queryOptions({
    queryKey: [...memberQueryKey, 'bet-history', query],
    queryFn: ({ signal }) => getBetHistory(query, signal),
    staleTime: 10_000,
    // The list keeps the page it shows while the next one loads, so it does not jump.
    placeholderData: keepPreviousData,
  });

export function useBetHistory(query: BetHistoryQuery) {
  return useQuery(betHistoryQueryOptions(query));
}
