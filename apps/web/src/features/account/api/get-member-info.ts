import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountPaths, memberInfoSchema, type MemberInfo } from '@lobby/contract/accounts';
import { apiGet } from '@/lib/api-client';
import { getToken, memberQueryKey, syncSession, useIsLoggedIn } from '@/lib/session';
import { readSession, writeSession } from '@/lib/storage';
import { sessionKeys } from '@/lib/storage-keys';

/** Keeps what member info said under the product description's session storage names (product §3). */
function saveMemberInfo(info: MemberInfo): void {
  writeSession(sessionKeys.nickname, info.nickname);
  writeSession(sessionKeys.account, info.account);
  if (!readSession(sessionKeys.username)) writeSession(sessionKeys.username, info.account);
  writeSession(sessionKeys.customerId, String(info.id));
  writeSession(sessionKeys.isAgent, String(info.isAgent));
  writeSession(sessionKeys.isTrial, String(info.isTrial));
  syncSession();
}

/**
 * Product §7 member info. Its answer is the moment the logged-in state begins (product §4): the
 * member's names, id and agent flag go to session storage under the product description's names.
 */
export async function getMemberInfo(signal?: AbortSignal) {
  const token = getToken();
  const info = await apiGet(accountPaths.memberInfo, {}, memberInfoSchema, signal);
  // A logout while the call was on its way must not bring the member's values back.
  if (token && getToken() === token) saveMemberInfo(info);
  return info;
}

export const memberInfoQueryOptions = () =>
  queryOptions({
    queryKey: [...memberQueryKey, 'info'],
    queryFn: ({ signal }) => getMemberInfo(signal),
    staleTime: 60_000,
  });

/** Member info of the session; never requested for visitors. */
export function useMemberInfo() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...memberInfoQueryOptions(), enabled: loggedIn });
}
