import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Ledger } from '../ledger/ledger';
import { createSandboxGateway, type Deliver } from '../payment-gateway/sandbox-gateway';
import type { Secrets } from '../security/secrets';
import type { SettingsStore } from '../system/settings.store';
import { createDepositsService, type DepositsDeps } from './deposits.service';
import { noGatewayAdapter, sandboxAdapter } from './gateway-adapter';
import type { Config } from '../../config/env';
import { createWithdrawalsService, type WithdrawalsDeps } from './withdrawals.service';
import type { PaymentNotify } from './payment-notices';

export type PaymentsDeps = {
  db: Database;
  clock: Clock;
  settings: SettingsStore;
  ledger: Ledger;
  secrets: Secrets;
  /** Which gateway takes deposits; only the demo has the sandbox and its pay page. */
  gateway: Config['PAYMENT_GATEWAY'];
  /** The member's inbox notices of deposits and withdrawals. */
  notify?: PaymentNotify;
  /** The promotions a credited deposit qualifies for, and the wagering a withdrawal waits for (rewards). */
  beforeCredit?: DepositsDeps['beforeCredit'];
  turnoverRemaining?: WithdrawalsDeps['turnoverRemaining'];
};

/** Deposits, withdrawals and (in the demo) the sandbox gateway over one database and clock. */
export function createPayments(deps: PaymentsDeps) {
  const gateway =
    deps.gateway === 'sandbox'
      ? createSandboxGateway({ db: deps.db, clock: deps.clock, secrets: deps.secrets })
      : null;
  const deposits = createDepositsService({
    ...deps,
    gateway: gateway ? sandboxAdapter(gateway, deps.clock) : noGatewayAdapter,
  });
  const withdrawals = createWithdrawalsService({ ...deps, sandboxPayouts: gateway !== null });
  return {
    gateway,
    deposits,
    withdrawals,
    /**
     * The periodic work: unconfirmed payouts past their time become received, the demo's automatic
     * payouts a crash interrupted are finished, and the gateway sends again the notifications the
     * platform did not acknowledge. Safe to run on every instance at once.
     */
    async sweep(deliver: Deliver) {
      const autoReceived = await withdrawals.sweepAutoReceived();
      const resumedPayouts = await withdrawals.resumeSandboxPayouts();
      const redelivered = gateway ? await gateway.redeliver(deliver) : 0;
      return { autoReceived, resumedPayouts, redelivered };
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;
