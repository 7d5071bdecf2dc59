import {
  isTrialType,
  type LoginValue,
  type SecondFactorMethod,
  type SecondFactorRequest,
} from '@lobby/contract/accounts';
import { DomainError } from '../../lib/errors';
import type { NonceStore } from '../security/nonces';
import { fullNumber, type AccountDeps, type Caller } from './deps';
import { addressKey, addressStatus } from './known-addresses';
import { findMemberById, type MemberRow } from './members.repository';
import type { Tickets } from './one-time-tickets';
import { matchTotp } from './totp';
import { memberTotpSecret } from './totp-secrets';

/** How the first step logged in, so the second ends the same way (session method, remembered device). */
export type PendingLogin = {
  via: 'username' | 'device';
  remember: boolean;
  /** A remembered device keeps its first expiry (docs/decisions.md, remember me). */
  rememberUntil?: number;
};

type TicketData = PendingLogin & { method: SecondFactorMethod };

export type SecondFactorChallenge = NonNullable<LoginValue['secondFactor']>;

/**
 * What the first step of a login does next: ask for the factor, or go on. Going on, `checked` says
 * whether the address may become known, and `factorless` that the member has no factor to give.
 */
export type SecondFactorGate =
  { ask: SecondFactorChallenge } | { ask: null; checked: boolean; factorless: boolean };

const ticketPurpose = 'second-factor-ticket';
const ticketMinutes = 10;
/** Wrong answers a ticket survives; then the member starts the login again. */
const maxAttempts = 5;

const ticketInvalid = () => new DomainError('BAD_REQUEST', 'second_factor_ticket_invalid', 400);
/** Wrong guesses count against the ticket; an expired code or a missing address do not. */
const guessMessages = new Set(['invalid_verification_code', 'bank_name_incorrect']);

/** Names are compared as people type them: neither case nor spaces matter. */
const normalizeName = (name: string) => name.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

const maskMobile = (countryDialingCode: string, mobileNum: string) =>
  `+${countryDialingCode} •••• ${mobileNum.slice(-4)}`;
function maskEmail(email: string) {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

const hasMobile = (member: MemberRow) => Boolean(member.mobileNum && member.countryDialingCode);

function canUse(method: SecondFactorMethod, member: MemberRow): boolean {
  switch (method) {
    case 'sms':
      return hasMobile(member);
    case 'email':
      return Boolean(member.email);
    case 'totp':
      return member.secondFactor === 'totp' && Boolean(member.totpSecret);
    case 'bankName':
      return Boolean(member.profile.payeeName?.trim());
  }
}

/** Fallbacks in order: what reaches the member's own devices first, the payee name last. */
const fallbacks: readonly SecondFactorMethod[] = ['sms', 'email', 'totp', 'bankName'];

/**
 * The operator's method when the member can do it; otherwise the first the member already has. Null
 * when the member has none: a factor is never bound during a login, since whoever knows the password
 * could bind their own address there (issue 15).
 */
export function chooseMethod(configured: SecondFactorMethod, member: MemberRow): SecondFactorMethod | null {
  if (canUse(configured, member)) return configured;
  return fallbacks.find((method) => canUse(method, member)) ?? null;
}

/**
 * Product §4 'Additional verification': a password or remembered-device login from an address the member
 * has not used asks for a second factor before a session exists. The first step answers a ticket; the
 * second proves the factor with it (docs/decisions.md).
 */
export function createSecondFactorService(
  deps: AccountDeps,
  extra: { tickets: Tickets; nonces: NonceStore },
) {
  const { db, clock, settings, messenger } = deps;
  const { tickets, nonces } = extra;

  const codeMinutes = async () => (await settings.get('accounts')).smsCodeMinutes;

  /** Sends a code; the countdown and hourly rules of verification-codes.ts apply per destination. */
  async function sendCode(method: 'sms' | 'email', to: string, member: MemberRow, caller: Caller) {
    const minutes = await codeMinutes();
    const code = await deps.codes.issue({
      purpose: 'second-factor',
      destination: to,
      minutes,
      ip: caller.ip,
      memberId: member.id,
    });
    const text = `${code} is your login verification code. It expires in ${minutes} min. Never share it.`;
    if (method === 'sms') await messenger.sendSms(to, text);
    else await messenger.sendEmail(to, 'Your login verification code', text);
    return { expiredMinutes: minutes };
  }

  function destinationOf(method: SecondFactorMethod, member: MemberRow): string | null {
    if (method === 'sms') {
      const { countryDialingCode, mobileNum } = member;
      return countryDialingCode && mobileNum ? fullNumber(countryDialingCode, mobileNum) : null;
    }
    if (method === 'email') return member.email?.toLowerCase() || null;
    return null;
  }

  /**
   * At login the code goes out at once. A code still counting down from a moment ago stays valid, so
   * the member is sent to type it rather than refused.
   */
  async function sendAtLogin(method: 'sms' | 'email', to: string, member: MemberRow, caller: Caller) {
    try {
      return await sendCode(method, to, member, caller);
    } catch (error) {
      if (!(error instanceof DomainError) || error.message !== 'sms_wait_countdown') throw error;
      return { expiredMinutes: Math.max(1, Math.ceil((error.detail?.retryAfterSeconds ?? 60) / 60)) };
    }
  }

  async function liveTicket(ticket: string, caller: Caller) {
    const found = await tickets.find<TicketData>(ticketPurpose, ticket);
    // Bound to the address that logged in: a ticket read off one machine is no use on another.
    if (!found || found.ip !== addressKey(caller.ip)) throw ticketInvalid();
    const member = await findMemberById(db, found.memberId);
    if (!member || member.status !== 'active') throw ticketInvalid();
    return { found, member };
  }

  async function check(data: TicketData, member: MemberRow, request: SecondFactorRequest) {
    const code = request.code.trim();
    switch (data.method) {
      case 'sms':
      case 'email': {
        // The address went away since the ticket was issued: start the login again.
        const destination = destinationOf(data.method, member);
        if (!destination) throw ticketInvalid();
        await deps.codes.consume({ purpose: 'second-factor', destination, code });
        return;
      }
      case 'totp': {
        const secret = await memberTotpSecret(db, deps.secretBox, member);
        const step = secret ? matchTotp(secret, code, clock.now()) : null;
        // A code works once: one read over the shoulder cannot be replayed within its window.
        const fresh =
          step !== null &&
          (await nonces.claim(`totp:${member.id}:${step}`, new Date(clock.now() + 5 * 60_000)));
        if (!fresh) throw new DomainError('BAD_REQUEST', 'invalid_verification_code', 400);
        return;
      }
      case 'bankName': {
        const payee = member.profile.payeeName ?? '';
        if (!payee || normalizeName(code) !== normalizeName(payee)) {
          throw new DomainError('BAD_REQUEST', 'bank_name_incorrect', 400);
        }
        return;
      }
    }
  }

  return {
    /**
     * The challenge when this login must prove a factor. A member with no factor at all is let in from a
     * new address too (binding one here would hand the account to whoever knows the password), but the
     * address stays unchecked and the answer warns, so the site asks the member to bind one.
     */
    async begin(member: MemberRow, caller: Caller, pending: PendingLogin): Promise<SecondFactorGate> {
      const { secondFactor: configured } = await settings.get('accounts');
      if (configured === 'off' || isTrialType(member.type)) {
        return { ask: null, checked: true, factorless: false };
      }
      const method = chooseMethod(configured, member);
      const status = await addressStatus(db, member, caller.ip);
      if (status !== 'new' || method === null) {
        return { ask: null, checked: status !== 'new', factorless: method === null };
      }
      const data: TicketData = { ...pending, method };
      const ticket = await tickets.issue({
        purpose: ticketPurpose,
        memberId: member.id,
        ip: addressKey(caller.ip),
        minutes: ticketMinutes,
        data,
      });
      const to = destinationOf(method, member);
      if (method === 'sms' && to) {
        const sent = await sendAtLogin('sms', to, member, caller);
        const hint = maskMobile(member.countryDialingCode ?? '', member.mobileNum ?? '');
        return { ask: { method, ticket, hint, expiredMinutes: sent.expiredMinutes } };
      }
      if (method === 'email' && to) {
        const sent = await sendAtLogin('email', to, member, caller);
        return { ask: { method, ticket, hint: maskEmail(to), expiredMinutes: sent.expiredMinutes } };
      }
      // TOTP or the bank account name: nothing is sent.
      return { ask: { method, ticket, hint: '' } };
    },

    /** Sends the code again, to the mobile or e-mail address the member already holds. */
    async send(request: { ticket: string }, caller: Caller) {
      const { found, member } = await liveTicket(request.ticket, caller);
      const data = found.data;
      if (data.method !== 'sms' && data.method !== 'email') {
        throw new DomainError('BAD_REQUEST', 'function_not_enabled', 400);
      }
      const to = destinationOf(data.method, member);
      if (!to) throw ticketInvalid();
      const sent = await sendCode(data.method, to, member, caller);
      const hint =
        data.method === 'sms'
          ? maskMobile(member.countryDialingCode ?? '', member.mobileNum ?? '')
          : maskEmail(to);
      return { ...sent, hint };
    },

    /** Checks the factor. Success uses the ticket up; wrong answers count, and the fifth burns it. */
    async verify(
      request: SecondFactorRequest,
      caller: Caller,
    ): Promise<{ member: MemberRow; pending: PendingLogin }> {
      const { found, member } = await liveTicket(request.ticket, caller);
      try {
        await check(found.data, member, request);
      } catch (error) {
        if (error instanceof DomainError && guessMessages.has(error.message)) {
          await tickets.countFailure(found.id, maxAttempts);
        }
        throw error;
      }
      const used = await tickets.redeem<TicketData>(ticketPurpose, request.ticket);
      if (!used) throw ticketInvalid();
      const { via, remember, rememberUntil } = used.data;
      return { member, pending: { via, remember, rememberUntil } };
    },
  };
}

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
