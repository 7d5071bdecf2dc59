import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberInfoSchema, accountPaths } from '@lobby/contract/accounts';
import { envelope, failureSchema } from '@lobby/contract/envelope';
import { inboxListValueSchema, inboxPaths, unreadCountValueSchema } from '@lobby/contract/inbox';
import { createDepositValueSchema, paymentPaths, withdrawalSchema } from '@lobby/contract/payments';
import { walletPaths } from '@lobby/contract/wallet';
import { insertMember } from '../src/modules/accounts/members.repository';
import { runOpsCommand } from '../src/ops/commands';
import { bearer, send } from './account-helpers';
import { createTestApp, type TestApp } from './helper';
import { caller, fund, makePlayer, tolerateTeardownDisconnects, type Player } from './payments-helpers';
import { messagesOf } from './wallet-helpers';

let t: TestApp;
let alice: Player;
let bob: Player;
let trial: Player;

beforeAll(async () => {
  t = await createTestApp();
  tolerateTeardownDisconnects(t);
  [alice, bob, trial] = [await makePlayer(t), await makePlayer(t), await makePlayer(t, { type: 4 })];
});
afterAll(() => t.close());

const ops = (...argv: string[]) => runOpsCommand(t.services, argv);
const auth = (who: Player | null) => (who ? { headers: bearer(who.token) } : {});
const list = (who: Player | null, query = '') =>
  send(t, 'GET', `${inboxPaths.list}${query}`, undefined, auth(who));
const unread = (who: Player | null) => send(t, 'GET', inboxPaths.unreadCount, undefined, auth(who));
const markRead = (who: Player | null, body: unknown) => send(t, 'POST', inboxPaths.read, body, auth(who));
const remove = (who: Player | null, body: unknown) => send(t, 'DELETE', inboxPaths.remove, body, auth(who));

const listOf = (body: unknown) => envelope(inboxListValueSchema).parse(body).value;
const countOf = async (who: Player) =>
  envelope(unreadCountValueSchema).parse((await unread(who)).body).value.unread;
const badgeOf = async (who: Player) =>
  envelope(memberInfoSchema).parse((await send(t, 'GET', accountPaths.memberInfo, undefined, auth(who))).body)
    .value.unreadMessageCount;

describe('who may use the inbox', () => {
  it('asks a visitor to log in and tells a trial account to register a real one, on every call', async () => {
    for (const [who, status, message] of [
      [null, 401, 'not_logged_in'],
      [trial, 403, 'in_need_true_account'],
    ] as const) {
      for (const res of [
        await unread(who),
        await list(who),
        await markRead(who, { ids: [1] }),
        await remove(who, { ids: [1] }),
      ]) {
        expect(res.status).toBe(status);
        expect(failureSchema.parse(res.body).message).toBe(message);
      }
    }
  });

  it('gives a trial account no badge and no messages, even from a broadcast', async () => {
    await ops('message', 'send', '--all', '--title', 'Hello all', '--body', '<p>Welcome</p>');
    expect(await badgeOf(trial)).toBe(0);
    const rows = await t.database.db.query.inboxMessages.findMany({
      where: (m, { eq }) => eq(m.memberId, trial.id),
    });
    expect(rows).toEqual([]);
    // Everyone else got it: clear it for the tests below.
    for (const who of [alice, bob]) {
      const ids = listOf((await list(who)).body).list.map((m) => m.id);
      await remove(who, { ids });
    }
  });
});

describe('operator messages', () => {
  it('reach one member, counted in the badge and the unread count, and nobody else', async () => {
    expect(
      await ops('message', 'send', '--to', alice.account, '--title', 'Bonus', '--body', '<b>Hi</b>'),
    ).toBe('sent to 1 member');
    expect(await countOf(alice)).toBe(1);
    expect(await badgeOf(alice)).toBe(1);
    expect(await countOf(bob)).toBe(0);
    const page = listOf((await list(alice)).body);
    expect(page).toMatchObject({ total: 1, unread: 1, pageNo: 1 });
    expect(page.list[0]).toMatchObject({
      source: 'operator',
      title: 'Bonus',
      body: '<b>Hi</b>',
      read: false,
    });
    expect(listOf((await list(bob)).body).list).toEqual([]);
  });

  it('lets a member read and delete only their own messages', async () => {
    const [message] = listOf((await list(alice)).body).list;
    // Bob names Alice's message: nothing changes for either.
    expect((await markRead(bob, { ids: [message!.id] })).body.value).toEqual({ unread: 0 });
    expect((await remove(bob, { ids: [message!.id] })).body.value).toEqual({ unread: 0 });
    expect(await countOf(alice)).toBe(1);
    expect(listOf((await list(alice)).body).total).toBe(1);

    expect((await markRead(alice, { ids: [message!.id] })).body.value).toEqual({ unread: 0 });
    // Reading it again (another tab) counts nothing twice.
    const again = await Promise.all([
      markRead(alice, { ids: [message!.id] }),
      markRead(alice, { ids: [message!.id] }),
    ]);
    expect(again.map((r) => r.body.value)).toEqual([{ unread: 0 }, { unread: 0 }]);
    expect(listOf((await list(alice)).body).list[0]!.read).toBe(true);
    expect((await remove(alice, { ids: [message!.id] })).body.value).toEqual({ unread: 0 });
    expect(listOf((await list(alice)).body).total).toBe(0);
  });

  it('takes an unread message off the count when it is deleted, and pages newest first', async () => {
    for (let i = 1; i <= 3; i++)
      await ops('message', 'send', '--to', bob.account, '--title', `T${i}`, '--body', 'b');
    expect(await countOf(bob)).toBe(3);
    const first = listOf((await list(bob, '?pageNo=1&pageSize=2')).body);
    expect(first).toMatchObject({ total: 3, totalPages: 2, unread: 3 });
    expect(first.list.map((m) => m.title)).toEqual(['T3', 'T2']);
    const second = listOf((await list(bob, '?pageNo=2&pageSize=2')).body);
    expect(second.list.map((m) => m.title)).toEqual(['T1']);
    expect((await remove(bob, { ids: [second.list[0]!.id] })).body.value).toEqual({ unread: 2 });
    await markRead(bob, { ids: [first.list[0]!.id] });
    const unreadOnly = listOf(
      (await send(t, 'POST', inboxPaths.list, { unreadOnly: 'true' }, auth(bob))).body,
    );
    expect(unreadOnly.list.map((m) => m.title)).toEqual(['T2']);
    expect(await badgeOf(bob)).toBe(1);
  });

  it('refuses bad input with a 400 envelope', async () => {
    for (const res of [
      await list(alice, '?pageSize=500'),
      await list(alice, '?pageNo=0'),
      await markRead(alice, { ids: [] }),
      await markRead(alice, { ids: ['x'] }),
      await markRead(alice, { ids: [3_000_000_000] }),
      await markRead(alice, {}),
      await remove(alice, { ids: Array.from({ length: 51 }, (_, i) => i + 1) }),
      await remove(alice, [1, 2]),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false });
      expect(failureSchema.parse(res.body).code).toMatch(/VALIDATION_FAILED|BAD_REQUEST/);
    }
  });

  it('goes to an agent’s downline only, and operator mistakes are told plainly', async () => {
    const agent = await makePlayer(t, { type: 1 });
    const suffix = randomUUID().slice(0, 6);
    const child = await insertMember(t.database.db, {
      account: `down${suffix}`,
      type: 0,
      parentId: agent.id,
      referralCode: `D${suffix}`.toUpperCase(),
      currency: 'PHP',
    });
    expect(await ops('message', 'send', '--downline', agent.account, '--title', 'Team', '--body', 'x')).toBe(
      'sent to 1 member',
    );
    const got = await t.database.db.query.inboxMessages.findMany({
      where: (m, { eq }) => eq(m.memberId, child!.id),
    });
    expect(got).toHaveLength(1);
    await expect(
      ops('message', 'send', '--downline', alice.account, '--title', 'x', '--body', 'x'),
    ).rejects.toThrow(/not an agent/);
    await expect(
      ops('message', 'send', '--to', 'nobody-here', '--title', 'x', '--body', 'x'),
    ).rejects.toThrow(/no member/);
    await expect(
      ops('message', 'send', '--to', alice.account, '--all', '--title', 'x', '--body', 'x'),
    ).rejects.toThrow(/choose one/);
    await expect(ops('message', 'send', '--to', alice.account, '--body', 'x')).rejects.toThrow(/--title/);
  });

  it('goes to the members on one VIP level only, and a level the brand lacks is refused', async () => {
    // The demo ladder: Bronze 1 … Diamond 5 (decision 0242). Gold (3) is set by hand, as no test here
    // plays or deposits that much.
    const [gold1, gold2, silver, trialGold] = [
      await makePlayer(t),
      await makePlayer(t),
      await makePlayer(t),
      await makePlayer(t, { type: 4 }),
    ];
    for (const who of [gold1, gold2, trialGold]) await ops('vip', 'set-level', who.account, '3');
    await ops('vip', 'set-level', silver.account, '2');
    const before = await countOf(silver);

    expect(await ops('message', 'send', '--vip', '3', '--title', 'Gold club', '--body', '<p>Hi</p>')).toBe(
      'sent to 2 members',
    );
    for (const who of [gold1, gold2]) {
      expect(listOf((await list(who)).body).list[0]).toMatchObject({
        title: 'Gold club',
        source: 'operator',
      });
      expect(await countOf(who)).toBe(1);
    }
    expect(await countOf(silver)).toBe(before);
    const trialGot = await t.database.db.query.inboxMessages.findMany({
      where: (m, { eq }) => eq(m.memberId, trialGold.id),
    });
    expect(trialGot).toHaveLength(0);

    for (const [rank, error] of [
      ['9', /--vip must be the rank of a VIP level: 1, 2, 3, 4, 5/],
      ['0', /--vip must be the rank/],
      ['-1', /--vip must be the rank/],
      ['2.5', /--vip must be the rank/],
      ['gold', /--vip must be the rank/],
      ['', /--vip must be the rank/],
    ] as const) {
      await expect(ops('message', 'send', `--vip=${rank}`, '--title', 'x', '--body', 'x')).rejects.toThrow(
        error,
      );
    }
    await expect(
      ops('message', 'send', '--vip', '3', '--all', '--title', 'x', '--body', 'x'),
    ).rejects.toThrow(/choose one of --to, --all, --downline, --vip/);
    await expect(ops('message', 'send', '--vip', '3', '--title', 'x')).rejects.toThrow(/--body/);
    // A brand without levels has no VIP to write to.
    const ladder = await t.services.vip.operator.levels();
    try {
      for (const level of ladder) await ops('vip', 'remove', String(level.rank));
      await expect(ops('message', 'send', '--vip', '1', '--title', 'x', '--body', 'x')).rejects.toThrow(
        /no VIP levels/,
      );
    } finally {
      for (const level of ladder) await t.services.vip.operator.setLevel(level);
    }
    // Nothing above reached anyone.
    expect(await countOf(gold1)).toBe(1);
  });
});

describe('the socket', () => {
  it('pushes the unread count to an open site when a message arrives or is read', async () => {
    const member = await makePlayer(t);
    const socket = await t.app.injectWS(walletPaths.socket);
    const messages = messagesOf(socket);
    socket.send(JSON.stringify({ type: 'auth', token: member.token }));
    await messages.until((m) => (m as { type: string }).type === 'balance');
    await ops('message', 'send', '--to', member.account, '--title', 'Live', '--body', 'now');
    expect(await messages.until((m) => (m as { type: string }).type === 'messages')).toEqual({
      type: 'messages',
      unread: 1,
    });
    const [message] = listOf((await list(member)).body).list;
    await markRead(member, { ids: [message!.id] });
    expect(await messages.until((m) => (m as { type: string }).type === 'messages')).toEqual({
      type: 'messages',
      unread: 0,
    });
    socket.terminate();
  });
});

describe('system messages', () => {
  const api = () => caller(t);
  const templatesOf = async (who: Player) =>
    listOf((await list(who)).body).list.map((m) => [m.template, m.params]);

  it('tell the member a deposit was credited, once, in the transaction that credits it', async () => {
    const member = await makePlayer(t);
    const res = await api().post(
      paymentPaths.deposit,
      { channelId: 'gcash', amount: 25_000, requestId: randomUUID() },
      member,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { payUrl, order } = createDepositValueSchema.parse(res.body.value);
    const press = () =>
      t.app.inject({
        method: 'POST',
        url: payUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=pay',
      });
    await press();
    await press();
    expect(await templatesOf(member)).toEqual([
      ['depositPaid', { orderId: order.orderId, amount: '250.00', currency: 'PHP' }],
    ]);
  });

  it('tell the member a withdrawal was paid or rejected', async () => {
    const member = await makePlayer(t, { payeeName: 'Juan Dela Cruz' });
    await fund(t, member, 500_000);
    const binding = await api().post(
      paymentPaths.bindings,
      { type: 'BANK', provider: 'BDO', holderName: 'Juan Dela Cruz', accountNumber: '0012 3456 7890' },
      member,
    );
    expect(binding.status, JSON.stringify(binding.body)).toBe(200);
    const pin = '246810';
    await api().post(
      paymentPaths.paymentPassword,
      { loginPassword: member.password, newPaymentPassword: pin, confirmPaymentPassword: pin },
      member,
    );
    const withdraw = async (amount: number) => {
      const made = await api().post(
        paymentPaths.withdraw,
        { bindingId: binding.body.value.id, amount, paymentPassword: pin, requestId: randomUUID() },
        member,
      );
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      return withdrawalSchema.parse(made.body.value).id;
    };
    const paid = await withdraw(20_000);
    await ops('withdrawals', 'approve', String(paid));
    await ops('withdrawals', 'pay', String(paid));
    const refused = await withdraw(30_000);
    await ops('withdrawals', 'reject', String(refused), '--reason', 'name mismatch');
    expect(await templatesOf(member)).toEqual([
      [
        'withdrawalRejected',
        { withdrawalId: String(refused), amount: '300.00', currency: 'PHP', reason: 'name mismatch' },
      ],
      ['withdrawalPaid', { withdrawalId: String(paid), amount: '200.00', currency: 'PHP' }],
    ]);
    expect(await badgeOf(member)).toBe(2);
  });
});
