import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bindingPath,
  bindingsValueSchema,
  paymentPaths,
  withdrawalSchema,
  withdrawHistoryValueSchema,
  withdrawInfoValueSchema,
  withdrawProofPath,
  type Withdrawal,
} from '@lobby/contract/payments';
import { findMemberById } from '../src/modules/accounts/members.repository';
import { createWithdrawalsService, isTooSimple } from '../src/modules/payments/withdrawals.service';
import { sniffImage } from '../src/lib/image-upload';
import { runOpsCommand } from '../src/ops/commands';
import { settingDefaults } from '../src/modules/system/settings.schemas';
import { createTestApp, type TestApp } from './helper';
import {
  accountBalance,
  allBalances,
  balanceOf,
  caller,
  fund,
  expectUnchanged,
  ledgerSound,
  makePlayer,
  manualClock,
  relogin,
  tolerateTeardownDisconnects,
  type Player,
} from './payments-helpers';

const clock = manualClock();
let t: TestApp;
let api: ReturnType<typeof caller>;
let trial: Player;
const minute = 60_000;
const pin = '246810';

beforeAll(async () => {
  t = await createTestApp({ clock });
  tolerateTeardownDisconnects(t);
  api = caller(t);
  trial = await makePlayer(t, { type: 4 });
});
afterAll(() => t.close());

const rid = () => randomUUID();
const ops = (...argv: string[]) => runOpsCommand(t.services, argv);

function png(width = 4, height = 4): string {
  const image = new PNG({ width, height });
  image.data.fill(200);
  return PNG.sync.write(image).toString('base64');
}
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]).toString(
  'base64',
);
const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1').toString('base64');

async function bind(who: Player, overrides: Record<string, string> = {}) {
  const res = await api.post(
    paymentPaths.bindings,
    {
      type: 'BANK',
      provider: 'BDO',
      holderName: 'Juan Dela Cruz',
      accountNumber: '0012 3456 7890',
      ...overrides,
    },
    who,
  );
  return res;
}

/** A member with money, a bank account and a payment password, ready to withdraw. */
async function readyPlayer(balance = 500_000) {
  const who = await makePlayer(t, { payeeName: 'Juan Dela Cruz' });
  await fund(t, who, balance);
  const binding = await bind(who);
  expect(binding.status, JSON.stringify(binding.body)).toBe(200);
  const set = await api.post(
    paymentPaths.paymentPassword,
    { loginPassword: who.password, newPaymentPassword: pin, confirmPaymentPassword: pin },
    who,
  );
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  return { who, bindingId: binding.body.value.id as number };
}

const withdraw = (who: Player, body: Record<string, unknown>) =>
  api.post(paymentPaths.withdraw, { paymentPassword: pin, requestId: rid(), ...body }, who);

async function requested(who: Player, bindingId: number, amount: number) {
  const res = await withdraw(who, { bindingId, amount });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return withdrawalSchema.parse(res.body.value);
}

async function held() {
  return accountBalance(t, await t.services.ledger.systemAccount('WITHDRAWALS', 'PHP'));
}

describe('who may use the withdrawal calls', () => {
  it('refuses visitors with 401 and trial players with 403', async () => {
    const calls: Array<['GET' | 'POST' | 'DELETE', string]> = [
      ['GET', paymentPaths.withdrawInfo],
      ['GET', paymentPaths.bindings],
      ['POST', paymentPaths.bindings],
      ['DELETE', bindingPath(1)],
      ['POST', paymentPaths.paymentPassword],
      ['POST', paymentPaths.withdraw],
      ['GET', paymentPaths.withdrawHistory],
      ['POST', paymentPaths.withdrawConfirm],
      ['GET', withdrawProofPath(1)],
    ];
    for (const [method, url] of calls) {
      const send = (who?: Player) =>
        method === 'GET'
          ? api.get(url, who)
          : method === 'DELETE'
            ? api.del(url, who)
            : api.post(url, {}, who);
      expect((await send()).status, url).toBe(401);
      const asTrial = await send(trial);
      expect(asTrial.status, url).toBe(403);
      expect(asTrial.body.message).toBe('in_need_true_account');
    }
  });
});

describe('bank accounts and e-wallets', () => {
  it('binds accounts in the payee name, masked, at most 5, no duplicates', async () => {
    const who = await makePlayer(t, { payeeName: 'Maria Santos' });
    const first = await bind(who, { holderName: '  maria   santos ', accountNumber: '1234-5678-9012' });
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({
      type: 'BANK',
      provider: 'BDO',
      holderName: 'maria santos',
      accountNumberMasked: '•••• 9012',
    });
    expect(
      (await bind(who, { holderName: 'Maria Santos', accountNumber: '123456789012' })).body.message,
    ).toBe('binding_exists');
    expect((await bind(who, { holderName: 'Pedro Penduko', accountNumber: '55555555' })).body.message).toBe(
      'holder_name_mismatch',
    );
    expect((await bind(who, { holderName: 'Maria Santos', accountNumber: '12ab' })).body.message).toBe(
      'invalid_account_number',
    );
    expect((await bind(who, { holderName: 'M4ria <script>', accountNumber: '99999999' })).body.message).toBe(
      'invalid_holder_name',
    );
    expect((await bind(who, { type: 'CASH' })).status).toBe(400);
    for (let i = 0; i < 4; i++) {
      const res = await bind(who, {
        type: 'EWALLET',
        provider: 'GCash',
        holderName: 'Maria Santos',
        accountNumber: `0917000000${i}`,
      });
      expect(res.status).toBe(200);
    }
    const sixth = await bind(who, { holderName: 'Maria Santos', accountNumber: '77777777' });
    expect(sixth.body.message).toBe('binding_limit_reached');
    const list = bindingsValueSchema.parse((await api.get(paymentPaths.bindings, who)).body.value);
    expect(list.list).toHaveLength(5);
    expect(list.max).toBe(5);
    expect(JSON.stringify(list)).not.toContain('123456789012');
  });

  it('without a payee name, the first account sets the holder name', async () => {
    const who = await makePlayer(t);
    expect((await bind(who, { holderName: 'Ana Reyes' })).status).toBe(200);
    expect((await bind(who, { holderName: 'Someone Else', accountNumber: '88888888' })).body.message).toBe(
      'holder_name_mismatch',
    );
    const info = withdrawInfoValueSchema.parse((await api.get(paymentPaths.withdrawInfo, who)).body.value);
    expect(info.payeeName).toBe('Ana Reyes');
  });

  it('removes only the member’s own accounts, and not while a withdrawal uses one', async () => {
    const { who, bindingId } = await readyPlayer();
    const stranger = await makePlayer(t);
    expect((await api.del(bindingPath(bindingId), stranger)).status).toBe(404);
    const withdrawal = await requested(who, bindingId, 10_000);
    expect((await api.del(bindingPath(bindingId), who)).body.message).toBe('binding_in_use');
    await ops('withdrawals', 'reject', String(withdrawal.id));
    expect((await api.del(bindingPath(bindingId), who)).status).toBe(200);
    expect((await api.get(paymentPaths.bindings, who)).body.value.list).toEqual([]);
    expect((await api.del(bindingPath(bindingId), who)).status).toBe(404);
    expect((await api.del('/wps/payment/withdraw/bindings/abc', who)).status).toBe(404);
  });

  it('never removes an account while a withdrawal starts on it at the same time', async () => {
    for (let round = 0; round < 4; round++) {
      const { who, bindingId } = await readyPlayer(100_000);
      const [removal, withdrawal] = await Promise.all([
        api.del(bindingPath(bindingId), who),
        withdraw(who, { bindingId, amount: 10_000 }),
      ]);
      const removed = removal.status === 200;
      const started = withdrawal.status === 200;
      // One of the two wins; the other is refused with the rule it broke, and nothing moved for it.
      expect(removed !== started, `${removal.body.message} / ${withdrawal.body.message}`).toBe(true);
      if (removed) expect(withdrawal.body.message).toBe('binding_not_found');
      else expect(removal.body.message).toBe('binding_in_use');
      expect(await balanceOf(t, who)).toBe(started ? 90_000 : 100_000);
    }
  });
});

describe('the payment password', () => {
  it('is set once with the login password and changed with the old one', async () => {
    const who = await makePlayer(t);
    const set = (body: Record<string, string>) => api.post(paymentPaths.paymentPassword, body, who);
    const info = async () =>
      withdrawInfoValueSchema.parse((await api.get(paymentPaths.withdrawInfo, who)).body.value);
    expect((await info()).paymentPasswordSet).toBe(false);
    expect(
      (await set({ loginPassword: 'wrong', newPaymentPassword: pin, confirmPaymentPassword: pin })).body
        .message,
    ).toBe('login_password_incorrect');
    expect(
      (await set({ loginPassword: who.password, newPaymentPassword: pin, confirmPaymentPassword: '246811' }))
        .body.message,
    ).toBe('confirmation_incorrect');
    expect(
      (
        await set({
          loginPassword: who.password,
          newPaymentPassword: '12ab56',
          confirmPaymentPassword: '12ab56',
        })
      ).body.message,
    ).toBe('payment_password_format');
    expect(
      (
        await set({
          loginPassword: who.password,
          newPaymentPassword: '123456',
          confirmPaymentPassword: '123456',
        })
      ).body.message,
    ).toBe('payment_password_too_simple');
    const ok = await set({
      loginPassword: who.password,
      newPaymentPassword: pin,
      confirmPaymentPassword: pin,
    });
    expect(ok).toMatchObject({ status: 200, body: { value: { paymentPasswordSet: true } } });
    expect((await info()).paymentPasswordSet).toBe(true);
    // Once set, the login password no longer changes it.
    expect(
      (
        await set({
          loginPassword: who.password,
          newPaymentPassword: '135790',
          confirmPaymentPassword: '135790',
        })
      ).body.message,
    ).toBe('payment_password_incorrect');
    expect(
      (await set({ oldPaymentPassword: pin, newPaymentPassword: pin, confirmPaymentPassword: pin })).body
        .message,
    ).toBe('password_same_as_old');
    const changed = await set({
      oldPaymentPassword: pin,
      newPaymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
    expect(changed.status).toBe(200);
  });

  it('locks after 5 wrong attempts for 15 minutes, even for the right one', async () => {
    const { who, bindingId } = await readyPlayer();
    const before = await balanceOf(t, who);
    for (let i = 0; i < 4; i++) {
      expect(
        (await withdraw(who, { bindingId, amount: 10_000, paymentPassword: '000001' })).body.message,
      ).toBe('payment_password_incorrect');
    }
    const fifth = await withdraw(who, { bindingId, amount: 10_000, paymentPassword: '000001' });
    expect(fifth).toMatchObject({ status: 429, body: { message: 'payment_password_locked' } });
    expect((await withdraw(who, { bindingId, amount: 10_000 })).status).toBe(429);
    expect(await balanceOf(t, who)).toBe(before);
    clock.advance(16 * minute);
    await relogin(t, who);
    expect((await withdraw(who, { bindingId, amount: 10_000 })).status).toBe(200);
  });

  it('recognises trivial PINs', () => {
    expect(['000000', '111111', '123456', '987654', '456789'].every(isTooSimple)).toBe(true);
    expect(['246810', '135790', '120912', '112233'].some(isTooSimple)).toBe(false);
  });
});

describe('asking for a withdrawal', () => {
  it('moves the amount MAIN → WITHDRAWALS once per request id', async () => {
    const { who, bindingId } = await readyPlayer(100_000);
    const heldBefore = await held();
    const requestId = rid();
    const first = await withdraw(who, { bindingId, amount: 30_000, requestId });
    expect(first.status).toBe(200);
    expect(withdrawalSchema.parse(first.body.value)).toMatchObject({
      status: 'requested',
      amount: 30_000,
      binding: { provider: 'BDO', accountNumberMasked: '•••• 7890' },
    });
    expect(await balanceOf(t, who)).toBe(70_000);
    expect(await held()).toBe(heldBefore + 30_000);
    const again = await withdraw(who, { bindingId, amount: 30_000, requestId });
    expect(again.body.value.id).toBe(first.body.value.id);
    const reused = await withdraw(who, { bindingId, amount: 31_000, requestId });
    expect(reused).toMatchObject({ status: 409, body: { message: 'idempotency_key_reused' } });
    const parallelId = rid();
    // Five at once: each takes one of the payment password's five guesses before it is checked.
    const parallel = await Promise.all(
      Array.from({ length: 5 }, () => withdraw(who, { bindingId, amount: 10_000, requestId: parallelId })),
    );
    expect(new Set(parallel.map((r) => r.body.value.id)).size).toBe(1);
    expect(await balanceOf(t, who)).toBe(60_000);
  });

  it('refuses bad requests and changes nothing', async () => {
    const { who, bindingId } = await readyPlayer(50_000);
    const { bindingId: othersBinding } = await readyPlayer();
    const noPassword = await makePlayer(t, { payeeName: 'Juan Dela Cruz' });
    await fund(t, noPassword, 50_000);
    const before = await allBalances(t);
    const cases: Array<[Player, Record<string, unknown>, string | RegExp]> = [
      [noPassword, { bindingId, amount: 10_000 }, 'payment_password_not_set'],
      [who, { bindingId, amount: 10_000, paymentPassword: '999999' }, 'payment_password_incorrect'],
      [who, { bindingId, amount: 0 }, 'invalid_amount'],
      [who, { bindingId, amount: -100 }, 'invalid_amount'],
      [who, { bindingId, amount: 100.5 }, 'invalid_amount'],
      [who, { bindingId, amount: 9_999 }, 'amount_below_minimum'],
      [who, { bindingId, amount: 5_000_001 }, 'amount_above_maximum'],
      [who, { bindingId, amount: 50_001 }, 'insufficient_balance'],
      [who, { bindingId: othersBinding, amount: 10_000 }, 'binding_not_found'],
      [who, { bindingId: 'x', amount: 10_000 }, /^bindingId:/],
      [who, { bindingId, amount: 10_000, requestId: 'no' }, /^requestId:/],
    ];
    for (const [player, body, message] of cases) {
      const res = await withdraw(player, body);
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.body.message, JSON.stringify(body)).toMatch(message);
    }
    // The last failures were wrong PINs: reset the counter with a right one that then fails elsewhere.
    // An operator's wagering requirement with no money (a grant of 0) holds withdrawals until cancelled.
    const granted = String(await ops('reward', 'grant', who.account, '0', '--turnover', '800'));
    expect((await withdraw(who, { bindingId, amount: 10_000 })).body.message).toBe(
      'turnover_requirement_not_met',
    );
    await ops('reward', 'cancel', /#(\d+)/.exec(granted)![1]!);
    await expectUnchanged(t, before);
    expect((await withdraw(who, { bindingId, amount: 50_000 })).status).toBe(200);
    expect(await balanceOf(t, who)).toBe(0);
  });
});

describe('the withdrawal lifecycle', () => {
  it('requested → approved → paid moves WITHDRAWALS → GATEWAY; then the member confirms', async () => {
    const { who, bindingId } = await readyPlayer(100_000);
    const gateway = await t.services.ledger.systemAccount('GATEWAY', 'PHP');
    const w = await requested(who, bindingId, 40_000);
    const heldBefore = await held();
    const gatewayBefore = await accountBalance(t, gateway);
    await expect(ops('withdrawals', 'pay', String(w.id))).rejects.toThrow('withdrawal_status_conflict');
    expect(await ops('withdrawals', 'list', '--status', 'requested')).toContain(`#${w.id} `);
    expect(await ops('withdrawals', 'approve', String(w.id))).toMatch(/^approved: #\d+\s+approved/);
    await expect(ops('withdrawals', 'approve', String(w.id))).rejects.toThrow('withdrawal_status_conflict');
    expect(await ops('withdrawals', 'pay', String(w.id))).toMatch(/^paid: /);
    expect(await held()).toBe(heldBefore - 40_000);
    expect(await accountBalance(t, gateway)).toBe(gatewayBefore + 40_000);
    expect(await balanceOf(t, who)).toBe(60_000);
    await expect(ops('withdrawals', 'reject', String(w.id))).rejects.toThrow('withdrawal_status_conflict');

    const history = withdrawHistoryValueSchema.parse(
      (await api.get(paymentPaths.withdrawHistory, who)).body.value,
    );
    const paid = history.list.find((x) => x.id === w.id)!;
    expect(paid).toMatchObject({ status: 'paid', confirmation: null });
    expect(new Date(paid.confirmBy!).getTime()).toBe(new Date(paid.paidAt!).getTime() + 1440 * minute);

    const confirm = await api.post(
      paymentPaths.withdrawConfirm,
      { withdrawalId: w.id, outcome: 'received' },
      who,
    );
    expect(confirm.status).toBe(200);
    expect(confirm.body.value).toMatchObject({
      confirmation: 'received',
      receivedAmount: 40_000,
      confirmBy: null,
    });
    const twice = await api.post(
      paymentPaths.withdrawConfirm,
      { withdrawalId: w.id, outcome: 'not_received', images: [png()] },
      who,
    );
    expect(twice.body.message).toBe('withdrawal_not_confirmable');
    expect(await balanceOf(t, who)).toBe(60_000);
  });

  it('rejected (before or after approval) refunds WITHDRAWALS → MAIN with the reason', async () => {
    const { who, bindingId } = await readyPlayer(100_000);
    const a = await requested(who, bindingId, 20_000);
    const b = await requested(who, bindingId, 30_000);
    expect(await balanceOf(t, who)).toBe(50_000);
    const heldBefore = await held();
    expect(await ops('withdrawals', 'reject', String(a.id), '--reason', 'name check failed')).toMatch(
      /^rejected:/,
    );
    await ops('withdrawals', 'approve', String(b.id));
    await ops('withdrawals', 'reject', String(b.id));
    expect(await balanceOf(t, who)).toBe(100_000);
    expect(await held()).toBe(heldBefore - 50_000);
    await expect(ops('withdrawals', 'reject', String(a.id))).rejects.toThrow('withdrawal_status_conflict');
    await expect(ops('withdrawals', 'pay', String(b.id))).rejects.toThrow('withdrawal_status_conflict');
    await expect(ops('withdrawals', 'approve', '999999')).rejects.toThrow('withdrawal_not_found');
    await expect(ops('withdrawals', 'approve', 'abc')).rejects.toThrow(/usage/);
    const list = withdrawHistoryValueSchema.parse(
      (await api.get(paymentPaths.withdrawHistory, who)).body.value,
    );
    expect(list.list.find((x) => x.id === a.id)).toMatchObject({
      status: 'rejected',
      rejectReason: 'name check failed',
    });
    const confirm = await api.post(
      paymentPaths.withdrawConfirm,
      { withdrawalId: a.id, outcome: 'received' },
      who,
    );
    expect(confirm.body.message).toBe('withdrawal_not_confirmable');
  });

  it('a concurrent reject and pay move the held money only once', async () => {
    const { who, bindingId } = await readyPlayer(100_000);
    const w = await requested(who, bindingId, 50_000);
    await ops('withdrawals', 'approve', String(w.id));
    const outcomes = await Promise.allSettled([
      t.services.payments.withdrawals.reject(w.id, 'race'),
      t.services.payments.withdrawals.pay(w.id),
      t.services.payments.withdrawals.reject(w.id, 'race'),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const balance = await balanceOf(t, who);
    expect([50_000, 100_000]).toContain(balance);
    expect(await ledgerSound(t)).toBe(true);
  });

  it('takes proofs for partly and not received: png or jpeg by content, ≤ 5 MB, ≤ 3', async () => {
    const { who, bindingId } = await readyPlayer(200_000);
    const paidOne = async (amount: number) => {
      const w = await requested(who, bindingId, amount);
      await ops('withdrawals', 'approve', String(w.id));
      await ops('withdrawals', 'pay', String(w.id));
      return w.id;
    };
    const id = await paidOne(50_000);
    const confirm = (body: Record<string, unknown>) =>
      api.post(paymentPaths.withdrawConfirm, { withdrawalId: id, ...body }, who);
    const before = await allBalances(t);
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    Buffer.from(png(), 'base64').copy(big);
    const fakePng = Buffer.from('\x89PNG\r\n\x1a\nnot really an image at all', 'latin1').toString('base64');
    const cases: Array<[Record<string, unknown>, string | RegExp]> = [
      [{ outcome: 'not_received' }, 'proof_required'],
      [{ outcome: 'partly_received', receivedAmount: 10_000 }, 'proof_required'],
      [{ outcome: 'not_received', images: [gif] }, 'proof_invalid_image'],
      [{ outcome: 'not_received', images: [fakePng] }, 'proof_invalid_image'],
      [{ outcome: 'not_received', images: ['%%%not base64%%%'] }, 'proof_invalid_image'],
      [{ outcome: 'not_received', images: [big.toString('base64')] }, 'proof_too_large'],
      [{ outcome: 'not_received', images: [png(), png(), png(), jpeg] }, 'too_many_proofs'],
      [{ outcome: 'partly_received', receivedAmount: 50_000, images: [png()] }, 'received_amount_invalid'],
      [{ outcome: 'partly_received', images: [png()] }, 'received_amount_invalid'],
      [{ outcome: 'lost', images: [png()] }, /^outcome:/],
      [{ outcome: 'received', remark: 'x'.repeat(141) }, /^remark:/],
    ];
    for (const [body, message] of cases) {
      const res = await confirm(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const stranger = await makePlayer(t);
    const theirs = await api.post(
      paymentPaths.withdrawConfirm,
      { withdrawalId: id, outcome: 'received' },
      stranger,
    );
    expect(theirs).toMatchObject({ status: 404, body: { message: 'withdrawal_not_found' } });

    const partly = await confirm({
      outcome: 'partly_received',
      receivedAmount: 20_000,
      remark: 'Only 200 arrived',
      images: [png(8, 8), `data:image/jpeg;base64,${jpeg}`],
    });
    expect(partly.status, JSON.stringify(partly.body)).toBe(200);
    const value = withdrawalSchema.parse(partly.body.value);
    expect(value).toMatchObject({ confirmation: 'partly_received', receivedAmount: 20_000 });
    expect(value.proofIds).toHaveLength(2);
    await expectUnchanged(t, before);

    const image = await t.app.inject({
      method: 'GET',
      url: withdrawProofPath(value.proofIds[1]!),
      headers: { authorization: `Bearer ${who.token}` },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.toString('base64')).toBe(jpeg);
    const hidden = await api.get(withdrawProofPath(value.proofIds[0]!), stranger);
    expect(hidden.status).toBe(404);

    const other = await paidOne(30_000);
    const notReceived = await api.post(
      paymentPaths.withdrawConfirm,
      { withdrawalId: other, outcome: 'not_received', images: [png(), png(), png()] },
      who,
    );
    expect(notReceived.body.value).toMatchObject({ confirmation: 'not_received', receivedAmount: 0 });
    expect(notReceived.body.value.proofIds).toHaveLength(3);
    const listed = await ops('withdrawals', 'list', '--status', 'paid');
    expect(listed).toContain('not_received');
  });

  it('counts a payout nobody confirmed in time as received (the sweep, with the clock)', async () => {
    const { who, bindingId } = await readyPlayer(100_000);
    const w = await requested(who, bindingId, 25_000);
    await ops('withdrawals', 'approve', String(w.id));
    await ops('withdrawals', 'pay', String(w.id));
    clock.advance(1439 * minute);
    expect((await t.services.payments.sweep(async () => 200)).autoReceived).toBe(0);
    clock.advance(2 * minute);
    expect((await t.services.payments.sweep(async () => 200)).autoReceived).toBeGreaterThanOrEqual(1);
    await relogin(t, who);
    const history = withdrawHistoryValueSchema.parse(
      (await api.get(paymentPaths.withdrawHistory, who)).body.value,
    );
    expect(history.list.find((x) => x.id === w.id)).toMatchObject({
      confirmation: 'auto_received',
      confirmBy: null,
    });
    const late = await api.post(
      paymentPaths.withdrawConfirm,
      { withdrawalId: w.id, outcome: 'not_received', images: [png()] },
      who,
    );
    expect(late.body.message).toBe('withdrawal_not_confirmable');
    expect(await balanceOf(t, who)).toBe(75_000);
  });

  it('auto-approves and pays in the sandbox demo setting', async () => {
    expect(await ops('withdrawals', 'auto', 'on')).toBe('sandbox auto payout on');
    try {
      const { who, bindingId } = await readyPlayer(50_000);
      const w = await requested(who, bindingId, 20_000);
      expect(w).toMatchObject({ status: 'paid', confirmation: null });
      expect(w.approvedAt).not.toBeNull();
    } finally {
      await ops('withdrawals', 'auto', 'off');
    }
    expect((await t.services.settings.get('withdrawals')).sandboxAutoPayout).toBe(false);
  });

  /**
   * A withdrawals service like the app's, whose ledger lets the test step in each time the service
   * looks up a system account (before each of its database transactions).
   */
  function hookedWithdrawals(hook: (code: string) => Promise<void>) {
    const { ledger, settings } = t.services;
    return createWithdrawalsService({
      db: t.database.db,
      clock,
      settings,
      sandboxPayouts: true,
      ledger: {
        ...ledger,
        systemAccount: async (code, currency) => {
          await hook(code);
          return ledger.systemAccount(code, currency);
        },
      },
    });
  }

  const memberRow = async (who: Player) => (await findMemberById(t.database.db, who.id))!;

  it('finishes the sandbox payouts a crash left requested or approved, after a grace period', async () => {
    // A crash after the request committed and before the payout: the money is held, nothing paid.
    const { who, bindingId } = await readyPlayer(60_000);
    const left = await requested(who, bindingId, 20_000);
    const halfway = await requested(who, bindingId, 10_000);
    await ops('withdrawals', 'approve', String(halfway.id));
    expect(await balanceOf(t, who)).toBe(30_000);
    const statuses = async () => {
      const rows = await t.services.payments.withdrawals.listForOperators(null);
      return [left.id, halfway.id].map((id) => rows.find((r) => r.withdrawal.id === id)?.withdrawal.status);
    };
    await ops('withdrawals', 'auto', 'on');
    try {
      // Within the grace period the request that made them may still be paying them.
      await t.services.payments.sweep(async () => 200);
      expect(await statuses()).toEqual(['requested', 'approved']);
      clock.advance(31_000);
      expect((await t.services.payments.sweep(async () => 200)).resumedPayouts).toBeGreaterThanOrEqual(2);
      expect(await statuses()).toEqual(['paid', 'paid']);
      expect((await t.services.payments.sweep(async () => 200)).resumedPayouts).toBe(0);
    } finally {
      await ops('withdrawals', 'auto', 'off');
    }
    expect(await balanceOf(t, who)).toBe(30_000);
    expect(await ledgerSound(t)).toBe(true);
  });

  it('answers a retry that raced the first request alike in the sandbox demo setting, and pays once', async () => {
    await ops('withdrawals', 'auto', 'on');
    try {
      const { who, bindingId } = await readyPlayer(50_000);
      // Both requests get past the look-up of an earlier one before either writes its withdrawal: the
      // second then finds the first's row when it inserts (the raced path).
      let arrived = 0;
      let release!: () => void;
      const bothHere = new Promise<void>((resolve) => (release = resolve));
      const service = hookedWithdrawals(async (code) => {
        if (code !== 'WITHDRAWALS' || arrived >= 2) return;
        arrived += 1;
        if (arrived === 2) release();
        await bothHere;
      });
      const member = await memberRow(who);
      const request = { bindingId, amount: 20_000, paymentPassword: pin, requestId: rid() };
      const answers = await Promise.allSettled([
        service.withdraw(member, request),
        service.withdraw(member, request),
      ]);
      expect(answers.map((a) => (a.status === 'rejected' ? String(a.reason) : 'ok'))).toEqual(['ok', 'ok']);
      const [first, second] = answers.map((a) => (a as PromiseFulfilledResult<Withdrawal>).value);
      expect(second!.id).toBe(first!.id);
      expect(await balanceOf(t, who)).toBe(30_000);
      const history = withdrawHistoryValueSchema.parse(
        (await api.get(paymentPaths.withdrawHistory, who)).body.value,
      );
      expect(history.list).toMatchObject([{ id: first!.id, status: 'paid' }]);
    } finally {
      await ops('withdrawals', 'auto', 'off');
    }
    expect(await ledgerSound(t)).toBe(true);
  });

  it('answers the member with the withdrawal when an operator rejects it during the sandbox payout', async () => {
    await ops('withdrawals', 'auto', 'on');
    try {
      const { who, bindingId } = await readyPlayer(50_000);
      // The operator rejects it after the sandbox approved it, before the sandbox pays it.
      let armed = true;
      const service = hookedWithdrawals(async (code) => {
        if (code !== 'GATEWAY' || !armed) return;
        const [approved] = (await t.services.payments.withdrawals.listForOperators('approved')).filter(
          (row) => row.withdrawal.memberId === who.id,
        );
        if (!approved) return;
        armed = false;
        await t.services.payments.withdrawals.reject(approved.withdrawal.id, 'operator was faster');
      });
      const w = await service.withdraw(await memberRow(who), {
        bindingId,
        amount: 20_000,
        paymentPassword: pin,
        requestId: rid(),
      });
      expect(armed).toBe(false);
      expect(w).toMatchObject({ status: 'rejected', rejectReason: 'operator was faster', paidAt: null });
      expect(await balanceOf(t, who)).toBe(50_000);
    } finally {
      await ops('withdrawals', 'auto', 'off');
    }
    expect(await ledgerSound(t)).toBe(true);
  });

  it('keeps one member’s withdrawals from another', async () => {
    const { who, bindingId } = await readyPlayer(50_000);
    const w = await requested(who, bindingId, 10_000);
    const stranger = await makePlayer(t);
    const theirs = withdrawHistoryValueSchema.parse(
      (await api.get(paymentPaths.withdrawHistory, stranger)).body.value,
    );
    expect(theirs.list.map((x) => x.id)).not.toContain(w.id);
    expect(theirs.total).toBe(0);
  });
});

describe('image sniffing', () => {
  it('goes by content, not by name', () => {
    expect(sniffImage(Buffer.from(png(), 'base64'))).toBe('image/png');
    expect(sniffImage(Buffer.from(jpeg, 'base64'))).toBe('image/jpeg');
    expect(sniffImage(Buffer.from(gif, 'base64'))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
});

describe('property: any sequence of payment operations keeps the books sound', () => {
  const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
  it(`deposits, withdrawals, approvals, rejections, payouts and replays (seed ${seed})`, async () => {
    console.info(`payments property seed: ${seed} (FC_SEED=${seed} reproduces it)`);
    await ops('withdrawals', 'auto', 'off');
    const { who, bindingId } = await readyPlayer(0);
    const deliver = async (request: { url: string; body: string; headers: Record<string, string> }) =>
      (
        await t.app.inject({
          method: 'POST',
          url: request.url,
          headers: request.headers,
          payload: request.body,
        })
      ).statusCode;
    const operation = fc.oneof(
      fc.record({
        op: fc.constant('deposit' as const),
        amount: fc.integer({ min: 10_000, max: 300_000 }),
        pay: fc.boolean(),
      }),
      fc.record({
        op: fc.constant('withdraw' as const),
        amount: fc.integer({ min: 10_000, max: 200_000 }),
        repeat: fc.boolean(),
      }),
      fc.record({
        op: fc.constantFrom('approve' as const, 'reject' as const, 'pay' as const),
        pick: fc.nat(),
      }),
      fc.record({ op: fc.constant('replay' as const), pick: fc.nat() }),
    );
    const withdrawalIds: number[] = [];
    const notifications: Array<{ url: string; body: string; headers: Record<string, string> }> = [];
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (ops_) => {
        const books = async () => Object.values(await allBalances(t)).reduce((a, b) => a + b, 0);
        const totalBefore = await books();
        for (const op of ops_) {
          if (op.op === 'deposit') {
            const res = await api.post(
              paymentPaths.deposit,
              { channelId: 'card', amount: op.amount, requestId: rid() },
              who,
            );
            if (res.status !== 200) continue;
            const paymentId = res.body.value.payUrl.split('/').pop();
            const payment = await t.services.payments.gateway!.complete(
              paymentId,
              op.pay ? 'pay' : 'cancel',
              deliver,
            );
            notifications.push(await t.services.payments.gateway!.notification(payment!));
          } else if (op.op === 'withdraw') {
            const requestId = rid();
            const times = op.repeat ? 2 : 1;
            for (let i = 0; i < times; i++) {
              const res = await withdraw(who, { bindingId, amount: op.amount, requestId });
              if (res.status === 200 && i === 0) withdrawalIds.push(res.body.value.id);
            }
          } else if (op.op === 'replay') {
            const notification = notifications[op.pick % Math.max(1, notifications.length)];
            if (notification)
              await deliver(
                await t.services.payments.gateway!.notification(
                  (await t.services.payments.gateway!.find(JSON.parse(notification.body).paymentId))!,
                ),
              );
          } else {
            const id = withdrawalIds[op.pick % Math.max(1, withdrawalIds.length)];
            if (id === undefined) continue;
            const service = t.services.payments.withdrawals;
            await (
              op.op === 'approve'
                ? service.approve(id)
                : op.op === 'pay'
                  ? service.pay(id)
                  : service.reject(id, 'test')
            ).catch(() => undefined);
          }
        }
        expect(await ledgerSound(t)).toBe(true);
        expect(await books()).toBe(totalBefore);
        expect(await balanceOf(t, who)).toBeGreaterThanOrEqual(0);
        expect(await held()).toBeGreaterThanOrEqual(0);
      }),
      { seed, numRuns: Number(process.env.FC_RUNS ?? 12) },
    );
  });
});

describe('the books', () => {
  it('are sound after everything above', async () => {
    expect(await ledgerSound(t)).toBe(true);
    expect(settingDefaults.withdrawals.sandboxAutoPayout).toBe(false);
  });
});
