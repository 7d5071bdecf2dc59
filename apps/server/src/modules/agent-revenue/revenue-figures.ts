import type { RevenueFigures } from '@lobby/contract/agent-revenue';

/*
 * The report's figures from the kept sums of one account or team (team_revenue_sums, decisions 0269
 * and 0270): the row's columns are the figures already, but for win/loss and net revenue.
 */

/** A period's kept sums of one account or team. */
export type RevenueSums = {
  deposits: number;
  withdrawals: number;
  bonuses: number;
  salariesReceived: number;
  salariesPaid: number;
  dividendsReceived: number;
  dividendsPaid: number;
  stakes: number;
  payouts: number;
};

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

export function figuresOf(sums: RevenueSums | undefined): RevenueFigures {
  if (!sums) return zeroFigures();
  const figures = {
    deposits: sums.deposits,
    withdrawals: sums.withdrawals,
    validBets: sums.stakes,
    winLoss: sums.payouts - sums.stakes,
    bonuses: sums.bonuses,
    salariesReceived: sums.salariesReceived,
    salariesPaid: sums.salariesPaid,
    dividendsReceived: sums.dividendsReceived,
    dividendsPaid: sums.dividendsPaid,
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
