import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consolidatedValueSchema,
  merchantWalletValueSchema,
  peerTransferValueSchema,
  transactionHistoryValueSchema,
  uplineValueSchema,
  walletPaths,
  walletsValueSchema,
  walletTransferValueSchema,
} from '@lobby/contract/wallet';
import { vendors } from '../src/db/schema';
import { checkLedger, ledgerIsSound } from '../src/modules/ledger/ledger';
import { runOpsCommand } from '../src/ops/commands';
import { bearer, send } from './account-helpers';
import { createTestApp, type TestApp } from './helper';
import { makeMember, type TestMember } from './wallet-helpers';

let t: TestApp;
let player: TestMember;
let trial: TestMember;
/** agentA ─┬─ subAgent ── deepPlayer;  agentB ── outsider;  loner has no upline. */
let agentA: TestMember;
let subAgent: TestMember;
let child: TestMember;
let deepPlayer: TestMember;
let agentB: TestMember;
let outsider: TestMember;
let loner: TestMember;

const member = (options: Parameters<typeof makeMember>[2] = {}) =>
  makeMember(t.database.db, t.services, options);
const rid = () => randomUUID();

async function credit(who: TestMember, amount: number) {
  await t.services.wallet.credit(who.account, amount, 'test money', rid());
}

const get = (url: string, who?: TestMember) =>
  send(t, 'GET', url, undefined, { headers: who ? bearer(who.token) : {} });
const post = (url: string, body: unknown, who?: TestMember) =>
  send(t, 'POST', url, body, { headers: who ? bearer(who.token) : {} });

/** The member's main balance and vendor balances, as the transferFund page reads them. */
async function walletsOf(who: TestMember) {
  const res = await get(walletPaths.wallets, who);
  expect(res.status).toBe(200);
  const value = walletsValueSchema.parse(res.body.value);
  return {
    main: value.balance,
    vendor: (code: string) => value.vendors.find((v) => v.vassalage === code)?.balance,
    value,
  };
}

async function expectLedgerSound() {
  expect(ledgerIsSound(await checkLedger(t.database.db))).toBe(true);
}

beforeAll(async () => {
  t = await createTestApp();
  player = await member();
  trial = await member({ type: 4 });
  agentA = await member({ type: 1, prefix: 'aga' });
  subAgent = await member({ type: 2, parentId: agentA.id, prefix: 'sub' });
  child = await member({ parentId: agentA.id, prefix: 'kid' });
  deepPlayer = await member({ parentId: subAgent.id, prefix: 'deep' });
  agentB = await member({ type: 1, prefix: 'agb' });
  outsider = await member({ parentId: agentB.id, prefix: 'out' });
  loner = await member({ prefix: 'lone' });
});
afterAll(() => t.close());

describe('GCS_merchantWallet and the wallet list', () => {
  it('answers isSingle to anyone, false by default', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await send(t, method, walletPaths.merchantWallet, method === 'POST' ? {} : undefined);
      expect(res.status).toBe(200);
      expect(merchantWalletValueSchema.parse(res.body.value)).toEqual({ isSingle: false });
    }
  });

  it('lists the main wallet and every enabled vendor at zero for a new member', async () => {
    const { value } = await walletsOf(player);
    expect(value).toMatchObject({
      isSingle: false,
      currency: 'PHP',
      currencySymbol: '₱',
      decimals: 2,
      balance: 0,
    });
    const enabled = await t.database.db.select().from(vendors).where(eq(vendors.enabled, true));
    expect(value.vendors.map((v) => v.vassalage).sort()).toEqual(enabled.map((v) => v.code).sort());
    expect(value.vendors.every((v) => v.balance === 0 && v.enabled)).toBe(true);
  });

  it('needs a session and a real account', async () => {
    expect((await get(walletPaths.wallets)).status).toBe(401);
    const refused = await get(walletPaths.wallets, trial);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('in_need_true_account');
  });
});

describe('GCS_walletTransfer', () => {
  let rich: TestMember;
  beforeAll(async () => {
    rich = await member();
    await credit(rich, 100_000);
  });

  const transfer = (body: Record<string, unknown>, who: TestMember = rich) =>
    post(walletPaths.walletTransfer, { requestId: rid(), vassalage: 'PG', direction: 'in', ...body }, who);

  it('moves money into a vendor wallet and back out', async () => {
    const inRes = await transfer({ amount: 12_345 });
    expect(inRes.status).toBe(200);
    const moved = walletTransferValueSchema.parse(inRes.body.value);
    expect(moved).toMatchObject({
      direction: 'in',
      vassalage: 'PG',
      amount: 12_345,
      mainBalance: 87_655,
      vendorBalance: 12_345,
      currency: 'PHP',
    });
    let wallets = await walletsOf(rich);
    expect(wallets.main).toBe(87_655);
    expect(wallets.vendor('PG')).toBe(12_345);

    const outRes = await transfer({ direction: 'out', amount: 345 });
    expect(outRes.body.value).toMatchObject({
      direction: 'out',
      amount: 345,
      mainBalance: 88_000,
      vendorBalance: 12_000,
    });
    wallets = await walletsOf(rich);
    expect([wallets.main, wallets.vendor('PG')]).toEqual([88_000, 12_000]);
    await expectLedgerSound();
  });

  it('moves everything with all-in and all-out', async () => {
    const allIn = await transfer({ vassalage: 'jdb', all: true });
    expect(allIn.status).toBe(200);
    expect(allIn.body.value).toMatchObject({
      vassalage: 'JDB',
      amount: 88_000,
      mainBalance: 0,
      vendorBalance: 88_000,
    });
    const allOut = await transfer({ vassalage: 'JDB', direction: 'out', all: true });
    expect(allOut.body.value).toMatchObject({ amount: 88_000, mainBalance: 88_000, vendorBalance: 0 });
    const nothing = await transfer({ vassalage: 'JDB', direction: 'out', all: true });
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toBe('nothing_to_transfer');
  });

  it('replays a repeated requestId with the first answer, and refuses it with other parameters', async () => {
    const requestId = rid();
    const first = await transfer({ requestId, amount: 1_000 });
    expect(first.status).toBe(200);
    const before = await walletsOf(rich);
    const again = await transfer({ requestId, amount: 1_000 });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await walletsOf(rich)).main).toBe(before.main);

    for (const other of [
      { amount: 2_000 },
      { direction: 'out', amount: 1_000 },
      { vassalage: 'JDB', amount: 1_000 },
      { all: true },
    ]) {
      const refused = await transfer({ requestId, amount: undefined, ...other });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('idempotency_key_reused');
    }
    expect((await walletsOf(rich)).main).toBe(before.main);
  });

  it('replays an all-in by its requestId even after the balance changed', async () => {
    const requestId = rid();
    const first = await transfer({ requestId, vassalage: 'CQ9', all: true });
    expect(first.status).toBe(200);
    await credit(rich, 500);
    const again = await transfer({ requestId, vassalage: 'CQ9', all: true });
    expect(again.body).toEqual(first.body);
    expect((await walletsOf(rich)).main).toBe(500);
    const refused = await transfer({ requestId, vassalage: 'CQ9', amount: 500 });
    expect(refused.status).toBe(409);
    // Bring the money home for the tests below.
    await transfer({ vassalage: 'CQ9', direction: 'out', all: true });
  });

  it('moves money once when copies of one request race, and answers each copy the same', async () => {
    const racer = await member();
    await credit(racer, 10_000);
    for (const body of [{ amount: 2_500 }, { all: true }]) {
      const requestId = rid();
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => transfer({ requestId, vassalage: 'JL', ...body }, racer)),
      );
      expect(answers.map((a) => [a.status, a.body.message])).toEqual(Array(8).fill([200, '']));
      for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    }
    const wallets = await walletsOf(racer);
    expect([wallets.main, wallets.vendor('JL')]).toEqual([0, 10_000]);
    await expectLedgerSound();
  });

  it.each([
    ['zero', { amount: 0 }, 'invalid_amount'],
    ['negative', { amount: -500 }, 'invalid_amount'],
    ['fractional', { amount: 10.5 }, 'invalid_amount'],
    ['huge', { amount: 1e15 }, 'invalid_amount'],
    ['missing', {}, 'invalid_amount'],
    ['over the balance', { amount: 10_000_000 }, 'insufficient_balance'],
    ['over the vendor balance', { direction: 'out', vassalage: 'FC', amount: 1 }, 'insufficient_balance'],
  ])('refuses a %s amount and changes nothing', async (_name, body, message) => {
    const before = await walletsOf(rich);
    const res = await transfer(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
    const after = await walletsOf(rich);
    expect(after.value).toEqual(before.value);
  });

  it('refuses malformed requests', async () => {
    for (const body of [
      { requestId: 'short', amount: 100 },
      { requestId: 'has spaces in it', amount: 100 },
      { direction: 'sideways', amount: 100 },
      { amount: '100' },
      { vassalage: '', amount: 100 },
    ]) {
      const res = await transfer(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses unknown and disabled vendors, but lets money out of a disabled one', async () => {
    const unknown = await transfer({ vassalage: 'NOPE', amount: 100 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('vendor_not_found');

    expect((await transfer({ vassalage: 'MG', amount: 700 })).status).toBe(200);
    await t.database.db.update(vendors).set({ enabled: false }).where(eq(vendors.code, 'MG'));
    try {
      const blocked = await transfer({ vassalage: 'MG', amount: 100 });
      expect(blocked.status).toBe(404);
      // Still listed while money is there, marked disabled.
      expect((await walletsOf(rich)).value.vendors.find((v) => v.vassalage === 'MG')).toMatchObject({
        balance: 700,
        enabled: false,
      });
      const out = await transfer({ vassalage: 'MG', direction: 'out', all: true });
      expect(out.body.value).toMatchObject({ amount: 700, vendorBalance: 0 });
      expect((await walletsOf(rich)).value.vendors.some((v) => v.vassalage === 'MG')).toBe(false);
    } finally {
      await t.database.db.update(vendors).set({ enabled: true }).where(eq(vendors.code, 'MG'));
    }
  });

  it('needs a session and a real account; one member cannot move another member’s money', async () => {
    const noSession = await post(walletPaths.walletTransfer, {
      requestId: rid(),
      vassalage: 'PG',
      direction: 'in',
      amount: 1,
    });
    expect(noSession.status).toBe(401);
    const refused = await transfer({ amount: 100 }, trial);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('in_need_true_account');
    // The same requestId from two members: two different keys, two different movements.
    const requestId = rid();
    const other = await member();
    await credit(other, 1_000);
    const mine = await transfer({ requestId, amount: 100 });
    const theirs = await transfer({ requestId, amount: 300 }, other);
    expect(mine.status).toBe(200);
    expect(theirs.status).toBe(200);
    expect(theirs.body.value.transactionId).not.toBe(mine.body.value.transactionId);
    expect((await walletsOf(other)).main).toBe(700);
  });

  it('is refused, and vendor wallets hidden, on a single-wallet brand', async () => {
    const wallet = await t.services.settings.get('wallet');
    await t.services.settings.set('wallet', { ...wallet, isSingle: true });
    try {
      expect((await get(walletPaths.merchantWallet)).body.value).toEqual({ isSingle: true });
      const { value } = await walletsOf(rich);
      expect(value).toMatchObject({ isSingle: true, vendors: [] });
      const before = value.balance;
      const refused = await transfer({ amount: 100 });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('single_wallet_mode');
      expect((await walletsOf(rich)).main).toBe(before);
    } finally {
      await t.services.settings.set('wallet', wallet);
    }
  });
});

describe('consolidated funds', () => {
  // With a kind the brand runs, an agent reads 1 only through a contract (agent-contracts.test.ts, decision 0256).
  it('answers none without a policy and without a contract, to real accounts only', async () => {
    expect((await get(walletPaths.consolidated)).status).toBe(401);
    expect((await get(walletPaths.consolidated, trial)).status).toBe(403);
    const none = await get(walletPaths.consolidated, player);
    expect(consolidatedValueSchema.parse(none.body.value)).toEqual({
      dailysalreqtype: 0,
      divtypereq: 0,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
    });
    const wallet = await t.services.settings.get('wallet');
    await t.services.settings.set('wallet', {
      ...wallet,
      agentPolicy: { ...wallet.agentPolicy, dailysalreqtype: 1 },
    });
    try {
      expect((await get(walletPaths.consolidated, agentA)).body.value).toMatchObject({
        dailysalreqtype: 0,
        divtypereq: 0,
      });
    } finally {
      await t.services.settings.set('wallet', wallet);
    }
  });
});

describe('transfer to upline', () => {
  beforeAll(async () => {
    await credit(child, 50_000);
    await credit(subAgent, 50_000);
    await credit(loner, 50_000);
  });

  const toUpline = (who: TestMember, body: Record<string, unknown>) =>
    post(walletPaths.transferUpline, { requestId: rid(), ...body }, who);

  it('names the direct upline agent and the main balance', async () => {
    const res = await get(walletPaths.upline, child);
    expect(uplineValueSchema.parse(res.body.value)).toEqual({
      upline: { account: agentA.account, nickname: `Nick ${agentA.account}` },
      balance: 50_000,
      currency: 'PHP',
      currencySymbol: '₱',
      decimals: 2,
    });
    expect((await get(walletPaths.upline, loner)).body.value.upline).toBeNull();
    expect((await get(walletPaths.upline, deepPlayer)).body.value.upline.account).toBe(subAgent.account);
  });

  it('moves money to the upline, replays a repeat and refuses a changed one', async () => {
    const agentBefore = (await walletsOf(agentA)).main;
    const requestId = rid();
    const res = await toUpline(child, { requestId, upline: agentA.account.toUpperCase(), amount: 2_500 });
    expect(res.status).toBe(200);
    expect(peerTransferValueSchema.parse(res.body.value)).toMatchObject({
      amount: 2_500,
      to: { account: agentA.account },
      balance: 47_500,
    });
    expect((await walletsOf(agentA)).main).toBe(agentBefore + 2_500);
    const again = await toUpline(child, { requestId, upline: agentA.account, amount: 2_500 });
    expect(again.body).toEqual(res.body);
    const changed = await toUpline(child, { requestId, upline: agentA.account, amount: 2_600 });
    expect(changed.status).toBe(409);
    expect((await walletsOf(child)).main).toBe(47_500);
    expect((await walletsOf(agentA)).main).toBe(agentBefore + 2_500);

    // An agent sends to its own upline agent too.
    const up = await toUpline(subAgent, { upline: agentA.account, amount: 1_000 });
    expect(up.status).toBe(200);
  });

  it('refuses anyone who is not the member’s upline, and a member without one', async () => {
    for (const upline of [agentB.account, subAgent.account, outsider.account, 'nobody-here']) {
      const res = await toUpline(child, { upline, amount: 100 });
      expect(res.status, upline).toBe(403);
      expect(res.body.message).toBe('not_your_upline');
    }
    // The sub-agent's players cannot skip a level.
    expect((await toUpline(deepPlayer, { upline: agentA.account, amount: 100 })).status).toBe(403);
    const none = await toUpline(loner, { upline: agentA.account, amount: 100 });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('no_upline');
    expect((await walletsOf(child)).main).toBe(47_500);
    expect((await walletsOf(loner)).main).toBe(50_000);
  });

  it.each([
    [{ amount: 0 }, 400, 'invalid_amount'],
    [{ amount: -1 }, 400, 'invalid_amount'],
    [{ amount: 0.5 }, 400, 'invalid_amount'],
    [{ amount: 47_501 }, 400, 'insufficient_balance'],
  ])('refuses %j and changes nothing', async (body, status, message) => {
    const res = await toUpline(child, { upline: agentA.account, ...body });
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect((await walletsOf(child)).main).toBe(47_500);
  });

  it('needs a session and a real account', async () => {
    expect(
      (await post(walletPaths.transferUpline, { requestId: rid(), upline: agentA.account, amount: 1 }))
        .status,
    ).toBe(401);
    expect((await toUpline(trial, { upline: agentA.account, amount: 1 })).status).toBe(403);
    expect((await get(walletPaths.upline)).status).toBe(401);
  });
});

describe('agent to downline', () => {
  beforeAll(async () => {
    await credit(agentA, 100_000);
    await credit(agentB, 100_000);
  });

  const toDownline = (who: TestMember, body: Record<string, unknown>) =>
    post(walletPaths.transferDownline, { requestId: rid(), ...body }, who);

  it('reaches members and agents anywhere in its own downline', async () => {
    const deepBefore = (await walletsOf(deepPlayer)).main;
    const res = await toDownline(agentA, { account: deepPlayer.account, amount: 3_000 });
    expect(res.status).toBe(200);
    expect(peerTransferValueSchema.parse(res.body.value).to.account).toBe(deepPlayer.account);
    expect((await walletsOf(deepPlayer)).main).toBe(deepBefore + 3_000);
    expect((await toDownline(agentA, { account: subAgent.account, amount: 1_000 })).status).toBe(200);
    expect((await toDownline(subAgent, { account: deepPlayer.account, amount: 1_000 })).status).toBe(200);
    await expectLedgerSound();
  });

  it('never reaches outside its downline', async () => {
    const before = (await walletsOf(agentA)).main;
    const cases: Array<[TestMember, string]> = [
      [agentA, outsider.account], // another agent's player
      [agentA, agentB.account], // another agent
      [agentA, agentA.account], // itself
      [agentA, player.account], // a player with no upline
      [agentA, 'nobody-here'], // no such account: the same answer
      [subAgent, agentA.account], // its own upline
      [subAgent, child.account], // a sibling's player
      [agentB, deepPlayer.account],
    ];
    for (const [from, account] of cases) {
      const res = await toDownline(from, { account, amount: 100 });
      expect(res.status, `${from.account} → ${account}`).toBe(403);
      expect(res.body.message).toBe('not_in_downline');
    }
    expect((await walletsOf(agentA)).main).toBe(before);
  });

  it('is for agents only, with real amounts, once per requestId', async () => {
    const notAgent = await toDownline(child, { account: deepPlayer.account, amount: 100 });
    expect(notAgent.status).toBe(403);
    expect(notAgent.body.message).toBe('agents_only');
    expect((await toDownline(agentA, { account: child.account, amount: 0 })).body.message).toBe(
      'invalid_amount',
    );
    expect((await toDownline(agentA, { account: child.account, amount: 10 ** 9 })).body.message).toBe(
      'insufficient_balance',
    );
    const requestId = rid();
    const first = await toDownline(agentA, { requestId, account: child.account, amount: 100 });
    expect((await toDownline(agentA, { requestId, account: child.account, amount: 100 })).body).toEqual(
      first.body,
    );
    expect((await toDownline(agentA, { requestId, account: deepPlayer.account, amount: 100 })).status).toBe(
      409,
    );
    expect(
      (await post(walletPaths.transferDownline, { requestId: rid(), account: child.account, amount: 1 }))
        .status,
    ).toBe(401);
  });
});

describe('transactionHistory', () => {
  let someone: TestMember;
  beforeAll(async () => {
    someone = await member();
    await credit(someone, 10_000);
    const body = { vassalage: 'PG', direction: 'in', amount: 4_000 };
    await post(walletPaths.walletTransfer, { requestId: rid(), ...body }, someone);
    await post(
      walletPaths.walletTransfer,
      { requestId: rid(), ...body, direction: 'out', amount: 1_000 },
      someone,
    );
  });

  const history = (query: Record<string, string | number | undefined>, who: TestMember = someone) => {
    const pairs = Object.entries(query).flatMap(([k, v]) =>
      v === undefined ? [] : [[k, String(v)] as [string, string]],
    );
    return get(`${walletPaths.transactionHistory}?${new URLSearchParams(pairs)}`, who);
  };

  it('lists every movement on all the member’s wallets, newest first, with signed amounts', async () => {
    const res = await history({});
    expect(res.status).toBe(200);
    const value = transactionHistoryValueSchema.parse(res.body.value);
    expect(value.list.map((r) => [r.type, r.wallet, r.amount, r.balanceAfter])).toEqual([
      ['WALLET_TRANSFER', 'PG', -1_000, 3_000],
      ['WALLET_TRANSFER', 'MAIN', 1_000, 7_000],
      ['WALLET_TRANSFER', 'PG', 4_000, 4_000],
      ['WALLET_TRANSFER', 'MAIN', -4_000, 6_000],
      ['ADJUSTMENT', 'MAIN', 10_000, 10_000],
    ]);
    expect(value).toMatchObject({
      pageNo: 1,
      pageSize: 20,
      total: 5,
      totalPages: 1,
      types: ['ADJUSTMENT', 'WALLET_TRANSFER'],
    });
    expect(value.list[1]!.reference).toBe('PG');
    expect(value.list[4]!.reference).toBe('test money');
  });

  it('names the other member of upline and downline transfers, on both sides', async () => {
    const sent = await history({ type: 'TRANSFER_UPLINE' }, child);
    expect(sent.body.value.list[0]).toMatchObject({ counterparty: agentA.account, amount: -2_500 });
    const received = await history({ type: 'TRANSFER_UPLINE' }, agentA);
    expect(received.body.value.list.map((r: { counterparty: string }) => r.counterparty)).toContain(
      child.account,
    );
    const down = await history({ type: 'TRANSFER_DOWNLINE' }, deepPlayer);
    expect(down.body.value.list.map((r: { counterparty: string }) => r.counterparty).sort()).toEqual(
      [agentA.account, subAgent.account].sort(),
    );
  });

  it('filters by type and by days of the brand time zone (GMT+8)', async () => {
    const transfers = await history({ type: 'WALLET_TRANSFER' });
    expect(transfers.body.value.total).toBe(4);
    const none = await history({ type: 'DEPOSIT' });
    expect(none.body.value).toMatchObject({ total: 0, totalPages: 0, list: [] });

    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
    expect((await history({ startDate: today, endDate: today })).body.value.total).toBe(5);
    expect((await history({ startDate: yesterday, endDate: yesterday })).body.value.total).toBe(0);
    expect((await history({ startDate: today })).body.value.total).toBe(5);
    expect((await history({ endDate: yesterday })).body.value.total).toBe(0);
  });

  it('pages with pageNo and pageSize (at most 100)', async () => {
    const page2 = await history({ pageNo: 2, pageSize: 2 });
    expect(page2.body.value).toMatchObject({ pageNo: 2, pageSize: 2, total: 5, totalPages: 3 });
    expect(page2.body.value.list.map((r: { amount: number }) => r.amount)).toEqual([4_000, -4_000]);
    const viaPost = await post(walletPaths.transactionHistory, { pageNo: 3, pageSize: 2 }, someone);
    expect(viaPost.body.value.list).toHaveLength(1);
    for (const query of [
      { pageSize: 101 },
      { pageSize: 0 },
      { pageNo: 0 },
      { startDate: '2026-13-01' },
      { type: 'drop table' },
    ]) {
      expect((await history(query)).status, JSON.stringify(query)).toBe(400);
    }
    const reversed = await history({ startDate: '2026-02-02', endDate: '2026-02-01' });
    expect(reversed.body.message).toBe('invalid_date_range');
  });

  it('shows a member only their own movements, and needs a real account', async () => {
    const fresh = await member();
    expect((await history({}, fresh)).body.value).toMatchObject({ total: 0, types: [] });
    expect((await get(walletPaths.transactionHistory)).status).toBe(401);
    expect((await history({}, trial)).status).toBe(403);
  });
});

describe('npm run ops -- credit', () => {
  it('credits a main wallet from BONUS in currency units, once per request id', async () => {
    const who = await member();
    const ops = (...argv: string[]) => runOpsCommand(t.services, argv);
    expect(
      await ops('credit', who.account, '1234.5', '--memo', 'welcome', '--request-id', 'op-credit-1'),
    ).toMatchObject({
      amount: 123_450,
      balance: 123_450,
    });
    expect(
      await ops('credit', who.account, '1234.5', '--memo', 'welcome', '--request-id', 'op-credit-1'),
    ).toMatchObject({
      balance: 123_450,
      replayed: true,
    });
    expect((await ops('credit', who.account.toUpperCase(), '10')) as { balance: number }).toMatchObject({
      balance: 124_450,
    });
    await expect(ops('credit', who.account, '1.234')).rejects.toThrow('usage');
    await expect(ops('credit', who.account, '-5')).rejects.toThrow();
    await expect(ops('credit', who.account, 'ten')).rejects.toThrow('usage');
    await expect(ops('credit', who.account, '0')).rejects.toThrow('invalid_amount');
    await expect(ops('credit', 'nobody-here', '5')).rejects.toThrow('not_found');
    await expect(ops('credit', who.account, '2', '--request-id', 'op-credit-1')).rejects.toThrow(
      'idempotency_key_reused',
    );
    const record = await t.services.wallet.transactionHistory(
      { id: who.id, account: who.account, nickname: '', type: 0, currency: 'PHP', parentId: null },
      { pageNo: 1, pageSize: 10 },
    );
    expect(record.list.map((r) => [r.type, r.reference, r.amount])).toEqual([
      ['ADJUSTMENT', 'operator credit', 1_000],
      ['ADJUSTMENT', 'welcome', 123_450],
    ]);
    await expectLedgerSound();
  });
});
