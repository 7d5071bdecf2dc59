import { describe, expect, it } from 'vitest';
import type { RevenueFigures, RevenueRow } from '@lobby/contract/agent-revenue';
import { sortByNet } from './revenue-rows';

const row = (account: string, netRevenue: number): RevenueRow => ({
  memberId: account.length,
  account,
  isAgent: false,
  figures: { netRevenue } as RevenueFigures,
});

describe('sortByNet', () => {
  it('orders by net revenue either way, ties by account, without touching the input', () => {
    const rows = [row('b', 5), row('a', 5), row('c', -3), row('d', 12)];
    expect(sortByNet(rows, 'desc').map((r) => r.account)).toEqual(['d', 'a', 'b', 'c']);
    expect(sortByNet(rows, 'asc').map((r) => r.account)).toEqual(['c', 'a', 'b', 'd']);
    expect(rows.map((r) => r.account)).toEqual(['b', 'a', 'c', 'd']);
  });
});
