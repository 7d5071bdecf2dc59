import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agentRevenuePaths,
  agentRevenueValueSchema,
  type AgentRevenueValue,
  type RevenueFigures,
} from '@lobby/contract/agent-revenue';
import { bets, ledgerEntries, ledgerTransactions } from '../src/db/schema';
import { checkLedger, ledgerIsSound } from '../src/modules/ledger/ledger';
import { revenueMiscounted } from '../src/modules/agent-revenue/revenue-check';
import { spanRanges } from '../src/modules/agent-revenue/revenue-spans';
import { bearer, send } from './account-helpers';
import { createTestApp, type TestApp } from './helper';
import { rid } from './seamless-helpers';
import { makeMember, type TestMember } from './wallet-helpers';

/*
 * The agent revenue report (decision 0269) over a two-level team, in a brand of GMT+5:30 so that a
 * brand day starts at 18:30 UTC. The clock is fixed at 15 January 2030, 12:00 brand time; every
 * movement is dated, and the kept sums are rebuilt from the rows afterwards, as the migration does.
 *
 *   top ─┬─ p1                  other ── stranger      loner (a member), trial
 *        ├─ sub ─┬─ q1
 *        │       └─ q2
 *        └─ p2 (nothing)
 */

let t: TestApp;
const now = Date.UTC(2030, 0, 15, 6, 30);
const clock = { now: () => now };
/** 15 January 2030 00:00 at GMT+5:30. */
const todayStart = Date.UTC(2030, 0, 14, 18, 30);
const midday = new Date(Date.UTC(2030, 0, 15, 6, 0));

let top: TestMember;
let p1: TestMember;
let sub: TestMember;
let q1: TestMember;
let q2: TestMember;
let other: TestMember;
let stranger: TestMember;
let loner: TestMember;
let trial: TestMember;

const member = (options: Parameters<typeof makeMember>[2] = {}) =>
  makeMember(t.database.db, t.services, { prefix: 'rv', ...options });

const get = (url: string, who?: TestMember) =>
  send(t, 'GET', url, undefined, { headers: who ? bearer(who.token) : {} });
const urlOf = (query: Record<string, string | number>) =>
  `${agentRevenuePaths.report}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`;

async function report(
  who: TestMember,
  query: Record<string, string | number> = {},
): Promise<AgentRevenueValue> {
  const res = await get(urlOf(query), who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body).toMatchObject({ success: true, message: '' });
  return agentRevenueValueSchema.parse(res.body.value);
}

const figures = (f: Partial<RevenueFigures>): RevenueFigures => {
  const all = {
    deposits: 0,
    withdrawals: 0,
    validBets: 0,
    winLoss: 0,
    bonuses: 0,
    salariesReceived: 0,
    salariesPaid: 0,
    dividendsReceived: 0,
    dividendsPaid: 0,
    ...f,
  };
  const netRevenue =
    -all.winLoss -
    all.bonuses -
    (all.salariesReceived - all.salariesPaid) -
    (all.dividendsReceived - all.dividendsPaid);
  return { ...all, netRevenue: netRevenue + 0 }; // never −0
};

/** Postings made now, moved to `when` afterwards. */
const moves: Array<{ id: number; when: Date }> = [];

async function posting(kind: string, from: number, to: number, amount: number, when = midday) {
  const posted = await t.services.ledger.post({
    idempotencyKey: rid(),
    kind,
    legs: [
      { accountId: from, amount: -amount },
      { accountId: to, amount },
    ],
  });
  moves.push({ id: posted.transactionId, when });
}

const wallet = (who: TestMember) => t.services.ledger.memberAccount(who.id, 'PHP');
const system = (code: 'GATEWAY' | 'WITHDRAWALS' | 'BONUS' | 'HOUSE') =>
  t.services.ledger.systemAccount(code, 'PHP');

async function round(
  who: TestMember,
  stake: number,
  payout: number,
  placedAt: Date,
  status = 'SETTLED',
  settledAt = placedAt,
) {
  const [row] = await t.database.db
    .insert(bets)
    .values({
      memberId: who.id,
      vendorCode: 'PG',
      gameCode: 'rv-game',
      gameType: 'RNG',
      roundId: rid(),
      currency: 'PHP',
      stake,
      payout: 0,
      placedAt,
    })
    .returning({ id: bets.id });
  // Opened, then settled or rolled back, as a vendor's calls move a round.
  if (status !== 'OPEN') {
    await t.database.db.execute(
      sql`update bets set status = ${status}, payout = ${payout}, settled_at = ${settledAt.toISOString()} where id = ${row!.id}`,
    );
  }
}

/** The sums as drizzle/0038 fills them from the rows, after postings were moved in time. */
async function rebuildRevenueSums() {
  const migration = await import('node:fs').then((fs) =>
    fs.readFileSync(new URL('../drizzle/0038_agent_revenue_sums.sql', import.meta.url), 'utf8'),
  );
  const backfill = migration
    .split('--> statement-breakpoint')
    .filter((statement) =>
      /^\s*(-- What was already there[^\n]*\n)?INSERT INTO team_revenue_sums/.test(statement),
    );
  expect(backfill).toHaveLength(1);
  // The hourly entry counts follow their entries too (drizzle/0019 and 0023), for ledger:check.
  await t.database.db.execute(sql`delete from ledger_entry_hours`);
  await t.database.db.execute(sql`
    insert into ledger_entry_hours (account_id, hour, kind, entries)
    select account_id, date_trunc('hour', created_at, 'UTC'), kind, count(*) from ledger_entries group by 1, 2, 3`);
  await t.database.db.execute(sql`delete from agent_entry_hours`);
  await t.database.db.execute(sql`
    insert into agent_entry_hours (agent_id, hour, direct, kind, shard, entries)
    select a.ancestor_id, h.hour, a.depth = 1, h.kind, h.account_id % 16, sum(h.entries)
    from ledger_entry_hours h
    join ledger_accounts w on w.id = h.account_id
    join member_ancestors a on a.member_id = w.member_id
    group by 1, 2, 3, 4, 5`);
  await t.database.db.execute(sql`delete from team_revenue_sums`);
  for (const statement of backfill) await t.database.db.execute(sql.raw(statement));
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  const brand = await t.services.settings.get('brand');
  await t.services.settings.set('brand', { ...brand, timeZoneOffsetMinutes: 330 });
  top = await member({ type: 1, prefix: 'rvtop' });
  p1 = await member({ parentId: top.id, prefix: 'rvp1' });
  sub = await member({ type: 2, parentId: top.id, prefix: 'rvsub' });
  q1 = await member({ parentId: sub.id, prefix: 'rvq1' });
  q2 = await member({ parentId: sub.id, prefix: 'rvq2' });
  await member({ parentId: top.id, prefix: 'rvp2' });
  other = await member({ type: 1, prefix: 'rvoth' });
  stranger = await member({ parentId: other.id, prefix: 'rvstr' });
  loner = await member({ prefix: 'rvlone' });
  trial = await member({ type: 4, prefix: 'rvtry' });

  const [gateway, held, bonus, house] = await Promise.all([
    system('GATEWAY'),
    system('WITHDRAWALS'),
    system('BONUS'),
    system('HOUSE'),
  ]);
  const [wTop, wP1, wSub, wQ1, wQ2, wStranger] = await Promise.all(
    [top, p1, sub, q1, q2, stranger].map(wallet),
  );
  await posting('DEPOSIT', gateway, wTop!, 1_000);
  await posting('AGENT_SALARY', wTop!, wSub!, 800);
  await posting('AGENT_DIVIDEND', house, wTop!, 1_200);
  await posting('DEPOSIT', gateway, wP1!, 10_000);
  await posting('DEPOSIT', gateway, wP1!, 111, new Date(todayStart - 1)); // yesterday's last instant
  await posting('BONUS', bonus, wP1!, 500);
  await posting('WITHDRAW', wP1!, held, 2_000);
  await posting('DEPOSIT', gateway, wQ1!, 5_000, new Date(todayStart)); // today's first instant
  await posting('WITHDRAW', wQ1!, held, 1_000);
  await posting('WITHDRAW_REFUND', held, wQ1!, 1_000); // refused
  await posting('WITHDRAW', wQ1!, held, 500);
  await posting('BONUS', bonus, wQ2!, 300);
  await posting('BONUS_REVERSE', wQ2!, bonus, 100);
  await posting('DEPOSIT', gateway, wStranger!, 99_999);
  // Money the report does not count: an adjustment, a vendor wallet transfer.
  await posting('ADJUSTMENT', house, wQ2!, 4_444);

  await round(p1, 3_000, 1_000, midday);
  await round(q1, 4_000, 6_000, midday);
  await round(q2, 1_000, 0, new Date(todayStart - 1));
  await round(q2, 700, 0, new Date(todayStart));
  await round(q2, 9_000, 0, midday, 'OPEN');
  await round(q2, 8_000, 0, midday, 'ROLLED_BACK');
  await round(stranger, 5_000, 0, midday);
  // Placed yesterday, settled today: today's, as the agent payouts count it (0261).
  await round(stranger, 2_500, 4_000, new Date(todayStart - 3_600_000), 'SETTLED', midday);

  // The triggers kept the sums of the rows as they were written.
  expect(await revenueMiscounted(t.database.db)).toEqual([]);

  for (const { id, when } of moves) {
    await t.database.db
      .update(ledgerTransactions)
      .set({ createdAt: when })
      .where(inArray(ledgerTransactions.id, [id]));
    await t.database.db
      .update(ledgerEntries)
      .set({ createdAt: when })
      .where(inArray(ledgerEntries.transactionId, [id]));
  }
  await rebuildRevenueSums();
});
afterAll(() => t.close());

const p1Today = figures({
  deposits: 10_000,
  withdrawals: 2_000,
  validBets: 3_000,
  winLoss: -2_000,
  bonuses: 500,
});
const q1Today = figures({ deposits: 5_000, withdrawals: 500, validBets: 4_000, winLoss: 2_000 });
const q2Today = figures({ validBets: 700, winLoss: -700, bonuses: 200 });
const subOwn = figures({ salariesReceived: 800 });
const subTeam = figures({
  deposits: 5_000,
  withdrawals: 500,
  validBets: 4_700,
  winLoss: 1_300,
  bonuses: 200,
  salariesReceived: 800,
});
const topOwn = figures({ deposits: 1_000, salariesPaid: 800, dividendsReceived: 1_200 });

describe('agent revenue report', () => {
  it("adds up the team's money of the brand day, per direct downline account and in total", async () => {
    const value = await report(top);
    expect(value).toMatchObject({
      agent: { memberId: top.id, account: top.account },
      path: [{ memberId: top.id, account: top.account }],
      startDate: '2030-01-15',
      endDate: '2030-01-15',
      currency: 'PHP',
    });
    expect(value.rows).toEqual([
      { memberId: p1.id, account: p1.account, isAgent: false, figures: p1Today },
      { memberId: sub.id, account: sub.account, isAgent: true, figures: subTeam },
    ]);
    expect(value.own).toEqual(topOwn);
    expect(value.totals).toEqual(
      figures({
        deposits: 16_000,
        withdrawals: 2_500,
        validBets: 7_700,
        winLoss: -700,
        bonuses: 700,
        salariesReceived: 800,
        salariesPaid: 800,
        dividendsReceived: 1_200,
      }),
    );
    expect(value.totals.netRevenue).toBe(-1_200);
  });

  it('drills into a downline agent, one level at a time, with the breadcrumb back up', async () => {
    const value = await report(top, { agent: sub.id });
    expect(value.agent).toEqual({ memberId: sub.id, account: sub.account });
    expect(value.path.map((step) => step.account)).toEqual([top.account, sub.account]);
    expect(value.totals).toEqual(subTeam);
    expect(value.own).toEqual(subOwn);
    expect(value.rows).toEqual([
      { memberId: q2.id, account: q2.account, isAgent: false, figures: q2Today },
      { memberId: q1.id, account: q1.account, isAgent: false, figures: q1Today },
    ]);
    // The sub-agent reads the same of its own team.
    const own = await report(sub);
    expect({ ...own, path: [] }).toEqual({ ...value, path: [] });
  });

  it('splits brand days of GMT+5:30 at 18:30 UTC exactly', async () => {
    const yesterday = await report(top, { period: 'yesterday' });
    expect(yesterday.startDate).toBe('2030-01-14');
    expect(yesterday.totals).toEqual(figures({ deposits: 111, validBets: 1_000, winLoss: -1_000 }));
    const both = await report(top, { period: 'custom', startDate: '2030-01-14', endDate: '2030-01-15' });
    expect(both.totals.deposits).toBe(16_111);
    expect(both.totals.validBets).toBe(8_700);
    const week = await report(top, { period: 'thisWeek' });
    expect(week).toMatchObject({ startDate: '2030-01-14', endDate: '2030-01-15' });
    expect(week.totals).toEqual(both.totals);
    const half = await report(top, { period: 'halfMonth' });
    expect(half).toMatchObject({ startDate: '2030-01-01', endDate: '2030-01-15' });
    expect(half.totals).toEqual(both.totals);
    const month = await report(top, { period: 'thisMonth' });
    expect(month.totals).toEqual(both.totals);
    const last = await report(top, { period: 'lastMonth' });
    expect(last).toMatchObject({ startDate: '2029-12-01', endDate: '2029-12-31', rows: [] });
    expect(last.totals).toEqual(figures({}));
    expect(await report(top, { period: 'lastWeek' })).toMatchObject({
      startDate: '2030-01-07',
      endDate: '2030-01-13',
    });
  });

  it('counts a round in the period of its settlement, not of its placing', async () => {
    const today = await report(other);
    expect(today.rows).toEqual([
      {
        memberId: stranger.id,
        account: stranger.account,
        isAgent: false,
        figures: figures({ deposits: 99_999, validBets: 7_500, winLoss: -3_500 }),
      },
    ]);
    const yesterday = await report(other, { period: 'yesterday' });
    expect(yesterday.totals).toEqual(figures({}));
    expect(yesterday.rows).toEqual([]);
  });

  it('keeps the sums equal to the rows (ledger:check)', async () => {
    const check = await checkLedger(t.database.db);
    expect(check.revenueMiscounted).toEqual([]);
    expect(ledgerIsSound(check)).toBe(true);
  });

  it('refuses visitors, members, trial accounts, and agents outside the team', async () => {
    expect((await get(agentRevenuePaths.report)).status).toBe(401);
    for (const [who, message] of [
      [loner, 'agents_only'],
      [p1, 'agents_only'],
      [trial, 'in_need_true_account'],
    ] as const) {
      const res = await get(agentRevenuePaths.report, who);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, message });
    }
    for (const [who, agent] of [
      [top, other],
      [top, stranger],
      [top, p1], // in the team, but no agent
      [sub, top], // an upline
      [other, sub],
    ] as const) {
      const res = await get(urlOf({ agent: agent.id }), who);
      expect(res.status, `${who.account} → ${agent.account}`).toBe(404);
      expect(res.body).toMatchObject({ success: false, message: 'agent_not_found' });
    }
  });

  it('answers bad input with 400 and a clear message', async () => {
    const cases: Array<[Record<string, string | number>, RegExp]> = [
      [{ period: 'decade' }, /^period:/],
      [{ period: 'custom' }, /invalid_date_range/],
      [{ period: 'custom', startDate: '2030-02-30', endDate: '2030-03-01' }, /invalid_date_range/],
      [{ period: 'custom', startDate: '2030-01-15', endDate: '2030-01-14' }, /invalid_date_range/],
      [{ period: 'custom', startDate: '2029-01-01', endDate: '2030-01-14' }, /date_range_too_long/],
      [{ period: 'custom', startDate: '15/01/2030', endDate: '2030-01-14' }, /^startDate:/],
      [{ agent: 'abc' }, /^agent:/],
      [{ agent: 0 }, /^agent:/],
    ];
    for (const [query, message] of cases) {
      const res = await get(urlOf(query), top);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(String(res.body.message)).toMatch(message);
    }
  });
});

describe('revenue spans', () => {
  it('add up to any period of brand days exactly, weeks in the middle, the excess taken off', () => {
    const minute = 60_000;
    for (const offset of [330, -570, 480, 0, 345, 840, -720]) {
      for (const [startDay, days] of [
        ['2030-01-15', 1],
        ['2030-01-01', 31],
        ['2030-02-16', 13],
        ['2030-01-06', 7],
        ['2029-12-01', 93],
      ] as const) {
        const from = Date.parse(`${startDay}T00:00:00Z`) - offset * minute;
        const to = from + days * 1440 * minute;
        const ranges = spanRanges(new Date(from), new Date(to));
        for (const r of ranges) {
          // On the span's slots: weeks start on Mondays (5 January 1970 was one).
          const origin = r.span === 10080 ? 4 * 1440 * minute : 0;
          expect((r.from.getTime() - origin) % (r.span * minute)).toBe(0);
          expect((r.to.getTime() - origin) % (r.span * minute)).toBe(0);
        }
        // The count changes only where a range or the period starts or ends: one inside, none outside.
        const edges = [from, to, ...ranges.flatMap((r) => [r.from.getTime(), r.to.getTime()])];
        for (const q of edges) {
          const count = ranges
            .filter((r) => r.from.getTime() <= q && q < r.to.getTime())
            .reduce((sum, r) => sum + r.sign, 0);
          expect(count, new Date(q).toISOString()).toBe(q >= from && q < to ? 1 : 0);
        }
        // A month reads about twenty slots per account and shard, where whole days and hours took 80.
        const slots = ranges.reduce((n, r) => n + (r.to.getTime() - r.from.getTime()) / (r.span * minute), 0);
        expect(slots).toBeLessThanOrEqual(days === 93 ? 40 : 32);
        expect(ranges.length).toBeLessThanOrEqual(8);
      }
    }
  });
});
