import { translator } from '@/lib/translator';
import { showDialog } from '@/components/ui/dialog-store';
import { withLoading } from '@/components/ui/loading-store';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { openPopup } from '@/lib/popup-store';
import { redeemLoginTicket } from './api/login-ticket';
import { settleLoginAnswer, type LoggedIn } from './login-outcome';

export type AuthStartupParams = { loginTicket?: string; loginError?: string; resetPassword?: string };

const names = ['loginTicket', 'loginError', 'resetPassword'] as const;

/**
 * Reads the auth parameters from the address and removes them at once (history.replaceState), so
 * a one-time ticket or reset token is neither bookmarked, sent as a referrer nor used twice.
 */
export function takeAuthStartupParams(): AuthStartupParams {
  const url = new URL(window.location.href);
  const found: AuthStartupParams = {};
  let removed = false;
  for (const name of names) {
    const value = url.searchParams.get(name);
    if (value === null) continue;
    if (value) found[name] = value;
    url.searchParams.delete(name);
    removed = true;
  }
  if (removed) {
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return found;
}

/**
 * What a visit brings for the auth feature: a third-party login's ticket is exchanged for a login
 * (second factor included), its failure is shown in a warning dialog with the server's message, and
 * a reset link opens the set-new-password popup.
 */
export async function runAuthStartup(onLoggedIn: (result: LoggedIn) => void): Promise<void> {
  const params = takeAuthStartupParams();
  if (params.resetPassword) openPopup({ name: 'reset-password', token: params.resetPassword });
  if (params.loginError) {
    const failure = new ApiError(401, 'UNAUTHORIZED', params.loginError);
    void showDialog({ icon: 'warning', message: errorMessage(failure, translator.t) });
  }
  if (!params.loginTicket) return;
  const ticket = params.loginTicket;
  try {
    const value = await withLoading(redeemLoginTicket(ticket));
    const result = settleLoginAnswer(value, value.account ?? '', 'third-party');
    if (result) onLoggedIn(result);
  } catch (error) {
    void showDialog({ icon: 'warning', message: errorMessage(error, translator.t) });
  }
}
