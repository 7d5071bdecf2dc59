import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bindingPath } from '@lobby/contract/payments';
import * as z from 'zod/mini';
import { apiSend } from '@/lib/api-client';
import { memberQueryKey } from '@/lib/session';
import { bindingsQueryKey } from './get-bindings';

export function removeBinding(id: number) {
  return apiSend('DELETE', bindingPath(id), undefined, z.null());
}

export function useRemoveBinding() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...memberQueryKey, 'remove-binding'],
    mutationFn: removeBinding,
    onSuccess() {
      void client.invalidateQueries({ queryKey: bindingsQueryKey });
    },
  });
}
