import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agentContractPaths, contractListValueSchema } from '@lobby/contract/agent-contracts';
import type { ContractListQuery } from '@lobby/contract/agent-contracts-requests';
import { apiGet } from '@/lib/api-client';
import { contractsQueryKey } from './contract-keys';

/** The agent's contracts, as downline (from its upline) or as upline (to its direct downline agents). */
export function getContracts(query: Partial<ContractListQuery>, signal?: AbortSignal) {
  return apiGet(agentContractPaths.list, query, contractListValueSchema, signal);
}

export const contractsQueryOptions = (query: Partial<ContractListQuery>) =>
  queryOptions({
    queryKey: [...contractsQueryKey, 'list', query],
    queryFn: ({ signal }) => getContracts(query, signal),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

export function useContracts(query: Partial<ContractListQuery>) {
  return useQuery(contractsQueryOptions(query));
}
