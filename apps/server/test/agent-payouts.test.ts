import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { agentContractPaths, agentContractSchema, type ContractTerms } from '@lobby/contract/agent-contracts';
import { agentPayoutPaths, payoutListValueSchema } from '@lobby/contract/agent-payouts';
import {
  agentContractPayouts,
  agentContracts,
  bets,
  ledgerAccounts,
  ledgerTransactions,
} from '../src/db/schema';
import { periodsEnded } from '../src/modules/agent-payouts/payout-periods';
import { earnedFromBets, earnedFromTotals } from '../src/modules/agent-payouts/payout-rules';
import { runOpsCommand } from '../src/ops/commands';
import { bearer, send } from './account-helpers';
import { createTestApp, type TestApp } from './helper';
import { makeMember, type TestMember } from './wallet-helpers';

/*
 * Agent contract payouts (issue 20 'Payouts'; decisions 0261–0264) in a +05:30 brand: each kind's
 * periods, tiers and thresholds, owed then paid, once per period whatever the passes, and who may list
 * them. Each describe has its own tree, and ends its contracts at the instant it ran to, so a later
 * pass (at a later instant) has nothing of theirs left to pay.
 */

let t: TestApp;
const offset = 330;

const ops = async (...argv: string[]) => String(await runOpsCommand(t.services, argv, 'test-operator'));
const get = (url: string, who?: TestMember) =>
  send(t, 'GET', url, undefined, { headers: who ? bearer(who.token) : {} });

const member = (options: Parameters<typeof makeMember>[2] = {}) =>
  makeMember(t.database.db, t.services, { prefix: 'po', ...options });

/** A tree: an agent at the top, an agent under it, players under that at two depths. */
async function tree() {
  const top = await member({ type: 1 });
  const mid = await member({ type: 2, parentId: top.id });
  const low = await member({ type: 2, parentId: mid.id });
  const p1 = await member({ type: 0, parentId: mid.id });
  const p2 = await member({ type: 0, parentId: mid.id });
  const deep = await member({ type: 0, parentId: low.id });
  return { top, mid, low, p1, p2, deep };
}

/** The platform's contract to a top agent, answered at `since` (so its periods start there). */
async function platformContract(to: TestMember, terms: ContractTerms, since: string): Promise<number> {
  const out = await ops(
    'contract',
    'offer',
    '--to',
    to.account,
    '--kind',
    terms.kind,
    '--terms',
    JSON.stringify(terms),
  );
  const id = Number(/^offered: #(\d+)/.exec(out)?.[1]);
  const res = await send(
    t,
    'POST',
    agentContractPaths[terms.kind],
    { contractId: id, action: 'accept' },
    {
      headers: bearer(to.token),
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await t.database.db
    .update(agentContracts)
    .set({ answeredAt: new Date(since) })
    .where(eq(agentContracts.id, id));
  return id;
}

/** An agent's contract to its direct downline, answered at `since`. */
async function agentContract(from: TestMember, to: TestMember, terms: ContractTerms, since: string) {
  const offered = await send(
    t,
    'POST',
    agentContractPaths.offer,
    { requestId: randomUUID(), downline: to.account, terms },
    {
      headers: bearer(from.token),
    },
  );
  expect(offered.status, JSON.stringify(offered.body)).toBe(200);
  const id = agentContractSchema.parse(offered.body.value).id;
  const res = await send(
    t,
    'POST',
    agentContractPaths[terms.kind],
    { contractId: id, action: 'accept' },
    {
      headers: bearer(to.token),
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await t.database.db
    .update(agentContracts)
    .set({ answeredAt: new Date(since) })
    .where(eq(agentContracts.id, id));
  return id;
}

/** Ends contracts at `at`, as if terminated then: no later period of theirs is due. */
async function endAt(at: string, ...ids: number[]) {
  for (const id of ids) {
    await t.database.db
      .update(agentContracts)
      .set({ state: 'terminated', endedAt: new Date(at), endedBy: 'platform', endReason: 'terminated' })
      .where(eq(agentContracts.id, id));
  }
}

/** A settled (or rolled-back) round of a player, written as the seamless wallet leaves it. */
async function bet(
  who: TestMember,
  stake: number,
  payout: number,
  settledAt: string,
  options: { status?: 'SETTLED' | 'ROLLED_BACK'; placedAt?: string } = {},
) {
  await t.database.db.insert(bets).values({
    memberId: who.id,
    vendorCode: 'BGS',
    gameCode: 'dice',
    gameType: 'RNG',
    roundId: randomUUID(),
    currency: 'PHP',
    stake,
    payout,
    status: options.status ?? 'SETTLED',
    placedAt: new Date(options.placedAt ?? settledAt),
    settledAt: new Date(settledAt),
  });
}

async function fund(who: TestMember, amount: number) {
  const ledger = t.services.ledger;
  await ledger.post({
    idempotencyKey: `test-fund:${randomUUID()}`,
    kind: 'DEPOSIT',
    memberId: who.id,
    legs: [
      { accountId: await ledger.systemAccount('GATEWAY', 'PHP'), amount: -amount },
      { accountId: await ledger.memberAccount(who.id, 'PHP'), amount },
    ],
  });
}

async function balanceOf(who: TestMember) {
  const id = await t.services.ledger.memberAccount(who.id, 'PHP');
  const [row] = await t.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id));
  return row!.balance;
}

async function payoutsOf(contractId: number) {
  return t.database.db
    .select()
    .from(agentContractPayouts)
    .where(eq(agentContractPayouts.contractId, contractId))
    .orderBy(asc(agentContractPayouts.periodStart));
}

/** A pass at `at`, then the books must still balance. */
async function runAt(at: string) {
  const report = await t.services.agentPayouts.run(new Date(at));
  const check = await t.services.ledger.check();
  expect(check.mismatched).toEqual([]);
  expect(check.unbalanced).toEqual([]);
  expect(check.negative).toEqual([]);
  return report;
}

async function messages(who: TestMember, template: string) {
  const { list } = await t.services.inbox.list(who.id, { pageNo: 1, pageSize: 50 });
  return list.filter((m) => m.template === template).map((m) => m.params);
}

beforeAll(async () => {
  t = await createTestApp();
  const brand = await t.services.settings.get('brand');
  await t.services.settings.set('brand', { ...brand, timeZoneOffsetMinutes: offset });
  const wallet = await t.services.settings.get('wallet');
  await t.services.settings.set('wallet', {
    ...wallet,
    agentPolicy: { dailysalreqtype: 1, divtypereq: 1, contracthoursalreq: 1, realtimesalreqtype: 1 },
  });
});
afterAll(() => t.close());

describe('periods in the brand time zone (+05:30)', () => {
  const at = (text: string) => Date.parse(text);
  const iso = (periods: Array<{ start: Date; end: Date }>) =>
    periods.map((p) => [p.start.toISOString(), p.end.toISOString()]);
  const hourly: ContractTerms = {
    kind: 'hourlySalary',
    tiers: [{ hourlyBetAmount: 0, activeMembers: 0, rate: 1 }],
  };

  it('starts brand hours on the half hour (UTC) and brand days at 18:30 UTC', () => {
    expect(iso(periodsEnded(hourly, offset, at('2031-03-03T03:00:00Z'), at('2031-03-03T05:31:00Z')))).toEqual(
      [
        ['2031-03-03T02:30:00.000Z', '2031-03-03T03:30:00.000Z'],
        ['2031-03-03T03:30:00.000Z', '2031-03-03T04:30:00.000Z'],
        ['2031-03-03T04:30:00.000Z', '2031-03-03T05:30:00.000Z'],
      ],
    );
    const daily: ContractTerms = {
      kind: 'dailySalary',
      tiers: [{ dailyBetAmount: 0, activeMembers: 0, rate: 1 }],
    };
    expect(iso(periodsEnded(daily, offset, at('2031-03-03T00:00:00Z'), at('2031-03-04T19:00:00Z')))).toEqual([
      ['2031-03-02T18:30:00.000Z', '2031-03-03T18:30:00.000Z'],
      ['2031-03-03T18:30:00.000Z', '2031-03-04T18:30:00.000Z'],
    ]);
  });

  it('cuts dividend periods into weeks from Monday, halves of the month and months', () => {
    const dividend = (period: 'W' | 'H' | 'M'): ContractTerms => ({
      kind: 'dividend',
      period,
      tiers: [{ periodValidBet: 0, periodProfitLoss: 0, activeMembers: 0, rate: 1 }],
    });
    const from = at('2031-02-01T00:00:00Z');
    const to = at('2031-03-20T00:00:00Z');
    expect(iso(periodsEnded(dividend('H'), offset, from, to))).toEqual([
      ['2031-01-31T18:30:00.000Z', '2031-02-15T18:30:00.000Z'],
      ['2031-02-15T18:30:00.000Z', '2031-02-28T18:30:00.000Z'],
      ['2031-02-28T18:30:00.000Z', '2031-03-15T18:30:00.000Z'],
    ]);
    expect(iso(periodsEnded(dividend('M'), offset, from, to))).toEqual([
      ['2031-01-31T18:30:00.000Z', '2031-02-28T18:30:00.000Z'],
    ]);
    // 2031-03-10 is a Monday.
    expect(iso(periodsEnded(dividend('W'), offset, at('2031-03-05T00:00:00Z'), to))).toEqual([
      ['2031-03-02T18:30:00.000Z', '2031-03-09T18:30:00.000Z'],
      ['2031-03-09T18:30:00.000Z', '2031-03-16T18:30:00.000Z'],
    ]);
  });
});

describe('what each kind earns from its tiers', () => {
  it('pays salaries the highest tier whose every threshold is reached', () => {
    const terms: ContractTerms = {
      kind: 'dailySalary',
      tiers: [
        { dailyBetAmount: 1000, activeMembers: 1, rate: 100 },
        { dailyBetAmount: 5000, activeMembers: 3, rate: 200 },
      ],
    };
    expect(earnedFromTotals(terms, { validBet: 999, profitLoss: 0, activeMembers: 5 })).toMatchObject({
      tier: null,
      amount: 0,
    });
    expect(earnedFromTotals(terms, { validBet: 9000, profitLoss: 0, activeMembers: 2 })).toMatchObject({
      tier: 0,
      rate: 100,
      amount: 90,
    });
    expect(earnedFromTotals(terms, { validBet: 9001, profitLoss: 0, activeMembers: 3 })).toMatchObject({
      tier: 1,
      rate: 200,
      amount: 180,
    });
  });

  it('pays a dividend on the team’s loss only', () => {
    const terms: ContractTerms = {
      kind: 'dividend',
      period: 'W',
      tiers: [{ periodValidBet: 100, periodProfitLoss: 50, activeMembers: 1, rate: 1000 }],
    };
    expect(earnedFromTotals(terms, { validBet: 1000, profitLoss: 400, activeMembers: 1 })).toMatchObject({
      tier: 0,
      amount: 40,
    });
    expect(earnedFromTotals(terms, { validBet: 1000, profitLoss: -400, activeMembers: 1 })).toMatchObject({
      tier: null,
      amount: 0,
    });
    expect(earnedFromTotals(terms, { validBet: 1000, profitLoss: 49, activeMembers: 1 })).toMatchObject({
      tier: null,
      amount: 0,
    });
  });

  it('pays a real-time salary bet by bet, each at its own tier', () => {
    const terms = {
      kind: 'realTimeSalary' as const,
      tiers: [
        { singleBet: 100, winRate: 50, lossRate: 100 },
        { singleBet: 1000, winRate: 80, lossRate: 150 },
      ],
    };
    expect(
      earnedFromBets(terms, [
        { tier: 0, outcome: 'lost', bets: 1, stake: 500 },
        { tier: 1, outcome: 'won', bets: 1, stake: 2000 },
        { tier: 1, outcome: 'lost', bets: 1, stake: 1000 },
      ]),
    ).toEqual({
      basis: { qualifyingBets: 3, wonStake: 2000, lostStake: 1500 },
      tier: 1,
      rate: 150,
      amount: 5 + 16 + 15,
    });
  });
});

describe('hourly salary from the platform', () => {
  it('pays the brand hour’s settled stake at the tier reached, from the commission account', async () => {
    const { top, p1, deep } = await tree();
    const id = await platformContract(
      top,
      {
        kind: 'hourlySalary',
        tiers: [
          { hourlyBetAmount: 1000, activeMembers: 1, rate: 100 },
          { hourlyBetAmount: 5000, activeMembers: 2, rate: 200 },
        ],
      },
      '2031-03-03T03:00:00Z',
    );
    // Brand hour 10:00–11:00 is 04:30–05:30 UTC.
    await bet(p1, 3000, 0, '2031-03-03T04:40:00Z');
    await bet(deep, 2500, 5000, '2031-03-03T05:20:00Z');
    await bet(p1, 9999, 0, '2031-03-03T04:50:00Z', { status: 'ROLLED_BACK' });
    await bet(p1, 7000, 0, '2031-03-03T05:35:00Z');
    const before = await balanceOf(top);
    await runAt('2031-03-03T05:31:00Z');
    const rows = await payoutsOf(id);
    expect(rows.map((r) => [r.periodStart.toISOString(), r.amount, r.tier, r.state])).toEqual([
      ['2031-03-03T02:30:00.000Z', 0, null, 'paid'],
      ['2031-03-03T03:30:00.000Z', 0, null, 'paid'],
      ['2031-03-03T04:30:00.000Z', 110, 1, 'paid'],
    ]);
    expect(rows[2]!.basis).toEqual({ validBet: 5500, activeMembers: 2 });
    expect(rows[2]!.uplineId).toBeNull();
    expect(await balanceOf(top)).toBe(before + 110);
    const [posted] = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, rows[2]!.ledgerTransactionId!));
    expect(posted!.kind).toBe('AGENT_SALARY');
    expect(await messages(top, 'contractPaid')).toEqual([
      expect.objectContaining({ contractId: String(id), amount: '1.10', kind: 'hourlySalary' }),
    ]);
    // A second pass at the same instant finds every period written.
    expect(await runAt('2031-03-03T05:31:00Z')).toEqual({ paid: 0, owed: 0, zero: 0, settledOwed: 0 });
    await endAt('2031-03-03T05:31:00Z', id);
  });
});

describe('daily salary from an agent', () => {
  it('owes what the upline cannot fund, then pays it oldest first once it can', async () => {
    const { top, mid, p1, p2, deep } = await tree();
    // Top's own contract reaches no tier (so it earns top nothing); it lets top offer mid its rate.
    const own = await platformContract(
      top,
      { kind: 'dailySalary', tiers: [{ dailyBetAmount: 999_999_999, activeMembers: 0, rate: 500 }] },
      '2031-03-04T00:00:00Z',
    );
    const id = await agentContract(
      top,
      mid,
      {
        kind: 'dailySalary',
        tiers: [
          { dailyBetAmount: 1000, activeMembers: 1, rate: 100 },
          { dailyBetAmount: 5000, activeMembers: 3, rate: 300 },
        ],
      },
      '2031-03-04T00:00:00Z',
    );
    // Brand day 2031-03-05 is [03-04T18:30Z, 03-05T18:30Z).
    await bet(p1, 4000, 0, '2031-03-04T18:20:00Z'); // the day before
    await bet(p1, 2000, 0, '2031-03-04T18:40:00Z');
    await bet(p2, 3000, 6000, '2031-03-05T10:00:00Z');
    // Placed the day before, settled late: it counts on the day it settled.
    await bet(deep, 1000, 0, '2031-03-05T02:00:00Z', { placedAt: '2031-03-04T10:00:00Z' });
    await runAt('2031-03-05T18:31:00Z');
    const rows = await payoutsOf(id);
    expect(rows.map((r) => [r.periodStart.toISOString(), r.amount, r.tier, r.state])).toEqual([
      ['2031-03-03T18:30:00.000Z', 40, 0, 'owed'],
      ['2031-03-04T18:30:00.000Z', 180, 1, 'owed'],
    ]);
    expect(rows[1]!.basis).toEqual({ validBet: 6000, activeMembers: 3 });
    expect(rows.every((r) => r.ledgerTransactionId === null)).toBe(true);
    expect(await messages(mid, 'contractOwed')).toHaveLength(2);
    expect(await messages(top, 'contractOwed')).toHaveLength(2);
    expect((await payoutsOf(own)).every((r) => r.amount === 0)).toBe(true);

    // Enough for the older one only: it is paid, the newer waits.
    await fund(top, 100);
    await runAt('2031-03-05T18:32:00Z');
    expect((await payoutsOf(id)).map((r) => r.state)).toEqual(['paid', 'owed']);
    expect(await balanceOf(mid)).toBe(40);
    // The totals over dates come from the kept day sums, which follow the owed one being paid.
    const paidOut = async (query: string) =>
      payoutListValueSchema.parse(
        (await get(`${agentPayoutPaths.list}?kind=dailySalary&role=upline${query}`, top)).body.value,
      );
    expect((await paidOut('&from=2031-03-04&to=2031-03-05')).totals).toEqual({ paid: 40, owed: 180 });
    expect((await paidOut('&from=2031-03-05')).totals).toEqual({ paid: 0, owed: 180 });
    expect((await paidOut('&from=2031-03-05&state=owed')).total).toBe(1);
    expect((await paidOut('&to=2031-03-04')).totals).toEqual({ paid: 40, owed: 0 });
    await fund(top, 200);
    await runAt('2031-03-05T18:33:00Z');
    expect((await payoutsOf(id)).map((r) => r.state)).toEqual(['paid', 'paid']);
    expect(await balanceOf(mid)).toBe(220);
    expect(await balanceOf(top)).toBe(80);
    expect(await messages(mid, 'contractPaid')).toHaveLength(2);

    // The list, as each side sees it.
    const asMid = payoutListValueSchema.parse(
      (await get(`${agentPayoutPaths.list}?kind=dailySalary`, mid)).body.value,
    );
    expect(asMid.list.map((p) => [p.role, p.amount, p.state, p.upline?.account])).toEqual([
      ['downline', 180, 'paid', top.account],
      ['downline', 40, 'paid', top.account],
    ]);
    expect(asMid.totals).toEqual({ paid: 220, owed: 0 });
    const midOnDay = payoutListValueSchema.parse(
      (await get(`${agentPayoutPaths.list}?kind=dailySalary&from=2031-03-05&to=2031-03-05`, mid)).body.value,
    );
    expect([midOnDay.total, midOnDay.totals]).toEqual([1, { paid: 180, owed: 0 }]);
    expect((await payoutsOf(id)).map((r) => r.brandDay)).toEqual(['2031-03-04', '2031-03-05']);
    const asTop = payoutListValueSchema.parse(
      (await get(`${agentPayoutPaths.list}?kind=dailySalary&role=upline`, top)).body.value,
    );
    expect(asTop.list.map((p) => [p.role, p.downline.account, p.amount])).toEqual([
      ['upline', mid.account, 180],
      ['upline', mid.account, 40],
    ]);
    const topAsDownline = payoutListValueSchema.parse(
      (await get(`${agentPayoutPaths.list}?kind=dailySalary&from=2031-03-05&to=2031-03-05`, top)).body.value,
    );
    expect(topAsDownline.list.map((p) => [p.upline, p.amount, p.periodStart])).toEqual([
      [null, 0, '2031-03-04T18:30:00.000Z'],
    ]);
    await endAt('2031-03-05T18:33:00Z', id, own);
  });
});

describe('dividend', () => {
  it('pays a share of the team’s loss per half month, nothing when the team won', async () => {
    const a = await tree();
    const b = await tree();
    const terms: ContractTerms = {
      kind: 'dividend',
      period: 'H',
      tiers: [
        { periodValidBet: 1000, periodProfitLoss: 100, activeMembers: 1, rate: 1000 },
        { periodValidBet: 100_000, periodProfitLoss: 100, activeMembers: 1, rate: 2000 },
      ],
    };
    const lost = await platformContract(a.top, terms, '2031-04-20T00:00:00Z');
    const won = await platformContract(b.top, terms, '2031-04-20T00:00:00Z');
    // The half month 2031-05-01 to 05-15 is [04-30T18:30Z, 05-15T18:30Z).
    await bet(a.p1, 5000, 0, '2031-05-10T00:00:00Z');
    await bet(a.deep, 1000, 1500, '2031-05-12T00:00:00Z');
    await bet(b.p1, 5000, 20_000, '2031-05-10T00:00:00Z');
    await runAt('2031-05-15T18:31:00Z');
    const [, paid] = await payoutsOf(lost);
    expect(paid).toMatchObject({ amount: 450, tier: 0, rate: 1000, state: 'paid' });
    expect(paid!.basis).toEqual({ validBet: 6000, profitLoss: 4500, activeMembers: 2 });
    const [posted] = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, paid!.ledgerTransactionId!));
    expect(posted!.kind).toBe('AGENT_DIVIDEND');
    const [, nothing] = await payoutsOf(won);
    expect(nothing).toMatchObject({ amount: 0, tier: null, state: 'paid', ledgerTransactionId: null });
    expect(nothing!.basis).toMatchObject({ profitLoss: -15_000 });
    await endAt('2031-05-15T18:31:00Z', lost, won);
  });
});

describe('real-time salary', () => {
  it('pays each five minutes’ qualifying bets by outcome; parallel passes pay each period once', async () => {
    const { top, p1, p2 } = await tree();
    const id = await platformContract(
      top,
      {
        kind: 'realTimeSalary',
        tiers: [
          { singleBet: 100, winRate: 50, lossRate: 100 },
          { singleBet: 1000, winRate: 80, lossRate: 150 },
        ],
      },
      '2031-06-01T11:59:00Z',
    );
    await bet(p1, 50, 0, '2031-06-01T12:01:00Z'); // below every tier
    await bet(p1, 500, 0, '2031-06-01T12:02:00Z'); // tier 0, lost: 5
    await bet(p2, 2000, 5000, '2031-06-01T12:03:00Z'); // tier 1, won: 16
    await bet(p2, 1000, 0, '2031-06-01T12:04:00Z'); // tier 1, lost: 15
    await bet(p1, 300, 300, '2031-06-01T12:04:30Z'); // a push
    await bet(p1, 5000, 0, '2031-06-01T12:05:00Z'); // the next period
    const before = await balanceOf(top);
    const reports = await Promise.all(
      Array.from({ length: 10 }, () => t.services.agentPayouts.run(new Date('2031-06-01T12:06:00Z'))),
    );
    expect(reports.reduce((sum, r) => sum + r.paid, 0)).toBe(1);
    const rows = await payoutsOf(id);
    expect(rows.map((r) => [r.periodStart.toISOString(), r.amount, r.tier, r.rate])).toEqual([
      ['2031-06-01T11:55:00.000Z', 0, null, 0],
      ['2031-06-01T12:00:00.000Z', 36, 1, 150],
    ]);
    expect(rows[1]!.basis).toEqual({ qualifyingBets: 3, wonStake: 2000, lostStake: 1500 });
    expect(await balanceOf(top)).toBe(before + 36);
    const postings = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.kind, 'AGENT_SALARY'), eq(ledgerTransactions.memberId, top.id)));
    expect(postings).toHaveLength(1);
    expect((await t.services.ledger.check()).mismatched).toEqual([]);
    await endAt('2031-06-01T12:06:00Z', id);
  });
});

describe('the operator command and who may list', () => {
  it('runs a pass and lists payouts by agent and state', async () => {
    const { top } = await tree();
    const id = await platformContract(
      top,
      { kind: 'hourlySalary', tiers: [{ hourlyBetAmount: 0, activeMembers: 0, rate: 10 }] },
      '2031-07-01T00:00:00Z',
    );
    expect(await ops('payout', 'run', '--at', '2031-07-01T01:45:00Z')).toMatch(
      /^payouts: 0 paid, 0 owed, 2 with nothing due/,
    );
    expect(await ops('payout', 'list', '--agent', top.account)).toMatch(new RegExp(`contract #${id}`));
    expect(await ops('payout', 'list', '--agent', top.account, '--state', 'owed')).toBe('(no payouts)');
    await expect(ops('payout', 'run', '--at', 'yesterday')).rejects.toThrow(/--at/);
    await endAt('2031-07-01T01:45:00Z', id);
  });

  it('refuses members, trial accounts and visitors, and bad queries', async () => {
    const { top, p1 } = await tree();
    const trial = await member({ type: 4 });
    const url = `${agentPayoutPaths.list}?kind=dividend`;
    expect((await get(url)).status).toBe(401);
    expect((await get(url, trial)).body.message).toBe('in_need_true_account');
    const refused = await get(url, p1);
    expect([refused.status, refused.body.message]).toEqual([403, 'agents_only']);
    for (const query of [
      '',
      '?kind=weekly',
      '?kind=dividend&pageSize=1000',
      '?kind=dividend&from=2031-02-30',
      '?kind=dividend&from=2031-03-02&to=2031-03-01',
    ]) {
      const res = await get(`${agentPayoutPaths.list}${query}`, top);
      expect(res.status, query).toBe(400);
    }
    // An agent with no contracts sees an empty record, never another agent's.
    const mine = payoutListValueSchema.parse((await get(url, top)).body.value);
    expect(mine).toMatchObject({ list: [], total: 0, totals: { paid: 0, owed: 0 } });
  });

  it('keeps the day sums as drizzle/0035 fills them from the payouts', async () => {
    const daySums = async () =>
      (
        await t.database.db.execute(
          sql`select member_id, role, kind, day::text, paid_count, owed_count, paid_amount::int, owed_amount::int
              from agent_payout_days where paid_count <> 0 or owed_count <> 0 order by 1, 2, 3, 4`,
        )
      ).rows;
    const kept = await daySums();
    expect(kept.length).toBeGreaterThan(0);
    const migration = fs.readFileSync(
      new URL('../drizzle/0035_agent_payout_days.sql', import.meta.url),
      'utf8',
    );
    const fill = migration.slice(migration.lastIndexOf('INSERT INTO agent_payout_days'));
    await t.database.db.execute(sql`delete from agent_payout_days`);
    await t.database.db.execute(sql.raw(fill));
    expect(await daySums()).toEqual(kept);
  });
});
