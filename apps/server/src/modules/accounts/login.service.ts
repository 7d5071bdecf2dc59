import { randomBytes } from 'node:crypto';
import {
  isAgentType,
  type LoginRequest,
  type LoginValue,
  type SecondFactorRequest,
} from '@lobby/contract/accounts';
import { DomainError } from '../../lib/errors';
import { verifyAgainstDecoy, verifyPassword } from '../auth/password';
import {
  fullNumber,
  normalizeMobile,
  requireFlag,
  type AccountDeps,
  type Caller,
  type CaptchaCheck,
} from './deps';
import {
  findMemberByAccount,
  findMemberById,
  findMemberByMobile,
  findMemberByMobileAnywhere,
  insertMember,
  updateMember,
  type MemberRow,
} from './members.repository';
import { rememberAddress } from './known-addresses';
import { captchaIncorrect, captchaMissing, loginSubject } from './login-attempts';
import { createPasswordState } from './password-state';
import type { SecondFactorChallenge, SecondFactorService } from './second-factor.service';
import type { SessionMethod } from './sessions';

/** What a login hands the route: the answer, and the remembered-device cookie to set or clear. */
export type LoginOutcome = {
  value: LoginValue;
  remember?: { token: string; expiresAt: Date };
  forgetDevice?: boolean;
};

const wrongCredentials = (captcha: boolean) =>
  new DomainError('UNAUTHORIZED', 'wrong_username_or_password', 401, { captcha });

/** A login from a new address answers this instead of a token (product §4 'Additional verification'). */
const askSecondFactor = (secondFactor: SecondFactorChallenge): LoginOutcome => ({
  value: { firstTimeLogin: false, passwordExpired: false, passwordChangeRequired: false, secondFactor },
});

export function createLoginService(deps: AccountDeps, secondFactor: SecondFactorService) {
  const { db, clock, settings } = deps;

  // The same rule the guards apply to every later call of the session (password-state.ts).
  const passwordState = createPasswordState(deps).of;

  /**
   * Starts the session and records the login; the member has proved who they are. `gate` is what the
   * second factor let through without asking (the address unchecked, the member without a factor).
   */
  async function succeed(
    member: MemberRow,
    method: SessionMethod,
    caller: Caller,
    gate: { checked: boolean; factorless: boolean } = { checked: true, factorless: false },
  ): Promise<LoginValue> {
    const now = new Date(clock.now());
    const firstTimeLogin = member.firstLoginAt === null;
    await updateMember(db, member.id, {
      firstLoginAt: member.firstLoginAt ?? now,
      lastLoginAt: now,
      lastLoginIp: caller.ip,
    });
    // Proved by any means (an SMS code too): this address's lock and the captcha count end.
    await deps.attempts.clear(loginSubject(member, member.account), caller.ip);
    // Whoever proved who they are from here makes this a known address for the second factor.
    await rememberAddress(db, member.id, caller.ip, gate.checked);
    const token = await deps.sessions.start(member.id, method, caller);
    return {
      token,
      firstTimeLogin,
      ...(await passwordState(member, method)),
      account: member.account,
      type: member.type,
      ...(gate.factorless && { secondFactorUnavailable: true }),
    };
  }

  function assertAllowedHere(member: MemberRow, request: { agent?: boolean }) {
    if (request.agent && !isAgentType(member.type)) {
      throw new DomainError('FORBIDDEN', 'only_agents_can_log_in', 403);
    }
  }

  async function findByName(username: string): Promise<MemberRow | null> {
    const byAccount = await findMemberByAccount(db, username);
    if (byAccount) return byAccount;
    // Product §4: after a reset by phone the site logs in with the mobile number and the new password.
    return /^\d{6,15}$/.test(username) ? findMemberByMobileAnywhere(db, username) : null;
  }

  async function passwordLogin(
    request: LoginRequest,
    caller: Caller,
    checkCaptcha: CaptchaCheck,
  ): Promise<LoginOutcome> {
    const username = request.username.trim();
    if (username === '' || request.password === '') {
      throw new DomainError('VALIDATION_FAILED', 'enter_username_and_password', 400);
    }
    await deps.challenge.verify(request.altcha);
    const member = await findByName(username);
    // The slot is taken before anything is checked; a locked address says so before the captcha.
    const subject = loginSubject(member, username);
    const slot = await deps.attempts.take(subject, caller.ip, await settings.get('accounts'));
    if (slot.needsCaptcha) {
      if (!request.captcha?.trim()) throw captchaMissing();
      if (!(await checkCaptcha(request.captcha))) throw captchaIncorrect();
    }
    const valid =
      member?.passwordHash && member.status === 'active'
        ? await verifyPassword(member.passwordHash, request.password)
        : await verifyAgainstDecoy(request.password);
    if (!valid || !member) throw wrongCredentials(slot.captchaNext);
    await deps.attempts.clear(subject, caller.ip);
    assertAllowedHere(member, request);
    const remember = request.remember === true;
    const gate = await secondFactor.begin(member, caller, { via: 'username', remember });
    if (gate.ask) return askSecondFactor(gate.ask);
    const value = await succeed(member, 'username', caller, gate);
    if (!remember) return { value, forgetDevice: true };
    return { value, remember: await deps.devices.remember(member.id) };
  }

  async function smsLogin(request: LoginRequest, caller: Caller): Promise<LoginOutcome> {
    const mobile = normalizeMobile(request.countryDialingCode, request.username);
    const code = request.password.trim();
    if (code === '') throw new DomainError('VALIDATION_FAILED', 'invalid_verification_code', 400);
    await requireFlag(deps, 'MOBILEVERCODELOGIN3');
    await deps.codes.consume({
      purpose: 'login',
      destination: fullNumber(mobile.countryDialingCode, mobile.mobileNum),
      code,
    });
    const member = await findMemberByMobile(db, mobile.countryDialingCode, mobile.mobileNum);
    if (!member || member.status !== 'active') {
      throw new DomainError('FORBIDDEN', 'non_member_unable_to_login', 403);
    }
    assertAllowedHere(member, request);
    return { value: await succeed(member, 'sms', caller), forgetDevice: !request.remember };
  }

  async function deviceLogin(request: LoginRequest, caller: Caller, deviceToken: string | undefined) {
    await deps.challenge.verify(request.altcha);
    const redeemed = deviceToken ? await deps.devices.redeem(deviceToken) : null;
    const member = redeemed ? await findMemberById(db, redeemed.memberId) : null;
    if (
      !redeemed ||
      !member ||
      member.status !== 'active' ||
      member.account !== request.username.trim().toLowerCase()
    ) {
      throw new DomainError('UNAUTHORIZED', 'remembered_login_expired', 401);
    }
    assertAllowedHere(member, request);
    const gate = await secondFactor.begin(member, caller, {
      via: 'device',
      remember: true,
      rememberUntil: redeemed.expiresAt.getTime(),
    });
    if (gate.ask) return askSecondFactor(gate.ask);
    const value = await succeed(member, 'device', caller, gate);
    return { value, remember: await deps.devices.remember(member.id, redeemed.expiresAt) };
  }

  return {
    login(
      request: LoginRequest,
      caller: Caller,
      context: { checkCaptcha: CaptchaCheck; deviceToken?: string },
    ): Promise<LoginOutcome> {
      if (request.type === 'sms') return smsLogin(request, caller);
      if (request.type === 'device') return deviceLogin(request, caller, context.deviceToken);
      return passwordLogin(request, caller, context.checkCaptcha);
    },

    /** Product §1: a trial account (type 4) made on the spot; the proof-of-work keeps bots from minting them. */
    async freePlay(challengeToken: string, caller: Caller): Promise<LoginValue> {
      await requireFlag(deps, 'FREEPLAY3');
      await deps.challenge.verify(challengeToken);
      const brand = await settings.get('brand');
      for (let attempt = 0; attempt < 5; attempt++) {
        const suffix = randomBytes(5).toString('hex');
        const member = await insertMember(db, {
          account: `trial${suffix}`,
          nickname: `Guest ${suffix.slice(0, 4).toUpperCase()}`,
          type: 4,
          referralCode: `T${suffix.toUpperCase()}`,
          registerMethod: 'FREEPLAY',
          registerIp: caller.ip,
          currency: brand.currency.code,
        });
        if (member) {
          const value = await succeed(member, 'freeplay', caller);
          return { ...value, firstTimeLogin: false };
        }
      }
      throw new DomainError('CONFLICT', 'unknown_error', 409);
    },

    /** The second step of a login from a new address: the factor proved, the session starts. */
    async completeSecondFactor(request: SecondFactorRequest, caller: Caller): Promise<LoginOutcome> {
      const { member, pending } = await secondFactor.verify(request, caller);
      const value = await succeed(member, pending.via, caller);
      if (!pending.remember) return { value, forgetDevice: true };
      const until = pending.rememberUntil === undefined ? undefined : new Date(pending.rememberUntil);
      return { value, remember: await deps.devices.remember(member.id, until) };
    },

    succeed,

    logout(sessionId: number): Promise<void> {
      return deps.sessions.revoke(sessionId);
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
