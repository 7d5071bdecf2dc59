import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountPaths, memberIconSchema } from '@lobby/contract/accounts';
import { apiGet } from '@/lib/api-client';
import { memberQueryKey, useIsLoggedIn } from '@/lib/session';

/** Product §7 member icon: the avatar's address, empty when the member has none. */
export function getMemberIcon(signal?: AbortSignal) {
  return apiGet(accountPaths.memberIcon, {}, memberIconSchema, signal);
}

export const memberIconQueryOptions = () =>
  queryOptions({
    queryKey: [...memberQueryKey, 'icon'],
    queryFn: ({ signal }) => getMemberIcon(signal),
    staleTime: Infinity,
  });

export function useMemberIcon() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...memberIconQueryOptions(), enabled: loggedIn });
}
