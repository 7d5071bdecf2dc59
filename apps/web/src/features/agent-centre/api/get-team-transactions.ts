import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  agentTeamPaths,
  teamTransactionsValueSchema,
  type TeamTransactionQuery,
} from '@lobby/contract/agent-team';
import { apiGet } from '@/lib/api-client';
import { teamQueryKey } from './get-team-overview';

/** Downline transactions: every movement of the team's money, newest first, one page at a time. */
export function getTeamTransactions(query: TeamTransactionQuery, signal?: AbortSignal) {
  return apiGet(agentTeamPaths.transactions, query, teamTransactionsValueSchema, signal);
}

export const teamTransactionsQueryOptions = (query: TeamTransactionQuery) =>
  queryOptions({
    queryKey: [...teamQueryKey, 'transactions', query],
    queryFn: ({ signal }) => getTeamTransactions(query, signal),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

export function useTeamTransactions(query: TeamTransactionQuery, enabled = true) {
  return useQuery({ ...teamTransactionsQueryOptions(query), enabled });
}
