import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  convertPointsValueSchema,
  pointBalanceValueSchema,
  pointConfigValueSchema,
  pointDetailsValueSchema,
  pointPaths,
  pointRewardsValueSchema,
  redeemValueSchema,
  redemptionListValueSchema,
} from '@lobby/contract/points';
import { bets, bonuses, members, operatorActions, pointRemainders } from '../src/db/schema';
import { hashPassword } from '../src/modules/auth/password';
import { checkLedger, ledgerIsSound } from '../src/modules/ledger/ledger';
import { runOpsCommand } from '../src/ops/commands';
import { demoStartingPoints, seedDemoPoints } from '../src/seed/demo-points';
import { languageCodes } from '@lobby/contract/languages';
import { findMemberById } from '../src/modules/accounts/members.repository';
import { createPointsService } from '../src/modules/points/points.service';
import { systemClock } from '../src/lib/clock';
import { bearer, send } from './account-helpers';
import { createTestApp, type TestApp } from './helper';
import {
  balanceOf,
  caller,
  fund,
  makePlayer,
  tolerateTeardownDisconnects,
  type Player,
} from './payments-helpers';
import { playRound } from './seamless-helpers';

/*
 * The points mall (issue 21; decisions 0276–0279): points earned as rounds settle, their own
 * double-entry book, redemptions and conversions behind the sealed payment-password calls, and the
 * operator's side. The ledger check (money and points) passes after every part.
 */

let t: TestApp;
let api: ReturnType<typeof caller>;
const pin = '135790';

beforeAll(async () => {
  t = await createTestApp();
  tolerateTeardownDisconnects(t);
  api = caller(t);
  await ops('points', 'config', '--rates', 'RNG:10,LIVE:50', '--convert', '100:1', '--min', '100');
});
afterAll(() => t.close());

const ops = async (...argv: string[]) => String(await runOpsCommand(t.services, argv, 'tester'));

async function member(options: { type?: number; points?: number } = {}): Promise<Player> {
  const who = await makePlayer(t, { type: options.type, prefix: 'pts' });
  await t.database.db
    .update(members)
    .set({ paymentPasswordHash: await hashPassword(pin) })
    .where(eq(members.id, who.id));
  await fund(t, who, 100_000);
  if (options.points) await ops('points', 'adjust', who.account, `+${options.points}`, '--memo', 'test');
  return who;
}

/** A sealed passwordCheck/ call, as the site sends it. */
const sealedPost = (url: string, body: unknown, who?: Player) =>
  send(t, 'POST', url, body, { headers: who ? bearer(who.token) : {}, seal: true });

const redeem = (
  who: Player,
  rewardId: number,
  options: { quantity?: number; requestId?: string; pin?: string } = {},
) =>
  sealedPost(
    pointPaths.redeem,
    {
      rewardId,
      quantity: options.quantity ?? 1,
      paymentPassword: options.pin ?? pin,
      requestId: options.requestId ?? randomUUID(),
    },
    who,
  );

const convert = (who: Player, points: number, requestId = randomUUID(), paymentPassword = pin) =>
  sealedPost(pointPaths.convert, { points, paymentPassword, requestId }, who);

async function pointsOf(who: Player) {
  const res = await api.get(pointPaths.balance, who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return pointBalanceValueSchema.parse(res.body.value).balance;
}

async function expectBooksSound() {
  const check = await checkLedger(t.database.db);
  expect(check.pointsMismatched).toEqual([]);
  expect(check.pointsUnbalanced).toEqual([]);
  expect(ledgerIsSound(check)).toBe(true);
}

/** A reward added by the operator; answers its id. */
async function addReward(...args: string[]) {
  const out = await ops('points', 'reward', 'add', ...args);
  return Number(/#(\d+)/.exec(out)![1]);
}

describe('who may use the points calls', () => {
  it('asks a visitor to log in, a trial account to register a real one, and refuses agents', async () => {
    const trial = await makePlayer(t, { type: 4 });
    const agent = await member({ type: 1 });
    for (const path of [
      pointPaths.balance,
      pointPaths.config,
      pointPaths.rewards,
      pointPaths.redemptions,
      pointPaths.details,
    ]) {
      expect((await api.get(path)).status).toBe(401);
      for (const [who, message] of [
        [trial, 'in_need_true_account'],
        [agent, 'points_not_for_agents'],
      ] as const) {
        const res = await api.post(path, {}, who);
        expect([res.status, res.body.message]).toEqual([403, message]);
      }
    }
    const res = await redeem(agent, 1);
    expect([res.status, res.body.message]).toEqual([403, 'points_not_for_agents']);
  });

  it('refuses the passwordCheck calls in plaintext', async () => {
    const who = await member({ points: 500 });
    const res = await api.post(
      pointPaths.convert,
      { points: 100, paymentPassword: pin, requestId: randomUUID() },
      who,
    );
    expect([res.status, res.body.message]).toEqual([400, 'encryption_required']);
    expect(await pointsOf(who)).toBe(500);
  });
});

describe('earning', () => {
  it('earns one point per ₱10 of settled RNG stake, keeping the remainder toward the next point', async () => {
    const who = await member();
    await playRound(t, who, 1_500); // ₱15: 1 point, ₱5 left
    expect(await pointsOf(who)).toBe(1);
    await playRound(t, who, 500); // ₱5 more: the second point
    expect(await pointsOf(who)).toBe(2);
    await playRound(t, who, 999, { gameType: 'LIVE' }); // ₱9.99 of LIVE at ₱50 a point: nothing yet
    await playRound(t, who, 5_000, { gameType: 'LOTT' }); // no rate: nothing
    expect(await pointsOf(who)).toBe(2);
    const remainders = await t.database.db
      .select()
      .from(pointRemainders)
      .where(eq(pointRemainders.memberId, who.id));
    expect(Object.fromEntries(remainders.map((r) => [r.gameType, r.validBet]))).toEqual({
      RNG: 0,
      LIVE: 999,
    });
    const details = pointDetailsValueSchema.parse((await api.get(pointPaths.details, who)).body.value);
    expect(details.list.map((m) => [m.type, m.amount, m.balanceAfter, m.memo])).toEqual([
      ['EARN', 1, 2, 'RNG'],
      ['EARN', 1, 1, 'RNG'],
    ]);
    await expectBooksSound();
  });

  it('earns once per round, nothing for an open or rolled-back round, nothing for a trial account', async () => {
    const who = await member();
    await playRound(t, who, 3_000, { settle: false });
    expect(await pointsOf(who)).toBe(0);
    // A settled round changed again (a late payout correction) does not earn a second time.
    const [round] = await t.database.db.select().from(bets).where(eq(bets.memberId, who.id));
    await t.database.db
      .update(bets)
      .set({ status: 'SETTLED', settledAt: new Date() })
      .where(eq(bets.id, round!.id));
    expect(await pointsOf(who)).toBe(3);
    await t.database.db.update(bets).set({ payout: 10 }).where(eq(bets.id, round!.id));
    expect(await pointsOf(who)).toBe(3);
    await playRound(t, who, 3_000, { settle: false });
    await t.database.db
      .update(bets)
      .set({ status: 'ROLLED_BACK' })
      .where(sql`${bets.memberId} = ${who.id} and ${bets.status} = 'OPEN'`);
    expect(await pointsOf(who)).toBe(3);
    const trial = await makePlayer(t, { type: 4 });
    await fund(t, trial, 100_000);
    await playRound(t, trial, 10_000);
    expect(await t.services.points.operator.balance(trial.id)).toBe(0);
    await expectBooksSound();
  });
});

describe('config and catalogue', () => {
  it('answers the rates, the conversion and the rules in the member’s language, falling back', async () => {
    await ops('points', 'rules', 'EN', '--text', 'Points never expire.');
    await ops('points', 'rules', 'VI', '--text', 'Điểm không bao giờ hết hạn.');
    const who = await member();
    const config = pointConfigValueSchema.parse(
      (await api.post(pointPaths.config, { language: 'VI' }, who)).body.value,
    );
    expect(config).toMatchObject({
      convertPoints: 100,
      convertAmount: 100,
      minConvertPoints: 100,
      rules: 'Điểm không bao giờ hết hạn.',
    });
    expect(config.rates).toEqual(expect.arrayContaining([{ gameType: 'RNG', validBetPerPoint: 1_000 }]));
    const other = pointConfigValueSchema.parse(
      (await api.get(`${pointPaths.config}?language=JA`, who)).body.value,
    );
    expect(other.rules).toBe('Points never expire.');
    expect((await api.post(pointPaths.config, { language: 'x'.repeat(20) }, who)).status).toBe(400);
  });

  it('lists active rewards with their stock and hides paused ones', async () => {
    const id = await addReward(
      '--kind',
      'goods',
      '--points',
      '300',
      '--title',
      'Mug',
      '--stock',
      '4',
      '--image',
      '/img/x.svg',
    );
    const who = await member();
    const list = () =>
      api.get(pointPaths.rewards, who).then((res) => pointRewardsValueSchema.parse(res.body.value).rewards);
    expect((await list()).find((r) => r.id === id)).toMatchObject({
      kind: 'goods',
      points: 300,
      stock: 4,
      title: 'Mug',
      image: '/img/x.svg',
    });
    await ops('points', 'reward', 'edit', String(id), '--language', 'TH', '--title', 'แก้ว');
    const th = pointRewardsValueSchema.parse(
      (await api.post(pointPaths.rewards, { language: 'TH' }, who)).body.value,
    );
    expect(th.rewards.find((r) => r.id === id)?.title).toBe('แก้ว');
    await ops('points', 'reward', 'pause', String(id));
    expect((await list()).some((r) => r.id === id)).toBe(false);
    expect((await redeem(await member({ points: 1_000 }), id)).body.message).toBe('point_reward_not_found');
    await ops('points', 'reward', 'resume', String(id));
    expect((await list()).some((r) => r.id === id)).toBe(true);
  });
});

describe('redeeming', () => {
  let cash: number;
  let bonus: number;
  beforeAll(async () => {
    cash = await addReward('--kind', 'cash', '--points', '100', '--amount', '10', '--title', 'Cash 10');
    bonus = await addReward(
      '--kind',
      'bonus',
      '--points',
      '200',
      '--amount',
      '50',
      '--multiple',
      '5',
      '--title',
      'Bonus 50',
    );
  });

  it('pays cash at once from the promotion budget and replays a repeated request', async () => {
    const who = await member({ points: 350 });
    const before = await balanceOf(t, who);
    const requestId = randomUUID();
    const first = await redeem(who, cash, { quantity: 3, requestId });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const value = redeemValueSchema.parse(first.body.value);
    expect(value).toMatchObject({
      balance: 50,
      redemption: { status: 'approved', points: 300, amount: 3_000, quantity: 3 },
    });
    expect(await balanceOf(t, who)).toBe(before + 3_000);
    const again = await redeem(who, cash, { quantity: 3, requestId });
    expect(redeemValueSchema.parse(again.body.value).redemption.id).toBe(value.redemption.id);
    expect(await balanceOf(t, who)).toBe(before + 3_000);
    expect(await pointsOf(who)).toBe(50);
    const reused = await redeem(who, cash, { quantity: 1, requestId });
    expect([reused.status, reused.body.message]).toEqual([409, 'idempotency_key_reused']);
    await expectBooksSound();
  });

  it('grants a bonus with its turnover through the rewards engine', async () => {
    const who = await member({ points: 200 });
    const res = await redeem(who, bonus);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await t.database.db.select().from(bonuses).where(eq(bonuses.memberId, who.id));
    expect(row).toMatchObject({ amount: 5_000, turnoverRequired: 25_000, state: 'active' });
    await expectBooksSound();
  });

  it('refuses bad input with a message key and moves nothing', async () => {
    const who = await member({ points: 150 });
    const before = await balanceOf(t, who);
    for (const [body, status, message] of [
      [{ quantity: 0 }, 400, 'invalid_quantity'],
      [{ quantity: 1.5 }, 400, 'invalid_quantity'],
      [{ quantity: 11 }, 400, 'invalid_quantity'],
      [{ quantity: 2 }, 400, 'insufficient_points'],
      [{ pin: '000000' }, 400, 'payment_password_incorrect'],
    ] as const) {
      const res = await redeem(who, cash, body);
      expect([res.status, res.body.message]).toEqual([status, message]);
    }
    expect((await redeem(who, 999_999)).body.message).toBe('point_reward_not_found');
    const missing = await sealedPost(pointPaths.redeem, { rewardId: cash, paymentPassword: pin }, who);
    expect(missing.status).toBe(400);
    expect(await pointsOf(who)).toBe(150);
    expect(await balanceOf(t, who)).toBe(before);
    await expectBooksSound();
  });

  it('locks the payment password after five wrong ones, as withdrawals do', async () => {
    const who = await member({ points: 500 });
    for (let i = 0; i < 4; i++)
      expect((await convert(who, 100, randomUUID(), '000000')).body.message).toBe(
        'payment_password_incorrect',
      );
    const fifth = await convert(who, 100, randomUUID(), '000000');
    expect([fifth.status, fifth.body.message]).toEqual([429, 'payment_password_locked']);
    expect((await convert(who, 100)).status).toBe(429);
    expect(await pointsOf(who)).toBe(500);
  });

  it('lets 50 parallel redemptions of a member’s last points succeed once', async () => {
    const who = await member({ points: 100 });
    const results = await Promise.all(Array.from({ length: 50 }, () => redeem(who, cash)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    // The others find the points spent, or the payment password locked by the burst of guesses
    // (the withdrawal's rule: a guess's slot is taken before it is checked).
    const refusals = new Set(results.filter((r) => r.status !== 200).map((r) => r.body.message));
    expect([...refusals].every((m) => ['insufficient_points', 'payment_password_locked'].includes(m))).toBe(
      true,
    );
    expect(await pointsOf(who)).toBe(0);
    await expectBooksSound();
  }, 60_000);

  it('spends a member’s last points once when 50 redemptions reach the book together', async () => {
    // The service itself, past the password check, so every one of the 50 gets to the book.
    const points = createPointsService({
      db: t.database.db,
      clock: systemClock,
      settings: t.services.settings,
      ledger: t.services.ledger,
      rewards: t.services.rewards,
      checkPaymentPassword: async () => undefined,
    });
    const who = await member({ points: 100 });
    const row = (await findMemberById(t.database.db, who.id))!;
    const before = await balanceOf(t, who);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        points.redeem(row, { rewardId: cash, quantity: 1, paymentPassword: '', requestId: randomUUID() }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const reasons = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : []));
    expect(new Set(reasons)).toEqual(new Set(['insufficient_points']));
    expect(await pointsOf(who)).toBe(0);
    expect(await balanceOf(t, who)).toBe(before + 1_000);
    const conversions = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        points.convert(row, { points: 100, paymentPassword: '', requestId: randomUUID() }),
      ),
    );
    expect(conversions.filter((r) => r.status === 'fulfilled')).toHaveLength(0);
    await expectBooksSound();
  }, 60_000);

  it('gives the last unit of stock to one of many parallel redeemers', async () => {
    const cap = await addReward('--kind', 'goods', '--points', '100', '--title', 'Cap', '--stock', '1');
    const who = await Promise.all(Array.from({ length: 10 }, () => member({ points: 100 })));
    const results = await Promise.all(who.map((w) => redeem(w, cap)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(
      results.filter((r) => r.status === 409).every((r) => r.body.message === 'point_reward_out_of_stock'),
    ).toBe(true);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    const reward = (await t.services.points.operator.rewards()).find((r) => r.id === cap)!;
    expect(reward.stock).toBe(0);
    const points = await Promise.all(who.map((w) => pointsOf(w)));
    expect(points.filter((p) => p === 0)).toHaveLength(1);
    await expectBooksSound();
  }, 60_000);
});

describe('goods and the operator', () => {
  it('keeps goods in process until approved; a rejection returns the points and the stock', async () => {
    const phone = await addReward('--kind', 'goods', '--points', '400', '--title', 'Phone', '--stock', '5');
    const who = await member({ points: 1_000 });
    const first = redeemValueSchema.parse((await redeem(who, phone)).body.value).redemption;
    const second = redeemValueSchema.parse((await redeem(who, phone)).body.value).redemption;
    expect([first.status, second.status]).toEqual(['in_process', 'in_process']);
    expect(await pointsOf(who)).toBe(200);
    expect(await ops('points', 'redemptions', '--status', 'in_process')).toContain(`#${first.id}`);
    expect(await ops('points', 'approve', String(first.id))).toContain('approved');
    await expect(ops('points', 'reject', String(second.id))).rejects.toThrow('--reason');
    expect(await ops('points', 'reject', String(second.id), '--reason', 'Out of this colour')).toContain(
      '400 points returned',
    );
    await expect(ops('points', 'reject', String(second.id), '--reason', 'again')).rejects.toThrow(
      'rejected already',
    );
    expect(await pointsOf(who)).toBe(600);
    expect((await t.services.points.operator.rewards()).find((r) => r.id === phone)!.stock).toBe(4);
    const list = redemptionListValueSchema.parse((await api.get(pointPaths.redemptions, who)).body.value);
    expect(list.list.map((r) => [r.id, r.status, r.reason])).toEqual([
      [second.id, 'rejected', 'Out of this colour'],
      [first.id, 'approved', ''],
    ]);
    const rejected = redemptionListValueSchema.parse(
      (await api.post(pointPaths.redemptions, { status: 'rejected' }, who)).body.value,
    );
    expect(rejected.list.map((r) => r.id)).toEqual([second.id]);
    const details = pointDetailsValueSchema.parse(
      (await api.get(`${pointPaths.details}?pageSize=2`, who)).body.value,
    );
    expect(details.hasMore).toBe(true);
    expect(details.list.map((m) => [m.type, m.amount, m.balanceAfter])).toEqual([
      ['REVERSE', 400, 600],
      ['REDEEM', -400, 200],
    ]);
    // Another member sees none of it.
    const other = await member();
    expect(
      redemptionListValueSchema.parse((await api.get(pointPaths.redemptions, other)).body.value).list,
    ).toEqual([]);
    expect(pointDetailsValueSchema.parse((await api.get(pointPaths.details, other)).body.value).list).toEqual(
      [],
    );
    const logged = await t.database.db
      .select()
      .from(operatorActions)
      .where(eq(operatorActions.command, 'points'));
    expect(logged.some((row) => row.argv.includes('reject') && row.operator === 'tester')).toBe(true);
    await expectBooksSound();
  });

  it('adjusts a member’s points up and down, never below zero', async () => {
    const who = await member({ points: 30 });
    expect(await ops('points', 'adjust', who.account, '-20', '--memo', 'correction')).toContain('10 points');
    await expect(ops('points', 'adjust', who.account, '-11', '--memo', 'too much')).rejects.toThrow(
      'insufficient_points',
    );
    await expect(ops('points', 'adjust', who.account, '5')).rejects.toThrow('usage');
    const details = pointDetailsValueSchema.parse((await api.get(pointPaths.details, who)).body.value);
    expect(details.list[0]).toMatchObject({
      type: 'ADJUST',
      amount: -20,
      balanceAfter: 10,
      memo: 'correction',
    });
    const today = new Date().toISOString().slice(0, 10);
    const future = pointDetailsValueSchema.parse(
      (await api.get(`${pointPaths.details}?startDate=2099-01-01&endDate=2099-01-02`, who)).body.value,
    );
    expect(future.list).toEqual([]);
    expect(
      (await api.get(`${pointPaths.details}?startDate=${today}&endDate=2020-01-01`, who)).body.message,
    ).toBe('invalid_date_range');
    expect((await api.get(`${pointPaths.details}?startDate=2026-02-30`, who)).status).toBe(400);
    await expectBooksSound();
  });
});

describe('converting', () => {
  it('converts whole steps at the configured ratio through the money ledger, once per request', async () => {
    const who = await member({ points: 1_050 });
    const before = await balanceOf(t, who);
    const requestId = randomUUID();
    const res = await convert(who, 1_000, requestId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(convertPointsValueSchema.parse(res.body.value)).toEqual({
      points: 1_000,
      amount: 1_000,
      balance: 50,
    });
    expect(await balanceOf(t, who)).toBe(before + 1_000);
    expect(convertPointsValueSchema.parse((await convert(who, 1_000, requestId)).body.value).amount).toBe(
      1_000,
    );
    expect(await balanceOf(t, who)).toBe(before + 1_000);
    expect((await convert(who, 500, requestId)).status).toBe(409);
    await expectBooksSound();
  });

  it('refuses amounts off the step, below the minimum, beyond the balance, or when switched off', async () => {
    const who = await member({ points: 450 });
    for (const [points, message] of [
      [150, 'points_convert_step'],
      [0, 'invalid_points'],
      [-100, 'invalid_points'],
      [12.5, 'invalid_points'],
      [500, 'insufficient_points'],
    ] as const) {
      const res = await convert(who, points);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    await ops('points', 'config', '--min', '1000');
    expect((await convert(who, 400)).body.message).toBe('points_below_minimum');
    await ops('points', 'config', '--min', '100', '--enabled', 'no');
    expect((await convert(who, 400)).body.message).toBe('points_convert_disabled');
    await ops('points', 'config', '--enabled', 'yes');
    expect((await convert(who, 400)).status).toBe(200);
    expect(await pointsOf(who)).toBe(50);
    await expectBooksSound();
  });

  it('lets 50 parallel conversions of the last points succeed once', async () => {
    const who = await member({ points: 100 });
    const before = await balanceOf(t, who);
    const results = await Promise.all(Array.from({ length: 50 }, () => convert(who, 100)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await balanceOf(t, who)).toBe(before + 100);
    await expectBooksSound();
  }, 60_000);
});

describe('the demo mall', () => {
  it('has rates, a catalogue titled in every language with its pictures, and player01’s points', async () => {
    const rewards = await t.services.points.operator.rewards();
    const demo = rewards.filter((r) => r.image.startsWith('/img/point-reward/'));
    expect(demo.length).toBeGreaterThanOrEqual(7);
    expect(new Set(demo.map((r) => r.kind))).toEqual(new Set(['cash', 'bonus', 'goods']));
    for (const reward of demo) {
      expect(Object.keys(reward.title).sort()).toEqual([...languageCodes].sort());
      const picture = await t.app.inject({ method: 'GET', url: reward.image });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toContain('image/svg+xml');
    }
    expect((await t.app.inject({ method: 'GET', url: '/img/point-reward/nothing.svg' })).statusCode).toBe(
      404,
    );
    const player = (await t.services.points.operator.memberByAccount('player01'))!;
    expect(await t.services.points.operator.balance(player.id)).toBe(demoStartingPoints);
    // A second seeding (every start runs it) adds nothing.
    await seedDemoPoints(t.database.db);
    expect(await t.services.points.operator.balance(player.id)).toBe(demoStartingPoints);
    expect((await t.services.points.operator.rewards()).length).toBe(rewards.length);
    await expectBooksSound();
  });
});
