import { useMutation } from '@tanstack/react-query';
import { agentContractPaths, agentContractSchema } from '@lobby/contract/agent-contracts';
import { apiSend } from '@/lib/api-client';
import { useRefreshContracts } from './contract-keys';

/** Either party ends a contract; the upline also withdraws an offer not yet answered this way. */
export function terminateContract(request: { contractId: number; reason?: string }) {
  return apiSend('POST', agentContractPaths.terminate, request, agentContractSchema);
}

export function useTerminateContract() {
  return useMutation({ mutationFn: terminateContract, onSuccess: useRefreshContracts() });
}
