import { DomainError, tooManyRequests } from '../../lib/errors';
import type { KeyedLimiter } from '../../plugins/keyed-limiter';
import { rateLimitKey } from '../../plugins/rate-limit';
import type { MemberRow } from './members.repository';

/** The captcha counter's window: failures older than this are forgotten. */
const captchaWindowMs = 60 * 60_000;

export type LoginPolicy = { captchaAfterFailures: number; lockAfterFailures: number; lockMinutes: number };

/**
 * Whose guesses are counted. A known account is counted by its id (its name and its mobile number
 * are one account), an unknown name by the name, so both ask for the captcha and lock alike and the
 * answers do not tell who is registered. The password's change time is part of a member's key: a
 * new password starts every count again, the locks included.
 */
export function loginSubject(member: MemberRow | null, typedName: string): string {
  return member
    ? `m:${member.id}:${member.passwordChangedAt.getTime()}`
    : `n:${typedName.trim().toLowerCase()}`;
}

/** One guess's slot, taken before the password is checked: the verdict goes by its place. */
export type Slot = {
  /** Beyond captchaAfterFailures guesses in the window, from any address. */
  needsCaptcha: boolean;
  /** Whether the next guess will need the captcha, told with a wrong answer. */
  captchaNext: boolean;
};

/**
 * Failed-guess counters of logins and password changes (docs/decisions.md, Accounts and sessions).
 * Counts are taken with one atomic increment before the password is checked, so parallel guesses
 * cannot all read a count from before any of them failed.
 *
 * - per subject, from every address: beyond captchaAfterFailures every guess needs the image captcha;
 * - per subject and client address: beyond lockAfterFailures that address is refused for lockMinutes.
 *   A burst from other addresses does not lock the owner out: they sign in with the captcha.
 */
export function createLoginAttempts(limiter: KeyedLimiter) {
  const subjectKey = (subject: string) => `login:${subject}`;
  const addressKey = (subject: string, ip: string) => `login:${subject}@${rateLimitKey(ip)}`;

  return {
    /** Takes a guess's slot; refuses it at once (429 account_locked) when its address is locked. */
    async take(subject: string, ip: string, policy: LoginPolicy): Promise<Slot> {
      const [overall, here] = await Promise.all([
        limiter.hit(subjectKey(subject), { max: policy.captchaAfterFailures, windowMs: captchaWindowMs }),
        limiter.hit(addressKey(subject, ip), {
          max: policy.lockAfterFailures,
          windowMs: policy.lockMinutes * 60_000,
        }),
      ]);
      if (!here.allowed) throw tooManyRequests('account_locked', here.retryAfterSeconds);
      return {
        needsCaptcha: !overall.allowed,
        captchaNext: overall.count >= policy.captchaAfterFailures,
      };
    },

    /**
     * A password change's check of the current password, by someone already signed in. Its guesses
     * count towards the login's captcha, and beyond lockAfterFailures the account's changes are refused
     * for lockMinutes from every address: a stolen session cannot spread its guesses over addresses,
     * and the owner's logins are not locked by it.
     */
    async takeForChange(subject: string, policy: LoginPolicy): Promise<void> {
      const [, changes] = await Promise.all([
        limiter.hit(subjectKey(subject), { max: policy.captchaAfterFailures, windowMs: captchaWindowMs }),
        limiter.hit(`password-change:${subject}`, {
          max: policy.lockAfterFailures,
          windowMs: policy.lockMinutes * 60_000,
        }),
      ]);
      if (!changes.allowed) throw tooManyRequests('account_locked', changes.retryAfterSeconds);
    },

    /** The right password from this address: its count and lock end, and the captcha is no longer asked. */
    async clear(subject: string, ip: string): Promise<void> {
      await Promise.all([limiter.reset(subjectKey(subject)), limiter.reset(addressKey(subject, ip))]);
    },
  };
}

export type LoginAttempts = ReturnType<typeof createLoginAttempts>;

export const captchaMissing = () =>
  new DomainError('CAPTCHA_REQUIRED', 'please_enter_captcha', 400, { captcha: true });
export const captchaIncorrect = () =>
  new DomainError('CAPTCHA_REQUIRED', 'captcha_incorrect', 400, { captcha: true });
