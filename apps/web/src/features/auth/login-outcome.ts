import type { LoginValue } from '@lobby/contract/accounts';
import { translator } from '@/lib/translator';
import { showDialog } from '@/components/ui/dialog-store';
import { openPopup } from '@/lib/popup-store';
import { startSession } from '@/lib/session';

/** How a session came about; product §4 decides the forced password change by it. */
export type LoginSource = 'username' | 'device' | 'sms' | 'third-party' | 'free-play' | 'register' | 'reset';

/** What the app needs after a session started: product §4's first-login and password-change handling. */
export type LoggedIn = {
  source: LoginSource;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  passwordChangeRequired: boolean;
  /** The member has no second factor to give (issue 15): the site asks them to bind one. */
  secondFactorUnavailable?: boolean;
};

/**
 * Product §4: a password someone else set (an agent, support) or one that expired must be changed,
 * unless the member came in by SMS code or through a third party (and a trial has no password).
 */
export function forcedPasswordChange(result: LoggedIn): 'expired' | 'assigned' | null {
  if (result.source === 'sms' || result.source === 'third-party' || result.source === 'free-play') {
    return null;
  }
  if (result.passwordChangeRequired) return 'assigned';
  if (result.passwordExpired) return 'expired';
  return null;
}

/** Starts the session of a successful login; member info then loads by itself. */
export function beginSession(
  value: LoginValue & { token: string },
  username: string,
  source: LoginSource,
  options: { isAgent?: boolean } = {},
): LoggedIn {
  startSession(value.token, value.account ?? username, options);
  return {
    source,
    firstTimeLogin: value.firstTimeLogin,
    passwordExpired: value.passwordExpired,
    passwordChangeRequired: value.passwordChangeRequired,
    secondFactorUnavailable: value.secondFactorUnavailable === true,
  };
}

export function hasToken(value: LoginValue): value is LoginValue & { token: string } {
  return typeof value.token === 'string' && value.token !== '';
}

/**
 * A login answer that arrived outside the login popup (a reset by phone, a third-party ticket):
 * a session starts, or the login popup opens at the second-factor step to finish it.
 */
export function settleLoginAnswer(
  value: LoginValue,
  username: string,
  source: 'reset' | 'third-party',
): LoggedIn | null {
  if (value.secondFactor) {
    openPopup({ name: 'login', pending: { challenge: value.secondFactor, source, username } });
    return null;
  }
  if (!hasToken(value)) {
    void showDialog({ icon: 'warning', message: translator.t('error.unknown') });
    return null;
  }
  return beginSession(value, username, source);
}
