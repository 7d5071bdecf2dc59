import { mutationOptions, useMutation } from '@tanstack/react-query';
import { accountPaths, loginValueSchema, type LoginRequest } from '@lobby/contract/accounts';
import { apiSend } from '@/lib/api-client';
import { solveChallenge } from '@/lib/challenge';

/** What the login form sends; the challenge is solved here for every type but sms (product §4). */
export type LoginInput = Omit<LoginRequest, 'altcha'>;

export async function login(input: LoginInput) {
  const altcha = input.type === 'sms' ? undefined : await solveChallenge();
  return apiSend('POST', accountPaths.login, { ...input, altcha }, loginValueSchema);
}

export const loginMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'login'], mutationFn: login });

export function useLogin() {
  return useMutation(loginMutationOptions());
}
