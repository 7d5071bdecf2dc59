import { mutationOptions, useMutation } from '@tanstack/react-query';
import { accountPaths, loginValueSchema, type LoginRequest } from '@lobby/contract/accounts';
import { apiSend } from '@/lib/api-client';

export function login(request: LoginRequest) {
  return apiSend('POST', accountPaths.login, request, loginValueSchema);
}

export const loginMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'login'], mutationFn: login });

export function useLogin() {
  return useMutation(loginMutationOptions());
}
