import { translator } from '@/lib/translator';
import { showDialog } from '@/components/ui/dialog-store';
import { announcementsQueryOptions } from '@/features/announcements/api/get-announcements';
import { forcedPasswordChange, type LoggedIn } from '@/features/auth/login-outcome';
import { runAuthStartup } from '@/features/auth/startup';
import { codeOfTag } from '@/lib/i18n';
import { openPopup, popupStore, type PasswordChangeReason } from '@/lib/popup-store';
import { hasSession, memberQueryKey } from '@/lib/session';
import { readSession, writeSession } from '@/lib/storage';
import { sessionKeys } from '@/lib/storage-keys';
import { navigateTo } from './navigation';
import { memberPagePath } from './paths';
import { queryClient } from './query-client';

/**
 * Product §4 first-login handling: the public popups meant for a first login (type PL, execution F),
 * shown once the way is clear (no other popup open).
 */
export async function showFirstLoginPopups(): Promise<void> {
  const language = codeOfTag(translator.language);
  // The welcome takes the place of this session's members' popup (execution A, use-public-popup.ts).
  if (readSession(sessionKeys.userPopupClosed) === '1') return;
  writeSession(sessionKeys.userPopupClosed, '1');
  try {
    const { list } = await queryClient.fetchQuery(
      announcementsQueryOptions({ types: ['PL'], executions: ['F'], language }),
    );
    if (list.length > 0 && !popupStore.get()) openPopup({ name: 'public', announcements: list });
  } catch {
    // A welcome message that cannot be read is not worth an error.
  }
}

function openForcedChange(reason: PasswordChangeReason, firstLogin: boolean, next: string): void {
  openPopup({ name: 'change-password', reason, forced: true, firstLogin, next });
}

/**
 * Issue 15: the member has no mobile number, e-mail address or other factor, so a login from a new
 * device or network could not be checked. Asked after every such login until they bind one.
 */
export async function askToBindSecondFactor(): Promise<void> {
  const go = await showDialog({
    icon: 'warning',
    title: translator.t('secondFactor.unavailableTitle'),
    message: translator.t('secondFactor.unavailableNotice'),
    confirmText: translator.t('secondFactor.goToSecurity'),
    cancelText: translator.t('secondFactor.later'),
  });
  if (go) navigateTo(memberPagePath('securityCenter'));
}

/**
 * What follows every login, registration, reset-and-login or free play once the session started
 * (product §4): a forced password change first (kept in session storage, so a reload asks again), then
 * the first-login popups; agent-page logins go on to the agent centre. Closing the popup the login
 * came from, and going to / after free play, registration or a reset, is the popup host's part.
 */
export function afterLogin(result: LoggedIn, options: { agentPage?: boolean } = {}): void {
  const forced = forcedPasswordChange(result);
  writeSession(sessionKeys.mustChangePassword, forced);
  const next = options.agentPage ? '/agentHome' : '/';
  if (forced) {
    openForcedChange(forced, result.firstTimeLogin, next);
    return;
  }
  if (options.agentPage) navigateTo(next);
  if (result.firstTimeLogin) void showFirstLoginPopups();
  if (result.secondFactorUnavailable) void askToBindSecondFactor();
}

/** A forced change still due after a reload: the popup comes back (it cannot be walked away from). */
export function resumeForcedPasswordChange(): void {
  const reason = readSession(sessionKeys.mustChangePassword);
  if (!hasSession() || (reason !== 'expired' && reason !== 'assigned')) return;
  openForcedChange(reason, false, window.location.pathname.startsWith('/agent') ? '/agentHome' : '/');
}

/**
 * A password change is done (forced or asked for, product §4): the flag goes, member info reloads, and
 * a first login's popups follow. The popup host closes the popup and goes on to `next`.
 */
export function passwordChanged(popup: { firstLogin?: boolean }): void {
  writeSession(sessionKeys.mustChangePassword, null);
  void queryClient.invalidateQueries({ queryKey: memberQueryKey });
  if (popup.firstLogin) void showFirstLoginPopups();
}

/**
 * Loaded by the root route only when the address carries an auth parameter: the auth feature's
 * startup, wired to what follows a login.
 */
export function startAuth(): void {
  void runAuthStartup(afterLogin);
}
