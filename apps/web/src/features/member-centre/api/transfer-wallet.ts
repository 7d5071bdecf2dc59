import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  walletPaths,
  walletTransferValueSchema,
  type WalletsValue,
  type WalletTransferValue,
} from '@lobby/contract/wallet';
import type { WalletTransferRequest } from '@lobby/contract/wallet-requests';
import { apiSend } from '@/lib/api-client';
import { memberQueryKey } from '@/lib/session';
import { walletsQueryKey } from './get-wallets';

/** Product §7 wallet transfer: main ↔ a vendor wallet, an amount or everything (all-in, all-out). */
export function transferWallet(request: WalletTransferRequest) {
  return apiSend('POST', walletPaths.walletTransfer, request, walletTransferValueSchema);
}

/** The wallet list after a transfer, from the transfer's own answer. */
export function withTransfer(wallets: WalletsValue, moved: WalletTransferValue): WalletsValue {
  return {
    ...wallets,
    balance: moved.mainBalance,
    vendors: wallets.vendors.map((vendor) =>
      vendor.vassalage === moved.vassalage ? { ...vendor, balance: moved.vendorBalance } : vendor,
    ),
  };
}

export const transferWalletMutationOptions = () =>
  mutationOptions({ mutationKey: [...memberQueryKey, 'wallet-transfer'], mutationFn: transferWallet });

export function useTransferWallet() {
  const client = useQueryClient();
  return useMutation({
    ...transferWalletMutationOptions(),
    onSuccess(moved) {
      client.setQueryData<WalletsValue>(walletsQueryKey, (old) => (old ? withTransfer(old, moved) : old));
      // The header's figure and the account record (the socket pushes the balance too, when open).
      void client.invalidateQueries({ queryKey: [...memberQueryKey, 'balance'] });
      void client.invalidateQueries({ queryKey: [...memberQueryKey, 'transaction-history'] });
    },
  });
}
