import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { betPaths, profitValueSchema } from '@lobby/contract/bets';
import type { ProfitQuery } from '@lobby/contract/bets-requests';
import { apiGet } from '@/lib/api-client';
import { memberQueryKey } from '@/lib/session';

/** Personal loss: the member's settled rounds of a period, by game type and vendor. */
export function getPersonalProfit(query: ProfitQuery, signal?: AbortSignal) {
  return apiGet(betPaths.profit, query, profitValueSchema, signal);
}

export const personalProfitQueryOptions = (query: ProfitQuery, enabled = true) =>
  queryOptions({
    enabled,
    queryKey: [...memberQueryKey, 'personal-profit', query],
    queryFn: ({ signal }) => getPersonalProfit(query, signal),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

/** `enabled` false holds the call (a custom range still being typed). */
export function usePersonalProfit(query: ProfitQuery, enabled = true) {
  return useQuery(personalProfitQueryOptions(query, enabled));
}
