import { mutationOptions, useMutation } from '@tanstack/react-query';
import { accountPaths, resetPasswordByLinkValueSchema } from '@lobby/contract/accounts';
import { apiSend } from '@/lib/api-client';

/** The forgot-password e-mail's link (ours): sets the new password and names the account. */
export function resetPasswordByLink(request: { token: string; newPassword: string }) {
  return apiSend('POST', accountPaths.resetPasswordByLink, request, resetPasswordByLinkValueSchema);
}

export const resetPasswordByLinkMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'reset-password-link'], mutationFn: resetPasswordByLink });

export function useResetPasswordByLink() {
  return useMutation(resetPasswordByLinkMutationOptions());
}
