import { useMutation } from '@tanstack/react-query';
import { agentContractPaths, agentContractSchema } from '@lobby/contract/agent-contracts';
import type { OfferContractRequest } from '@lobby/contract/agent-contracts-requests';
import { apiSend } from '@/lib/api-client';
import { useRefreshContracts } from './contract-keys';

/** The upline offers a contract to one of its direct downline agents. */
export function offerContract(request: OfferContractRequest) {
  return apiSend('POST', agentContractPaths.offer, request, agentContractSchema);
}

export function useOfferContract() {
  return useMutation({ mutationFn: offerContract, onSuccess: useRefreshContracts() });
}
