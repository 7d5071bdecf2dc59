import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { peerTransferValueSchema, walletPaths, type UplineValue } from '@lobby/contract/wallet';
import type { TransferUplineRequest } from '@lobby/contract/wallet-requests';
import { apiSend } from '@/lib/api-client';
import { memberQueryKey } from '@/lib/session';
import { uplineQueryKey } from './get-upline';

/** Main wallet → the direct upline agent the member confirmed. */
export function transferUpline(request: TransferUplineRequest) {
  return apiSend('POST', walletPaths.transferUpline, request, peerTransferValueSchema);
}

export const transferUplineMutationOptions = () =>
  mutationOptions({ mutationKey: [...memberQueryKey, 'transfer-upline'], mutationFn: transferUpline });

export function useTransferUpline() {
  const client = useQueryClient();
  return useMutation({
    ...transferUplineMutationOptions(),
    onSuccess(sent) {
      client.setQueryData<UplineValue>(uplineQueryKey, (old) =>
        old ? { ...old, balance: sent.balance } : old,
      );
      void client.invalidateQueries({ queryKey: [...memberQueryKey, 'balance'] });
      void client.invalidateQueries({ queryKey: [...memberQueryKey, 'transaction-history'] });
    },
  });
}
