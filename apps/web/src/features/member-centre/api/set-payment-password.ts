import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  paymentPasswordValueSchema,
  paymentPaths,
  type PaymentPasswordRequest,
} from '@lobby/contract/payments';
import { apiSend } from '@/lib/api-client';
import { memberQueryKey } from '@/lib/session';
import { withdrawInfoQueryKey } from './get-withdraw-info';

/** Sets the payment password (login password as proof) or changes it (old payment password). */
export function setPaymentPassword(request: PaymentPasswordRequest) {
  return apiSend('POST', paymentPaths.paymentPassword, request, paymentPasswordValueSchema);
}

export function useSetPaymentPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...memberQueryKey, 'payment-password'],
    mutationFn: setPaymentPassword,
    // A wrong login or payment password is a 400, never taken for an ended session.
    meta: { unauthorizedIsNotSessionLoss: true },
    onSuccess() {
      void client.invalidateQueries({ queryKey: withdrawInfoQueryKey });
    },
  });
}
