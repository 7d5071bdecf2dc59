import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  accountPaths,
  bindContactCodeValueSchema,
  emptyValueSchema,
  type BindContactCodeRequest,
  type BindContactRequest,
} from '@lobby/contract/accounts';
import { apiSend } from '@/lib/api-client';
import { memberQueryKey } from '@/lib/session';

/** Sends a code to the mobile number or e-mail address to be bound; the current password goes with it. */
export function sendContactCode(request: BindContactCodeRequest) {
  return apiSend('POST', accountPaths.contactCode, request, bindContactCodeValueSchema);
}

/** Binds the address with the code it received and the current password. */
export function bindContact(request: BindContactRequest) {
  return apiSend('POST', accountPaths.contact, request, emptyValueSchema);
}

export const sendContactCodeMutationOptions = () =>
  mutationOptions({ mutationKey: ['member', 'contact', 'code'], mutationFn: sendContactCode });

export const bindContactMutationOptions = () =>
  mutationOptions({ mutationKey: ['member', 'contact', 'bind'], mutationFn: bindContact });

export function useSendContactCode() {
  return useMutation(sendContactCodeMutationOptions());
}

export function useBindContact() {
  const client = useQueryClient();
  return useMutation({
    ...bindContactMutationOptions(),
    // Member info carries the bound number and address: the page shows them once it reloads.
    onSuccess: () => client.invalidateQueries({ queryKey: [...memberQueryKey, 'info'] }),
  });
}
