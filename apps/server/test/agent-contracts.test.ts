import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  agentContractPaths,
  agentContractSchema,
  contractDetailValueSchema,
  contractKinds,
  contractListValueSchema,
  type AgentContract,
  type ContractKind,
  type ContractTerms,
} from '@lobby/contract/agent-contracts';
import { failureSchema } from '@lobby/contract/envelope';
import { consolidatedValueSchema, walletPaths } from '@lobby/contract/wallet';
import { agentContractPayouts, agentContracts } from '../src/db/schema';
import { isUniqueViolation } from '../src/lib/errors';
import { runOpsCommand } from '../src/ops/commands';
import { bearer, send } from './account-helpers';
import { createTestApp, type TestApp } from './helper';
import { makeMember, type TestMember } from './wallet-helpers';

/*
 * Agent pay contracts (issue 20, first slice; decisions 0254–0257): the platform offers to top agents
 * through `npm run ops`, an agent offers to its direct downline agents, the downline accepts or rejects
 * with the §7 call of the kind, and either side ends a contract. The auto-termination rule keeps every
 * contract backed by what its upline holds.
 *
 *   top ─┬─ mid ─── low        top2 ── outsider        loner (agent, no contracts)
 *        ├─ mid2
 *        └─ player (member)    trial (type 4)
 */

let t: TestApp;
let top: TestMember;
let top2: TestMember;
let mid: TestMember;
let mid2: TestMember;
let low: TestMember;
let player: TestMember;
let trial: TestMember;
let outsider: TestMember;

const ops = async (...argv: string[]) => String(await runOpsCommand(t.services, argv, 'test-operator'));

const headers = (who?: TestMember) => (who ? bearer(who.token) : {});
const get = (url: string, who?: TestMember) => send(t, 'GET', url, undefined, { headers: headers(who) });
const post = (url: string, body: unknown, who?: TestMember) =>
  send(t, 'POST', url, body, { headers: headers(who) });

/** One flat tier of a kind at `rate` basis points. */
function flat(kind: ContractKind, rate: number): ContractTerms {
  switch (kind) {
    case 'dividend':
      return {
        kind,
        period: 'W',
        tiers: [{ periodValidBet: 0, periodProfitLoss: 0, activeMembers: 0, rate }],
      };
    case 'dailySalary':
      return { kind, tiers: [{ dailyBetAmount: 0, activeMembers: 0, rate }] };
    case 'hourlySalary':
      return { kind, tiers: [{ hourlyBetAmount: 0, activeMembers: 0, rate }] };
    case 'realTimeSalary':
      return { kind, tiers: [{ singleBet: 0, winRate: rate, lossRate: rate }] };
  }
}

/** The platform's offer to a top agent, through the operator's command; answers the contract's id. */
async function platformOffers(to: TestMember, kind: ContractKind, rate: number): Promise<number> {
  const out = await ops(
    'contract',
    'offer',
    '--to',
    to.account,
    '--kind',
    kind,
    '--terms',
    JSON.stringify(flat(kind, rate)),
  );
  const id = /^offered: #(\d+)/.exec(out)?.[1];
  if (!id) throw new Error(out);
  return Number(id);
}

async function offer(from: TestMember, to: TestMember, terms: ContractTerms, requestId = randomUUID()) {
  return post(agentContractPaths.offer, { requestId, downline: to.account, terms }, from);
}

async function offered(from: TestMember, to: TestMember, terms: ContractTerms): Promise<AgentContract> {
  const res = await offer(from, to, terms);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return agentContractSchema.parse(res.body.value);
}

const answer = (
  who: TestMember,
  kind: ContractKind,
  contractId: number,
  action: 'accept' | 'reject',
  reason?: string,
) => post(agentContractPaths[kind], { contractId, action, ...(reason === undefined ? {} : { reason }) }, who);

async function accepted(who: TestMember, kind: ContractKind, contractId: number): Promise<AgentContract> {
  const res = await answer(who, kind, contractId, 'accept');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return agentContractSchema.parse(res.body.value);
}

async function stateOf(id: number) {
  const [row] = await t.database.db.select().from(agentContracts).where(eq(agentContracts.id, id));
  return row!;
}

async function consolidated(who: TestMember) {
  const res = await get(walletPaths.consolidated, who);
  expect(res.status).toBe(200);
  return consolidatedValueSchema.parse(res.body.value);
}

async function contractMessages(who: TestMember) {
  const { list } = await t.services.inbox.list(who.id, { pageNo: 1, pageSize: 50 });
  return list.filter((m) => m.template === 'contractEnded').map((m) => m.params);
}

function expectFailure(res: { status: number; body: unknown }, status: number, message: string | RegExp) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(failureSchema.parse(res.body).message).toMatch(message);
}

beforeAll(async () => {
  t = await createTestApp();
  const member = (options: Parameters<typeof makeMember>[2] = {}) =>
    makeMember(t.database.db, t.services, { prefix: 'ct', ...options });
  top = await member({ type: 1 });
  top2 = await member({ type: 1 });
  mid = await member({ type: 2, parentId: top.id });
  mid2 = await member({ type: 2, parentId: top.id });
  low = await member({ type: 2, parentId: mid.id });
  player = await member({ type: 0, parentId: top.id });
  trial = await member({ type: 4 });
  outsider = await member({ type: 2, parentId: top2.id });
  // The brand runs every kind but real-time salary.
  const wallet = await t.services.settings.get('wallet');
  await t.services.settings.set('wallet', {
    ...wallet,
    agentPolicy: { dailysalreqtype: 1, divtypereq: 1, contracthoursalreq: 1, realtimesalreqtype: 0 },
  });
});
afterAll(() => t.close());

describe('who may use the contract calls', () => {
  const calls = () =>
    [
      ['GET', `${agentContractPaths.list}`, undefined],
      ['GET', `${agentContractPaths.detail}?contractId=1`, undefined],
      [
        'POST',
        agentContractPaths.offer,
        { requestId: randomUUID(), downline: 'x', terms: flat('dailySalary', 10) },
      ],
      ['POST', agentContractPaths.terminate, { contractId: 1 }],
      ...contractKinds.map(
        (kind) => ['POST', agentContractPaths[kind], { contractId: 1, action: 'accept' }] as const,
      ),
    ] as const;

  it('refuses a visitor (401), a trial account (403) and a member who is not an agent (403)', async () => {
    for (const [method, url, body] of calls()) {
      for (const [who, status, message] of [
        [undefined, 401, 'not_logged_in'],
        [trial, 403, 'in_need_true_account'],
        [player, 403, 'agents_only'],
      ] as const) {
        const res = await send(t, method, url, body, { headers: headers(who) });
        expect(res.status, `${method} ${url} as ${who?.account ?? 'visitor'}`).toBe(status);
        expect(res.body.message).toBe(message);
      }
    }
  });

  it('gives a member and a trial account no contract pay in the consolidated call', async () => {
    expect(await consolidated(player)).toEqual({
      dailysalreqtype: 0,
      divtypereq: 0,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
    });
    expect((await get(walletPaths.consolidated, trial)).status).toBe(403);
  });
});

describe('bad input', () => {
  it('answers a malformed offer with a 400 naming the field', async () => {
    const tier = { dailyBetAmount: 0, activeMembers: 0, rate: 10 };
    const cases: Array<[unknown, RegExp]> = [
      [{}, /^requestId:/],
      [{ requestId: 'short', downline: mid.account, terms: flat('dailySalary', 10) }, /^requestId:/],
      [{ requestId: randomUUID(), terms: flat('dailySalary', 10) }, /^downline:/],
      [{ requestId: randomUUID(), downline: mid.account }, /^terms/],
      [
        { requestId: randomUUID(), downline: mid.account, terms: { kind: 'weekly', tiers: [tier] } },
        /^terms/,
      ],
      [
        { requestId: randomUUID(), downline: mid.account, terms: { kind: 'dailySalary', tiers: [] } },
        /^terms\.tiers/,
      ],
      [
        {
          requestId: randomUUID(),
          downline: mid.account,
          terms: { kind: 'dailySalary', tiers: [{ ...tier, rate: 10_001 }] },
        },
        /^terms\.tiers\.0\.rate/,
      ],
      [
        {
          requestId: randomUUID(),
          downline: mid.account,
          terms: { kind: 'dailySalary', tiers: [{ ...tier, rate: 0 }] },
        },
        /rate above 0/,
      ],
      [
        {
          requestId: randomUUID(),
          downline: mid.account,
          terms: { kind: 'dailySalary', tiers: [{ ...tier, rate: 1.5 }] },
        },
        /^terms\.tiers\.0\.rate/,
      ],
      [
        {
          requestId: randomUUID(),
          downline: mid.account,
          terms: { kind: 'dailySalary', tiers: [{ ...tier, dailyBetAmount: -1 }] },
        },
        /^terms\.tiers\.0\.dailyBetAmount/,
      ],
      [
        {
          requestId: randomUUID(),
          downline: mid.account,
          terms: {
            kind: 'dailySalary',
            tiers: [
              { dailyBetAmount: 100_000, activeMembers: 5, rate: 50 },
              { dailyBetAmount: 50_000, activeMembers: 5, rate: 80 },
            ],
          },
        },
        /tiers must rise/,
      ],
      [
        {
          requestId: randomUUID(),
          downline: mid.account,
          terms: {
            kind: 'dividend',
            period: 'Y',
            tiers: [{ periodValidBet: 0, periodProfitLoss: 0, activeMembers: 0, rate: 10 }],
          },
        },
        /^terms\.period/,
      ],
    ];
    for (const [body, message] of cases)
      expectFailure(await post(agentContractPaths.offer, body, top), 400, message);
  });

  it('answers malformed answers, ends and reads with a 400', async () => {
    const answers: Array<[unknown, RegExp]> = [
      [{}, /^contractId:/],
      [{ contractId: 0, action: 'accept' }, /^contractId:/],
      [{ contractId: 'x', action: 'accept' }, /^contractId:/],
      [{ contractId: 2 ** 31, action: 'accept' }, /^contractId:/],
      [{ contractId: 1 }, /^action:/],
      [{ contractId: 1, action: 'maybe' }, /^action:/],
      [{ contractId: 1, action: 'reject', reason: 'x'.repeat(201) }, /^reason:/],
    ];
    for (const [body, message] of answers) {
      expectFailure(await post(agentContractPaths.dividend, body, mid), 400, message);
    }
    expectFailure(await post(agentContractPaths.terminate, { contractId: -1 }, mid), 400, /^contractId:/);
    expectFailure(await get(agentContractPaths.detail, mid), 400, /^contractId:/);
    expectFailure(await get(`${agentContractPaths.list}?pageSize=101`, mid), 400, /^pageSize:/);
    expectFailure(await get(`${agentContractPaths.list}?role=boss`, mid), 400, /^role:/);
    expectFailure(await get(`${agentContractPaths.list}?kind=weekly`, mid), 400, /^kind:/);
    expectFailure(await get(`${agentContractPaths.list}?state=open`, mid), 400, /^state:/);
  });
});

describe('the platform’s offers (npm run ops -- contract)', () => {
  it('offers to a top agent only, a kind the brand runs only, and logs the command', async () => {
    await expect(
      ops('contract', 'offer', '--to', mid.account, '--kind', 'dailySalary', '--rate', '1'),
    ).rejects.toThrow(/not a top agent/);
    await expect(
      ops('contract', 'offer', '--to', top.account, '--kind', 'realTimeSalary', '--rate', '1'),
    ).rejects.toThrow(/contract_kind_not_run/);
    await expect(
      ops('contract', 'offer', '--to', 'nobody-here', '--kind', 'dailySalary', '--rate', '1'),
    ).rejects.toThrow(/no agent/);
    await expect(
      ops('contract', 'offer', '--to', top.account, '--kind', 'weekly', '--rate', '1'),
    ).rejects.toThrow(/--kind/);
    await expect(
      ops('contract', 'offer', '--to', top.account, '--kind', 'dailySalary', '--rate', 'lots'),
    ).rejects.toThrow(/--rate/);
    await expect(
      ops('contract', 'offer', '--to', top.account, '--kind', 'dailySalary', '--terms', '{"tiers":[]}'),
    ).rejects.toThrow(/terms refused: tiers/);
    const out = await ops(
      'contract',
      'offer',
      '--to',
      top.account,
      '--kind',
      'dividend',
      '--rate',
      '30',
      '--period',
      'M',
    );
    expect(out).toMatch(/^offered: #\d+ dividend to .* rate 30% \(offered\)$/);
    const [logged] = await t.services.operatorLog.recent(1);
    expect(logged).toMatchObject({ operator: 'test-operator', command: 'contract', outcome: 'done' });
    expect(await ops('contract', 'list', '--to', top.account, '--kind', 'dividend')).toMatch(/offered/);
  });

  it('reflects a pending offer and a contract in force in the consolidated call, kind by kind', async () => {
    expect(await consolidated(top2)).toEqual({
      dailysalreqtype: 0,
      divtypereq: 0,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
    });
    const id = await platformOffers(top2, 'dailySalary', 200);
    expect(await consolidated(top2)).toMatchObject({ dailysalreqtype: 1, divtypereq: 0 });
    await accepted(top2, 'dailySalary', id);
    expect(await consolidated(top2)).toMatchObject({ dailysalreqtype: 1, divtypereq: 0 });
    // A kind the brand stops running reads 0 even with a contract in force.
    const wallet = await t.services.settings.get('wallet');
    await t.services.settings.set('wallet', {
      ...wallet,
      agentPolicy: { ...wallet.agentPolicy, dailysalreqtype: 0 },
    });
    try {
      expect((await consolidated(top2)).dailysalreqtype).toBe(0);
    } finally {
      await t.services.settings.set('wallet', wallet);
    }
  });
});

describe('answering an offer', () => {
  let offerId: number;

  beforeAll(async () => {
    offerId = await platformOffers(top, 'hourlySalary', 100);
  });

  it('answers only the offered agent, only through the call of its kind', async () => {
    expectFailure(await answer(top, 'dailySalary', offerId, 'accept'), 404, 'contract_not_found');
    expectFailure(await answer(top2, 'hourlySalary', offerId, 'accept'), 404, 'contract_not_found');
    expectFailure(await answer(mid, 'hourlySalary', offerId, 'accept'), 404, 'contract_not_found');
    expectFailure(await answer(top, 'hourlySalary', 999_999, 'accept'), 404, 'contract_not_found');
  });

  it('records a rejection with its reason, and refuses a second answer', async () => {
    const res = await answer(top, 'hourlySalary', offerId, 'reject', '  too low  ');
    expect(res.status).toBe(200);
    expect(agentContractSchema.parse(res.body.value)).toMatchObject({
      state: 'rejected',
      note: 'too low',
      role: 'downline',
    });
    expectFailure(await answer(top, 'hourlySalary', offerId, 'accept'), 409, 'contract_not_offered');
    expectFailure(await answer(top, 'hourlySalary', offerId, 'reject'), 409, 'contract_not_offered');
    const detail = contractDetailValueSchema.parse(
      (await get(`${agentContractPaths.detail}?contractId=${offerId}`, top)).body.value,
    );
    expect(detail.history.map((e) => [e.event, e.by, e.note])).toEqual([
      ['offered', 'platform', ''],
      ['rejected', 'downline', 'too low'],
    ]);
  });

  it('lets exactly one of 20 parallel accepts win; the others get contract_not_offered', async () => {
    const id = await platformOffers(top, 'hourlySalary', 100);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => answer(top, 'hourlySalary', id, 'accept')),
    );
    const wins = results.filter((res) => res.status === 200);
    expect(wins).toHaveLength(1);
    for (const res of results.filter((r) => r.status !== 200))
      expectFailure(res, 409, 'contract_not_offered');
    expect((await stateOf(id)).state).toBe('accepted');
  });
});

describe('an agent’s offers to its downline', () => {
  let daily: number;

  beforeAll(async () => {
    daily = await platformOffers(top, 'dailySalary', 200);
    await accepted(top, 'dailySalary', daily);
  });

  it('offers only to a direct downline agent', async () => {
    for (const who of [low, player, outsider, top2, top]) {
      expectFailure(await offer(top, who, flat('dailySalary', 100)), 403, 'contract_not_direct_downline');
    }
    expectFailure(
      await post(
        agentContractPaths.offer,
        { requestId: randomUUID(), downline: 'nobody-here', terms: flat('dailySalary', 1) },
        top,
      ),
      403,
      'contract_not_direct_downline',
    );
  });

  it('never offers more than it holds, nor a kind it holds nothing of or the brand does not run', async () => {
    expectFailure(await offer(top, mid, flat('dailySalary', 201)), 400, 'contract_rate_above_own');
    expectFailure(await offer(top, mid, flat('dividend', 10)), 403, 'contract_not_held');
    expectFailure(await offer(top, mid, flat('realTimeSalary', 10)), 400, 'contract_kind_not_run');
    expectFailure(await offer(mid, low, flat('dailySalary', 10)), 403, 'contract_not_held');
  });

  it('keeps one offer waiting per downline and kind; the same request id answers the first offer', async () => {
    const requestId = randomUUID();
    const first = await offer(top, mid, flat('dailySalary', 150), requestId);
    expect(first.status).toBe(200);
    const again = await offer(top, mid, flat('dailySalary', 150), requestId);
    expect(again.body.value.id).toBe(first.body.value.id);
    expectFailure(await offer(top, mid, flat('dailySalary', 120)), 409, 'contract_offer_pending');
    // Withdrawn by its upline, the offer makes room for another; parallel offers: one waits, the rest 409.
    const withdrawn = await post(agentContractPaths.terminate, { contractId: first.body.value.id }, top);
    expect(agentContractSchema.parse(withdrawn.body.value)).toMatchObject({
      state: 'terminated',
      endedBy: 'upline',
      endReason: 'withdrawn',
    });
    const parallel = await Promise.all(
      Array.from({ length: 10 }, () => offer(top, mid, flat('dailySalary', 150))),
    );
    expect(parallel.filter((res) => res.status === 200)).toHaveLength(1);
    for (const res of parallel.filter((r) => r.status !== 200))
      expectFailure(res, 409, 'contract_offer_pending');
  });

  it('lists the agent’s contracts by role, with the offers waiting for it; a stranger reads none', async () => {
    const asUpline = contractListValueSchema.parse(
      (await get(`${agentContractPaths.list}?role=upline&kind=dailySalary&state=offered`, top)).body.value,
    );
    expect(asUpline.list).toHaveLength(1);
    expect(asUpline.list[0]).toMatchObject({ role: 'upline', downline: { account: mid.account }, rate: 150 });
    const asDownline = contractListValueSchema.parse((await get(agentContractPaths.list, mid)).body.value);
    expect(asDownline.pendingOffers).toBe(1);
    expect(asDownline.list.map((c) => [c.kind, c.state])).toContainEqual(['dailySalary', 'offered']);
    const topsOwn = contractListValueSchema.parse(
      (await get(`${agentContractPaths.list}?pageSize=1`, top)).body.value,
    );
    expect(topsOwn.list[0]!.upline).toBeNull();
    expect(topsOwn.totalPages).toBe(topsOwn.total);
    const id = asUpline.list[0]!.id;
    for (const stranger of [low, top2, outsider, mid2]) {
      expectFailure(
        await get(`${agentContractPaths.detail}?contractId=${id}`, stranger),
        404,
        'contract_not_found',
      );
      expectFailure(
        await post(agentContractPaths.terminate, { contractId: id }, stranger),
        404,
        'contract_not_found',
      );
    }
    expect(contractListValueSchema.parse((await get(agentContractPaths.list, low)).body.value).total).toBe(0);
    // The downline answers an offer with reject or accept, not by ending it.
    expectFailure(
      await post(agentContractPaths.terminate, { contractId: id }, mid),
      409,
      'contract_not_in_force',
    );
    await accepted(mid, 'dailySalary', id);
  });
});

describe('the auto-termination rule', () => {
  it('ends the contracts given above a newly confirmed lower rate, down the tree, and tells both parties', async () => {
    // top holds daily 2%; top → mid 1.5% (accepted above); mid → low 1.2%; top → mid2 0.8%.
    const [midContract] = contractListValueSchema.parse(
      (await get(`${agentContractPaths.list}?kind=dailySalary&state=accepted`, mid)).body.value,
    ).list;
    const midToLow = await offered(mid, low, flat('dailySalary', 120));
    await accepted(low, 'dailySalary', midToLow.id);
    const topToMid2 = await offered(top, mid2, flat('dailySalary', 80));
    await accepted(mid2, 'dailySalary', topToMid2.id);
    // An offer waiting from mid to nobody else: low holds the only one; give low an hourly to keep.
    const [before] = contractListValueSchema.parse(
      (await get(`${agentContractPaths.list}?kind=dailySalary&state=accepted`, top)).body.value,
    ).list;

    // The platform offers top 1%: nothing ends until top confirms it.
    const lower = await platformOffers(top, 'dailySalary', 100);
    expect((await stateOf(midContract!.id)).state).toBe('accepted');
    const confirmed = await accepted(top, 'dailySalary', lower);
    expect(confirmed).toMatchObject({ state: 'accepted', rate: 100 });

    expect(await stateOf(before!.id)).toMatchObject({
      state: 'terminated',
      endedBy: 'system',
      endReason: 'replaced',
    });
    expect(await stateOf(midContract!.id)).toMatchObject({
      state: 'terminated',
      endedBy: 'system',
      endReason: 'aboveUpline',
      endedByContractId: lower,
    });
    // mid now holds nothing of the kind: what it gave low ends too.
    expect(await stateOf(midToLow.id)).toMatchObject({
      state: 'terminated',
      endReason: 'aboveUpline',
      endedByContractId: midContract!.id,
    });
    expect((await stateOf(topToMid2.id)).state).toBe('accepted');

    const told = { contractId: String(midContract!.id), upline: top.account, downline: mid.account };
    expect(await contractMessages(top)).toContainEqual(told);
    expect(await contractMessages(mid)).toContainEqual(told);
    const toldLow = { contractId: String(midToLow.id), upline: mid.account, downline: low.account };
    expect(await contractMessages(mid)).toContainEqual(toldLow);
    expect(await contractMessages(low)).toContainEqual(toldLow);
    expect(await contractMessages(mid2)).toEqual([]);
    expect((await consolidated(mid)).dailysalreqtype).toBe(0);
    expect((await consolidated(mid2)).dailysalreqtype).toBe(1);
  });

  it('ends what a downline gave when its own contract is ended by either side', async () => {
    // top (1%) → mid2 0.8% in force; mid2 has no downline; give mid a new 0.9% and mid → low 0.5%.
    const topToMid = await offered(top, mid, flat('dailySalary', 90));
    await accepted(mid, 'dailySalary', topToMid.id);
    const midToLow = await offered(mid, low, flat('dailySalary', 50));
    const ended = await post(
      agentContractPaths.terminate,
      { contractId: topToMid.id, reason: 'restructuring' },
      mid,
    );
    expect(agentContractSchema.parse(ended.body.value)).toMatchObject({
      state: 'terminated',
      endedBy: 'downline',
      endReason: 'terminated',
      note: 'restructuring',
      role: 'downline',
    });
    // The offer mid made to low ended with it (low never accepted: it was only waiting).
    expect(await stateOf(midToLow.id)).toMatchObject({ state: 'terminated', endReason: 'aboveUpline' });
    expectFailure(await answer(low, 'dailySalary', midToLow.id, 'accept'), 409, 'contract_not_offered');
    expectFailure(
      await post(agentContractPaths.terminate, { contractId: topToMid.id }, top),
      409,
      'contract_not_in_force',
    );
  });

  it('lets the operator end the platform’s contract, with the same rule below it', async () => {
    const [held] = contractListValueSchema.parse(
      (await get(`${agentContractPaths.list}?kind=dailySalary&state=accepted`, top)).body.value,
    ).list;
    const [given] = contractListValueSchema.parse(
      (await get(`${agentContractPaths.list}?role=upline&kind=dailySalary&state=accepted`, top)).body.value,
    ).list;
    await expect(ops('contract', 'terminate', String(given!.id))).rejects.toThrow(/contract_not_found/);
    const out = await ops('contract', 'terminate', String(held!.id), '--reason', 'brand review');
    expect(out).toMatch(/^ended: #\d+ dailySalary \(platform\) → .* \(terminated\)$/);
    expect(await stateOf(held!.id)).toMatchObject({
      endedBy: 'platform',
      operator: 'test-operator',
      note: 'brand review',
    });
    expect((await stateOf(given!.id)).state).toBe('terminated');
    expect(await ops('contract', 'history', String(held!.id))).toMatch(
      /terminated {2}platform {2}test-operator {2}terminated/,
    );
    await expect(ops('contract', 'terminate', String(held!.id))).rejects.toThrow(/contract_not_in_force/);
    await expect(ops('contract', 'history', '999999')).rejects.toThrow(/no contract/);
    await expect(ops('contract', 'frobnicate')).rejects.toThrow(/usage/);
  });
});

describe('the payout data model', () => {
  it('keeps one payout per contract and period start', async () => {
    const id = await platformOffers(top2, 'dividend', 50);
    const row = {
      contractId: id,
      kind: 'dividend' as const,
      downlineId: top2.id,
      periodStart: new Date('2030-01-01T00:00:00Z'),
      periodEnd: new Date('2030-01-08T00:00:00Z'),
      brandDay: '2030-01-01',
      basis: { validBet: 0 },
      amount: 0,
      state: 'paid' as const,
      createdAt: new Date(),
    };
    await t.database.db.insert(agentContractPayouts).values(row);
    const second = await t.database.db
      .insert(agentContractPayouts)
      .values(row)
      .then(() => null)
      .catch((error: unknown) => error);
    expect(isUniqueViolation(second)).toBe(true);
  });
});
