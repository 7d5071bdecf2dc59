import { queryOptions, useQuery } from '@tanstack/react-query';
import { merchantWalletValueSchema, walletPaths } from '@lobby/contract/wallet';
import { apiGet } from '@/lib/api-client';
import { readSessionJson, writeSessionJson } from '@/lib/storage';
import { sessionKeys } from '@/lib/storage-keys';

/** GCS_merchantWallet (product §7): whether the brand has one wallet only, kept in session storage. */
export async function getMerchantWallet(signal?: AbortSignal) {
  const value = await apiGet(walletPaths.merchantWallet, {}, merchantWalletValueSchema, signal);
  writeSessionJson(sessionKeys.merchantWallet, value);
  return value;
}

export const merchantWalletQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'merchant-wallet'],
    queryFn: ({ signal }) => getMerchantWallet(signal),
    initialData: () => readSessionJson(sessionKeys.merchantWallet, merchantWalletValueSchema) ?? undefined,
    staleTime: Infinity,
  });

export function useMerchantWallet() {
  return useQuery(merchantWalletQueryOptions());
}
