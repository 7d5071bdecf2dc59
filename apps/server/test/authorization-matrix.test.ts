import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPaths, sealedPaths } from '@lobby/contract/accounts';
import { agentTeamPaths } from '@lobby/contract/agent-team';
import { betPaths } from '@lobby/contract/bets';
import { favouritesPaths } from '@lobby/contract/games';
import { bindingPath, paymentPaths, withdrawProofPath } from '@lobby/contract/payments';
import { seamlessPaths } from '@lobby/contract/seamless';
import { walletPaths } from '@lobby/contract/wallet';
import { games, withdrawals } from '../src/db/schema';
import { findMemberByAccount } from '../src/modules/accounts/members.repository';
import { runOpsCommand } from '../src/ops/commands';
import { bearer, sealed, send, type Sent } from './account-helpers';
import type { TestApp } from './helper';
import {
  allBalances,
  expectUnchanged,
  fund,
  ledgerSound,
  makePlayer,
  tolerateTeardownDisconnects,
  type Player,
} from './payments-helpers';
import { routeAccess, type Access } from './route-classes';
import { appWithRoutes, concrete, split, type Method, type RouteKey } from './route-list';
import { issueToken, vendorCall } from './seamless-helpers';

/*
 * Issue 15: every route the app registers (collected with Fastify's onRoute hook) is called by six
 * callers and must answer as its class in route-classes.ts says. Then the routes that take an id are
 * called by another member (and the agents) with the first member's ids: nothing may leak or change.
 */

const callers = ['visitor', 'trial', 'member', 'other', 'agent', 'subAgent'] as const;
type CallerName = (typeof callers)[number];
type Caller = { name: CallerName; who: Player | null };

/** What the guards answer when they refuse (authenticate.ts, require-agent.ts). */
const guardRefusals = ['in_need_true_account', 'agents_only'];

let t: TestApp;
let routes: RouteKey[];
const by = {} as Record<CallerName, Caller>;
const pin = '246810';

/** The seeded agent (type 1) and its sub-agent (type 2), with sessions started directly. */
async function seededAgent(account: string): Promise<Player> {
  const row = await findMemberByAccount(t.database.db, account);
  if (!row) throw new Error(`${account} is not seeded`);
  const token = await t.services.accounts.sessions.start(row.id, 'username', {
    ip: '127.0.0.1',
    userAgent: 'test',
  });
  return { id: row.id, account, token, password: '' };
}

beforeAll(async () => {
  ({ t, routes } = await appWithRoutes());
  tolerateTeardownDisconnects(t);
  by.visitor = { name: 'visitor', who: null };
  by.trial = { name: 'trial', who: await makePlayer(t, { type: 4, prefix: 'try' }) };
  by.member = { name: 'member', who: await makePlayer(t, { payeeName: 'Juan Dela Cruz', prefix: 'one' }) };
  by.other = { name: 'other', who: await makePlayer(t, { payeeName: 'Maria Clara', prefix: 'two' }) };
  by.agent = { name: 'agent', who: await seededAgent('agent01') };
  by.subAgent = { name: 'subAgent', who: await seededAgent('agent02') };
});
afterAll(() => t.close());

const headersOf = (who: Player | null) => (who ? bearer(who.token) : {});

function call(method: Method, url: string, body: unknown, who: Player | null) {
  return send(t, method, url, method === 'GET' ? undefined : body, { headers: headersOf(who) });
}

/** A body that passes parsing where a guard sits behind it, so the guard and not the schema answers. */
function sampleBody(path: string): unknown {
  if (path === walletPaths.transferDownline) {
    return { requestId: randomUUID(), account: by.member.who!.account, amount: 1 };
  }
  return {};
}

let address = 0;

async function callAs(key: RouteKey, caller: Caller) {
  const { method, path } = split(key);
  let who = caller.who;
  // Logging out ends the session: each caller logs out a session of its own made for the call.
  if (key === `DELETE ${accountPaths.logout}` && who) {
    who = {
      ...who,
      token: await t.services.accounts.sessions.start(who.id, 'username', {
        ip: '127.0.0.1',
        userAgent: 'test',
      }),
    };
  }
  const url = concrete(path);
  // 'enc' bodies are sealed as the site seals them, so the route itself (and its guard) answers.
  const body = sealedPaths.includes(path) ? await sealed(t.app, sampleBody(path)) : sampleBody(path);
  const res = await t.app.inject({
    method,
    url,
    ...(method === 'GET' ? {} : { payload: body as object }),
    headers: headersOf(who),
    // Each call from its own address, so the per-address limits (tested on their own) stay out of the way.
    remoteAddress: `10.99.${(++address >> 8) & 255}.${address & 255}`,
  });
  let json: { message?: unknown; status?: unknown } | null = null;
  try {
    json = res.json();
  } catch {
    json = null;
  }
  return { status: res.statusCode, message: typeof json?.message === 'string' ? json.message : '', json };
}

type Answer = Awaited<ReturnType<typeof callAs>>;

const refusedByGuard = (a: Answer) =>
  a.status === 401 || (a.status === 403 && guardRefusals.includes(a.message));
const passes = (a: Answer) => a.status < 500 && !refusedByGuard(a);

/** The answer a class expects of a caller; a text saying what was wrong, or null. */
function judge(access: Access, caller: CallerName, a: Answer): string | null {
  const want = (ok: boolean, wanted: string) => (ok ? null : `wanted ${wanted}`);
  const guarded = (level: 'session' | 'member' | 'agent') => {
    if (caller === 'visitor') return want(a.status === 401, '401');
    if (caller === 'trial' && level !== 'session') {
      return want(a.status === 403 && a.message === 'in_need_true_account', '403 in_need_true_account');
    }
    if ((caller === 'member' || caller === 'other') && level === 'agent') {
      return want(a.status === 403 && a.message === 'agents_only', '403 agents_only');
    }
    return want(passes(a), 'past the guard');
  };
  switch (access) {
    case 'public':
      return want(passes(a), 'past the guard');
    case 'session':
    case 'member':
    case 'agent':
      return guarded(access);
    case 'vendor':
      return want(
        a.status === 401 && a.json?.status === 'RS_ERROR_INVALID_SIGNATURE',
        '401 invalid signature',
      );
    case 'signed':
    case 'gameToken':
      return want(a.status >= 400 && a.status < 500, 'a 4xx');
    case 'socket':
      return want(a.status < 500 && a.status !== 101, 'no 5xx and no upgrade');
  }
}

describe('the route table', () => {
  it('lists every route the app registers, and only those', () => {
    const unclassified = routes.filter((key) => !routeAccess.has(key));
    expect(unclassified, 'classify these in route-classes.ts').toEqual([]);
    const gone = [...routeAccess.keys()].filter((key) => !routes.includes(key));
    expect(gone, 'no longer registered').toEqual([]);
    expect(routes.length).toBeGreaterThan(100);
  });
});

describe('six callers on every route', () => {
  it('each answers as its class says', async () => {
    const wrong: string[] = [];
    for (const key of routes) {
      const access = routeAccess.get(key);
      if (!access) continue;
      for (const name of callers) {
        const answer = await callAs(key, by[name]);
        const verdict = judge(access, name, answer);
        if (verdict)
          wrong.push(`${key} [${access}] as ${name}: ${answer.status} ${answer.message} (${verdict})`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

/*
 * The first member's things, made through the API as the site makes them: a deposit order, a bank
 * account, withdrawals (requested, paid, and one confirmed with a proof image), a favourite and a game
 * round. Then the others try them.
 */
describe("another member with the first member's ids", () => {
  const api = (method: Method, url: string, body: unknown, who: Player | null): Promise<Sent> =>
    call(method, url, body, who);
  const ops = (...argv: string[]) => runOpsCommand(t.services, argv);
  let owner: Player;
  let strangers: Player[];
  const mine = {} as {
    orderId: string;
    bindingId: number;
    requestedId: number;
    paidId: number;
    proofId: number;
    nodeId: string;
    roundId: string;
  };

  function png(): string {
    const image = new PNG({ width: 4, height: 4 });
    image.data.fill(200);
    return PNG.sync.write(image).toString('base64');
  }

  async function ok(method: Method, url: string, body: unknown, who: Player) {
    const res = await api(method, url, body, who);
    expect(res.status, `${url} ${JSON.stringify(res.body).slice(0, 200)}`).toBe(200);
    return res.body.value;
  }

  async function readyToWithdraw(who: Player, holderName: string) {
    await fund(t, who, 500_000);
    const binding = await ok(
      'POST',
      paymentPaths.bindings,
      { type: 'BANK', provider: 'BDO', holderName, accountNumber: '0012 3456 7890' },
      who,
    );
    await ok(
      'POST',
      paymentPaths.paymentPassword,
      { loginPassword: who.password, newPaymentPassword: pin, confirmPaymentPassword: pin },
      who,
    );
    return binding.id as number;
  }

  const withdraw = (who: Player, bindingId: number, amount: number) =>
    ok(
      'POST',
      paymentPaths.withdraw,
      { bindingId, amount, paymentPassword: pin, requestId: randomUUID() },
      who,
    );

  beforeAll(async () => {
    owner = by.member.who!;
    strangers = [by.other.who!, by.agent.who!, by.subAgent.who!];
    mine.bindingId = await readyToWithdraw(owner, 'Juan Dela Cruz');
    await readyToWithdraw(by.other.who!, 'Maria Clara');
    mine.requestedId = (await withdraw(owner, mine.bindingId, 20_000)).id;
    mine.paidId = (await withdraw(owner, mine.bindingId, 30_000)).id;
    const proved = (await withdraw(owner, mine.bindingId, 40_000)).id as number;
    for (const id of [mine.paidId, proved]) {
      await ops('withdrawals', 'approve', String(id));
      await ops('withdrawals', 'pay', String(id));
    }
    const confirmed = await ok(
      'POST',
      paymentPaths.withdrawConfirm,
      { withdrawalId: proved, outcome: 'not_received', images: [png()] },
      owner,
    );
    mine.proofId = confirmed.proofIds[0];

    const { channels } = await ok('GET', paymentPaths.depositChannels, undefined, owner);
    const channel = channels[0];
    const deposit = await ok(
      'POST',
      paymentPaths.deposit,
      { channelId: channel.id, amount: channel.minAmount, requestId: randomUUID() },
      owner,
    );
    mine.orderId = deposit.order.orderId;

    const [game] = await t.database.db.select({ nodeId: games.nodeId }).from(games).limit(1);
    mine.nodeId = game!.nodeId;
    await ok('POST', favouritesPaths.add, { nodeId: mine.nodeId }, owner);

    mine.roundId = randomUUID();
    const token = await issueToken(t, owner);
    const bet = await vendorCall(t, seamlessPaths.bet, {
      requestId: randomUUID(),
      token,
      account: owner.account,
      roundId: mine.roundId,
      amount: 100,
      currency: 'PHP',
    });
    expect(bet.status).toBe(200);
  });

  /** The owner's identifiers, none of which may appear in an answer to someone else. */
  const secrets = () => [owner.account, mine.orderId, mine.roundId];

  function expectNoLeak(res: Sent, what: string) {
    const text = JSON.stringify(res.body);
    for (const secret of secrets()) expect(text, `${what} shows ${secret}`).not.toContain(secret);
  }

  it('cannot read, confirm, withdraw to or remove them, and no balance moves', async () => {
    const before = await allBalances(t);
    const [requestedBefore] = await t.database.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.id, mine.requestedId));
    const [paidBefore] = await t.database.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.id, mine.paidId));
    for (const stranger of strangers) {
      const attempts: Array<[Method, string, unknown]> = [
        ['GET', `${paymentPaths.depositOrder}?orderId=${encodeURIComponent(mine.orderId)}`, undefined],
        ['DELETE', bindingPath(mine.bindingId), undefined],
        ['GET', withdrawProofPath(mine.proofId), undefined],
        ['POST', paymentPaths.withdrawConfirm, { withdrawalId: mine.paidId, outcome: 'received' }],
        ['POST', paymentPaths.withdrawConfirm, { withdrawalId: mine.requestedId, outcome: 'received' }],
        [
          'POST',
          paymentPaths.withdraw,
          { bindingId: mine.bindingId, amount: 10_000, paymentPassword: pin, requestId: randomUUID() },
        ],
        ['POST', walletPaths.transferUpline, { requestId: randomUUID(), upline: owner.account, amount: 100 }],
        [
          'POST',
          walletPaths.transferDownline,
          { requestId: randomUUID(), account: owner.account, amount: 100 },
        ],
      ];
      for (const [method, url, body] of attempts) {
        const res = await api(method, url, body, stranger);
        const what = `${stranger.account} ${method} ${url}`;
        expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, what).toBeLessThan(500);
        expectNoLeak(res, what);
      }
    }
    await expectUnchanged(t, before);
    expect(await ledgerSound(t)).toBe(true);
    const [requestedAfter] = await t.database.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.id, mine.requestedId));
    const [paidAfter] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, mine.paidId));
    expect(requestedAfter).toEqual(requestedBefore);
    expect(paidAfter).toEqual(paidBefore);
    // The owner still has all of it.
    const bindings = await ok('GET', paymentPaths.bindings, undefined, owner);
    expect(bindings.list.map((b: { id: number }) => b.id)).toContain(mine.bindingId);
    const order = await ok(
      'GET',
      `${paymentPaths.depositOrder}?orderId=${encodeURIComponent(mine.orderId)}`,
      undefined,
      owner,
    );
    expect(order.orderId).toBe(mine.orderId);
  });

  it("removes only the caller's own favourite, and never lists the owner's records", async () => {
    for (const stranger of strangers) {
      await api('POST', favouritesPaths.remove, { nodeId: mine.nodeId }, stranger);
      await api(
        'DELETE',
        `${favouritesPaths.remove}?nodeId=${encodeURIComponent(mine.nodeId)}`,
        undefined,
        stranger,
      );
      for (const url of [
        favouritesPaths.ids,
        betPaths.history,
        betPaths.profit,
        walletPaths.transactionHistory,
        paymentPaths.depositHistory,
        paymentPaths.withdrawHistory,
        paymentPaths.bindings,
        walletPaths.upline,
      ]) {
        const res = await api('GET', url, undefined, stranger);
        expect(res.status, url).toBe(200);
        expectNoLeak(res, `${stranger.account} GET ${url}`);
        if (url === favouritesPaths.ids) expect(res.body.value).not.toContain(mine.nodeId);
      }
    }
    expect(await ok('GET', favouritesPaths.ids, undefined, owner)).toContain(mine.nodeId);
    const history = await ok('GET', betPaths.history, undefined, owner);
    expect(JSON.stringify(history)).toContain(mine.roundId);
  });

  it("shows a sub-agent nothing of its upline's other accounts, and an agent nothing outside its tree", async () => {
    const agent = by.agent.who!;
    const sub = by.subAgent.who!;
    // The agent's direct accounts other than the sub-agent: the sub-agent must not see them.
    const direct = await ok('GET', `${agentTeamPaths.downline}?scope=direct&pageSize=100`, undefined, agent);
    const siblings: string[] = direct.list
      .map((row: { account: string }) => row.account)
      .filter((a: string) => a !== sub.account);
    expect(siblings.length).toBeGreaterThan(0);
    for (const who of [sub, agent]) {
      for (const path of [
        agentTeamPaths.downline,
        agentTeamPaths.bets,
        agentTeamPaths.transactions,
        agentTeamPaths.profit,
      ]) {
        const res = await api('GET', `${path}?scope=all`, undefined, who);
        expect(res.status, path).toBe(200);
        // The first member has no upline: in nobody's team.
        expect(JSON.stringify(res.body), `${who.account} ${path}`).not.toContain(owner.account);
        if (who === sub) {
          for (const sibling of siblings)
            expect(JSON.stringify(res.body), `${path} shows ${sibling}`).not.toMatch(
              new RegExp(`"${sibling}"`),
            );
        }
      }
      const searched = await api(
        'GET',
        `${agentTeamPaths.downline}?scope=all&account=${owner.account}`,
        undefined,
        who,
      );
      expect(searched.body.value.list).toEqual([]);
    }
    // A sub-agent may not pay its own agent through the downline transfer.
    const before = await allBalances(t);
    const up = await api(
      'POST',
      walletPaths.transferDownline,
      { requestId: randomUUID(), account: agent.account, amount: 1 },
      sub,
    );
    expect(up).toMatchObject({ status: 403, body: { message: 'not_in_downline' } });
    await expectUnchanged(t, before);
  });
});
