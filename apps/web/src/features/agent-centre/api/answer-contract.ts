import { useMutation } from '@tanstack/react-query';
import { agentContractPaths, agentContractSchema, type ContractKind } from '@lobby/contract/agent-contracts';
import type { AnswerContractRequest } from '@lobby/contract/agent-contracts-requests';
import { apiSend } from '@/lib/api-client';
import { useRefreshContracts } from './contract-keys';

type AnswerInput = Omit<AnswerContractRequest, 'reason'> & { kind: ContractKind; reason?: string };

/** Product §7: the offered downline accepts or rejects an offer, by the call of its kind. */
export function answerContract({ kind, ...request }: AnswerInput) {
  return apiSend('POST', agentContractPaths[kind], request, agentContractSchema);
}

export function useAnswerContract() {
  return useMutation({ mutationFn: answerContract, onSuccess: useRefreshContracts() });
}
