import { isFlagEnabled, type WhitelabelFlag } from '@lobby/contract/system';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { DomainError } from '../../lib/errors';
import type { Messenger } from '../messaging/messenger';
import type { SecretBox } from '../security/secret-box';
import type { SettingsStore } from '../system/settings.store';
import type { SystemService } from '../system/system.service';
import type { LoginAttempts } from './login-attempts';
import type { RememberedDevices } from './remembered-devices';
import type { Sessions } from './sessions';
import type { VerificationCodes } from './verification-codes';

/** Checks that need the request (the captcha id rides in a cookie); routes build them. */
export type CaptchaCheck = (answer: string | undefined) => Promise<boolean>;

export type ChallengeVerifier = { verify(payload: string | undefined): Promise<void> };

export type Caller = { ip: string; userAgent: string };

export type AccountDeps = {
  db: Database;
  clock: Clock;
  settings: SettingsStore;
  system: SystemService;
  sessions: Sessions;
  codes: VerificationCodes;
  devices: RememberedDevices;
  /** Failed-guess counters of logins and password changes. */
  attempts: LoginAttempts;
  messenger: Messenger;
  challenge: ChallengeVerifier;
  /** Seals TOTP secrets in the database (secrets at rest). */
  secretBox: SecretBox;
  /** Where links in e-mails point (PUBLIC_URL), never the request's Host header. */
  publicUrl: string;
};

export async function flagEnabled(deps: Pick<AccountDeps, 'system'>, flag: WhitelabelFlag): Promise<boolean> {
  return isFlagEnabled(await deps.system.whitelabel(), flag);
}

export async function requireFlag(deps: AccountDeps, flag: WhitelabelFlag): Promise<void> {
  if (!(await flagEnabled(deps, flag))) throw new DomainError('FORBIDDEN', 'function_not_enabled', 403);
}

/** The full number codes are sent to and stored under: +63 9171234567. */
export function fullNumber(countryDialingCode: string, mobileNum: string): string {
  return `+${countryDialingCode.replace(/^\+/, '')} ${mobileNum}`;
}

/** Mobile numbers are digits; the dialing code may come with or without its plus. */
export function normalizeMobile(countryDialingCode: string | undefined, mobileNum: string) {
  const mobile = mobileNum.trim().replace(/[\s-]/g, '');
  const dialing = (countryDialingCode ?? '').trim().replace(/^\+/, '');
  if (mobile === '') throw new DomainError('VALIDATION_FAILED', 'missing_phone_number', 400);
  if (!/^\d{6,15}$/.test(mobile) || !/^\d{1,4}$/.test(dialing)) {
    throw new DomainError('VALIDATION_FAILED', 'invalid_phone_number', 400);
  }
  return { countryDialingCode: dialing, mobileNum: mobile };
}
