import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Ledger } from '../ledger/ledger';
import { createSandboxGateway, type Deliver } from '../payment-gateway/sandbox-gateway';
import type { Secrets } from '../security/secrets';
import type { SettingsStore } from '../system/settings.store';
import { createDepositsService } from './deposits.service';
import { sandboxAdapter } from './gateway-adapter';
import { createWithdrawalsService } from './withdrawals.service';

export type PaymentsDeps = {
  db: Database;
  clock: Clock;
  settings: SettingsStore;
  ledger: Ledger;
  secrets: Secrets;
};

/** Deposits, withdrawals and the sandbox gateway over one database and clock. */
export function createPayments(deps: PaymentsDeps) {
  const gateway = createSandboxGateway({ db: deps.db, clock: deps.clock, secrets: deps.secrets });
  const deposits = createDepositsService({ ...deps, gateway: sandboxAdapter(gateway, deps.clock) });
  const withdrawals = createWithdrawalsService(deps);
  return {
    gateway,
    deposits,
    withdrawals,
    /**
     * The periodic work: unconfirmed payouts past their time become received, and the gateway sends
     * again the notifications the platform did not acknowledge. Safe to run on every instance at once.
     */
    async sweep(deliver: Deliver) {
      const autoReceived = await withdrawals.sweepAutoReceived();
      const redelivered = await gateway.redeliver(deliver);
      return { autoReceived, redelivered };
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;

/** How often the sweep runs in a server process. */
export const paymentsSweepMs = 60_000;
