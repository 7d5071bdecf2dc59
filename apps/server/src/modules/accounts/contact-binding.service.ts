import type { BindContactCodeRequest, BindContactRequest } from '@lobby/contract/accounts';
import { DomainError, isUniqueViolation } from '../../lib/errors';
import { verifyPassword } from '../auth/password';
import type { NonceStore } from '../security/nonces';
import { fullNumber, normalizeMobile, type AccountDeps, type Caller } from './deps';
import { findMemberByMobile, updateMember, type MemberRow, type NewMember } from './members.repository';
import { takePasswordCheck } from './password-checks';

const emailPattern = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

/** The address being bound: where the code goes, how it is shown, and what is saved on success. */
type Target = {
  channel: 'sms' | 'email';
  to: string;
  hint: string;
  changes: Pick<NewMember, 'countryDialingCode' | 'mobileNum' | 'email'>;
};

function targetOf(request: BindContactCodeRequest): Target {
  if (request.channel === 'sms') {
    const mobile = normalizeMobile(request.countryDialingCode, request.mobileNum ?? '');
    return {
      channel: 'sms',
      to: fullNumber(mobile.countryDialingCode, mobile.mobileNum),
      hint: `+${mobile.countryDialingCode} •••• ${mobile.mobileNum.slice(-4)}`,
      changes: mobile,
    };
  }
  const email = request.email?.trim().toLowerCase() ?? '';
  if (!emailPattern.test(email) || email.length > 254) {
    throw new DomainError('VALIDATION_FAILED', 'email_required', 400);
  }
  const [local = '', domain = ''] = email.split('@');
  return { channel: 'email', to: email, hint: `${local.slice(0, 1)}•••@${domain}`, changes: { email } };
}

/**
 * The security centre binds a mobile number or an e-mail address, the member's second factor and
 * password-reset route. It takes the current password (a stolen session alone cannot) and a code sent
 * to the new address (nobody binds an address they do not hold). Only an empty slot is filled: moving
 * a bound address elsewhere is for support, so whoever has the password cannot take the reset route
 * away from the member. A login never binds anything (issue 15).
 */
export function createContactBinding(deps: AccountDeps, nonces: NonceStore) {
  const { db, clock, settings, messenger } = deps;

  async function checkPassword(member: MemberRow, password: string) {
    await takePasswordCheck(nonces, member.id, clock.now());
    if (!member.passwordHash || !(await verifyPassword(member.passwordHash, password))) {
      throw new DomainError('VALIDATION_FAILED', 'login_password_incorrect', 400);
    }
  }

  async function assertFree(member: MemberRow, target: Target) {
    const bound = target.channel === 'sms' ? member.mobileNum : member.email;
    if (bound) throw new DomainError('CONFLICT', 'contact_already_bound', 409);
    const { countryDialingCode, mobileNum } = target.changes;
    if (countryDialingCode && mobileNum && (await findMemberByMobile(db, countryDialingCode, mobileNum))) {
      throw new DomainError('CONFLICT', 'mobile_already_registered', 409);
    }
  }

  /** Codes are kept under the member and the address, so one member's code never binds for another. */
  const codeDestination = (member: MemberRow, target: Target) => `member:${member.id}:${target.to}`;

  async function prepare(member: MemberRow, request: BindContactCodeRequest) {
    // Checked first, so the call tells nothing about a number to someone without the password.
    await checkPassword(member, request.password);
    const target = targetOf(request);
    await assertFree(member, target);
    return target;
  }

  return {
    async sendCode(member: MemberRow, request: BindContactCodeRequest, caller: Caller) {
      const target = await prepare(member, request);
      const minutes = (await settings.get('accounts')).smsCodeMinutes;
      const code = await deps.codes.issue({
        purpose: 'bind',
        destination: codeDestination(member, target),
        minutes,
        ip: caller.ip,
        memberId: member.id,
      });
      const text = `${code} is your code to add this ${target.channel === 'sms' ? 'number' : 'address'} to your account. It expires in ${minutes} min. Never share it.`;
      if (target.channel === 'sms') await messenger.sendSms(target.to, text);
      else await messenger.sendEmail(target.to, 'Confirm your e-mail address', text);
      return { expiredMinutes: minutes, hint: target.hint };
    },

    async bind(member: MemberRow, request: BindContactRequest): Promise<void> {
      const target = await prepare(member, request);
      await deps.codes.consume({
        purpose: 'bind',
        destination: codeDestination(member, target),
        code: request.code,
      });
      try {
        await updateMember(db, member.id, target.changes);
      } catch (error) {
        // Another member bound the number in the meantime (members_mobile is unique).
        if (isUniqueViolation(error)) throw new DomainError('CONFLICT', 'mobile_already_registered', 409);
        throw error;
      }
    },
  };
}

export type ContactBinding = ReturnType<typeof createContactBinding>;
