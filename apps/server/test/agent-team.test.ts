import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPaths, loginValueSchema } from '@lobby/contract/accounts';
import {
  agentTeamPaths,
  createdDownlineAccountValueSchema,
  downlineValueSchema,
  teamBetHistoryValueSchema,
  teamOverviewValueSchema,
  teamProfitValueSchema,
  teamTransactionsValueSchema,
  type CreateDownlineAccountRequest,
  type DownlineValue,
  type TeamBetHistoryValue,
  type TeamProfitValue,
  type TeamTransactionsValue,
} from '@lobby/contract/agent-team';
import {
  bets,
  ledgerAccounts,
  ledgerEntries,
  ledgerEntryHours,
  ledgerTransactions,
  members,
} from '../src/db/schema';
import { sealPayload } from '@lobby/contract/sealed';
import { transactionHistoryValueSchema, walletPaths } from '@lobby/contract/wallet';
import { bearer, send, solvedChallenge } from './account-helpers';
import { createTestApp, type TestApp } from './helper';
import { balanceOf, credit, rid } from './seamless-helpers';
import { checkLedger, ledgerIsSound } from '../src/modules/ledger/ledger';
import { teamMemberIds } from '../src/modules/agent-team/agent-team.repository';
import { readBets } from '../src/modules/bets/bets.repository';
import { readHistory as readLedgerHistory } from '../src/modules/wallet/wallet.repository';
import { smallTeam } from '../src/lib/team-members';
import { makeMember, type TestMember } from './wallet-helpers';

/*
 * The agent centre's team pages (agentTeamOverview, downlineManagmentView). The clock is fixed at
 * Tuesday 15 January 2030, 12:00 in the brand's GMT+8, and every registration time is written, so the
 * day and month boundaries are tested exactly.
 *
 *   agentA ─┬─ kid            agentB ── outsider       pager ── six members (paging, search)
 *           ├─ subAgent ─┬─ deep                       player, trial: no upline
 *           │            ├─ early
 *           │            └─ old
 *           └─ off (disabled)
 */

let t: TestApp;
const now = Date.UTC(2030, 0, 15, 4, 0);
const clock = { now: () => now };
const hour = 3_600_000;
/** 15 January 00:00 and 1 January 00:00 in GMT+8. */
const todayStart = Date.UTC(2030, 0, 14, 16, 0);
const monthStart = Date.UTC(2029, 11, 31, 16, 0);

let agentA: TestMember;
let kid: TestMember;
let subAgent: TestMember;
let deep: TestMember;
let early: TestMember;
let old: TestMember;
let off: TestMember;
let agentB: TestMember;
let outsider: TestMember;
let player: TestMember;
let trial: TestMember;

const member = (options: Parameters<typeof makeMember>[2] = {}) =>
  makeMember(t.database.db, t.services, options);

async function registered(who: TestMember, at: number) {
  await t.database.db
    .update(members)
    .set({ createdAt: new Date(at) })
    .where(eq(members.id, who.id));
}

const get = (url: string, who?: TestMember) =>
  send(t, 'GET', url, undefined, { headers: who ? bearer(who.token) : {} });

const urlOf = (path: string, query: Record<string, string | number> = {}) => {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return search.size ? `${path}?${search}` : path;
};
const downlineUrl = (query: Record<string, string | number> = {}) => urlOf(agentTeamPaths.downline, query);

async function downline(
  who: TestMember,
  query: Record<string, string | number> = {},
): Promise<DownlineValue> {
  const res = await get(downlineUrl(query), who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body).toMatchObject({ success: true, message: '' });
  return downlineValueSchema.parse(res.body.value);
}

const accountsOf = (value: DownlineValue) => value.list.map((row) => row.account);

beforeAll(async () => {
  t = await createTestApp({ clock });
  agentA = await member({ type: 1, prefix: 'aga' });
  kid = await member({ parentId: agentA.id, prefix: 'kid' });
  subAgent = await member({ type: 2, parentId: agentA.id, prefix: 'sub' });
  deep = await member({ parentId: subAgent.id, prefix: 'deep' });
  early = await member({ parentId: subAgent.id, prefix: 'early' });
  old = await member({ parentId: subAgent.id, prefix: 'old' });
  off = await member({ parentId: agentA.id, prefix: 'off' });
  agentB = await member({ type: 1, prefix: 'agb' });
  outsider = await member({ parentId: agentB.id, prefix: 'out' });
  player = await member({ prefix: 'lone' });
  trial = await member({ type: 4, prefix: 'try' });

  await registered(kid, now - hour);
  await registered(subAgent, now - 2 * hour);
  await registered(deep, now - 3 * hour);
  await registered(early, todayStart); // the day's first instant: today
  await registered(off, monthStart); // the month's first instant: this month, not today
  await registered(old, monthStart - 1); // the last instant of December: neither
  await t.database.db.update(members).set({ status: 'disabled' }).where(eq(members.id, off.id));
  await t.database.db
    .update(members)
    .set({ lastLoginAt: new Date(now - 30 * 60_000) })
    .where(eq(members.id, kid.id));
  await t.database.db
    .update(members)
    .set({ affiliateCode: `INV${agentA.id}` })
    .where(eq(members.id, agentA.id));

  await credit(t, agentA, 10_000); // the agent's own money is not the team's
  await credit(t, kid, 1_500);
  await credit(t, subAgent, 2_000);
  await credit(t, deep, 700);
  await credit(t, outsider, 90_000);
});
afterAll(() => t.close());

describe('team overview', () => {
  it('counts direct and deeper members and agents, newcomers by brand days, and the team money', async () => {
    expect((await t.services.settings.get('brand')).timeZoneOffsetMinutes).toBe(480);
    const res = await get(agentTeamPaths.overview, agentA);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: '' });
    expect(teamOverviewValueSchema.parse(res.body.value)).toEqual({
      directMembers: 2, // kid, off (disabled accounts stay in the team)
      directAgents: 1, // subAgent
      teamMembers: 5, // kid, off, deep, early, old
      teamAgents: 1,
      newToday: 4, // kid, subAgent, deep, early
      newThisMonth: 5, // and off
      teamBalance: 1_500 + 2_000 + 700,
      invitationCode: `INV${agentA.id}`,
      currency: 'PHP',
    });
  });

  it('shows a sub-agent its own team only, and null for an agent without an invitation code', async () => {
    const sub = teamOverviewValueSchema.parse((await get(agentTeamPaths.overview, subAgent)).body.value);
    expect(sub).toMatchObject({
      directMembers: 3,
      directAgents: 0,
      teamMembers: 3,
      teamAgents: 0,
      newToday: 2,
      newThisMonth: 2,
      teamBalance: 700,
      invitationCode: null,
    });
    const b = teamOverviewValueSchema.parse((await get(agentTeamPaths.overview, agentB)).body.value);
    expect(b).toMatchObject({ directMembers: 1, teamMembers: 1, teamBalance: 90_000, invitationCode: null });
  });

  it('answers zeros for an agent with no team', async () => {
    const lonely = await member({ type: 41 });
    const value = teamOverviewValueSchema.parse((await get(agentTeamPaths.overview, lonely)).body.value);
    expect(value).toMatchObject({ directMembers: 0, teamMembers: 0, newToday: 0, teamBalance: 0 });
  });
});

describe('team sums kept as events happen', () => {
  const overviewOf = async (who: TestMember) =>
    teamOverviewValueSchema.parse((await get(agentTeamPaths.overview, who)).body.value);
  const post = (path: string, who: TestMember, body: Record<string, unknown>) =>
    send(t, 'POST', path, body, { headers: bearer(who.token) });

  it('keeps the team balance exact under parallel postings inside, into and out of the team', async () => {
    const top = await member({ type: 1, prefix: 'ktop' });
    const sub = await member({ type: 2, parentId: top.id, prefix: 'ksub' });
    const kids = await Promise.all(
      [sub, sub, sub, top].map((parent, i) => member({ parentId: parent.id, prefix: `kk${i}` })),
    );
    await Promise.all([top, sub, ...kids].map((who) => credit(t, who, 50_000)));

    // Members pay their upline (inside top's team, out of sub's), agents pay their team (into it),
    // and credits arrive from outside, all at once.
    const moves = Array.from({ length: 12 }, (_, i) => {
      const kid = kids[i % kids.length]!;
      const parent = i % kids.length === 3 ? top : sub;
      return [
        post(walletPaths.transferUpline, kid, { requestId: rid(), upline: parent.account, amount: 100 + i }),
        post(walletPaths.transferDownline, i % 2 ? top : sub, {
          requestId: rid(),
          account: kid.account,
          amount: 200 + i,
        }),
        credit(t, kids[(i + 1) % kids.length]!, 7 + i),
      ];
    }).flat();
    const answers = await Promise.all(moves);
    for (const answer of answers) if (answer) expect(answer.status, JSON.stringify(answer.body)).toBe(200);

    const walletsOf = async (who: TestMember[]) =>
      (await Promise.all(who.map((one) => balanceOf(t, one)))).reduce((a, b) => a + b, 0);
    expect((await overviewOf(top)).teamBalance).toBe(await walletsOf([sub, ...kids]));
    expect((await overviewOf(sub)).teamBalance).toBe(await walletsOf(kids.slice(0, 3)));
    const check = await checkLedger(t.database.db);
    expect(check.teamMisbalanced).toEqual([]);
    expect(ledgerIsSound(check)).toBe(true);
  });

  it('moves an account between counts when its type or registration time changes', async () => {
    const top = await member({ type: 1, prefix: 'ctop' });
    const sub = await member({ type: 2, parentId: top.id, prefix: 'csub' });
    const kid = await member({ parentId: sub.id, prefix: 'ckid' });
    await registered(sub, now - 2 * hour);
    await registered(kid, now - hour);
    expect(await overviewOf(top)).toMatchObject({ teamMembers: 1, teamAgents: 1, newToday: 2 });

    await t.database.db.update(members).set({ type: 2 }).where(eq(members.id, kid.id));
    await registered(kid, monthStart - 1);
    expect(await overviewOf(top)).toMatchObject({
      teamMembers: 0,
      teamAgents: 2,
      newToday: 1,
      newThisMonth: 1,
    });
    expect(await overviewOf(sub)).toMatchObject({ directMembers: 0, directAgents: 1, newThisMonth: 0 });
  });
});

describe('downline', () => {
  it('lists the direct accounts by default, newest first, with their level, parent and balance', async () => {
    const value = await downline(agentA);
    expect(value).toMatchObject({ total: 3, pageNo: 1, pageSize: 20 });
    expect(accountsOf(value)).toEqual([kid.account, subAgent.account, off.account]);
    expect(await downline(agentA, { scope: 'direct' })).toEqual(value);
    expect(value.list[0]).toEqual({
      account: kid.account,
      nickname: `Nick ${kid.account}`,
      type: 0,
      isAgent: false,
      level: 1,
      parent: agentA.account,
      active: true,
      balance: 1_500,
      registeredAt: new Date(now - hour).toISOString(),
      lastLoginAt: new Date(now - 30 * 60_000).toISOString(),
    });
    expect(value.list[1]).toMatchObject({
      type: 2,
      isAgent: true,
      level: 1,
      balance: 2_000,
      lastLoginAt: null,
    });
    // Disabled, and never credited: listed, with no wallet yet.
    expect(value.list[2]).toMatchObject({ active: false, balance: 0, parent: agentA.account });
  });

  it('lists everyone below with scope all, with the level and the account directly above', async () => {
    const value = await downline(agentA, { scope: 'all' });
    expect(value.total).toBe(6);
    expect(accountsOf(value)).toEqual([
      kid.account,
      subAgent.account,
      deep.account,
      early.account,
      off.account,
      old.account,
    ]);
    const byAccount = new Map(value.list.map((row) => [row.account, row]));
    for (const who of [kid, subAgent, off]) {
      expect(byAccount.get(who.account)).toMatchObject({ level: 1, parent: agentA.account });
    }
    for (const who of [deep, early, old]) {
      expect(byAccount.get(who.account)).toMatchObject({ level: 2, parent: subAgent.account });
    }
    expect(byAccount.get(deep.account)?.balance).toBe(700);
  });

  it('shows a sub-agent its own downline only, at its own levels', async () => {
    const value = await downline(subAgent, { scope: 'all' });
    expect(accountsOf(value)).toEqual([deep.account, early.account, old.account]);
    expect(value.list.every((row) => row.level === 1 && row.parent === subAgent.account)).toBe(true);
    expect(await downline(subAgent, { scope: 'all', account: kid.account })).toMatchObject({ total: 0 });
  });

  it('never shows an agent accounts outside its tree', async () => {
    const all = accountsOf(await downline(agentA, { scope: 'all', pageSize: 100 }));
    for (const stranger of [agentA, agentB, outsider, player, trial]) {
      expect(all).not.toContain(stranger.account);
    }
    const b = await downline(agentB, { scope: 'all' });
    expect(accountsOf(b)).toEqual([outsider.account]);
    for (const stranger of [kid, deep, agentA]) {
      expect((await downline(agentB, { scope: 'all', account: stranger.account })).total).toBe(0);
    }
  });
});

describe('trees out of the ordinary', () => {
  it('lists every level of a deep tree, each at its depth', async () => {
    const top = await member({ type: 1, prefix: 'top' });
    let above = top;
    for (let level = 1; level <= 66; level += 1) {
      above = await member({ type: level % 2 ? 1 : 0, parentId: above.id, prefix: 'chain' });
    }
    const value = await downline(top, { scope: 'all', pageSize: 100 });
    expect(value.total).toBe(66);
    expect(Math.max(...value.list.map((row) => row.level))).toBe(66);
    const overview = teamOverviewValueSchema.parse((await get(agentTeamPaths.overview, top)).body.value);
    expect(overview.teamMembers + overview.teamAgents).toBe(66);
  });

  it('keeps an upline for good, so the tree can never loop back through an agent', async () => {
    const head = await member({ type: 1, prefix: 'loop' });
    const below = await member({ type: 1, parentId: head.id, prefix: 'loop' });
    const leaf = await member({ parentId: below.id, prefix: 'loop' });
    await expect(
      t.database.db.update(members).set({ parentId: leaf.id }).where(eq(members.id, head.id)),
    ).rejects.toThrow();
    const value = await downline(head, { scope: 'all' });
    expect(accountsOf(value).sort()).toEqual([below.account, leaf.account].sort());
    const overview = teamOverviewValueSchema.parse((await get(agentTeamPaths.overview, head)).body.value);
    expect(overview).toMatchObject({ teamMembers: 1, teamAgents: 1 });
  });
});

describe('downline paging and search', () => {
  let pager: TestMember;
  let alpha1: TestMember;
  let alpha2: TestMember;
  let beta: TestMember;
  let under: TestMember;
  let tieFirst: TestMember;
  let tieSecond: TestMember;

  beforeAll(async () => {
    pager = await member({ type: 42, prefix: 'pgr' });
    const child = (prefix: string) => member({ parentId: pager.id, prefix });
    alpha1 = await child('alpha');
    alpha2 = await child('alpha');
    beta = await child('beta');
    under = await child('us_er');
    tieFirst = await child('tie');
    tieSecond = await child('tie');
    const minute = 60_000;
    await registered(alpha1, now - minute);
    await registered(alpha2, now - 2 * minute);
    await registered(beta, now - 3 * minute);
    await registered(under, now - 4 * minute);
    // The same instant: the later registration (higher id) first.
    await registered(tieFirst, now - 5 * minute);
    await registered(tieSecond, now - 5 * minute);
  });

  it('pages newest first and counts the whole set on every page', async () => {
    const order = [alpha1, alpha2, beta, under, tieSecond, tieFirst].map((who) => who.account);
    const first = await downline(pager, { pageSize: 4 });
    expect(first).toMatchObject({ total: 6, pageNo: 1, pageSize: 4 });
    expect(accountsOf(first)).toEqual(order.slice(0, 4));
    const second = await downline(pager, { pageSize: 4, pageNo: 2 });
    expect(second).toMatchObject({ total: 6, pageNo: 2, pageSize: 4 });
    expect(accountsOf(second)).toEqual(order.slice(4));
    // Past the end: no rows, and still the total.
    expect(await downline(pager, { pageSize: 4, pageNo: 3 })).toEqual({
      list: [],
      total: 6,
      pageNo: 3,
      pageSize: 4,
    });
    expect(await downline(pager, { pageSize: 1, pageNo: 6, scope: 'all' })).toMatchObject({
      total: 6,
      list: [{ account: tieFirst.account }],
    });
  });

  it('searches by account prefix, ignoring case and surrounding spaces', async () => {
    const alphas = await downline(pager, { account: 'ALPHA' });
    expect(alphas.total).toBe(2);
    expect(accountsOf(alphas)).toEqual([alpha1.account, alpha2.account]);
    expect(accountsOf(await downline(pager, { account: `  ${beta.account.toUpperCase()} ` }))).toEqual([
      beta.account,
    ]);
    expect(accountsOf(await downline(pager, { account: 'alpha', pageSize: 1, pageNo: 2 }))).toEqual([
      alpha2.account,
    ]);
    // A prefix, not a substring.
    expect((await downline(pager, { account: 'lpha' })).total).toBe(0);
    // Combined with the scope: agentA's level-2 accounts are found with scope all only.
    expect((await downline(agentA, { account: deep.account })).total).toBe(0);
    expect(accountsOf(await downline(agentA, { account: deep.account, scope: 'all' }))).toEqual([
      deep.account,
    ]);
  });

  it('takes % and _ as plain characters', async () => {
    for (const account of ['%', '_', '%a', 'alph_', 'a%', '_lpha', '\\', '\\%']) {
      expect((await downline(pager, { account })).total, account).toBe(0);
    }
    expect(accountsOf(await downline(pager, { account: 'US_ER' }))).toEqual([under.account]);
    expect((await downline(pager, { account: 'usxer' })).total).toBe(0);
  });
});

type Round = Partial<typeof bets.$inferInsert> & { placedAt: Date };

let serial = 0;
/** A round written straight into `bets`, as bets.test.ts does where only times and sums matter. */
async function insertRound(who: TestMember, row: Round) {
  serial += 1;
  await t.database.db.insert(bets).values({
    memberId: who.id,
    vendorCode: 'JL',
    gameCode: 'test-game',
    gameType: 'RNG',
    roundId: `AT-${who.id}-${serial}`,
    currency: 'PHP',
    stake: 100,
    payout: 0,
    status: 'SETTLED',
    settledAt: row.placedAt,
    ...row,
  });
}

const at = (iso: string) => new Date(iso);

async function teamBets(who: TestMember, query: Record<string, string | number> = {}) {
  const res = await get(urlOf(agentTeamPaths.bets, query), who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body).toMatchObject({ success: true, message: '' });
  return teamBetHistoryValueSchema.parse(res.body.value);
}

async function teamProfit(who: TestMember, query: Record<string, string | number> = {}) {
  const res = await get(urlOf(agentTeamPaths.profit, query), who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body).toMatchObject({ success: true, message: '' });
  return teamProfitValueSchema.parse(res.body.value);
}

const stakesOf = (value: TeamBetHistoryValue) => value.list.map((row) => row.stake);
const profitAccounts = (value: TeamProfitValue) => value.list.map((row) => row.account);

/*
 * The team's rounds, placed at these times of the brand's GMT+8:
 *
 *   kid       14 Jan 23:59:59.999  RNG  JL   1 000 → 0      settled
 *             15 Jan 00:00         RNG  PG   2 000 → 5 000  settled
 *             15 Jan 09:00         FISH JL     300 → 150    settled
 *             15 Jan 10:00         RNG  PG     400          open
 *   subAgent  15 Jan 09:30         LIVE DG     500 → 1 500  settled (a sub-agent's own are the team's)
 *   off       15 Jan 08:10         RNG  JL      50 → 0      settled (disabled, still in the team)
 *   deep      15 Jan 08:30         BGS  dice   700 → 0      settled (level 2)
 *             15 Jan 11:00         LOTT TCG      0          rolled back
 *   agentA, outsider, player: rounds of their own, never in agentA's team.
 */
describe('team betting record', () => {
  beforeAll(async () => {
    await insertRound(kid, { placedAt: at('2030-01-14T15:59:59.999Z'), stake: 1_000, payout: 0 });
    await insertRound(kid, {
      placedAt: at('2030-01-14T16:00:00.000Z'),
      vendorCode: 'PG',
      stake: 2_000,
      payout: 5_000,
    });
    await insertRound(kid, {
      placedAt: at('2030-01-15T01:00:00Z'),
      gameType: 'FISH',
      stake: 300,
      payout: 150,
    });
    await insertRound(kid, {
      placedAt: at('2030-01-15T02:00:00Z'),
      vendorCode: 'PG',
      stake: 400,
      status: 'OPEN',
      settledAt: null,
    });
    await insertRound(subAgent, {
      placedAt: at('2030-01-15T01:30:00Z'),
      vendorCode: 'DG',
      gameType: 'LIVE',
      stake: 500,
      payout: 1_500,
    });
    await insertRound(off, { placedAt: at('2030-01-15T00:10:00Z'), stake: 50, payout: 0 });
    await insertRound(deep, {
      placedAt: at('2030-01-15T00:30:00Z'),
      vendorCode: 'BGS',
      gameCode: 'dice',
      gameType: 'BGS',
      stake: 700,
      payout: 0,
      fairness: { serverSeedHash: 'ab'.repeat(32), clientSeed: 'c', nonce: 0 },
      detail: { roll: '12.34' },
    });
    await insertRound(deep, {
      placedAt: at('2030-01-15T03:00:00Z'),
      vendorCode: 'TCG',
      gameType: 'LOTT',
      stake: 0,
      status: 'ROLLED_BACK',
    });
    await insertRound(agentA, { placedAt: at('2030-01-15T02:30:00Z'), stake: 8_888, payout: 0 });
    await insertRound(outsider, { placedAt: at('2030-01-15T02:15:00Z'), stake: 9_999, payout: 0 });
    await insertRound(player, { placedAt: at('2030-01-15T02:20:00Z'), stake: 7_777, payout: 0 });
  });

  it("lists the direct accounts' rounds by default, newest first, with accounts and totals", async () => {
    const value = await teamBets(agentA);
    expect(stakesOf(value)).toEqual([400, 500, 300, 50, 2_000, 1_000]);
    expect(value).toMatchObject({ pageNo: 1, pageSize: 20, total: 6, totalPages: 1 });
    expect(value.totals).toEqual({ count: 6, stake: 4_250, payout: 6_650, winLoss: 2_400 });
    expect(value.list.map((row) => row.account)).toEqual([
      kid.account,
      subAgent.account,
      kid.account,
      off.account,
      kid.account,
      kid.account,
    ]);
    expect(await teamBets(agentA, { scope: 'direct' })).toEqual(value);
    // The round as the member's record shows it, with the account and without its insides.
    const res = await get(agentTeamPaths.bets, agentA);
    expect(res.body.value.list[0]).toEqual({
      id: expect.any(Number),
      account: kid.account,
      roundId: expect.stringMatching(/^AT-/),
      vendorCode: 'PG',
      vendorName: 'PG Soft',
      gameCode: 'test-game',
      gameName: 'test-game',
      gameType: 'RNG',
      stake: 400,
      payout: 0,
      winLoss: -400,
      status: 'OPEN',
      placedAt: '2030-01-15T02:00:00.000Z',
      settledAt: null,
    });
    // The member's record's filter choices.
    expect(value.gameTypes).toContain('RNG');
    expect(value.gameTypes).not.toContain('HOT');
    expect(value.vendors.find((v) => v.code === 'PG')).toMatchObject({ name: 'PG Soft' });
  });

  it("adds the sub-agent's accounts' rounds with scope all, never the agent's nor strangers'", async () => {
    const value = await teamBets(agentA, { scope: 'all' });
    expect(stakesOf(value)).toEqual([0, 400, 500, 300, 700, 50, 2_000, 1_000]);
    expect(value.totals).toEqual({ count: 8, stake: 4_950, payout: 6_650, winLoss: 1_700 });
    const accounts = new Set(value.list.map((row) => row.account));
    expect([...accounts].sort()).toEqual([kid, subAgent, off, deep].map((who) => who.account).sort());
    // A game of the catalogue is named in the asked language.
    const dice = value.list.find((row) => row.gameCode === 'dice');
    expect(dice).toMatchObject({ account: deep.account, gameName: 'Dice', vendorName: 'BGS Originals' });
    const portuguese = await teamBets(agentA, { scope: 'all', gameType: 'BGS', language: 'pt' });
    expect(portuguese.list.map((row) => row.gameName)).toEqual(['Dados']);
  });

  it("shows a sub-agent its own accounts' rounds only, and another agent its own", async () => {
    for (const scope of ['direct', 'all']) {
      const value = await teamBets(subAgent, { scope });
      expect(stakesOf(value)).toEqual([0, 700]);
      expect(value.list.every((row) => row.account === deep.account)).toBe(true);
    }
    expect((await teamBets(subAgent, { scope: 'all', account: kid.account })).total).toBe(0);
    const b = await teamBets(agentB, { scope: 'all' });
    expect(b.list.map((row) => [row.account, row.stake])).toEqual([[outsider.account, 9_999]]);
    expect((await teamBets(agentB, { scope: 'all', account: kid.account })).total).toBe(0);
    // An agent with no team has no rounds.
    const lonely = await member({ type: 42 });
    expect(await teamBets(lonely, { scope: 'all' })).toMatchObject({
      list: [],
      total: 0,
      totalPages: 0,
      totals: { count: 0, stake: 0, payout: 0, winLoss: 0 },
    });
  });

  it('cuts days at midnight of the brand time zone, both ends included', async () => {
    const today = await teamBets(agentA, { startDate: '2030-01-15', endDate: '2030-01-15' });
    expect(stakesOf(today)).toEqual([400, 500, 300, 50, 2_000]);
    expect(stakesOf(await teamBets(agentA, { endDate: '2030-01-14' }))).toEqual([1_000]);
    expect(stakesOf(await teamBets(agentA, { startDate: '2030-01-14', endDate: '2030-01-14' }))).toEqual([
      1_000,
    ]);
    expect((await teamBets(agentA, { startDate: '2030-01-16' })).total).toBe(0);
  });

  it('filters by game type, vendor, status and account, with the totals of what matches', async () => {
    expect(stakesOf(await teamBets(agentA, { gameType: 'FISH' }))).toEqual([300]);
    expect(stakesOf(await teamBets(agentA, { gameType: 'LIVE' }))).toEqual([500]);
    const pg = await teamBets(agentA, { vendor: 'PG' });
    expect(stakesOf(pg)).toEqual([400, 2_000]);
    expect(pg.totals).toEqual({ count: 2, stake: 2_400, payout: 5_000, winLoss: 2_600 });
    expect(stakesOf(await teamBets(agentA, { status: 'OPEN' }))).toEqual([400]);
    expect(stakesOf(await teamBets(agentA, { status: 'ROLLED_BACK' }))).toEqual([]);
    expect(stakesOf(await teamBets(agentA, { status: 'ROLLED_BACK', scope: 'all' }))).toEqual([0]);
    const settledJl = await teamBets(agentA, { status: 'SETTLED', vendor: 'JL', startDate: '2030-01-15' });
    expect(stakesOf(settledJl)).toEqual([300, 50]);
    // Empty filters mean all, as the site sends them.
    expect((await teamBets(agentA, { gameType: '', vendor: '' })).total).toBe(6);

    // The account: a prefix, any case, surrounding spaces ignored; the scope still applies.
    const kids = await teamBets(agentA, { account: `  ${kid.account.slice(0, 4).toUpperCase()} ` });
    expect(stakesOf(kids)).toEqual([400, 300, 2_000, 1_000]);
    expect(kids.totals).toEqual({ count: 4, stake: 3_700, payout: 5_150, winLoss: 1_450 });
    expect((await teamBets(agentA, { account: deep.account })).total).toBe(0);
    expect(stakesOf(await teamBets(agentA, { account: deep.account, scope: 'all' }))).toEqual([0, 700]);
    expect(stakesOf(await teamBets(agentA, { account: 'SUB', scope: 'all', gameType: 'LIVE' }))).toEqual([
      500,
    ]);
    expect((await teamBets(agentA, { account: kid.account.slice(1) })).total).toBe(0);
    for (const account of ['%', '_', '%id', '_id', '\\']) {
      expect((await teamBets(agentA, { account, scope: 'all' })).total, account).toBe(0);
    }
  });

  it('pages the rounds and counts every matching round on each page', async () => {
    const second = await teamBets(agentA, { pageSize: 4, pageNo: 2 });
    expect(second).toMatchObject({ pageNo: 2, pageSize: 4, total: 6, totalPages: 2 });
    expect(stakesOf(second)).toEqual([2_000, 1_000]);
    expect(second.totals.count).toBe(6);
    const beyond = await teamBets(agentA, { pageSize: 4, pageNo: 3 });
    expect(beyond).toMatchObject({ list: [], total: 6, totalPages: 2 });
    expect(stakesOf(await teamBets(agentA, { scope: 'all', pageSize: 3, pageNo: 2 }))).toEqual([
      300, 700, 50,
    ]);
    expect((await teamBets(agentA, { scope: 'all', pageSize: 100 })).list).toHaveLength(8);
  });

  it('refuses bad input with 400 in the envelope', async () => {
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ startDate: '2030-1-5' }, 'startDate: '],
      [{ endDate: '15/01/2030' }, 'endDate: '],
      [{ startDate: '2030-02-30' }, 'invalid_date_range'],
      [{ startDate: '2030-01-15', endDate: '2030-01-14' }, 'invalid_date_range'],
      [{ pageSize: 0 }, 'pageSize: '],
      [{ pageSize: 101 }, 'pageSize: '],
      [{ pageNo: 0 }, 'pageNo: '],
      [{ pageNo: 10_001 }, 'pageNo: '],
      [{ scope: 'x' }, 'scope: '],
      [{ account: 'a'.repeat(65) }, 'account: '],
      [{ account: '  ' }, 'account: '],
      [{ status: 'WON' }, 'status: '],
      [{ gameType: 'rng; drop table bets' }, 'gameType: '],
      [{ vendor: 'P G' }, 'vendor: '],
      [{ language: 'x'.repeat(9) }, 'language: '],
    ];
    for (const [query, message] of cases) {
      const res = await get(urlOf(agentTeamPaths.bets, query), agentA);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toMatchObject({ success: false, value: null, code: 'VALIDATION_FAILED' });
      expect(res.body.message.startsWith(message), res.body.message).toBe(true);
    }
    expect((await teamBets(agentA, { account: 'a'.repeat(64) })).total).toBe(0);
  });
});

/*
 * User loss adds to the rounds above (today: kid +2 850, subAgent +1 000, off −50, deep −700):
 *
 *   early  15 Jan 11:30        700 → 0   (level 2; the same loss as deep's, so the account decides)
 *   kid    14 Jan 18:00        100 → 400 placed yesterday, settled today: yesterday's
 *   deep   13 Jan 23:00 GMT+8   60 → 0   Sunday: this month, not this week
 *   old     1 Jan 00:00 GMT+8    1 → 2   this month's first instant (level 2)
 *   old    31 Dec 23:59:59.999 GMT+8  10 000 → 0  last month's last instant
 */
describe('team user loss', () => {
  beforeAll(async () => {
    await insertRound(early, { placedAt: at('2030-01-15T03:30:00Z'), stake: 700, payout: 0 });
    await insertRound(kid, {
      placedAt: at('2030-01-14T10:00:00Z'),
      settledAt: at('2030-01-15T01:00:00Z'),
      stake: 100,
      payout: 400,
    });
    await insertRound(deep, { placedAt: at('2030-01-13T15:00:00Z'), stake: 60, payout: 0 });
    await insertRound(old, { placedAt: at('2029-12-31T16:00:00.000Z'), stake: 1, payout: 2 });
    await insertRound(old, { placedAt: at('2029-12-31T15:59:59.999Z'), stake: 10_000, payout: 0 });
    await insertRound(outsider, { placedAt: at('2030-01-10T00:00:00Z'), stake: 5, payout: 0 });
  });

  it("adds up today's settled rounds of the direct accounts by default, the biggest loss first", async () => {
    const value = await teamProfit(agentA);
    expect(value).toEqual({
      period: 'today',
      startDate: '2030-01-15',
      endDate: '2030-01-15',
      list: [
        {
          account: off.account,
          nickname: `Nick ${off.account}`,
          isAgent: false,
          level: 1,
          stake: 50,
          payout: 0,
          profit: -50,
          rounds: 1,
        },
        {
          account: subAgent.account,
          nickname: `Nick ${subAgent.account}`,
          isAgent: true,
          level: 1,
          stake: 500,
          payout: 1_500,
          profit: 1_000,
          rounds: 1,
        },
        // The open round is not counted, nor yesterday's (settled today).
        {
          account: kid.account,
          nickname: `Nick ${kid.account}`,
          isAgent: false,
          level: 1,
          stake: 2_300,
          payout: 5_150,
          profit: 2_850,
          rounds: 2,
        },
      ],
      total: 3,
      pageNo: 1,
      pageSize: 20,
      totals: { stake: 2_850, payout: 6_650, profit: 3_800, rounds: 4 },
    });
    expect(await teamProfit(agentA, { period: 'today', scope: 'direct' })).toEqual(value);
  });

  it('adds the deeper accounts with scope all, at their level, equal losses by account', async () => {
    const value = await teamProfit(agentA, { scope: 'all' });
    expect(profitAccounts(value)).toEqual([deep, early, off, subAgent, kid].map((who) => who.account));
    expect(value.list.map((row) => [row.level, row.profit])).toEqual([
      [2, -700],
      [2, -700],
      [1, -50],
      [1, 1_000],
      [1, 2_850],
    ]);
    expect(value).toMatchObject({
      total: 5,
      totals: { stake: 4_250, payout: 6_650, profit: 2_400, rounds: 6 },
    });
    // The rolled-back round is not a round of user loss.
    expect(value.list[0]).toMatchObject({ stake: 700, rounds: 1 });

    // The sub-agent sees the same accounts one level up; strangers never.
    const sub = await teamProfit(subAgent, { scope: 'all' });
    expect(sub.list.map((row) => [row.account, row.level])).toEqual([
      [deep.account, 1],
      [early.account, 1],
    ]);
    expect(sub.totals).toEqual({ stake: 1_400, payout: 0, profit: -1_400, rounds: 2 });
    const b = await teamProfit(agentB, { scope: 'all', period: 'thisMonth' });
    expect(b.list.map((row) => [row.account, row.stake])).toEqual([[outsider.account, 10_004]]);
  });

  it('knows yesterday, this week from Monday, this month and last month, placing time deciding', async () => {
    const yesterday = await teamProfit(agentA, { period: 'yesterday', scope: 'all' });
    expect(yesterday).toMatchObject({ period: 'yesterday', startDate: '2030-01-14', endDate: '2030-01-14' });
    expect(yesterday.list).toEqual([
      expect.objectContaining({ account: kid.account, stake: 1_100, payout: 400, profit: -700, rounds: 2 }),
    ]);
    expect(yesterday.totals).toEqual({ stake: 1_100, payout: 400, profit: -700, rounds: 2 });

    const week = await teamProfit(agentA, { period: 'thisWeek', scope: 'all' });
    expect(week).toMatchObject({ startDate: '2030-01-14', endDate: '2030-01-15', total: 5 });
    expect(week.list.find((row) => row.account === kid.account)).toMatchObject({ profit: 2_150, rounds: 4 });
    expect(week.totals).toEqual({ stake: 5_350, payout: 7_050, profit: 1_700, rounds: 8 });

    const month = await teamProfit(agentA, { period: 'thisMonth', scope: 'all' });
    expect(month).toMatchObject({ startDate: '2030-01-01', endDate: '2030-01-15', total: 6 });
    expect(month.list.map((row) => [row.account, row.profit])).toEqual([
      [deep.account, -760],
      [early.account, -700],
      [off.account, -50],
      [old.account, 1],
      [subAgent.account, 1_000],
      [kid.account, 2_150],
    ]);
    expect(month.totals).toEqual({ stake: 5_411, payout: 7_052, profit: 1_641, rounds: 10 });
    // Direct only: the level-2 accounts drop out.
    expect(profitAccounts(await teamProfit(agentA, { period: 'thisMonth' }))).toEqual([
      off.account,
      subAgent.account,
      kid.account,
    ]);

    const last = await teamProfit(agentA, { period: 'lastMonth', scope: 'all' });
    expect(last).toMatchObject({ startDate: '2029-12-01', endDate: '2029-12-31', total: 1 });
    expect(last.list).toEqual([
      {
        account: old.account,
        nickname: `Nick ${old.account}`,
        isAgent: false,
        level: 2,
        stake: 10_000,
        payout: 0,
        profit: -10_000,
        rounds: 1,
      },
    ]);
    expect(await teamProfit(agentA, { period: 'lastMonth' })).toMatchObject({
      list: [],
      total: 0,
      totals: { stake: 0, payout: 0, profit: 0, rounds: 0 },
    });
  });

  it('takes a custom range of days, both ends included; other periods ignore the dates', async () => {
    const edges = await teamProfit(agentA, {
      period: 'custom',
      startDate: '2029-12-31',
      endDate: '2030-01-01',
      scope: 'all',
    });
    expect(edges).toMatchObject({
      period: 'custom',
      startDate: '2029-12-31',
      endDate: '2030-01-01',
      total: 1,
    });
    expect(edges.list).toEqual([
      expect.objectContaining({ account: old.account, stake: 10_001, payout: 2, profit: -9_999, rounds: 2 }),
    ]);
    const firstDay = await teamProfit(agentA, {
      period: 'custom',
      startDate: '2030-01-01',
      endDate: '2030-01-01',
      scope: 'all',
    });
    expect(firstDay.totals).toEqual({ stake: 1, payout: 2, profit: 1, rounds: 1 });
    const sameAsToday = await teamProfit(agentA, {
      period: 'custom',
      startDate: '2030-01-15',
      endDate: '2030-01-15',
    });
    expect(sameAsToday).toEqual({ ...(await teamProfit(agentA)), period: 'custom' });
    expect(
      await teamProfit(agentA, {
        period: 'custom',
        startDate: '2029-01-01',
        endDate: '2029-01-31',
        scope: 'all',
      }),
    ).toMatchObject({ list: [], total: 0, totals: { stake: 0, payout: 0, profit: 0, rounds: 0 } });
    // Another period's dates are the period's, whatever was sent.
    expect(
      await teamProfit(agentA, { period: 'today', startDate: '2029-12-01', endDate: '2029-12-31' }),
    ).toEqual(await teamProfit(agentA));
  });

  it('pages the accounts with the total and the sums of all of them on every page', async () => {
    const query = { period: 'thisMonth', scope: 'all', pageSize: 2 };
    const pages = await Promise.all([1, 2, 3, 4].map((pageNo) => teamProfit(agentA, { ...query, pageNo })));
    expect(pages.map(profitAccounts)).toEqual([
      [deep.account, early.account],
      [off.account, old.account],
      [subAgent.account, kid.account],
      [],
    ]);
    for (const [index, page] of pages.entries()) {
      expect(page).toMatchObject({ pageNo: index + 1, pageSize: 2, total: 6 });
      expect(page.totals).toEqual({ stake: 5_411, payout: 7_052, profit: 1_641, rounds: 10 });
    }
    expect((await teamProfit(agentA, { ...query, pageSize: 100 })).list).toHaveLength(6);
  });

  it('refuses bad input with 400 in the envelope', async () => {
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ period: 'forever' }, 'period: '],
      [{ period: 'custom' }, 'invalid_date_range'],
      [{ period: 'custom', startDate: '2030-01-01' }, 'invalid_date_range'],
      [{ period: 'custom', endDate: '2030-01-01' }, 'invalid_date_range'],
      [{ period: 'custom', startDate: '2030-01-02', endDate: '2030-01-01' }, 'invalid_date_range'],
      [{ period: 'custom', startDate: '2030-02-30', endDate: '2030-03-01' }, 'invalid_date_range'],
      [{ period: 'custom', startDate: '2030-1-1', endDate: '2030-01-02' }, 'startDate: '],
      [{ period: 'custom', startDate: '2030-01-01', endDate: 'tomorrow' }, 'endDate: '],
      [{ pageSize: 0 }, 'pageSize: '],
      [{ pageSize: 101 }, 'pageSize: '],
      [{ pageNo: 0 }, 'pageNo: '],
      [{ pageNo: 10_001 }, 'pageNo: '],
      [{ pageNo: 'x' }, 'pageNo: '],
      [{ scope: 'x' }, 'scope: '],
    ];
    for (const [query, message] of cases) {
      const res = await get(urlOf(agentTeamPaths.profit, query), agentA);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toMatchObject({ success: false, value: null, code: 'VALIDATION_FAILED' });
      expect(res.body.message.startsWith(message), res.body.message).toBe(true);
    }
    expect((await teamProfit(agentA, { pageNo: 10_000, pageSize: 100 })).list).toEqual([]);
  });
});

async function teamTransactions(who: TestMember, query: Record<string, string | number> = {}) {
  const res = await get(urlOf(agentTeamPaths.transactions, query), who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body).toMatchObject({ success: true, message: '' });
  return teamTransactionsValueSchema.parse(res.body.value);
}

const movesOf = (value: TeamTransactionsValue) =>
  value.list.map((row) => [row.account, row.type, row.amount]);

/*
 * The team's account records. The first credits (agentA 10 000, kid 1 500, subAgent 2 000, deep 700,
 * outsider 90 000) are dated 13 Jan 10:00; then, at these times of the brand's GMT+8:
 *
 *   down1    14 Jan 23:59:59.999  agentA → kid     300  TRANSFER_DOWNLINE
 *   down2    15 Jan 00:00         agentA → deep    200  TRANSFER_DOWNLINE  (level 2)
 *   up       15 Jan 09:00         kid → agentA     100  TRANSFER_UPLINE
 *   subDown  15 Jan 10:00         subAgent → deep   50  TRANSFER_DOWNLINE  (both ends in the team)
 *   vendor   15 Jan 11:00         kid MAIN → PG    400  WALLET_TRANSFER    (two entries of kid's)
 *   outside  15 Jan 11:30         agentB → outsider 1 000, and a credit of player's: never agentA's team
 */
describe('team transactions', () => {
  const ids: Record<string, number> = {};
  const directTypes = ['ADJUSTMENT', 'TRANSFER_DOWNLINE', 'TRANSFER_UPLINE', 'WALLET_TRANSFER'];
  const deepTypes = ['ADJUSTMENT', 'TRANSFER_DOWNLINE'];

  async function move(name: string, when: string, url: string, body: object, who: TestMember) {
    const res = await send(t, 'POST', url, { requestId: rid(), ...body }, { headers: bearer(who.token) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    ids[name] = res.body.value.transactionId as number;
    await redate(eq(ledgerTransactions.id, ids[name]), when);
  }

  /** Postings are dated by the database (the transaction and its entries alike); this file's clock is in 2030. */
  async function redate(which: SQL | undefined, when: string) {
    const moved = await t.database.db
      .update(ledgerTransactions)
      .set({ createdAt: at(when) })
      .where(which)
      .returning({ id: ledgerTransactions.id });
    const movedIds = moved.map((row) => row.id);
    const entries = await t.database.db
      .update(ledgerEntries)
      .set({ createdAt: at(when) })
      .where(inArray(ledgerEntries.transactionId, movedIds))
      .returning({ accountId: ledgerEntries.accountId });
    // The accounts' hourly counts follow their entries, as ledger_post would have written them.
    const accounts = [...new Set(entries.map((entry) => entry.accountId))];
    await t.database.db.delete(ledgerEntryHours).where(inArray(ledgerEntryHours.accountId, accounts));
    await t.database.db.execute(sql`
      insert into ledger_entry_hours (account_id, hour, kind, entries)
      select account_id, date_trunc('hour', created_at, 'UTC'), kind, count(*) from ledger_entries
      where ${inArray(ledgerEntries.accountId, accounts)} group by 1, 2, 3`);
    // And so do the agents' (drizzle/0023's backfill).
    await t.database.db.execute(sql`delete from agent_entry_hours`);
    await t.database.db.execute(sql`
      insert into agent_entry_hours (agent_id, hour, direct, kind, shard, entries)
      select a.ancestor_id, h.hour, a.depth = 1, h.kind, h.account_id % 16, sum(h.entries)
      from ledger_entry_hours h
      join ledger_accounts w on w.id = h.account_id
      join member_ancestors a on a.member_id = w.member_id
      group by 1, 2, 3, 4, 5`);
  }

  beforeAll(async () => {
    await redate(
      and(
        eq(ledgerTransactions.kind, 'ADJUSTMENT'),
        inArray(
          ledgerTransactions.memberId,
          [agentA, kid, subAgent, deep, outsider].map((who) => who.id),
        ),
      ),
      '2030-01-13T02:00:00Z',
    );
    const down = walletPaths.transferDownline;
    await move('down1', '2030-01-14T15:59:59.999Z', down, { account: kid.account, amount: 300 }, agentA);
    await move('down2', '2030-01-14T16:00:00.000Z', down, { account: deep.account, amount: 200 }, agentA);
    const upline = { upline: agentA.account, amount: 100 };
    await move('up', '2030-01-15T01:00:00Z', walletPaths.transferUpline, upline, kid);
    await move('subDown', '2030-01-15T02:00:00Z', down, { account: deep.account, amount: 50 }, subAgent);
    const toVendor = { vassalage: 'PG', direction: 'in', amount: 400 };
    await move('vendor', '2030-01-15T03:00:00Z', walletPaths.walletTransfer, toVendor, kid);
    await credit(t, agentB, 5_000);
    await move('outside', '2030-01-15T03:30:00Z', down, { account: outsider.account, amount: 1_000 }, agentB);
    await credit(t, player, 5);
  });

  it("lists the direct accounts' movements by default, newest first, as their own records show them", async () => {
    const value = await teamTransactions(agentA);
    expect(movesOf(value)).toEqual([
      [kid.account, 'WALLET_TRANSFER', 400],
      [kid.account, 'WALLET_TRANSFER', -400],
      [subAgent.account, 'TRANSFER_DOWNLINE', -50],
      [kid.account, 'TRANSFER_UPLINE', -100],
      [kid.account, 'TRANSFER_DOWNLINE', 300],
      [subAgent.account, 'ADJUSTMENT', 2_000],
      [kid.account, 'ADJUSTMENT', 1_500],
    ]);
    expect(value).toMatchObject({ pageNo: 1, pageSize: 20, total: 7, totalPages: 1, types: directTypes });
    expect(await teamTransactions(agentA, { scope: 'direct' })).toEqual(value);
    expect(value.list.map((row) => row.wallet)).toEqual([
      'PG',
      'MAIN',
      'MAIN',
      'MAIN',
      'MAIN',
      'MAIN',
      'MAIN',
    ]);

    // A member's rows are its own account record's, with its account.
    const own = await get(walletPaths.transactionHistory, kid);
    expect(own.status).toBe(200);
    const record = transactionHistoryValueSchema.parse(own.body.value);
    const kids = await teamTransactions(agentA, { account: kid.account });
    expect(kids.list).toEqual(record.list.map((row) => ({ ...row, account: kid.account })));
    expect(kids).toMatchObject({ total: record.total, types: record.types });
    expect(record.types).toEqual(directTypes);
  });

  it('shows a transfer to the downline on the recipient’s side, naming the agent', async () => {
    const all = await teamTransactions(agentA, { scope: 'all' });
    const of = (name: string) => all.list.filter((row) => row.transactionId === ids[name]);
    expect(of('down1')).toEqual([
      {
        id: expect.any(Number),
        transactionId: ids.down1,
        type: 'TRANSFER_DOWNLINE',
        wallet: 'MAIN',
        amount: 300,
        balanceAfter: 1_800,
        createdAt: '2030-01-14T15:59:59.999Z',
        reference: kid.account,
        counterparty: agentA.account,
        // Not a game's movement: no round.
        round: null,
        account: kid.account,
      },
    ]);
    expect(of('down2')).toEqual([
      expect.objectContaining({ account: deep.account, amount: 200, counterparty: agentA.account }),
    ]);
    // The agent's end of the member's transfer up is not the team's either.
    expect(of('up')).toEqual([
      expect.objectContaining({
        account: kid.account,
        amount: -100,
        balanceAfter: 1_700,
        reference: agentA.account,
        counterparty: agentA.account,
      }),
    ]);
    // Between two accounts of the team: both ends, each naming the other.
    expect(of('subDown').map((row) => [row.account, row.amount, row.counterparty])).toEqual([
      [deep.account, 50, subAgent.account],
      [subAgent.account, -50, deep.account],
    ]);
    expect(of('vendor').map((row) => [row.wallet, row.amount, row.balanceAfter, row.counterparty])).toEqual([
      ['PG', 400, 400, ''],
      ['MAIN', -400, 1_300, ''],
    ]);
    // Only the deeper end with scope all.
    const direct = await teamTransactions(agentA);
    expect(direct.list.filter((row) => row.transactionId === ids.down2)).toEqual([]);
    expect(direct.list.filter((row) => row.transactionId === ids.subDown)).toHaveLength(1);
  });

  it("adds the sub-agent's accounts with scope all, never the agent's own movements nor strangers'", async () => {
    const all = await teamTransactions(agentA, { scope: 'all' });
    expect(movesOf(all)).toEqual([
      [kid.account, 'WALLET_TRANSFER', 400],
      [kid.account, 'WALLET_TRANSFER', -400],
      [deep.account, 'TRANSFER_DOWNLINE', 50],
      [subAgent.account, 'TRANSFER_DOWNLINE', -50],
      [kid.account, 'TRANSFER_UPLINE', -100],
      [deep.account, 'TRANSFER_DOWNLINE', 200],
      [kid.account, 'TRANSFER_DOWNLINE', 300],
      [deep.account, 'ADJUSTMENT', 700],
      [subAgent.account, 'ADJUSTMENT', 2_000],
      [kid.account, 'ADJUSTMENT', 1_500],
    ]);
    expect(all).toMatchObject({ total: 10, totalPages: 1, types: directTypes });
    const accounts = new Set(all.list.map((row) => row.account));
    for (const stranger of [agentA, agentB, outsider, player])
      expect(accounts).not.toContain(stranger.account);
    // The agent's own record has its ends of the transfers; the team's has none of them.
    const own = transactionHistoryValueSchema.parse(
      (await get(walletPaths.transactionHistory, agentA)).body.value,
    );
    expect(own.list.map((row) => row.amount)).toEqual([100, -200, -300, 10_000]);

    // A sub-agent sees its own team only; another agent its own.
    for (const scope of ['direct', 'all']) {
      const sub = await teamTransactions(subAgent, { scope });
      expect(sub.list.map((row) => [row.account, row.amount, row.counterparty])).toEqual([
        [deep.account, 50, subAgent.account],
        [deep.account, 200, agentA.account],
        [deep.account, 700, ''],
      ]);
      expect(sub.types).toEqual(deepTypes);
    }
    expect((await teamTransactions(subAgent, { scope: 'all', account: kid.account })).total).toBe(0);
    const b = await teamTransactions(agentB, { scope: 'all' });
    expect(b.list.map((row) => [row.account, row.amount, row.counterparty])).toEqual([
      [outsider.account, 1_000, agentB.account],
      [outsider.account, 90_000, ''],
    ]);
    expect(b.types).toEqual(['ADJUSTMENT', 'TRANSFER_DOWNLINE']);
    expect((await teamTransactions(agentB, { scope: 'all', account: kid.account })).total).toBe(0);
    const lonely = await member({ type: 41 });
    expect(await teamTransactions(lonely, { scope: 'all' })).toEqual({
      list: [],
      pageNo: 1,
      pageSize: 20,
      total: 0,
      totalPages: 0,
      types: [],
    });
  });

  it('cuts days at midnight of the brand time zone, both ends included', async () => {
    const today = await teamTransactions(agentA, {
      scope: 'all',
      startDate: '2030-01-15',
      endDate: '2030-01-15',
    });
    expect(today.list.map((row) => row.amount)).toEqual([400, -400, 50, -50, -100, 200]);
    expect(today.types).toEqual(directTypes);
    const untilYesterday = await teamTransactions(agentA, { scope: 'all', endDate: '2030-01-14' });
    expect(untilYesterday.list.map((row) => row.amount)).toEqual([300, 700, 2_000, 1_500]);
    const yesterday = await teamTransactions(agentA, { startDate: '2030-01-14', endDate: '2030-01-14' });
    expect(movesOf(yesterday)).toEqual([[kid.account, 'TRANSFER_DOWNLINE', 300]]);
    expect((await teamTransactions(agentA, { startDate: '2030-01-15' })).total).toBe(4);
    const later = await teamTransactions(agentA, { startDate: '2030-01-16' });
    expect(later).toMatchObject({ list: [], total: 0, totalPages: 0, types: directTypes });
    // The widest days there can be.
    expect((await teamTransactions(agentA, { startDate: '0100-01-01', endDate: '9999-12-31' })).total).toBe(
      7,
    );
  });

  it('filters by type and account; the types are those of the scope and account', async () => {
    const downs = await teamTransactions(agentA, { type: 'TRANSFER_DOWNLINE' });
    expect(downs.list.map((row) => row.amount)).toEqual([-50, 300]);
    const allDowns = await teamTransactions(agentA, { type: 'TRANSFER_DOWNLINE', scope: 'all' });
    expect(allDowns.list.map((row) => row.amount)).toEqual([50, -50, 200, 300]);
    expect(allDowns.types).toEqual(directTypes);
    expect(await teamTransactions(agentA, { type: 'DEPOSIT' })).toMatchObject({
      list: [],
      total: 0,
      totalPages: 0,
      types: directTypes,
    });
    // Empty filters mean all, as the site sends them.
    expect((await teamTransactions(agentA, { type: '', account: kid.account.slice(0, 3) })).total).toBe(5);

    // The account: a prefix, any case, surrounding spaces ignored; the scope still applies.
    const kids = await teamTransactions(agentA, { account: `  ${kid.account.slice(0, 4).toUpperCase()} ` });
    expect(kids.list.every((row) => row.account === kid.account)).toBe(true);
    expect(kids).toMatchObject({ total: 5, types: directTypes });
    expect(await teamTransactions(agentA, { account: deep.account })).toMatchObject({ total: 0, types: [] });
    const deeps = await teamTransactions(agentA, { account: deep.account, scope: 'all' });
    expect(deeps.list.map((row) => row.amount)).toEqual([50, 200, 700]);
    expect(deeps.types).toEqual(deepTypes);
    // Neither the days nor the type narrow the types.
    expect(
      await teamTransactions(agentA, {
        account: deep.account,
        scope: 'all',
        type: 'ADJUSTMENT',
        startDate: '2030-01-15',
      }),
    ).toMatchObject({ list: [], total: 0, types: deepTypes });
    const subDown = await teamTransactions(agentA, {
      account: 'SUB',
      scope: 'all',
      type: 'TRANSFER_DOWNLINE',
    });
    expect(movesOf(subDown)).toEqual([[subAgent.account, 'TRANSFER_DOWNLINE', -50]]);
    expect((await teamTransactions(agentA, { account: kid.account.slice(1) })).total).toBe(0);
    for (const account of ['%', '_', '%id', '_id', '\\']) {
      expect((await teamTransactions(agentA, { account, scope: 'all' })).total, account).toBe(0);
    }
  });

  it('pages the movements and counts every matching one on each page', async () => {
    const third = await teamTransactions(agentA, { scope: 'all', pageSize: 4, pageNo: 3 });
    expect(third).toMatchObject({ pageNo: 3, pageSize: 4, total: 10, totalPages: 3 });
    expect(movesOf(third)).toEqual([
      [subAgent.account, 'ADJUSTMENT', 2_000],
      [kid.account, 'ADJUSTMENT', 1_500],
    ]);
    const second = await teamTransactions(agentA, { scope: 'all', pageSize: 3, pageNo: 2 });
    expect(second.list.map((row) => row.amount)).toEqual([-50, -100, 200]);
    expect(await teamTransactions(agentA, { scope: 'all', pageSize: 4, pageNo: 4 })).toMatchObject({
      list: [],
      total: 10,
      totalPages: 3,
    });
    expect((await teamTransactions(agentA, { scope: 'all', pageSize: 100 })).list).toHaveLength(10);
    expect((await teamTransactions(agentA, { pageNo: 10_000, pageSize: 100 })).list).toEqual([]);
  });

  it('refuses bad input with 400 in the envelope', async () => {
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ startDate: '2030-1-5' }, 'startDate: '],
      [{ endDate: '15/01/2030' }, 'endDate: '],
      [{ startDate: '' }, 'startDate: '],
      [{ startDate: '2030-02-30' }, 'invalid_date_range'],
      [{ endDate: '2030-13-01' }, 'invalid_date_range'],
      [{ startDate: '0099-12-31' }, 'invalid_date_range'],
      [{ startDate: '2030-01-15', endDate: '2030-01-14' }, 'invalid_date_range'],
      [{ type: 'transfer_downline' }, 'type: '],
      [{ type: 'A'.repeat(33) }, 'type: '],
      [{ type: 'DROP TABLE' }, 'type: '],
      [{ pageSize: 0 }, 'pageSize: '],
      [{ pageSize: 101 }, 'pageSize: '],
      [{ pageSize: 2.5 }, 'pageSize: '],
      [{ pageNo: 0 }, 'pageNo: '],
      [{ pageNo: 10_001 }, 'pageNo: '],
      [{ pageNo: 'x' }, 'pageNo: '],
      [{ scope: 'x' }, 'scope: '],
      [{ scope: 'ALL' }, 'scope: '],
      [{ account: 'a'.repeat(65) }, 'account: '],
      [{ account: '  ' }, 'account: '],
    ];
    for (const [query, message] of cases) {
      const res = await get(urlOf(agentTeamPaths.transactions, query), agentA);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toMatchObject({ success: false, value: null, code: 'VALIDATION_FAILED' });
      expect(res.body.message.startsWith(message), res.body.message).toBe(true);
    }
    const repeated = await get(`${agentTeamPaths.transactions}?type=ADJUSTMENT&type=DEPOSIT`, agentA);
    expect(repeated.status).toBe(400);
    expect(repeated.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect((await teamTransactions(agentA, { type: 'A'.repeat(32), account: 'a'.repeat(64) })).total).toBe(0);
  });
});

describe('who may read a team', () => {
  const urls = [
    agentTeamPaths.overview,
    downlineUrl(),
    downlineUrl({ pageSize: 0 }),
    agentTeamPaths.bets,
    urlOf(agentTeamPaths.bets, { scope: 'x', startDate: '2030-02-30' }),
    agentTeamPaths.profit,
    urlOf(agentTeamPaths.profit, { period: 'custom' }),
    agentTeamPaths.transactions,
    urlOf(agentTeamPaths.transactions, { scope: 'x', pageSize: 0, startDate: '2030-02-30' }),
  ];

  it('needs a session', async () => {
    for (const url of urls) {
      const res = await get(url);
      expect(res.status).toBe(401);
      expect(res.body.success).toBe(false);
    }
  });

  it('refuses members and trial accounts', async () => {
    for (const url of urls) {
      for (const who of [player, kid, deep]) {
        const res = await get(url, who);
        expect(res.status, `${who.account} ${url}`).toBe(403);
        expect(res.body).toMatchObject({ success: false, message: 'agents_only', value: null });
      }
      const refused = await get(url, trial);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ success: false, message: 'in_need_true_account' });
    }
  });
});

describe('bad downline queries', () => {
  it('answers 400 in the envelope, naming the field', async () => {
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ pageSize: 0 }, 'pageSize'],
      [{ pageSize: 101 }, 'pageSize'],
      [{ pageSize: 'x' }, 'pageSize'],
      [{ pageSize: 2.5 }, 'pageSize'],
      [{ pageNo: 0 }, 'pageNo'],
      [{ pageNo: -1 }, 'pageNo'],
      [{ pageNo: '' }, 'pageNo'],
      [{ scope: 'nope' }, 'scope'],
      [{ scope: 'ALL' }, 'scope'],
      [{ account: 'a'.repeat(65) }, 'account'],
      [{ account: '   ' }, 'account'],
    ];
    for (const [query, field] of cases) {
      const res = await get(downlineUrl(query), agentA);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toMatchObject({ success: false, value: null, code: 'VALIDATION_FAILED' });
      expect(res.body.message.startsWith(`${field}: `), res.body.message).toBe(true);
    }
    const repeated = await get(`${agentTeamPaths.downline}?account=a&account=b`, agentA);
    expect(repeated.status).toBe(400);
    expect(repeated.body.success).toBe(false);
  });

  it('takes the longest account there can be', async () => {
    expect((await downline(agentA, { account: 'a'.repeat(64) })).total).toBe(0);
  });
});

describe('registerCenter: an agent opens an account under itself', () => {
  let opener: TestMember;
  const password = 'Opened2026';

  const open = (body: unknown, who?: TestMember, remoteAddress?: string) =>
    send(t, 'POST', agentTeamPaths.accounts, body, {
      headers: who ? bearer(who.token) : {},
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  /** account-helpers' login, sealed at this file's fixed time (a body sealed at another is stale). */
  async function login(username: string, extra: Record<string, unknown> = {}) {
    const key = (await send(t, 'GET', accountPaths.publicKey, undefined)).body.value.key;
    const altcha = await solvedChallenge(t.app);
    const body = { username, password, type: 'username', altcha, ...extra };
    return send(t, 'POST', accountPaths.login, await sealPayload(key, body, now));
  }

  const stored = async (account: string) =>
    (await t.database.db.select().from(members).where(eq(members.account, account.toLowerCase())))[0];

  beforeAll(async () => {
    opener = await member({ type: 1, prefix: 'opn' });
  });

  it('opens a member and a sub-agent right under the agent', async () => {
    const name = `Kid${opener.id}`;
    const res = await open(
      { kind: 'member', account: `  ${name} `, password } satisfies CreateDownlineAccountRequest,
      opener,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: '' });
    expect(createdDownlineAccountValueSchema.parse(res.body.value)).toEqual({
      account: name.toLowerCase(),
      nickname: name,
      type: 0,
      isAgent: false,
      invitationCode: null,
    });

    const sub = await open(
      { kind: 'agent', account: `sub${opener.id}`, password, nickname: '  Second Desk  ' },
      opener,
    );
    expect(sub.status, JSON.stringify(sub.body)).toBe(200);
    const value = createdDownlineAccountValueSchema.parse(sub.body.value);
    expect(value).toMatchObject({
      account: `sub${opener.id}`,
      nickname: 'Second Desk',
      type: 2,
      isAgent: true,
    });
    expect(value.invitationCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);

    const row = await stored(name);
    expect(row).toMatchObject({
      parentId: opener.id,
      passwordSetBy: 'agent',
      registerMethod: 'AGENT',
      currency: 'PHP',
      affiliateCode: null,
      status: 'active',
    });
    // Not the agent's address: the new member's first login is trusted wherever it comes from.
    expect(row?.registerIp).toBe('');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.referralCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    // Its main wallet came with it.
    const wallets = await t.database.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.memberId, row!.id));
    expect(wallets).toMatchObject([{ kind: 'MAIN', balance: 0, currency: 'PHP' }]);
  });

  it('lists both in the downline and counts them in the overview', async () => {
    const value = await downline(opener);
    expect(value.total).toBe(2);
    const byAccount = new Map(value.list.map((row) => [row.account, row]));
    expect(byAccount.get(`kid${opener.id}`)).toMatchObject({
      nickname: `Kid${opener.id}`,
      type: 0,
      isAgent: false,
      level: 1,
      parent: opener.account,
      active: true,
      balance: 0,
      lastLoginAt: null,
    });
    expect(byAccount.get(`sub${opener.id}`)).toMatchObject({
      type: 2,
      isAgent: true,
      level: 1,
      parent: opener.account,
    });
    const overview = teamOverviewValueSchema.parse((await get(agentTeamPaths.overview, opener)).body.value);
    expect(overview).toMatchObject({ directMembers: 1, directAgents: 1, teamMembers: 1, teamAgents: 1 });
  });

  it("gives the sub-agent an invitation code registration's affiliate check accepts", async () => {
    const row = await stored(`sub${opener.id}`);
    const code = row!.affiliateCode!;
    for (const typed of [code, code.toLowerCase()]) {
      const check = await send(t, 'GET', `${accountPaths.affiliate}?code=${typed}`, undefined);
      expect(check.status).toBe(200);
      expect(check.body.value).toEqual({ code, agent: row!.nickname });
    }
  });

  it('lets the new accounts log in with the password, and asks them to change it', async () => {
    const res = await login(`Kid${opener.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const value = loginValueSchema.parse(res.body.value);
    expect(value).toMatchObject({
      firstTimeLogin: true,
      passwordChangeRequired: true,
      account: `kid${opener.id}`,
      type: 0,
    });
    expect(value.token).toBeTruthy();
    // Another address would ask for a second factor, but the new account has none to give: it is let
    // in with a warning and never asked to bind one during the login (issue 15).
    const again = loginValueSchema.parse((await login(`kid${opener.id}`)).body.value);
    expect(again.token).toBeTruthy();
    expect(again.secondFactor).toBeUndefined();
    expect(again.secondFactorUnavailable).toBe(true);

    // The sub-agent is an agent: it logs in through the agent page and sees its own (empty) team.
    const agentLogin = await login(`sub${opener.id}`, { agent: true });
    expect(agentLogin.status, JSON.stringify(agentLogin.body)).toBe(200);
    const agentValue = loginValueSchema.parse(agentLogin.body.value);
    expect(agentValue).toMatchObject({ passwordChangeRequired: true, type: 2 });
    const headers = bearer(agentValue.token!);
    // The password is the agent's: until the sub-agent changes it, only the change is open to it.
    const closed = await send(t, 'GET', agentTeamPaths.overview, undefined, { headers });
    expect(closed).toMatchObject({ status: 403, body: { message: 'password_change_required' } });
    const key = (await send(t, 'GET', accountPaths.publicKey, undefined)).body.value.key;
    const change = { oldPassword: password, newPassword: 'Own2desk26', confirmNewPassword: 'Own2desk26' };
    const changed = await send(t, 'POST', accountPaths.changePassword, await sealPayload(key, change, now), {
      headers,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const team = await send(t, 'GET', agentTeamPaths.overview, undefined, { headers });
    expect(team.status).toBe(200);
    expect(team.body.value).toMatchObject({
      directMembers: 0,
      directAgents: 0,
      invitationCode: (await stored(`sub${opener.id}`))!.affiliateCode,
    });
  });

  it('refuses bad input in the envelope with what registration answers, and creates nothing', async () => {
    const fine = { kind: 'member', password };
    let n = 0;
    const name = () => `bad${opener.id}x${(n += 1)}`;
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ ...fine, account: name(), password: 'ab12' }, 400, 'password_too_short'],
      [{ ...fine, account: name(), password: 'ab12'.repeat(6) }, 400, 'password_too_long'],
      [{ ...fine, account: name(), password: 'abc12345' }, 400, 'password_too_common'],
      [{ ...fine, account: name(), password: 'onlyletters' }, 400, 'password: pattern_letters_and_digits'],
      [{ ...fine, account: name(), password: 'Opened 2026' }, 400, 'password: pattern_letters_and_digits'],
      [{ ...fine, account: name(), password: '' }, 400, 'password_too_short'],
      [{ ...fine, account: '9lives' }, 400, 'username: pattern_letter_first'],
      [{ ...fine, account: 'abc' }, 400, 'username: pattern_letter_first'],
      [{ ...fine, account: `a${'b'.repeat(16)}` }, 400, 'username: pattern_letter_first'],
      [{ ...fine, account: 'ab_cd' }, 400, 'username: pattern_letter_first'],
      [{ ...fine, account: 'ab cd' }, 400, 'username: pattern_letter_first'],
    ];
    for (const [body, status, message] of cases) {
      const res = await open(body, opener);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body, JSON.stringify(body)).toMatchObject({ success: false, message, value: null });
    }
    // Shapes the schema refuses: 400 naming the field.
    const shapes: Array<[unknown, string]> = [
      [{ account: name(), password }, 'kind'],
      [{ kind: 'boss', account: name(), password }, 'kind'],
      [{ kind: 'MEMBER', account: name(), password }, 'kind'],
      [{ kind: 'member', password }, 'account'],
      [{ kind: 'member', account: '   ', password }, 'account'],
      [{ kind: 'member', account: 'a'.repeat(65), password }, 'account'],
      [{ kind: 'member', account: 42, password }, 'account'],
      [{ kind: 'member', account: name() }, 'password'],
      [{ kind: 'member', account: name(), password: 'a1'.repeat(65) }, 'password'],
      [{ kind: 'member', account: name(), password, nickname: 'n'.repeat(33) }, 'nickname'],
      [{ kind: 'member', account: name(), password, nickname: 7 }, 'nickname'],
    ];
    for (const [body, field] of shapes) {
      const res = await open(body, opener);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ success: false, value: null, code: 'VALIDATION_FAILED' });
      expect(res.body.message.startsWith(`${field}: `), res.body.message).toBe(true);
    }
    for (const body of [undefined, [1]]) {
      const res = await open(body, opener);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    const text = await open('kind=member', opener);
    expect(text.status).toBe(415);
    expect(text.body.success).toBe(false);
    // The longest nickname there can be is taken.
    const longest = await open({ ...fine, account: `nick${opener.id}`, nickname: 'n'.repeat(32) }, opener);
    expect(longest.status, JSON.stringify(longest.body)).toBe(200);
    expect(longest.body.value.nickname).toBe('n'.repeat(32));

    expect((await downline(opener)).total).toBe(3);
    for (let i = 1; i <= n; i += 1) expect(await stored(`bad${opener.id}x${i}`)).toBeUndefined();
    for (const account of ['9lives', 'abc', 'ab_cd', 'ab cd']) expect(await stored(account)).toBeUndefined();
  });

  it('answers 409 username_taken for an account that exists, whatever its case', async () => {
    for (const account of [
      `kid${opener.id}`,
      `KID${opener.id}`,
      ` Kid${opener.id}`,
      agentA.account,
      'demo',
    ]) {
      for (const kind of ['member', 'agent']) {
        const res = await open({ kind, account, password }, opener);
        expect(res.status, account).toBe(409);
        expect(res.body).toMatchObject({ success: false, message: 'username_taken', code: 'CONFLICT' });
      }
    }
    expect((await downline(opener)).total).toBe(3);
  });

  it('answers one of two openings of the same account at once with 409', async () => {
    const account = `race${opener.id}`;
    const results = await Promise.all([
      open({ kind: 'member', account, password }, opener),
      open({ kind: 'agent', account: account.toUpperCase(), password }, opener),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(results.find((res) => res.status === 409)?.body.message).toBe('username_taken');
    expect((await downline(opener, { account })).total).toBe(1);
  });

  it('is for agents only', async () => {
    const body = { kind: 'member', account: `who${opener.id}`, password };
    const visitor = await open(body);
    expect(visitor.status).toBe(401);
    expect(visitor.body.success).toBe(false);
    for (const who of [player, kid]) {
      const res = await open(body, who);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, message: 'agents_only', value: null });
    }
    const refused = await open(body, trial);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, message: 'in_need_true_account' });
    // A non-agent learns only that it is not an agent, whatever it sent.
    expect((await open({ kind: 'nope' }, player)).body.message).toBe('agents_only');
    expect(await stored(`who${opener.id}`)).toBeUndefined();
  });

  it("answers 429 after registration's limit of openings from one address", async () => {
    const address = '10.254.1.1';
    const busy = await member({ type: 41, prefix: 'busy' });
    for (let i = 1; i <= 5; i += 1) {
      const res = await open({ kind: 'member', account: `busy${busy.id}n${i}`, password }, busy, address);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const refused = await open({ kind: 'member', account: `busy${busy.id}n6`, password }, busy, address);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'TOO_MANY_REQUESTS',
      message: 'too_many_requests',
    });
    expect(Number(refused.res.headers['retry-after'])).toBeGreaterThan(500);
    expect(await stored(`busy${busy.id}n6`)).toBeUndefined();
    // Another address is counted apart.
    const elsewhere = await open(
      { kind: 'member', account: `busy${busy.id}n6`, password },
      busy,
      '10.254.1.2',
    );
    expect(elsewhere.status).toBe(200);
    expect((await downline(busy)).total).toBe(6);
  });
});

describe("the agents' kept sums, after everything above", () => {
  it('equal the rounds and ledger entries of their teams, hour by hour', async () => {
    const result = await t.database.db.execute(sql`
      select coalesce(m.agent_id, k.agent_id) as agent_id, m.rounds as summed, k.rounds as kept
      from (
        select a.ancestor_id as agent_id, h.hour, a.depth = 1 as direct, h.game_type, h.vendor_code, h.status,
          sum(h.rounds) as rounds, sum(h.stake) as stake, sum(h.payout) as payout
        from member_bet_hours h join member_ancestors a on a.member_id = h.member_id
        group by 1, 2, 3, 4, 5, 6
      ) m
      full join (
        select agent_id, hour, direct, game_type, vendor_code, status,
          sum(rounds) as rounds, sum(stake) as stake, sum(payout) as payout
        from agent_bet_hours group by 1, 2, 3, 4, 5, 6
      ) k using (agent_id, hour, direct, game_type, vendor_code, status)
      where coalesce(m.rounds, 0) <> coalesce(k.rounds, 0) or coalesce(m.stake, 0) <> coalesce(k.stake, 0)
        or coalesce(m.payout, 0) <> coalesce(k.payout, 0)`);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([]);
    const bets = await t.database.db.execute(sql`select count(*)::int as n from agent_bet_hours`);
    expect((bets as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBeGreaterThan(0);
    const check = await checkLedger(t.database.db);
    expect(check.teamMiscounted).toEqual([]);
    expect(ledgerIsSound(check)).toBe(true);
  });

  it('choose the same pages member by member (a small team) as by walking the newest rows (a large one)', async () => {
    const db = t.database.db;
    for (const directOnly of [true, false]) {
      const team = (size: number) => ({
        ids: teamMemberIds(agentA.id, { directOnly }),
        agentId: agentA.id,
        directOnly,
        size,
      });
      for (const page of [
        { offset: 0, limit: 2 },
        { offset: 1, limit: 3 },
        { offset: 0, limit: 50 },
      ]) {
        const rounds = async (size: number) =>
          (await readBets(db, { memberId: team(size), status: 'SETTLED' }, page)).map((row) => row.bet.id);
        const entries = async (size: number) =>
          (await readLedgerHistory(db, { memberId: team(size) }, page)).rows.map((row) => row.id);
        expect(await rounds(0)).toEqual(await rounds(smallTeam + 1));
        expect(await entries(0)).toEqual(await entries(smallTeam + 1));
        expect((await entries(0)).length).toBeGreaterThan(0);
      }
    }
  });
});
