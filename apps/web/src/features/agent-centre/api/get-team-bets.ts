import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agentTeamPaths, teamBetHistoryValueSchema, type TeamBetQuery } from '@lobby/contract/agent-team';
import { apiGet } from '@/lib/api-client';
import { teamQueryKey } from './get-team-overview';

/** The team betting record: the team's rounds, newest first, one page at a time, with totals. */
export function getTeamBets(query: TeamBetQuery, signal?: AbortSignal) {
  return apiGet(agentTeamPaths.bets, query, teamBetHistoryValueSchema, signal);
}

export const teamBetsQueryOptions = (query: TeamBetQuery) =>
  queryOptions({
    queryKey: [...teamQueryKey, 'bets', query],
    queryFn: ({ signal }) => getTeamBets(query, signal),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

export function useTeamBets(query: TeamBetQuery, enabled = true) {
  return useQuery({ ...teamBetsQueryOptions(query), enabled });
}
