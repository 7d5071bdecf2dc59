import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  agentTeamPaths,
  createdDownlineAccountValueSchema,
  type CreateDownlineAccountRequest,
} from '@lobby/contract/agent-team';
import { apiSend } from '@/lib/api-client';
import { teamQueryKey } from './get-team-overview';

/** registerCenter: the agent opens a member or sub-agent account right under itself. */
export function createDownlineAccount(request: CreateDownlineAccountRequest) {
  return apiSend('POST', agentTeamPaths.accounts, request, createdDownlineAccountValueSchema);
}

export const createDownlineAccountMutationOptions = () =>
  mutationOptions({ mutationKey: [...teamQueryKey, 'create'], mutationFn: createDownlineAccount });

export function useCreateDownlineAccount() {
  const client = useQueryClient();
  return useMutation({
    ...createDownlineAccountMutationOptions(),
    onSuccess() {
      // The new account is in the team's figures and lists.
      void client.invalidateQueries({ queryKey: teamQueryKey });
    },
  });
}
