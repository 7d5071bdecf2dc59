import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agentTeamPaths, teamProfitValueSchema, type TeamProfitQuery } from '@lobby/contract/agent-team';
import { apiGet } from '@/lib/api-client';
import { teamQueryKey } from './get-team-overview';

/** User loss: the team's settled rounds of a period added up per account, the biggest loss first. */
export function getTeamProfit(query: TeamProfitQuery, signal?: AbortSignal) {
  return apiGet(agentTeamPaths.profit, query, teamProfitValueSchema, signal);
}

export const teamProfitQueryOptions = (query: TeamProfitQuery) =>
  queryOptions({
    queryKey: [...teamQueryKey, 'profit', query],
    queryFn: ({ signal }) => getTeamProfit(query, signal),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

export function useTeamProfit(query: TeamProfitQuery, enabled = true) {
  return useQuery({ ...teamProfitQueryOptions(query), enabled });
}
