import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { accountPaths, emptyValueSchema } from '@lobby/contract/accounts';
import { useLocation, useNavigate } from 'react-router';
import { apiSendAs } from '@/lib/api-client';
import { endSession, getToken, memberQueryKey, pathAfterSession } from '@/lib/session';

/** Product §7: ends the session on the server (DELETE, with the token the tab held). */
export function logout(token: string) {
  return apiSendAs(token, 'DELETE', accountPaths.logout, emptyValueSchema);
}

export const logoutMutationOptions = () =>
  mutationOptions({
    mutationKey: ['account', 'logout'],
    mutationFn: logout,
    // A session the server already forgot is simply logged out here too, without the expiry notice.
    meta: { unauthorizedIsNotSessionLoss: true },
  });

/**
 * Product §4 logout: session storage is cleared with the merchant values restored, the login and
 * agent flags reset, member data dropped from the query cache and the member taken to / (or to
 * /agent from the agent centre, product §2); then the server is told. Ending locally first stops every
 * member poll before the server revokes the token, so none of them comes back refused.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { mutate } = useMutation(logoutMutationOptions());
  return function logOut() {
    const token = getToken();
    endSession();
    void queryClient.cancelQueries({ queryKey: memberQueryKey });
    queryClient.removeQueries({ queryKey: memberQueryKey });
    void navigate(pathAfterSession(pathname));
    if (token) mutate(token);
  };
}
