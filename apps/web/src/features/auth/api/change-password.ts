import { mutationOptions, useMutation } from '@tanstack/react-query';
import { accountPaths, anyValueSchema } from '@lobby/contract/web-only';
import { apiSend } from '@/lib/api-client';

export type ChangePasswordRequest = { oldPassword: string; newPassword: string; confirmNewPassword: string };

export function changePassword(request: ChangePasswordRequest) {
  return apiSend('POST', accountPaths.changePassword, request, anyValueSchema);
}

export const changePasswordMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'change-password'], mutationFn: changePassword });

export function useChangePassword() {
  return useMutation(changePasswordMutationOptions());
}
