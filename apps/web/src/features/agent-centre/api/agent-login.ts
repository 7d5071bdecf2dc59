import { mutationOptions, useMutation } from '@tanstack/react-query';
import { accountPaths, loginValueSchema } from '@lobby/contract/accounts';
import { apiSend } from '@/lib/api-client';
import { solveChallenge } from '@/lib/challenge';

export type AgentLoginRequest = { username: string; password: string; remember: boolean };

/**
 * The agent page logs in through the same session call, marked so only agents are let in (product §6),
 * with a solved challenge like every password login.
 */
export async function agentLogin({ username, password, remember }: AgentLoginRequest) {
  const altcha = await solveChallenge();
  return apiSend(
    'POST',
    accountPaths.login,
    { username, password, type: 'username', agent: true, remember, altcha },
    loginValueSchema,
  );
}

export const agentLoginMutationOptions = () =>
  mutationOptions({ mutationKey: ['agent', 'login'], mutationFn: agentLogin });

export function useAgentLogin() {
  return useMutation(agentLoginMutationOptions());
}
