import { agentPayoutLedgerKinds } from '@lobby/contract/agent-payouts';
import type { RevenueFigures } from '@lobby/contract/agent-revenue';

/*
 * The report's figures from the kept sums of one account or team (decision 0269). Each kind's
 * `amountIn` is what reached the members' main wallets, `amountOut` what left them; `ROUNDS` holds
 * settled rounds (in: payout, out: stake).
 */

export type KindSums = Map<string, { amountIn: number; amountOut: number }>;

/** The ledger kinds the database sums for the report, and the pseudo-kind of settled rounds. */
export const revenueKinds = {
  deposit: 'DEPOSIT',
  withdraw: 'WITHDRAW',
  withdrawRefund: 'WITHDRAW_REFUND',
  bonus: 'BONUS',
  bonusReverse: 'BONUS_REVERSE',
  salary: agentPayoutLedgerKinds.salary,
  dividend: agentPayoutLedgerKinds.dividend,
  rounds: 'ROUNDS',
} as const;

export const zeroFigures = (): RevenueFigures => ({
  deposits: 0,
  withdrawals: 0,
  validBets: 0,
  winLoss: 0,
  bonuses: 0,
  salariesReceived: 0,
  salariesPaid: 0,
  dividendsReceived: 0,
  dividendsPaid: 0,
  netRevenue: 0,
});

/** What the platform kept from the accounts' play after what it gave back to them. */
const netRevenueOf = (f: Omit<RevenueFigures, 'netRevenue'>) =>
  -f.winLoss - f.bonuses - (f.salariesReceived - f.salariesPaid) - (f.dividendsReceived - f.dividendsPaid);

export function figuresOf(sums: KindSums | undefined): RevenueFigures {
  const of = (kind: string) => sums?.get(kind) ?? { amountIn: 0, amountOut: 0 };
  const rounds = of(revenueKinds.rounds);
  const salary = of(revenueKinds.salary);
  const dividend = of(revenueKinds.dividend);
  const figures = {
    deposits: of(revenueKinds.deposit).amountIn - of(revenueKinds.deposit).amountOut,
    // A refused withdrawal returns its hold (WITHDRAW_REFUND), so it is no withdrawal.
    withdrawals: of(revenueKinds.withdraw).amountOut - of(revenueKinds.withdrawRefund).amountIn,
    validBets: rounds.amountOut,
    winLoss: rounds.amountIn - rounds.amountOut,
    bonuses: of(revenueKinds.bonus).amountIn - of(revenueKinds.bonusReverse).amountOut,
    salariesReceived: salary.amountIn,
    salariesPaid: salary.amountOut,
    dividendsReceived: dividend.amountIn,
    dividendsPaid: dividend.amountOut,
  };
  return { ...figures, netRevenue: netRevenueOf(figures) };
}

/** `a − b`, figure by figure: the agent's own account is its team's total less its direct downline's. */
export function subtractFigures(a: RevenueFigures, b: RevenueFigures): RevenueFigures {
  const out = zeroFigures();
  for (const key of Object.keys(out) as Array<keyof RevenueFigures>) out[key] = a[key] - b[key];
  return out;
}

export function addFigures(a: RevenueFigures, b: RevenueFigures): RevenueFigures {
  const out = zeroFigures();
  for (const key of Object.keys(out) as Array<keyof RevenueFigures>) out[key] = a[key] + b[key];
  return out;
}
