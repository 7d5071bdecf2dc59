import { useMutation, useQueryClient } from '@tanstack/react-query';
import { depositLimitsValueSchema, paymentPaths, type DepositLimitsRequest } from '@lobby/contract/payments';
import { apiSend } from '@/lib/api-client';
import { memberQueryKey } from '@/lib/session';
import { depositLimitsQueryKey } from './get-deposit-limits';

/** Lower limits apply at once; higher ones (or none) after 24 hours. */
export function setDepositLimits(request: DepositLimitsRequest) {
  return apiSend('PUT', paymentPaths.depositLimits, request, depositLimitsValueSchema);
}

export function useSetDepositLimits() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...memberQueryKey, 'set-deposit-limits'],
    mutationFn: setDepositLimits,
    onSuccess(value) {
      client.setQueryData(depositLimitsQueryKey, value);
    },
  });
}
