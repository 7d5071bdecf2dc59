import { createAuthGuards } from '../../plugins/authenticate';
import type { AccountDeps } from './deps';
import { createLoginService } from './login.service';
import { createMemberService } from './member.service';
import { createPasswordsService } from './passwords.service';
import { createRegistrationService } from './registration.service';
import { createRememberedDevices } from './remembered-devices';
import { createSessions } from './sessions';
import { createSmsService } from './sms.service';
import { createVerificationCodes } from './verification-codes';

type Inputs = Omit<AccountDeps, 'sessions' | 'codes' | 'devices'>;

/** Wires the accounts services over one database and clock. */
export function createAccounts(inputs: Inputs) {
  const deps: AccountDeps = {
    ...inputs,
    sessions: createSessions(inputs.db, inputs.clock),
    codes: createVerificationCodes(inputs.db, inputs.clock),
    devices: createRememberedDevices(inputs.db, inputs.clock),
  };
  const login = createLoginService(deps);
  const sms = createSmsService(deps);
  return {
    sessions: deps.sessions,
    guards: createAuthGuards(deps.sessions),
    login,
    sms,
    registration: createRegistrationService(deps, login, sms),
    passwords: createPasswordsService(deps),
    members: createMemberService(deps),
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
