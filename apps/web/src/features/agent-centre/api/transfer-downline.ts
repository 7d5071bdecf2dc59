import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { peerTransferValueSchema, walletPaths } from '@lobby/contract/wallet';
import type { TransferDownlineRequest } from '@lobby/contract/wallet-requests';
import { apiSend } from '@/lib/api-client';
import { memberQueryKey } from '@/lib/session';
import { teamQueryKey } from './get-team-overview';

/** The agent's main wallet → an account of its downline. */
export function transferDownline(request: TransferDownlineRequest) {
  return apiSend('POST', walletPaths.transferDownline, request, peerTransferValueSchema);
}

export const transferDownlineMutationOptions = () =>
  mutationOptions({ mutationKey: [...teamQueryKey, 'transfer'], mutationFn: transferDownline });

export function useTransferDownline() {
  const client = useQueryClient();
  return useMutation({
    ...transferDownlineMutationOptions(),
    onSuccess() {
      // The recipient's balance in the list, the team's total and the agent's own balance all moved.
      void client.invalidateQueries({ queryKey: teamQueryKey });
      void client.invalidateQueries({ queryKey: [...memberQueryKey, 'balance'] });
    },
  });
}
