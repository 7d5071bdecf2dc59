import { randomBytes, randomInt } from 'node:crypto';
import type { RegisterRequest } from '@lobby/contract/accounts';
import { registerOffer, type RegistrationField, type ValidationRules } from '@lobby/contract/system';
import { checkField } from '@lobby/contract/validation-patterns';
import type { MemberProfile } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { hashPassword, passwordProblem } from '../auth/password';
import { fullNumber, normalizeMobile, type AccountDeps, type Caller, type CaptchaCheck } from './deps';
import type { LoginService } from './login.service';
import {
  findAgentByAffiliateCode,
  findMemberByAccount,
  findMemberByMobile,
  findMemberByReferralCode,
  insertMember,
  type MemberRow,
} from './members.repository';
import type { SmsService } from './sms.service';

export type RegisterMethod = 'USERNAME' | 'MOBILE';

const invalid = (message: string) => new DomainError('VALIDATION_FAILED', message, 400);

/** Fields judged only by the server-supplied rules; the others have rules of their own below. */
const ruledFields = [
  'payeeName',
  'email',
  'qqNum',
  'recommenderId',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const satisfies readonly RegistrationField[];

const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Eight letters and digits that cannot be mistaken for one another (no I, O, 0 or 1). */
export const newReferralCode = () =>
  Array.from({ length: 8 }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('');

const unknownPassword = () => randomBytes(24).toString('base64url');

/** Judges a field by the server's rule for it, answering `field: patternId` (400) when it fails. */
export function checkRule(
  rules: ValidationRules,
  field: RegistrationField,
  value: string | undefined,
  required?: boolean,
) {
  const rule = rules[field];
  if (!rule) return;
  const effective = required === undefined ? rule : { ...rule, enabled: true, required };
  const result = checkField(effective, value ?? '');
  if (result.ok) return;
  throw invalid(
    result.reason === 'required' ? `${field}: input_cannot_be_empty` : `${field}: ${rule.patternId}`,
  );
}

export function createRegistrationService(deps: AccountDeps, login: LoginService, sms: SmsService) {
  const { db, settings } = deps;

  /** The site shows what registerOffer gives (decision 0232); anything else is refused here. */
  async function offerFor(method: RegisterMethod) {
    const offer = registerOffer(await settings.get('register'), await deps.system.whitelabel());
    if (!offer.methods.includes(method)) throw new DomainError('FORBIDDEN', 'function_not_enabled', 403);
    return offer;
  }

  /** Product §4: an invitation code must name an agent; a referral code a member. */
  async function upline(
    request: RegisterRequest,
  ): Promise<{ parent: MemberRow | null; referrer: MemberRow | null }> {
    const affiliateCode = (request.affiliateCode || request.data?.affiliateCode || '').trim();
    const referralCode = (request.referralCode || request.data?.referralCode || '').trim();
    const parent = affiliateCode ? await findAgentByAffiliateCode(db, affiliateCode) : null;
    if (affiliateCode && !parent) throw invalid('invitation_code_error');
    const referrer = referralCode ? await findMemberByReferralCode(db, referralCode) : null;
    if (referralCode && !referrer) throw invalid('invitation_code_error');
    return { parent, referrer };
  }

  return {
    async register(
      method: RegisterMethod,
      request: RegisterRequest,
      caller: Caller,
      checkCaptcha: CaptchaCheck,
    ): Promise<{ token?: string; account: string }> {
      const offer = await offerFor(method);
      const [rules, registerSettings, brand] = await Promise.all([
        deps.system.validationRules(),
        settings.get('register'),
        settings.get('brand'),
      ]);

      const mobileGiven = (request.mobileNum ?? '').trim() !== '';
      const mobile =
        method === 'MOBILE' || registerSettings.mobileRequired || mobileGiven
          ? normalizeMobile(request.countryDialingCode, request.mobileNum ?? '')
          : null;
      const username =
        (request.username ?? '').trim() || (method === 'MOBILE' && mobile ? `m${mobile.mobileNum}` : '');
      if (method === 'USERNAME') checkRule(rules, 'username', username, true);

      const chosen = request.password ?? '';
      // MOBILENUMPASSREG3 off: the mobile form asks for no password, so the account gets one nobody
      // knows; the member signs in by SMS code or sets one by phone (forgot password).
      const password =
        method === 'MOBILE' && !offer.mobilePassword && chosen === '' ? unknownPassword() : chosen;
      if (password === chosen) {
        const bounds = {
          minLength: registerSettings.passwordMinLength,
          maxLength: registerSettings.passwordMaxLength,
        };
        if (chosen === '') throw invalid('password: input_cannot_be_empty');
        const weak = passwordProblem(password, bounds);
        if (weak) throw invalid(weak);
        checkRule(rules, 'password', password, true);
        if (request.confirmPassword !== undefined && request.confirmPassword !== password) {
          throw invalid('confirmation_incorrect');
        }
      }
      for (const field of ruledFields) checkRule(rules, field, request[field]?.trim());
      if (rules.paymentPassword?.enabled) checkRule(rules, 'paymentPassword', request.paymentPassword, true);

      await deps.challenge.verify(request.altcha);
      if (rules.captcha?.enabled && rules.captcha.required && !(await checkCaptcha(request.captcha))) {
        throw new DomainError('CAPTCHA_REQUIRED', 'captcha_incorrect', 400, { captcha: true });
      }
      if (await findMemberByAccount(db, username)) throw new DomainError('CONFLICT', 'username_taken', 409);
      if (mobile && (await findMemberByMobile(db, mobile.countryDialingCode, mobile.mobileNum))) {
        throw new DomainError('CONFLICT', 'mobile_already_registered', 409);
      }
      const { parent, referrer } = await upline(request);
      if (mobile && (await sms.registrationNeedsCode())) {
        const code = (request.verificationCode ?? '').trim();
        if (!code) throw invalid('invalid_verification_code');
        await deps.codes.consume({
          purpose: 'register',
          destination: fullNumber(mobile.countryDialingCode, mobile.mobileNum),
          code,
        });
      }

      const profile: MemberProfile = {};
      for (const field of [
        'payeeName',
        'qqNum',
        'line',
        'whatsapp',
        'facebook',
        'wechat',
        'idNumber',
        'recommenderId',
      ] as const) {
        const value = request[field]?.trim();
        if (value) profile[field] = value;
      }
      let member: MemberRow | null = null;
      for (let attempt = 0; attempt < 5 && !member; attempt++) {
        member = await insertMember(db, {
          account: username.toLowerCase(),
          nickname: username,
          passwordHash: await hashPassword(password),
          paymentPasswordHash: request.paymentPassword ? await hashPassword(request.paymentPassword) : null,
          countryDialingCode: mobile?.countryDialingCode ?? null,
          mobileNum: mobile?.mobileNum ?? null,
          email: request.email?.trim() || null,
          profile,
          parentId: parent?.id ?? null,
          referredBy: referrer?.id ?? null,
          referralCode: newReferralCode(),
          registerMethod: request.data?.registerMethod === 'WEB' ? 'WEB' : 'API',
          registerUrl: (request.data?.registerUrl ?? '').slice(0, 2048),
          registerIp: caller.ip,
          currency: brand.currency.code,
        });
        // A lost race on the account or mobile number shows up as the same conflict as above.
        if (!member && (await findMemberByAccount(db, username))) {
          throw new DomainError('CONFLICT', 'username_taken', 409);
        }
      }
      if (!member) throw new DomainError('CONFLICT', 'mobile_already_registered', 409);
      if (!request.login) return { account: member.account };
      const value = await login.succeed(member, 'register', caller);
      return { token: value.token, account: member.account };
    },

    async checkAffiliate(code: string) {
      const agent = await findAgentByAffiliateCode(db, code);
      if (!agent) throw new DomainError('NOT_FOUND', 'invitation_code_error', 404);
      return { code: agent.affiliateCode ?? code, agent: agent.nickname || agent.account };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
