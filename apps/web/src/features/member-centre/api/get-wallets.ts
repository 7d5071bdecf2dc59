import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletPaths, walletsValueSchema } from '@lobby/contract/wallet';
import { apiGet } from '@/lib/api-client';
import { memberQueryKey } from '@/lib/session';

/** The main wallet and every vendor wallet (transferFund); no vendors on a single-wallet brand. */
export function getWallets(signal?: AbortSignal) {
  return apiGet(walletPaths.wallets, {}, walletsValueSchema, signal);
}

export const walletsQueryKey = [...memberQueryKey, 'wallets'] as const;

export const walletsQueryOptions = () =>
  queryOptions({ queryKey: walletsQueryKey, queryFn: ({ signal }) => getWallets(signal), staleTime: 10_000 });

export function useWallets() {
  return useQuery(walletsQueryOptions());
}
