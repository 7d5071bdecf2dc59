import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { translator } from '@/lib/translator';
import { showToast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { openPopup } from '@/lib/popup-store';
import { endSession, hasSession, memberQueryKey, pathAfterSession } from '@/lib/session';
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
 * Ends a session the server no longer accepts the way a logout does (spec §4), then asks the
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

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError(error) {
      if (isSessionLost(error)) leaveLostSession();
    },
  }),
  mutationCache: new MutationCache({
    onError(error, _variables, _context, mutation) {
      // A call whose 401 means something else (a wrong current password) opts out with this meta.
      if (mutation.meta?.unauthorizedIsNotSessionLoss) return;
      if (isSessionLost(error)) leaveLostSession();
    },
  }),
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
