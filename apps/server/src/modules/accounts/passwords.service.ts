import { randomBytes } from 'node:crypto';
import type { ChangePasswordRequest, ResetPasswordByMobileRequest } from '@lobby/contract/accounts';
import { DomainError } from '../../lib/errors';
import { hashPassword, passwordProblem, verifyPassword } from '../auth/password';
import { fullNumber, normalizeMobile, type AccountDeps } from './deps';
import { loginSubject } from './login-attempts';
import {
  findMemberByAccount,
  findMemberById,
  findMemberByMobile,
  updateMember,
  type MemberRow,
} from './members.repository';

const invalid = (message: string) => new DomainError('VALIDATION_FAILED', message, 400);

export function createPasswordsService(deps: AccountDeps) {
  const { db, clock, settings } = deps;

  async function assertAcceptable(password: string) {
    const { passwordMinLength, passwordMaxLength } = await settings.get('register');
    const problem = passwordProblem(password, { minLength: passwordMinLength, maxLength: passwordMaxLength });
    if (problem) throw invalid(problem);
  }

  /** A new password chosen by the member ends every other session, remembered device and reset link. */
  async function setOwnPassword(member: MemberRow, password: string, keepSession?: number) {
    await updateMember(db, member.id, {
      passwordHash: await hashPassword(password),
      passwordSetBy: 'self',
      // A new change time also starts the failed-guess counts and locks again (login-attempts.ts).
      passwordChangedAt: new Date(clock.now()),
    });
    await deps.sessions.revokeAll(member.id, keepSession);
    await deps.devices.forgetAll(member.id);
    // A reset link mailed before (perhaps to an address someone else reads) must not undo this one.
    await deps.codes.revokeLinks(member.id);
  }

  return {
    async change(member: MemberRow, sessionId: number, request: ChangePasswordRequest) {
      if (request.newPassword !== request.confirmNewPassword) throw invalid('confirmation_incorrect');
      // The guess's slot first, so parallel wrong guesses cannot all be checked.
      await deps.attempts.takeForChange(loginSubject(member, member.account), await settings.get('accounts'));
      if (!member.passwordHash || !(await verifyPassword(member.passwordHash, request.oldPassword))) {
        throw invalid('old_password_incorrect');
      }
      if (request.newPassword === request.oldPassword) throw invalid('password_same_as_old');
      await assertAcceptable(request.newPassword);
      await setOwnPassword(member, request.newPassword, sessionId);
    },

    /**
     * Product §4: by e-mail the member gets a dialog saying it was sent. The answer is the same whether
     * or not the name and address match, so the form cannot be used to find out who has an account;
     * and it takes as long: the route answers after this lookup and only then runs the delivery,
     * which makes and mails the link when they match and does nothing otherwise.
     */
    async resetLinkDelivery(username: string, email: string): Promise<() => Promise<void>> {
      const member = await findMemberByAccount(db, username);
      const to =
        member?.email &&
        member.status === 'active' &&
        member.email.toLowerCase() === email.trim().toLowerCase()
          ? member.email
          : null;
      if (!member || !to) return async () => {};
      return async () => {
        const token = randomBytes(24).toString('base64url');
        const { resetLinkMinutes } = await settings.get('accounts');
        await deps.codes.issueLink({ memberId: member.id, token, minutes: resetLinkMinutes });
        const link = `${deps.publicUrl}/?resetPassword=${encodeURIComponent(token)}`;
        await deps.messenger.sendEmail(
          to,
          'Reset your password',
          `Hello ${member.nickname || member.account},\n\nSomeone asked to reset the password of your account ${member.account}. ` +
            `Open this link within ${resetLinkMinutes} minutes to choose a new password:\n\n${link}\n\n` +
            'If it was not you, ignore this e-mail: your password stays as it is.',
        );
      };
    },

    async resetByLink(token: string, newPassword: string): Promise<{ account: string }> {
      await assertAcceptable(newPassword);
      const memberId = await deps.codes.redeemLink(token);
      const member = memberId === null ? null : await findMemberById(db, memberId);
      if (!member) throw invalid('reset_link_invalid');
      await setOwnPassword(member, newPassword);
      return { account: member.account };
    },

    /** Product §4: by phone the member sets the password with the SMS code, then the site logs in. */
    async resetByMobile(request: ResetPasswordByMobileRequest) {
      const mobile = normalizeMobile(request.countryDialingCode, request.mobileNum);
      await assertAcceptable(request.newPassword);
      await deps.codes.consume({
        purpose: 'login',
        destination: fullNumber(mobile.countryDialingCode, mobile.mobileNum),
        code: request.verificationCode,
      });
      const member = await findMemberByMobile(db, mobile.countryDialingCode, mobile.mobileNum);
      if (!member || member.type === 4) throw new DomainError('FORBIDDEN', 'non_member_unable_to_login', 403);
      await setOwnPassword(member, request.newPassword);
    },
  };
}

export type PasswordsService = ReturnType<typeof createPasswordsService>;
