import { DomainError } from '../../lib/errors';
import { flagEnabled, fullNumber, normalizeMobile, requireFlag, type AccountDeps, type Caller } from './deps';
import { findMemberByMobile } from './members.repository';
import type { CodePurpose } from './verification-codes';

type SmsRequest = { countryDialingCode: string; mobileNum: string; altcha?: string };

/** The text a member receives; the code comes first so phones can offer to fill it in. */
const smsText = (code: string, minutes: number, purpose: CodePurpose) =>
  `${code} is your ${purpose === 'register' ? 'registration' : 'verification'} code. It expires in ${minutes} min. Never share it.`;

export function createSmsService(deps: AccountDeps) {
  async function send(
    purpose: CodePurpose,
    request: SmsRequest,
    caller: Caller,
    memberId?: number,
    deliver = true,
  ) {
    const minutes = (await deps.settings.get('accounts')).smsCodeMinutes;
    const mobile = normalizeMobile(request.countryDialingCode, request.mobileNum);
    const to = fullNumber(mobile.countryDialingCode, mobile.mobileNum);
    const code = await deps.codes.issue({ purpose, destination: to, minutes, ip: caller.ip, memberId });
    if (deliver) await deps.messenger.sendSms(to, smsText(code, minutes, purpose));
    return { expiredMinutes: minutes };
  }

  return {
    /**
     * Login and forgot-password codes (product §7 'noLogin'). A code is sent only to a number a member
     * holds; any other number gets the same answer, so the call does not reveal who is registered.
     */
    async sendLoginCode(request: SmsRequest, caller: Caller) {
      await deps.challenge.verify(request.altcha);
      const mobile = normalizeMobile(request.countryDialingCode, request.mobileNum);
      const member = await findMemberByMobile(deps.db, mobile.countryDialingCode, mobile.mobileNum);
      const holder = member && member.type !== 4 ? member : null;
      // Every number runs the same countdown and hourly limit, so a refusal does not tell who holds
      // it either; only the holder's code is sent (nobody learns the others).
      return send('login', request, caller, holder?.id, holder !== null);
    },

    async sendRegisterCode(request: SmsRequest, caller: Caller) {
      await deps.challenge.verify(request.altcha);
      await requireFlag(deps, 'REGMOBVERF3');
      const mobile = normalizeMobile(request.countryDialingCode, request.mobileNum);
      if (await findMemberByMobile(deps.db, mobile.countryDialingCode, mobile.mobileNum)) {
        throw new DomainError('CONFLICT', 'mobile_already_registered', 409);
      }
      return send('register', request, caller);
    },

    /** Whether registration asks for a code: the whitelabel flag and the operator setting agree. */
    async registrationNeedsCode(): Promise<boolean> {
      return (
        (await flagEnabled(deps, 'REGMOBVERF3')) && (await deps.settings.get('register')).smsVerification
      );
    },
  };
}

export type SmsService = ReturnType<typeof createSmsService>;
