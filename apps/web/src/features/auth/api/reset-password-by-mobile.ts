import { mutationOptions, useMutation } from '@tanstack/react-query';
import { accountPaths, emptyValueSchema } from '@lobby/contract/accounts';
import { apiSend } from '@/lib/api-client';

export type ResetByMobileRequest = {
  newPassword: string;
  mobileNum: string;
  verificationCode: string;
  countryDialingCode: string;
};

export function resetPasswordByMobile(request: ResetByMobileRequest) {
  return apiSend('POST', accountPaths.resetPasswordByMobile, request, emptyValueSchema);
}

export const resetPasswordByMobileMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'reset-password-mobile'], mutationFn: resetPasswordByMobile });

export function useResetPasswordByMobile() {
  return useMutation(resetPasswordByMobileMutationOptions());
}
