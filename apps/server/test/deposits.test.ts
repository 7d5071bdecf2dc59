import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDepositValueSchema,
  depositChannelsValueSchema,
  depositHistoryValueSchema,
  depositLimitsValueSchema,
  depositOrderSchema,
  paymentPaths,
} from '@lobby/contract/payments';
import { signatureHeaders, signNotification } from '../src/modules/payment-gateway/sandbox-gateway';
import { settingDefaults } from '../src/modules/system/settings.schemas';
import { createTestApp, type TestApp } from './helper';
import {
  allBalances,
  balanceOf,
  caller,
  expectUnchanged,
  ledgerSound,
  makePlayer,
  manualClock,
  relogin,
  transactionCount,
  tolerateTeardownDisconnects,
  type Player,
} from './payments-helpers';

const clock = manualClock();
let t: TestApp;
let api: ReturnType<typeof caller>;
let player: Player;
let other: Player;
let trial: Player;
const hour = 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({ clock });
  tolerateTeardownDisconnects(t);
  api = caller(t);
  player = await makePlayer(t);
  other = await makePlayer(t);
  trial = await makePlayer(t, { type: 4 });
});
afterAll(() => t.close());

const rid = () => randomUUID();

async function createDeposit(who: Player, amount: number, channelId = 'gcash', requestId = rid()) {
  return api.post(paymentPaths.deposit, { channelId, amount, requestId }, who);
}

async function created(who: Player, amount: number, channelId = 'gcash') {
  const res = await createDeposit(who, amount, channelId);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return createDepositValueSchema.parse(res.body.value);
}

/** The player presses a button on the hosted page (a form post). */
function pressButton(payUrl: string, action: 'pay' | 'cancel') {
  return t.app.inject({
    method: 'POST',
    url: payUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });
}

const paymentIdOf = (payUrl: string) => payUrl.split('/').pop()!;

/** The gateway's signed notification for a payment, as it would send it now. */
async function notificationOf(payUrl: string) {
  const payment = await t.services.payments.gateway!.find(paymentIdOf(payUrl));
  return t.services.payments.gateway!.notification(payment!);
}

function deliver(request: { url: string; body: string; headers: Record<string, string> }) {
  return t.app.inject({ method: 'POST', url: request.url, headers: request.headers, payload: request.body });
}

async function signed(body: object, timestamp = Math.floor(clock.now() / 1000)) {
  const raw = JSON.stringify(body);
  const secret = await t.services.payments.gateway!.merchantKey();
  return {
    url: paymentPaths.sandboxCallback,
    body: raw,
    headers: {
      'content-type': 'application/json',
      [signatureHeaders.timestamp]: String(timestamp),
      [signatureHeaders.signature]: signNotification(secret, timestamp, raw),
    },
  };
}

describe('who may use the deposit calls', () => {
  const calls = [
    ['GET', paymentPaths.depositChannels],
    ['POST', paymentPaths.deposit],
    ['GET', `${paymentPaths.depositOrder}?orderId=D1`],
    ['GET', paymentPaths.depositHistory],
    ['GET', paymentPaths.depositLimits],
    ['PUT', paymentPaths.depositLimits],
  ] as const;

  it('refuses visitors with 401 and trial players with 403', async () => {
    for (const [method, url] of calls) {
      const body = method === 'GET' ? undefined : { channelId: 'gcash', amount: 10_000, requestId: rid() };
      const visitor = await (method === 'GET'
        ? api.get(url)
        : method === 'PUT'
          ? api.put(url, body)
          : api.post(url, body));
      expect(visitor.status, url).toBe(401);
      const asTrial = await (method === 'GET'
        ? api.get(url, trial)
        : method === 'PUT'
          ? api.put(url, body, trial)
          : api.post(url, body, trial));
      expect(asTrial.status, url).toBe(403);
      expect(asTrial.body.message).toBe('in_need_true_account');
    }
  });
});

describe('payment channels', () => {
  it('lists the enabled channels in order with their bounds', async () => {
    const res = await api.get(paymentPaths.depositChannels, player);
    expect(res.status).toBe(200);
    const value = depositChannelsValueSchema.parse(res.body.value);
    expect(value.channels.map((c) => c.id)).toEqual(['instapay', 'gcash', 'maya', 'card']);
    expect(value.currency).toBe('PHP');
    expect(value.channels[1]).toMatchObject({ type: 'EWALLET', minAmount: 10_000, maxAmount: 2_000_000 });
  });

  it('hides a disabled channel and refuses deposits through it', async () => {
    const deposits = settingDefaults.deposits;
    await t.services.settings.set('deposits', {
      ...deposits,
      channels: deposits.channels.map((c) => (c.id === 'maya' ? { ...c, enabled: false } : c)),
    });
    const res = await api.get(paymentPaths.depositChannels, player);
    expect(res.body.value.channels.map((c: { id: string }) => c.id)).not.toContain('maya');
    const refused = await createDeposit(player, 10_000, 'maya');
    expect(refused).toMatchObject({ status: 400, body: { message: 'payment_channel_unavailable' } });
    await t.services.settings.set('deposits', deposits);
  });
});

describe('creating a deposit', () => {
  it('makes a pending order and answers the hosted page; a retry answers the same order', async () => {
    const before = await balanceOf(t, player);
    const requestId = rid();
    const first = await createDeposit(player, 50_000, 'gcash', requestId);
    expect(first.status).toBe(200);
    const value = createDepositValueSchema.parse(first.body.value);
    expect(value.order).toMatchObject({
      status: 'pending',
      amount: 50_000,
      channelId: 'gcash',
      currency: 'PHP',
    });
    expect(value.payUrl).toMatch(/^\/sandbox-gateway\/pay\/sbx_[0-9a-f]{32}$/);
    const again = await createDeposit(player, 50_000, 'gcash', requestId);
    expect(again.body.value).toEqual(first.body.value);
    const reused = await createDeposit(player, 60_000, 'gcash', requestId);
    expect(reused).toMatchObject({ status: 409, body: { message: 'idempotency_key_reused' } });
    expect(await balanceOf(t, player)).toBe(before);
  });

  it('refuses bad amounts, channels and request ids, changing nothing', async () => {
    const before = await allBalances(t);
    const cases: Array<[unknown, string | RegExp]> = [
      [{ channelId: 'gcash', amount: 0, requestId: rid() }, 'invalid_amount'],
      [{ channelId: 'gcash', amount: -5_000, requestId: rid() }, 'invalid_amount'],
      [{ channelId: 'gcash', amount: 10_000.5, requestId: rid() }, 'invalid_amount'],
      [{ channelId: 'gcash', amount: 9_999, requestId: rid() }, 'amount_below_minimum'],
      [{ channelId: 'gcash', amount: 2_000_001, requestId: rid() }, 'amount_above_maximum'],
      [{ channelId: 'bitcoin', amount: 10_000, requestId: rid() }, 'payment_channel_unavailable'],
      [{ channelId: 'gcash', amount: '100', requestId: rid() }, /^amount:/],
      [{ channelId: 'gcash', amount: 10_000, requestId: 'short' }, /^requestId:/],
      [{ channelId: 'gcash', amount: 10_000 }, /^requestId:/],
    ];
    for (const [body, message] of cases) {
      const res = await api.post(paymentPaths.deposit, body, player);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    await expectUnchanged(t, before);
  });

  it('keeps orders private to their member', async () => {
    const { order } = await created(player, 10_000);
    const mine = await api.get(`${paymentPaths.depositOrder}?orderId=${order.orderId}`, player);
    expect(depositOrderSchema.parse(mine.body.value).orderId).toBe(order.orderId);
    const theirs = await api.get(`${paymentPaths.depositOrder}?orderId=${order.orderId}`, other);
    expect(theirs).toMatchObject({ status: 404, body: { message: 'deposit_order_not_found' } });
    const history = await api.get(paymentPaths.depositHistory, other);
    expect(history.body.value.list.map((o: { orderId: string }) => o.orderId)).not.toContain(order.orderId);
  });
});

describe('the sandbox gateway', () => {
  it('serves a hosted page and a stylesheet that keep to the CSP', async () => {
    const { order, payUrl } = await created(player, 12_345);
    const page = await t.app.inject({ method: 'GET', url: payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain(order.orderId);
    expect(page.body).toContain('Lucky Lobby');
    expect(page.body).toContain('₱123.45');
    // The expiry is in the brand's time zone (GMT+8 for the demo), not in UTC.
    expect(page.body.replace(/<[^>]+>/g, '')).toMatch(/Open until \d{4}-\d{2}-\d{2} \d{2}:\d{2} GMT\+8\./);
    expect(page.body).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    expect(page.body).toMatch(/<form[^>]+method="post"/);
    const css = await t.app.inject({ method: 'GET', url: '/sandbox-gateway/assets/checkout.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    const missing = await t.app.inject({ method: 'GET', url: '/sandbox-gateway/pay/sbx_nothing' });
    expect(missing.statusCode).toBe(404);
  });

  it('speaks the language the site passes, English when it is unknown or missing', async () => {
    const { payUrl } = await created(player, 12_345);
    const urdu = await t.app.inject({ method: 'GET', url: `${payUrl}?language=UR` });
    expect(urdu.statusCode).toBe(200);
    expect(urdu.body).toContain('<html lang="ur" dir="rtl">');
    expect(urdu.body).toContain('ادائیگی کی تصدیق کریں');
    expect(urdu.body).toContain(`action="${payUrl}?language=UR"`);
    for (const url of [`${payUrl}?language=zz`, payUrl]) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.body).toContain('<html lang="en" dir="ltr">');
      expect(page.body).toContain('Confirm payment');
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: '/sandbox-gateway/pay/sbx_nothing?language=JA',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('お支払いが見つかりません');
  });

  it('pays: notifies the platform, credits once and sends the player back', async () => {
    const before = await balanceOf(t, player);
    const { order, payUrl } = await created(player, 25_000, 'instapay');
    const res = await pressButton(payUrl, 'pay');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/member?page=depositv2&order=${order.orderId}`);
    expect(await balanceOf(t, player)).toBe(before + 25_000);
    const paid = await api.get(`${paymentPaths.depositOrder}?orderId=${order.orderId}`, player);
    expect(paid.body.value).toMatchObject({ status: 'paid' });
    expect(paid.body.value.paidAt).not.toBeNull();
    // Pressing Pay again (a back button, a double click) changes nothing.
    expect((await pressButton(payUrl, 'pay')).statusCode).toBe(303);
    expect(await balanceOf(t, player)).toBe(before + 25_000);
    const page = await t.app.inject({ method: 'GET', url: payUrl });
    expect(page.body).toContain('Payment completed');
    const history = depositHistoryValueSchema.parse(
      (await api.get(paymentPaths.depositHistory, player)).body.value,
    );
    expect(history.list.find((o) => o.orderId === order.orderId)).toMatchObject({ status: 'paid' });
  });

  it('credits once however often, and however concurrently, the notification arrives', async () => {
    const before = await balanceOf(t, player);
    const deposits = await transactionCount(t, 'DEPOSIT');
    const { payUrl } = await created(player, 40_000, 'card');
    // The player pays, but the merchant never hears of it (the gateway's first delivery is lost).
    const payment = await t.services.payments.gateway!.complete(paymentIdOf(payUrl), 'pay', async () => 500);
    expect(payment?.status).toBe('paid');
    expect(await balanceOf(t, player)).toBe(before);
    const notification = await notificationOf(payUrl);
    for (let i = 0; i < 10; i++) expect((await deliver(notification)).statusCode).toBe(200);
    const parallel = await Promise.all(Array.from({ length: 20 }, () => deliver(notification)));
    expect(parallel.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(await balanceOf(t, player)).toBe(before + 40_000);
    expect(await transactionCount(t, 'DEPOSIT')).toBe(deposits + 1);
    expect(await ledgerSound(t)).toBe(true);
  });

  it('delivers concurrently from scratch and still credits once', async () => {
    const before = await balanceOf(t, player);
    const { payUrl } = await created(player, 15_000);
    await t.services.payments.gateway!.complete(paymentIdOf(payUrl), 'pay', async () => 503);
    const notification = await notificationOf(payUrl);
    const results = await Promise.all(Array.from({ length: 25 }, () => deliver(notification)));
    expect(new Set(results.map((r) => r.statusCode))).toEqual(new Set([200]));
    expect(await balanceOf(t, player)).toBe(before + 15_000);
  });

  it('sends again what the platform did not acknowledge (the sweep)', async () => {
    const before = await balanceOf(t, player);
    const { payUrl } = await created(player, 11_000);
    await t.services.payments.gateway!.complete(paymentIdOf(payUrl), 'pay', async () => {
      throw new Error('connection reset');
    });
    expect(await balanceOf(t, player)).toBe(before);
    const swept = await t.services.payments.sweep(async (request) => (await deliver(request)).statusCode);
    expect(swept.redelivered).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(t, player)).toBe(before + 11_000);
    const again = await t.services.payments.sweep(async (request) => (await deliver(request)).statusCode);
    expect(again.redelivered).toBe(0);
  });

  it('ignores a bad signature, a tampered body, a stale or missing timestamp (401)', async () => {
    const { order, payUrl } = await created(player, 30_000);
    await t.services.payments.gateway!.complete(paymentIdOf(payUrl), 'pay', async () => 500);
    const good = await notificationOf(payUrl);
    const before = await allBalances(t);
    const tampered = { ...good, body: good.body.replace('30000', '3000000') };
    const badSignature = {
      ...good,
      headers: { ...good.headers, [signatureHeaders.signature]: 'ab'.repeat(32) },
    };
    const noSignature = { ...good, headers: { 'content-type': 'application/json' } };
    const stale = await signed(JSON.parse(good.body), Math.floor(clock.now() / 1000) - 600);
    const future = await signed(JSON.parse(good.body), Math.floor(clock.now() / 1000) + 600);
    const wrongKey = {
      ...good,
      headers: {
        ...good.headers,
        [signatureHeaders.signature]: signNotification(
          'not-the-key',
          Number(good.headers[signatureHeaders.timestamp]),
          good.body,
        ),
      },
    };
    for (const attempt of [tampered, badSignature, noSignature, stale, future, wrongKey]) {
      const res = await deliver(attempt);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, message: 'invalid_signature' });
    }
    await expectUnchanged(t, before);
    const still = await api.get(`${paymentPaths.depositOrder}?orderId=${order.orderId}`, player);
    expect(still.body.value.status).toBe('pending');
  });

  it('refuses a signed notification whose amount or currency differs from the order', async () => {
    const { order, payUrl } = await created(player, 20_000);
    const paymentId = paymentIdOf(payUrl);
    const before = await allBalances(t);
    const base = { merchantOrderId: order.orderId, paymentId, currency: 'PHP', status: 'PAID' };
    const wrongAmount = await deliver(await signed({ ...base, amount: 2_000_000 }));
    expect(wrongAmount.statusCode).toBe(400);
    expect(wrongAmount.json().message).toBe('amount_mismatch');
    const wrongCurrency = await deliver(await signed({ ...base, amount: 20_000, currency: 'USD' }));
    expect(wrongCurrency.json().message).toBe('amount_mismatch');
    const wrongPayment = await deliver(await signed({ ...base, amount: 20_000, paymentId: 'sbx_other' }));
    expect(wrongPayment.json().message).toBe('payment_mismatch');
    const unknownOrder = await deliver(
      await signed({ ...base, amount: 20_000, merchantOrderId: 'D000000NOPE' }),
    );
    expect(unknownOrder.statusCode).toBe(404);
    const garbage = await deliver(await signed({ hello: 'world' }));
    expect(garbage.statusCode).toBe(400);
    await expectUnchanged(t, before);
  });

  it('cancels: nothing is credited and the order reads cancelled', async () => {
    const before = await balanceOf(t, player);
    const { order, payUrl } = await created(player, 10_000);
    const res = await pressButton(payUrl, 'cancel');
    expect(res.statusCode).toBe(303);
    const read = await api.get(`${paymentPaths.depositOrder}?orderId=${order.orderId}`, player);
    expect(read.body.value.status).toBe('cancelled');
    expect((await pressButton(payUrl, 'pay')).statusCode).toBe(303);
    expect(await balanceOf(t, player)).toBe(before);
  });

  it('lets an order expire: the page refuses to pay it', async () => {
    const before = await balanceOf(t, player);
    const { order, payUrl } = await created(player, 10_000);
    clock.advance(31 * 60 * 1000);
    await relogin(t, player);
    const page = await t.app.inject({ method: 'GET', url: payUrl });
    expect(page.body).toContain('Payment expired');
    const res = await pressButton(payUrl, 'pay');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(payUrl);
    const read = await api.get(`${paymentPaths.depositOrder}?orderId=${order.orderId}`, player);
    expect(read.body.value.status).toBe('expired');
    expect(await balanceOf(t, player)).toBe(before);
  });
});

describe('deposit limits (player protection)', () => {
  let saver: Player;
  beforeAll(async () => {
    saver = await makePlayer(t);
  });

  const limits = async () =>
    depositLimitsValueSchema.parse((await api.get(paymentPaths.depositLimits, saver)).body.value);
  const setLimits = (body: object) => api.put(paymentPaths.depositLimits, body, saver);

  it('starts with none', async () => {
    expect(await limits()).toEqual({
      daily: { amount: null, pending: null, used: 0 },
      weekly: { amount: null, pending: null, used: 0 },
      monthly: { amount: null, pending: null, used: 0 },
    });
  });

  it('applies a new or lower limit at once and enforces it, counting open orders', async () => {
    const res = await setLimits({ daily: 50_000, weekly: null, monthly: 500_000 });
    expect(res.status).toBe(200);
    expect(res.body.value.daily).toEqual({ amount: 50_000, pending: null, used: 0 });
    const { payUrl } = await created(saver, 30_000);
    expect((await limits()).daily.used).toBe(30_000);
    const over = await createDeposit(saver, 20_001);
    expect(over).toMatchObject({ status: 400, body: { message: 'deposit_limit_exceeded' } });
    await pressButton(payUrl, 'pay');
    expect((await limits()).daily.used).toBe(30_000);
    await created(saver, 20_000);
    expect((await createDeposit(saver, 10_000)).body.message).toBe('deposit_limit_exceeded');
  });

  it('raises only after 24 hours; asking for the current limit cancels the raise', async () => {
    const raised = await setLimits({ daily: 100_000, weekly: null, monthly: 500_000 });
    const daily = raised.body.value.daily;
    expect(daily.amount).toBe(50_000);
    expect(daily.pending.amount).toBe(100_000);
    expect(new Date(daily.pending.effectiveAt).getTime()).toBe(clock.now() + 24 * hour);
    expect((await createDeposit(saver, 10_000)).body.message).toBe('deposit_limit_exceeded');
    // Asking for the same raise again keeps its time.
    clock.advance(hour);
    await relogin(t, saver);
    const same = await setLimits({ daily: 100_000, weekly: null, monthly: 500_000 });
    expect(same.body.value.daily.pending.effectiveAt).toBe(daily.pending.effectiveAt);
    // Back to the limit in force: no raise waits any more.
    const cancel = await setLimits({ daily: 50_000, weekly: null, monthly: 500_000 });
    expect(cancel.body.value.daily).toMatchObject({ amount: 50_000, pending: null });
  });

  it('removing a limit waits too, then the day rolls over and the raise applies', async () => {
    const removal = await setLimits({ daily: null, weekly: 200_000, monthly: 500_000 });
    expect(removal.body.value.daily).toMatchObject({ amount: 50_000, pending: { amount: null } });
    expect(removal.body.value.weekly).toMatchObject({ amount: 200_000, pending: null });
    clock.advance(24 * hour + 1000);
    await relogin(t, saver);
    const now = await limits();
    expect(now.daily).toEqual({ amount: null, pending: null, used: 0 });
    // The paid 300.00 counts; the unpaid 200.00 expired at the gateway long ago and does not.
    expect(now.weekly.used).toBe(30_000);
    expect((await createDeposit(saver, 170_001, 'card')).body.message).toBe('deposit_limit_exceeded');
    expect((await createDeposit(saver, 170_000, 'card')).status).toBe(200);
  });

  it('refuses bad limits and changes nothing', async () => {
    const before = await limits();
    for (const body of [
      { daily: 0, weekly: null, monthly: null },
      { daily: -1, weekly: null, monthly: null },
      { daily: 1.5, weekly: null, monthly: null },
      { daily: null, weekly: null },
      { daily: '5', weekly: null, monthly: null },
    ]) {
      const res = await setLimits(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await limits()).toEqual(before);
  });
});

describe('the books', () => {
  it('are sound after everything above', async () => {
    expect(await ledgerSound(t)).toBe(true);
  });
});
