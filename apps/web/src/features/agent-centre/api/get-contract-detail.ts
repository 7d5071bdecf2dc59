import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentContractPaths, contractDetailValueSchema } from '@lobby/contract/agent-contracts';
import { apiGet } from '@/lib/api-client';
import { contractsQueryKey } from './contract-keys';

/** One contract the agent is a party to, with its history (oldest first). */
export function getContractDetail(contractId: number, signal?: AbortSignal) {
  return apiGet(agentContractPaths.detail, { contractId }, contractDetailValueSchema, signal);
}

export function useContractDetail(contractId: number) {
  return useQuery(
    queryOptions({
      queryKey: [...contractsQueryKey, 'detail', contractId],
      queryFn: ({ signal }) => getContractDetail(contractId, signal),
    }),
  );
}
