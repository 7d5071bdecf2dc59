import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bindingSchema, paymentPaths, type AddBindingRequest } from '@lobby/contract/payments';
import { apiSend } from '@/lib/api-client';
import { memberQueryKey } from '@/lib/session';
import { bindingsQueryKey } from './get-bindings';
import { withdrawInfoQueryKey } from './get-withdraw-info';

export function addBinding(request: AddBindingRequest) {
  return apiSend('POST', paymentPaths.bindings, request, bindingSchema);
}

export function useAddBinding() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...memberQueryKey, 'add-binding'],
    mutationFn: addBinding,
    onSuccess() {
      void client.invalidateQueries({ queryKey: bindingsQueryKey });
      void client.invalidateQueries({ queryKey: withdrawInfoQueryKey });
    },
  });
}
