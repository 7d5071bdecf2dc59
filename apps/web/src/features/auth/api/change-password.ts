import { mutationOptions, useMutation } from '@tanstack/react-query';
import { accountPaths, emptyValueSchema } from '@lobby/contract/accounts';
import { apiSend } from '@/lib/api-client';

export type ChangePasswordRequest = { oldPassword: string; newPassword: string; confirmNewPassword: string };

export function changePassword(request: ChangePasswordRequest) {
  return apiSend('POST', accountPaths.changePassword, request, emptyValueSchema);
}

export const changePasswordMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'change-password'],
    mutationFn: changePassword,
    // A wrong current password must not read as a lost session (app/query-client.ts).
    meta: { unauthorizedIsNotSessionLoss: true },
  });

export function useChangePassword() {
  return useMutation(changePasswordMutationOptions());
}
