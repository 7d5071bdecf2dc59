import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentTeamPaths, teamOverviewValueSchema } from '@lobby/contract/agent-team';
import { apiGet } from '@/lib/api-client';
import { memberQueryKey } from '@/lib/session';

/** The agent's team at a glance (agentTeamOverview). */
export function getTeamOverview(signal?: AbortSignal) {
  return apiGet(agentTeamPaths.overview, {}, teamOverviewValueSchema, signal);
}

export const teamQueryKey = [...memberQueryKey, 'agent-team'] as const;

export const teamOverviewQueryOptions = () =>
  queryOptions({
    queryKey: [...teamQueryKey, 'overview'],
    queryFn: ({ signal }) => getTeamOverview(signal),
    staleTime: 10_000,
  });

export function useTeamOverview() {
  return useQuery(teamOverviewQueryOptions());
}
