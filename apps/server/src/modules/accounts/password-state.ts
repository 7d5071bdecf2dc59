import { flagEnabled, type AccountDeps } from './deps';
import type { MemberRow } from './members.repository';
import type { SessionMethod } from './sessions';

export type PasswordState = { passwordChangeRequired: boolean; passwordExpired: boolean };

/**
 * Product §4: the password is forced to change when someone else set it (an agent, support), or, with
 * PWDEXPFORCECHANGE3 on, when it is older than passwordMaxAgeDays. Never for sessions that did not
 * start with the password (SMS code, third-party login, free play), nor for an account without one.
 */
export function createPasswordState(deps: Pick<AccountDeps, 'clock' | 'settings' | 'system'>) {
  async function of(member: MemberRow, method: SessionMethod): Promise<PasswordState> {
    // Without a password (a third-party account) there is nothing to change.
    if (method === 'sms' || method === 'oidc' || method === 'freeplay' || member.passwordHash === null) {
      return { passwordChangeRequired: false, passwordExpired: false };
    }
    const { passwordMaxAgeDays } = await deps.settings.get('accounts');
    const age = deps.clock.now() - member.passwordChangedAt.getTime();
    const expired =
      age > passwordMaxAgeDays * 24 * 60 * 60_000 && (await flagEnabled(deps, 'PWDEXPFORCECHANGE3'));
    return { passwordChangeRequired: member.passwordSetBy !== 'self', passwordExpired: expired };
  }

  return {
    of,
    /** Whether a session may make only the calls that lead to a new password (the guards ask). */
    async changeDue(member: MemberRow, method: SessionMethod): Promise<boolean> {
      const state = await of(member, method);
      return state.passwordChangeRequired || state.passwordExpired;
    },
  };
}

export type PasswordStateReader = ReturnType<typeof createPasswordState>;
