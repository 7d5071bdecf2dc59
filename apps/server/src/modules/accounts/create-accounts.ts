import { createAuthGuards } from '../../plugins/authenticate';
import type { KeyedLimiter } from '../../plugins/keyed-limiter';
import { createNonceStore } from '../security/nonces';
import { createContactBinding } from './contact-binding.service';
import type { AccountDeps } from './deps';
import { createLoginAttempts } from './login-attempts';
import { createLoginService } from './login.service';
import { createMemberService } from './member.service';
import { createTickets } from './one-time-tickets';
import { createPasswordState } from './password-state';
import { createPasswordsService } from './passwords.service';
import { createRegistrationService } from './registration.service';
import { createRememberedDevices } from './remembered-devices';
import { createSecondFactorService } from './second-factor.service';
import { createSessions } from './sessions';
import { createSmsService } from './sms.service';
import { createTotpEnrolment } from './totp-enrolment.service';
import { createVerificationCodes } from './verification-codes';

type Inputs = Omit<AccountDeps, 'sessions' | 'codes' | 'devices' | 'attempts'> & {
  /** Where failed guesses are counted: Redis when set, so every instance sees the same counts. */
  limiter: KeyedLimiter;
};

/** Wires the accounts services over one database and clock. */
export function createAccounts({ limiter, ...inputs }: Inputs) {
  const deps: AccountDeps = {
    ...inputs,
    attempts: createLoginAttempts(limiter),
    sessions: createSessions(inputs.db, inputs.clock),
    codes: createVerificationCodes(inputs.db, inputs.clock),
    devices: createRememberedDevices(inputs.db, inputs.clock),
  };
  const tickets = createTickets(inputs.db, inputs.clock);
  // Spent authenticator codes are remembered with the other one-time values.
  const nonces = createNonceStore(inputs.db, inputs.clock);
  const secondFactor = createSecondFactorService(deps, { tickets, nonces });
  const login = createLoginService(deps, secondFactor);
  const sms = createSmsService(deps);
  const passwordState = createPasswordState(deps);
  return {
    sessions: deps.sessions,
    guards: createAuthGuards(deps.sessions, {
      passwordChangeDue: (auth) => passwordState.changeDue(auth.member, auth.method),
    }),
    login,
    sms,
    registration: createRegistrationService(deps, login, sms),
    passwords: createPasswordsService(deps),
    members: createMemberService(deps),
    secondFactor,
    totp: createTotpEnrolment(deps, nonces),
    contacts: createContactBinding(deps, nonces),
    tickets,
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
