import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  agentRevenuePaths,
  agentRevenueValueSchema,
  type AgentRevenueQuery,
} from '@lobby/contract/agent-revenue';
import { apiGet } from '@/lib/api-client';
import { teamQueryKey } from './get-team-overview';

/** The revenue report: a period's money of the team (or of `agent`, drilled into) in total and per direct downline. */
export function getAgentRevenue(query: AgentRevenueQuery, signal?: AbortSignal) {
  return apiGet(agentRevenuePaths.report, query, agentRevenueValueSchema, signal);
}

export const agentRevenueQueryOptions = (query: AgentRevenueQuery) =>
  queryOptions({
    queryKey: [...teamQueryKey, 'revenue', query],
    queryFn: ({ signal }) => getAgentRevenue(query, signal),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

export function useAgentRevenue(query: AgentRevenueQuery, enabled = true) {
  return useQuery({ ...agentRevenueQueryOptions(query), enabled });
}
