import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agentPayoutPaths, payoutListValueSchema, type PayoutListQuery } from '@lobby/contract/agent-payouts';
import { apiGet } from '@/lib/api-client';
import { contractsQueryKey } from './contract-keys';

type Query = Pick<PayoutListQuery, 'kind' | 'role' | 'pageNo' | 'pageSize'> &
  Partial<Pick<PayoutListQuery, 'from' | 'to' | 'state'>>;

/** What the agent's contracts of one kind paid it (downline) or it paid its downline (upline). */
export function getPayouts(query: Query, signal?: AbortSignal) {
  return apiGet(agentPayoutPaths.list, query, payoutListValueSchema, signal);
}

export function usePayouts(query: Query) {
  return useQuery(
    queryOptions({
      queryKey: [...contractsQueryKey, 'payouts', query],
      queryFn: ({ signal }) => getPayouts(query, signal),
      staleTime: 30_000,
      placeholderData: keepPreviousData,
    }),
  );
}
