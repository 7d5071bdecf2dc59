import { useMutation } from '@tanstack/react-query';
import { createDepositValueSchema, paymentPaths, type CreateDepositRequest } from '@lobby/contract/payments';
import { apiSend } from '@/lib/api-client';
import { memberQueryKey } from '@/lib/session';

/** A deposit order and the gateway's hosted payment page the player is sent to. */
export function createDeposit(request: CreateDepositRequest) {
  return apiSend('POST', paymentPaths.deposit, request, createDepositValueSchema);
}

export function useCreateDeposit() {
  return useMutation({ mutationKey: [...memberQueryKey, 'create-deposit'], mutationFn: createDeposit });
}
