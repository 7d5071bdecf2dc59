import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agentTeamPaths, downlineValueSchema, type DownlineQuery } from '@lobby/contract/agent-team';
import { apiGet } from '@/lib/api-client';
import { teamQueryKey } from './get-team-overview';

/** A page of the agent's downline (downlineManagmentView). */
export function getDownline(query: DownlineQuery, signal?: AbortSignal) {
  return apiGet(agentTeamPaths.downline, query, downlineValueSchema, signal);
}

export const downlineQueryOptions = (query: DownlineQuery) =>
  queryOptions({
    queryKey: [...teamQueryKey, 'downline', query],
    queryFn: ({ signal }) => getDownline(query, signal),
    staleTime: 10_000,
    // The list stays while the next page or search loads, so it does not jump.
    placeholderData: keepPreviousData,
  });

export function useDownline(query: DownlineQuery) {
  return useQuery(downlineQueryOptions(query));
}
