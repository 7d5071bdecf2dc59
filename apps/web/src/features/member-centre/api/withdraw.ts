import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentPaths, withdrawalSchema, type WithdrawRequest } from '@lobby/contract/payments';
import { apiSend } from '@/lib/api-client';
import { memberQueryKey } from '@/lib/session';
import { withdrawHistoryQueryKey } from './get-withdraw-history';
import { withdrawInfoQueryKey } from './get-withdraw-info';

/** Asks for a payout: the amount leaves the main wallet at once and waits for the operator. */
export function withdraw(request: WithdrawRequest) {
  return apiSend('POST', paymentPaths.withdraw, request, withdrawalSchema);
}

export function useWithdraw() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...memberQueryKey, 'withdraw'],
    mutationFn: withdraw,
    onSettled() {
      void client.invalidateQueries({ queryKey: withdrawInfoQueryKey });
      void client.invalidateQueries({ queryKey: withdrawHistoryQueryKey });
      void client.invalidateQueries({ queryKey: [...memberQueryKey, 'balance'] });
    },
  });
}
