import type { RevenueFigures, RevenueRow } from '@lobby/contract/agent-revenue';

/** The figures a revenue card shows, in the order shown; win/loss and net revenue are signed. */
export const revenueFigureKeys = [
  'netRevenue',
  'deposits',
  'withdrawals',
  'validBets',
  'winLoss',
  'bonuses',
  'salariesReceived',
  'salariesPaid',
  'dividendsReceived',
  'dividendsPaid',
] as const satisfies ReadonlyArray<keyof RevenueFigures>;

export const signedFigures: ReadonlySet<keyof RevenueFigures> = new Set(['netRevenue', 'winLoss']);

export type NetOrder = 'desc' | 'asc';

/** The rows by net revenue (ties by account), the largest first or the smallest. */
export function sortByNet(rows: readonly RevenueRow[], order: NetOrder): RevenueRow[] {
  const sign = order === 'desc' ? -1 : 1;
  return [...rows].sort(
    (a, b) => sign * (a.figures.netRevenue - b.figures.netRevenue) || a.account.localeCompare(b.account),
  );
}
