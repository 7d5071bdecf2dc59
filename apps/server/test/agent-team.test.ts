import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPaths, loginValueSchema } from '@lobby/contract/accounts';
import {
  agentTeamPaths,
  createdDownlineAccountValueSchema,
  downlineValueSchema,
  teamOverviewValueSchema,
  type CreateDownlineAccountRequest,
  type DownlineValue,
} from '@lobby/contract/agent-team';
import { ledgerAccounts, members } from '../src/db/schema';
import { sealPayload } from '@lobby/contract/sealed';
import { bearer, send, solvedChallenge } from './account-helpers';
import { createTestApp, type TestApp } from './helper';
import { credit } from './seamless-helpers';
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

const downlineUrl = (query: Record<string, string | number> = {}) => {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return search.size ? `${agentTeamPaths.downline}?${search}` : agentTeamPaths.downline;
};

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
  it('stops 64 levels down', async () => {
    const top = await member({ type: 1, prefix: 'top' });
    let above = top;
    for (let level = 1; level <= 66; level += 1) {
      above = await member({ type: level % 2 ? 1 : 0, parentId: above.id, prefix: 'chain' });
    }
    const value = await downline(top, { scope: 'all', pageSize: 100 });
    expect(value.total).toBe(64);
    expect(Math.max(...value.list.map((row) => row.level))).toBe(64);
    const overview = teamOverviewValueSchema.parse((await get(agentTeamPaths.overview, top)).body.value);
    expect(overview.teamMembers + overview.teamAgents).toBe(64);
  });

  it('never lists the agent itself, nor its team twice, when the tree loops back through it', async () => {
    const head = await member({ type: 1, prefix: 'loop' });
    const below = await member({ type: 1, parentId: head.id, prefix: 'loop' });
    const leaf = await member({ parentId: below.id, prefix: 'loop' });
    await t.database.db.update(members).set({ parentId: leaf.id }).where(eq(members.id, head.id));
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

describe('who may read a team', () => {
  it('needs a session', async () => {
    for (const url of [agentTeamPaths.overview, downlineUrl()]) {
      const res = await get(url);
      expect(res.status).toBe(401);
      expect(res.body.success).toBe(false);
    }
  });

  it('refuses members and trial accounts', async () => {
    for (const url of [agentTeamPaths.overview, downlineUrl(), downlineUrl({ pageSize: 0 })]) {
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
    // Trusted on first use: that address is now the member's, and another one asks for a second factor.
    const again = loginValueSchema.parse((await login(`kid${opener.id}`)).body.value);
    expect(again.token).toBeUndefined();
    expect(again.secondFactor).toMatchObject({ method: 'email', hint: '' });

    // The sub-agent is an agent: it logs in through the agent page and sees its own (empty) team.
    const agentLogin = await login(`sub${opener.id}`, { agent: true });
    expect(agentLogin.status, JSON.stringify(agentLogin.body)).toBe(200);
    const agentValue = loginValueSchema.parse(agentLogin.body.value);
    expect(agentValue).toMatchObject({ passwordChangeRequired: true, type: 2 });
    const team = await send(t, 'GET', agentTeamPaths.overview, undefined, {
      headers: bearer(agentValue.token!),
    });
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
