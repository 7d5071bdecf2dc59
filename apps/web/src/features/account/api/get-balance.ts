import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountPaths, balanceValueSchema } from '@lobby/contract/accounts';
import { apiGet } from '@/lib/api-client';
import { memberQueryKey, useIsLoggedIn } from '@/lib/session';

/** Product §7 balance of the member's wallet, in minor units with the currency's decimals. */
export function getBalance(signal?: AbortSignal) {
  return apiGet(accountPaths.balance, {}, balanceValueSchema, signal);
}

export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: [...memberQueryKey, 'balance'],
    queryFn: ({ signal }) => getBalance(signal),
    staleTime: 30_000,
  });

/** The header balance; never requested for visitors. refetch() is the refresh button. */
export function useBalance() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...balanceQueryOptions(), enabled: loggedIn });
}
