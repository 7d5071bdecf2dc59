import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { accountPaths, emptyValueSchema } from '@lobby/contract/accounts';
import { useLocation, useNavigate } from 'react-router';
import { apiSend } from '@/lib/api-client';
import { endSession, memberQueryKey, pathAfterSession } from '@/lib/session';

/** Spec §7: ends the session on the server (DELETE, token). */
export function logout() {
  return apiSend('DELETE', accountPaths.logout, undefined, emptyValueSchema);
}

export const logoutMutationOptions = () =>
  mutationOptions({
    mutationKey: ['account', 'logout'],
    mutationFn: logout,
    // A session the server already forgot is simply logged out here too, without the expiry notice.
    meta: { unauthorizedIsNotSessionLoss: true },
  });

/**
 * Spec §4 logout: the server call, then, whatever it answered, session storage is cleared with
 * the merchant values restored, the login and agent flags reset, member data dropped from the
 * query cache, and the member taken to / (or to /agent from the agent centre, spec §2).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useMutation({
    ...logoutMutationOptions(),
    onSettled() {
      endSession();
      queryClient.removeQueries({ queryKey: memberQueryKey });
      void navigate(pathAfterSession(pathname));
    },
  });
}
