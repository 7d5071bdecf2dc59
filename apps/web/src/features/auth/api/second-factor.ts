import { mutationOptions, useMutation } from '@tanstack/react-query';
import {
  accountPaths,
  loginValueSchema,
  secondFactorSendValueSchema,
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

/** Sends the code again: the countdown's minutes and the hint. */
export function sendSecondFactorCode(request: { ticket: string }) {
  return apiSend('POST', accountPaths.secondFactorSend, request, secondFactorSendValueSchema);
}

export const sendSecondFactorCodeMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'second-factor-send'], mutationFn: sendSecondFactorCode });

export function useSendSecondFactorCode() {
  return useMutation(sendSecondFactorCodeMutationOptions());
}
