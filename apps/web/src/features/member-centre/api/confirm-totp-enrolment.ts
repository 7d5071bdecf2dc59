import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { accountPaths, emptyValueSchema, type totpConfirmRequestSchema } from '@lobby/contract/accounts';
import type * as z from 'zod/mini';
import { apiSend } from '@/lib/api-client';
import { totpEnrolmentQueryKey } from './get-totp-enrolment';

export type TotpConfirmRequest = z.input<typeof totpConfirmRequestSchema>;

/** Confirms the pending enrolment with a code the app shows; the secret then replaces the old one. */
export function confirmTotpEnrolment(request: TotpConfirmRequest) {
  return apiSend('POST', accountPaths.totpEnrolment, request, emptyValueSchema);
}

export const confirmTotpEnrolmentMutationOptions = () =>
  mutationOptions({
    mutationKey: ['member', 'totp-enrolment', 'confirm'],
    mutationFn: confirmTotpEnrolment,
  });

export function useConfirmTotpEnrolment() {
  const client = useQueryClient();
  return useMutation({
    ...confirmTotpEnrolmentMutationOptions(),
    onSuccess() {
      // The pending secret is spent: the app is on, and setting it up again asks for a new one.
      client.setQueryData(totpEnrolmentQueryKey, (old) => (old ? { ...old, enrolled: true } : old));
    },
  });
}
