import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentPaths, withdrawalSchema, type WithdrawConfirmRequest } from '@lobby/contract/payments';
import { apiSend } from '@/lib/api-client';
import { memberQueryKey } from '@/lib/session';
import { withdrawHistoryQueryKey } from './get-withdraw-history';

/** Received, partly received or not received, with proof images as base64. */
export function confirmWithdrawal(request: WithdrawConfirmRequest) {
  return apiSend('POST', paymentPaths.withdrawConfirm, request, withdrawalSchema);
}

export function useConfirmWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...memberQueryKey, 'confirm-withdrawal'],
    mutationFn: confirmWithdrawal,
    onSuccess() {
      void client.invalidateQueries({ queryKey: withdrawHistoryQueryKey });
    },
  });
}
