import { mutationOptions, useMutation } from '@tanstack/react-query';
import {
  accountPaths,
  emptyValueSchema,
  loginValueSchema,
  type SecondFactorRequest,
} from '@lobby/contract/accounts';
import { apiSend } from '@/lib/api-client';

/** The second step of a login from a new address: the code (or name) proves it is the member. */
export function verifySecondFactor(request: SecondFactorRequest) {
  return apiSend('POST', accountPaths.secondFactor, request, loginValueSchema);
}

export const verifySecondFactorMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'second-factor'], mutationFn: verifySecondFactor });

export function useVerifySecondFactor() {
  return useMutation(verifySecondFactorMutationOptions());
}

/**
 * Sends the code again, or to the e-mail address being bound. Answers the countdown's minutes when
 * the server says (read by hand: the answer's shape is not the site's concern beyond that).
 */
export async function sendSecondFactorCode(request: { ticket: string; email?: string }) {
  const value = await apiSend('POST', accountPaths.secondFactorSend, request, emptyValueSchema);
  const minutes =
    typeof value === 'object' && value !== null && 'expiredMinutes' in value ? value.expiredMinutes : null;
  return { expiredMinutes: typeof minutes === 'number' && minutes > 0 ? minutes : undefined };
}

export const sendSecondFactorCodeMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'second-factor-send'], mutationFn: sendSecondFactorCode });

export function useSendSecondFactorCode() {
  return useMutation(sendSecondFactorCodeMutationOptions());
}
