import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { translator } from '@/lib/translator';
import { showToast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { openPopup, popupStore } from '@/lib/popup-store';
import { endSession, hasSession, memberQueryKey, pathAfterSession } from '@/lib/session';
import { readSession, writeSession } from '@/lib/storage';
import { sessionKeys } from '@/lib/storage-keys';
import { navigateTo } from './navigation';

/** A 4xx answer will not change on retry; network and server errors get two more tries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** A 401 while a session is held: it expired or was revoked on the server. */
function isSessionLost(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && hasSession();
}

/**
 * Ends a session the server no longer accepts the way a logout does (product §4), then asks the
 * member to log in again: the login popup, or the agent page's own form from the agent centre.
 */
export function leaveLostSession(): void {
  const to = pathAfterSession(window.location.pathname);
  endSession();
  queryClient.removeQueries({ queryKey: memberQueryKey });
  showToast(translator.t('session.expired'), 'warning');
  navigateTo(to);
  if (to === '/') openPopup({ name: 'login' });
}

/** The server holds every call but the change itself until a forced password change is done. */
function isPasswordChangeDue(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    error.message === 'password_change_required' &&
    hasSession()
  );
}

/**
 * A call refused because the password must change first (a session from before the rule, another
 * tab, or a reload that lost the flag): the forced change popup opens, as after the login.
 */
export function askForPasswordChange(): void {
  if (popupStore.get()?.name === 'change-password') return;
  const reason = readSession(sessionKeys.mustChangePassword) === 'expired' ? 'expired' : 'assigned';
  writeSession(sessionKeys.mustChangePassword, reason);
  const next = window.location.pathname.startsWith('/agent') ? '/agentHome' : '/';
  openPopup({ name: 'change-password', reason, forced: true, firstLogin: false, next });
}

function onCallFailed(error: unknown): void {
  if (isSessionLost(error)) leaveLostSession();
  else if (isPasswordChangeDue(error)) askForPasswordChange();
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: onCallFailed,
  }),
  mutationCache: new MutationCache({
    onError(error, _variables, _context, mutation) {
      // A call whose 401 means something else (a wrong current password) opts out with this meta.
      if (mutation.meta?.unauthorizedIsNotSessionLoss) return;
      onCallFailed(error);
    },
  }),
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
