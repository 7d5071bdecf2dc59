import { queryOptions, useQuery } from '@tanstack/react-query';
import { uplineValueSchema, walletPaths } from '@lobby/contract/wallet';
import { apiGet } from '@/lib/api-client';
import { memberQueryKey } from '@/lib/session';

/** The member's direct upline agent (null when none) and main balance (transferUpline). */
export function getUpline(signal?: AbortSignal) {
  return apiGet(walletPaths.upline, {}, uplineValueSchema, signal);
}

export const uplineQueryKey = [...memberQueryKey, 'upline'] as const;

export const uplineQueryOptions = () =>
  queryOptions({ queryKey: uplineQueryKey, queryFn: ({ signal }) => getUpline(signal), staleTime: 10_000 });

export function useUpline() {
  return useQuery(uplineQueryOptions());
}
