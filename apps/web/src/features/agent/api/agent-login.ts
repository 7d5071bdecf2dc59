import { mutationOptions, useMutation } from '@tanstack/react-query';
import { accountPaths, loginValueSchema } from '@lobby/contract/accounts';
import { apiSend } from '@/lib/api-client';

export type AgentLoginRequest = { username: string; password: string };

/** The agent page logs in through the same session call, marked so only agents are let in (spec §6). */
export function agentLogin({ username, password }: AgentLoginRequest) {
  return apiSend(
    'POST',
    accountPaths.login,
    { username, password, type: 'username', agent: true },
    loginValueSchema,
  );
}

export const agentLoginMutationOptions = () =>
  mutationOptions({ mutationKey: ['agent', 'login'], mutationFn: agentLogin });

export function useAgentLogin() {
  return useMutation(agentLoginMutationOptions());
}
