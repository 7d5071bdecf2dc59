import { randomUUID } from 'node:crypto';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPaths, memberInfoSchema } from '@lobby/contract/accounts';
import { failureSchema } from '@lobby/contract/envelope';
import {
  claimRewardValueSchema,
  rewardActivitiesValueSchema,
  rewardActivitySchema,
  rewardPaths,
  type RewardActivity,
} from '@lobby/contract/rewards';
import { inArray } from 'drizzle-orm';
import { members, payoutBindings } from '../src/db/schema';
import { checkLedger } from '../src/modules/ledger/ledger';
import { runOpsCommand } from '../src/ops/commands';
import { createTestApp, type TestApp } from './helper';
import {
  balanceOf,
  caller,
  expectUnchanged,
  allBalances,
  ledgerSound,
  makePlayer,
  relogin,
  tolerateTeardownDisconnects,
  transactionCount,
  type Player,
} from './payments-helpers';
import { playRound as playRoundAs } from './seamless-helpers';

/*
 * The kinds of activity beside the deposit match (decision 0244): the sign-up bonus, the daily check-in,
 * the daily rebate and the weekly cashback the scheduled settlement writes, and the application the
 * operator reviews; and the operator log (decision 0245). The clock is the test's, so days can pass.
 */

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
let now = Date.now();
const clock = { now: () => now };

let t: TestApp;
let api: ReturnType<typeof caller>;
const ids: Record<'signUp' | 'checkIn' | 'rebate' | 'cashback' | 'application' | 'welcome', number> = {
  signUp: 0,
  checkIn: 0,
  rebate: 0,
  cashback: 0,
  application: 0,
  welcome: 0,
};

beforeAll(async () => {
  t = await createTestApp({ clock });
  tolerateTeardownDisconnects(t);
  api = caller(t);
  for (const activity of await t.services.rewards.operator.list()) {
    const { rule } = activity;
    if (rule.kind === 'registration') ids.signUp = activity.id;
    if (rule.kind === 'checkIn') ids.checkIn = activity.id;
    if (rule.kind === 'rebate') ids.rebate = activity.id;
    if (rule.kind === 'cashback') ids.cashback = activity.id;
    if (rule.kind === 'application') ids.application = activity.id;
    if (rule.kind === 'depositMatch' && rule.scope === 'first') ids.welcome = activity.id;
  }
});
afterAll(() => t.close());

const ops = async (...argv: string[]) => String(await runOpsCommand(t.services, argv, 'tester'));

async function centre(who: Player) {
  const res = await api.get(`${rewardPaths.activities}?language=EN`, who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return rewardActivitiesValueSchema.parse(res.body.value);
}

const activity = async (who: Player, id: number): Promise<RewardActivity> =>
  (await centre(who)).list.find((a) => a.id === id)!;

const claim = (who: Player, activityId: number, requestId = randomUUID()) =>
  api.post(rewardPaths.claim, { activityId, requestId }, who);

const apply = (who: Player, body: Record<string, unknown>) =>
  api.post(rewardPaths.apply, { activityId: ids.application, requestId: randomUUID(), ...body }, who);

const promoCount = async (who: Player) =>
  memberInfoSchema.parse((await api.get(accountPaths.memberInfo, who)).body.value).availablePromoCount;

function png(): string {
  const image = new PNG({ width: 4, height: 4 });
  image.data.fill(120);
  return `data:image/png;base64,${PNG.sync.write(image).toString('base64')}`;
}

/** A settled round of `stake` on a game of `gameType`, paying `payout`. */
const playRound = (who: Player, stake: number, gameType: string, payout = 0) =>
  playRoundAs(t, who, stake, { gameType, payout, clock });

async function expectBooksSound() {
  expect((await checkLedger(t.database.db)).wageringMiscounted).toEqual([]);
  expect(await ledgerSound(t)).toBe(true);
}

/** The clock moves on; sessions started before may have ended, so the players log in again. */
async function travel(ms: number, ...players: Player[]) {
  now += ms;
  for (const player of players) await relogin(t, player);
}

/** GMT+8, the demo brand's day: the instant the brand day after `at` starts. */
const nextBrandMidnight = (at: number) => Math.floor((at + 8 * hourMs) / dayMs) * dayMs + dayMs - 8 * hourMs;

// First: the demo's application activity ends 14 days after seeding, and the tests after it move the clock on.
describe('an application the operator reviews', () => {
  it('takes a remark and pictures, refuses what breaks the rules, and changes nothing else', async () => {
    const who = await makePlayer(t);
    expect(await activity(who, ids.application)).toMatchObject({
      kind: 'application',
      status: 'join',
      action: 'apply',
    });
    const before = await allBalances(t);
    for (const [body, message] of [
      [{ remark: '' }, 'remark'],
      [{ remark: 'x'.repeat(141) }, 'remark'],
      [{ remark: 'ok', images: ['not base64!'] }, 'proof_invalid_image'],
      [{ remark: 'ok', images: [Buffer.from('GIF89a').toString('base64')] }, 'proof_invalid_image'],
      [{ remark: 'ok', images: [png(), png(), png(), png()] }, 'images'],
    ] as const) {
      const res = await apply(who, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    const wrongKind = await api.post(
      rewardPaths.apply,
      { activityId: ids.welcome, requestId: randomUUID(), remark: 'hi' },
      who,
    );
    expect(failureSchema.parse(wrongKind.body).message).toBe('activity_not_applicable');
    await expectUnchanged(t, before);
  });

  it('is reviewed by the operator: approved, it pays and shows as issued', async () => {
    const who = await makePlayer(t);
    const requestId = randomUUID();
    const res = await apply(who, { requestId, remark: 'Zalo: Minh Anh', images: [png(), png()] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(rewardActivitySchema.parse(res.body.value)).toMatchObject({ status: 'applying', action: 'none' });
    // The same request again is the same application; another is refused while it is under review.
    expect((await apply(who, { requestId, remark: 'Zalo: Minh Anh' })).status).toBe(200);
    const twice = await apply(who, { remark: 'again' });
    expect(twice.status).toBe(409);
    expect(failureSchema.parse(twice.body).message).toBe('already_applied');

    const queue = await ops('reward', 'applications', String(ids.application));
    const line = queue.split('\n').find((l) => l.includes(who.account))!;
    expect(line).toContain('2 picture(s)');
    expect(line).toContain('Minh Anh');
    const entryId = line.match(/^#(\d+)/)![1]!;
    expect(await ops('reward', 'application', entryId)).toMatch(/image\/png/);
    await expect(ops('reward', 'approve', entryId, '200000')).rejects.toThrow(/at most/);

    const before = await balanceOf(t, who);
    expect(await ops('reward', 'approve', entryId, '500')).toMatch(/^issued: /);
    await expect(ops('reward', 'approve', entryId, '500')).rejects.toThrow(/issued already/);
    expect(await balanceOf(t, who)).toBe(before + 50_000);
    expect(await activity(who, ids.application)).toMatchObject({ status: 'issued', bonus: 50_000 });
    expect(failureSchema.parse((await apply(who, { remark: 'more' })).body).message).toBe('already_claimed');
    await expectBooksSound();
  });

  it('rejected, it shows the reason and may be sent again', async () => {
    const who = await makePlayer(t);
    expect((await apply(who, { remark: 'please', images: [png()] })).status).toBe(200);
    const entryId = (await ops('reward', 'applications'))
      .split('\n')
      .find((l) => l.includes(who.account))!
      .match(/^#(\d+)/)![1]!;
    await expect(ops('reward', 'reject', entryId)).rejects.toThrow(/reason/);
    expect(
      await ops('reward', 'reject', entryId, '--reason', 'The screenshot does not show the follow'),
    ).toMatch(/^rejected: /);
    expect(await activity(who, ids.application)).toMatchObject({
      status: 'rejected',
      action: 'apply',
      reason: 'The screenshot does not show the follow',
    });
    expect((await apply(who, { remark: 'now with the follow', images: [png()] })).status).toBe(200);
    expect(await activity(who, ids.application)).toMatchObject({ status: 'applying', reason: null });
  });

  it('keeps one application of 20 sent at once, and pays it once however often it is approved at once', async () => {
    const who = await makePlayer(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => apply(who, { remark: `parallel ${i}`, images: [png()] })),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.status !== 200)) {
      expect(res.status).toBe(409);
      expect(failureSchema.parse(res.body).message).toBe('already_applied');
    }
    const lines = (await ops('reward', 'applications', String(ids.application)))
      .split('\n')
      .filter((l) => l.includes(who.account));
    expect(lines).toHaveLength(1);
    const entryId = lines[0]!.match(/^#(\d+)/)![1]!;

    const before = await balanceOf(t, who);
    const approvals = await Promise.allSettled(
      Array.from({ length: 10 }, () => ops('reward', 'approve', entryId, '100')),
    );
    expect(approvals.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    expect(await balanceOf(t, who)).toBe(before + 10_000);
    await expectBooksSound();
  });

  it('takes no application from a visitor or a trial account', async () => {
    const trial = await makePlayer(t, { type: 4 });
    expect((await apply(undefined as never, { remark: 'x' })).status).toBe(401);
    expect((await apply(trial, { remark: 'x' })).status).toBe(403);
  });
});

describe('the sign-up bonus', () => {
  it('waits for a new member to claim it, counted in member info', async () => {
    const who = await makePlayer(t);
    const signUp = await activity(who, ids.signUp);
    expect(signUp).toMatchObject({ kind: 'registration', status: 'claim', action: 'claim', bonus: 888 });
    expect(Date.parse(signUp.claimBy!)).toBeGreaterThan(now + 6.9 * dayMs);
    expect(await promoCount(who)).toBe(1);
  });

  it('pays once, with its wagering, whatever 50 parallel claims do; a repeat replays the first', async () => {
    const who = await makePlayer(t);
    const before = await balanceOf(t, who);
    const requestId = randomUUID();
    const replies = await Promise.all([
      claim(who, ids.signUp, requestId),
      ...Array.from({ length: 49 }, () => claim(who, ids.signUp)),
    ]);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(new Set(replies.filter((r) => r.status !== 200).map((r) => r.body.message))).toEqual(
      new Set(['already_claimed']),
    );
    expect(await balanceOf(t, who)).toBe(before + 888);
    const first = replies[0]!;
    if (first.status === 200) {
      const again = await claim(who, ids.signUp, requestId);
      expect(claimRewardValueSchema.parse(again.body.value).bonus.id).toBe(
        claimRewardValueSchema.parse(first.body.value).bonus.id,
      );
    }
    expect(await activity(who, ids.signUp)).toMatchObject({ status: 'claimed', action: 'none' });
    expect(await promoCount(who)).toBe(0);
    await expectBooksSound();
  });

  it('pays once per household when the activity says so: by registration address or payout account', async () => {
    await expect(ops('reward', 'edit', String(ids.signUp), '--once-per', 'household')).rejects.toThrow(
      /--once-per lists address, payoutAccount/,
    );
    await ops('reward', 'edit', String(ids.signUp), '--once-per', 'address,payoutAccount');
    try {
      expect(await ops('reward', 'list')).toContain('once per member, address, payoutAccount');
      const [first, sameAddress, sameAccount, stranger, twinA, twinB] = await Promise.all(
        Array.from({ length: 6 }, () => makePlayer(t)),
      );
      const { db } = t.database;
      const registeredFrom = (ip: string, ...who: Player[]) =>
        db
          .update(members)
          .set({ registerIp: ip })
          .where(
            inArray(
              members.id,
              who.map((p) => p.id),
            ),
          );
      await registeredFrom('203.0.113.7', first!, sameAddress!);
      await registeredFrom('203.0.113.8', twinA!, twinB!);
      // The account bound by two members; one of them removed it since, which changes nothing.
      await db.insert(payoutBindings).values(
        [first!, sameAccount!].map((p, i) => ({
          memberId: p.id,
          type: 'EWALLET' as const,
          provider: 'GCash',
          holderName: 'Ana Cruz',
          accountNumber: '09171234567',
          removedAt: i === 0 ? new Date() : null,
        })),
      );

      expect((await claim(first!, ids.signUp)).status).toBe(200);
      const before = await allBalances(t);
      for (const other of [sameAddress!, sameAccount!]) {
        const refused = await claim(other, ids.signUp);
        expect(refused.status).toBe(409);
        expect(failureSchema.parse(refused.body).message).toBe('claimed_in_household');
      }
      await expectUnchanged(t, before);
      expect((await claim(stranger!, ids.signUp)).status).toBe(200);

      // Two accounts of one address claiming at the same moment take turns under the activity's lock.
      const both = await Promise.all([claim(twinA!, ids.signUp), claim(twinB!, ids.signUp)]);
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
      await expectBooksSound();
    } finally {
      await ops('reward', 'edit', String(ids.signUp), '--once-per', 'member');
    }
    expect(await ops('reward', 'list')).not.toContain('once per member');
  });

  it('is not for members who registered before it began, nor after the claim window', async () => {
    // Members are stamped by the database's clock, which is the real one.
    const early = await makePlayer(t);
    const starts = Date.now() + 60_000;
    await ops('reward', 'edit', String(ids.signUp), '--starts', new Date(starts).toISOString());
    try {
      await travel(Math.max(0, starts + 1000 - now), early);
      expect(await activity(early, ids.signUp)).toMatchObject({ status: 'close', action: 'none' });
      expect((await claim(early, ids.signUp)).body.message).toBe('activity_closed');
      expect(await promoCount(early)).toBe(0);
    } finally {
      await ops('reward', 'edit', String(ids.signUp), '--starts', new Date(now - 30 * dayMs).toISOString());
    }
    const late = await makePlayer(t);
    await travel(8 * dayMs, late);
    expect(await activity(late, ids.signUp)).toMatchObject({ status: 'close' });
    expect(await promoCount(late)).toBe(0);
  });
});

describe('the daily check-in', () => {
  it('pays day 1, then 2 the next day, and starts again after a day missed', async () => {
    const who = await makePlayer(t);
    // Clear of the brand's midnight, so that "tomorrow" is one day on.
    await travel(nextBrandMidnight(now) + 2 * hourMs - now, who);
    expect(await activity(who, ids.checkIn)).toMatchObject({
      kind: 'checkIn',
      status: 'join',
      action: 'checkIn',
      bonus: 100,
      streak: 1,
    });
    const before = await balanceOf(t, who);
    const res = await claim(who, ids.checkIn);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { activity: after, bonus } = claimRewardValueSchema.parse(res.body.value);
    expect(bonus).toMatchObject({ amount: 100, turnoverRequired: 100 });
    expect(after).toMatchObject({ status: 'signed', action: 'none', streak: 1 });
    expect(Date.parse(after.nextAt!)).toBe(nextBrandMidnight(now));
    const again = await claim(who, ids.checkIn);
    expect(again.status).toBe(409);
    expect(failureSchema.parse(again.body).message).toBe('already_checked_in');

    await travel(dayMs, who);
    expect(await activity(who, ids.checkIn)).toMatchObject({ status: 'join', bonus: 200, streak: 2 });
    expect((await claim(who, ids.checkIn)).status).toBe(200);
    await travel(2 * dayMs, who);
    expect(await activity(who, ids.checkIn)).toMatchObject({ status: 'join', bonus: 100, streak: 1 });
    expect(await balanceOf(t, who)).toBe(before + 300);
    await expectBooksSound();
  });

  it('checks in once under 20 parallel requests', async () => {
    const who = await makePlayer(t);
    const replies = await Promise.all(Array.from({ length: 20 }, () => claim(who, ids.checkIn)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await transactionCount(t, 'BONUS')).toBeGreaterThan(0);
    await expectBooksSound();
  });
});

describe('rebate and cashback, settled when their period is over', () => {
  it('shows what the running day has earned, then writes it to claim once the day is over', async () => {
    const who = await makePlayer(t);
    await t.services.wallet.credit(who.account, 500_000, 'test money', randomUUID());
    await travel(nextBrandMidnight(now) + hourMs - now, who);
    await playRound(who, 100_000, 'RNG');
    await playRound(who, 50_000, 'LIVE', 20_000);
    await playRound(who, 40_000, 'LOTT');
    // 0.5 % of 1,000 on reels, 0.3 % of 500 live, nothing on lottery.
    expect(await activity(who, ids.rebate)).toMatchObject({
      kind: 'rebate',
      status: 'process',
      action: 'none',
      bonus: 500 + 150,
      nextAt: new Date(nextBrandMidnight(now)).toISOString(),
    });
    expect((await claim(who, ids.rebate)).body.message).toBe('nothing_to_claim');

    await travel(nextBrandMidnight(now) + 20 * 60_000 - now, who);
    expect(await t.services.rewards.settle()).toBeGreaterThanOrEqual(1);
    expect(await t.services.rewards.settle()).toBe(0);
    const due = await activity(who, ids.rebate);
    expect(due).toMatchObject({ status: 'claim', action: 'claim', bonus: 650 });
    expect(Date.parse(due.claimBy!)).toBe(nextBrandMidnight(now));
    expect(await promoCount(who)).toBeGreaterThanOrEqual(1);
    const before = await balanceOf(t, who);
    expect((await claim(who, ids.rebate)).status).toBe(200);
    expect(await balanceOf(t, who)).toBe(before + 650);
    expect(await activity(who, ids.rebate)).toMatchObject({ status: 'process', bonus: 0 });
    expect((await claim(who, ids.rebate)).body.message).toBe('already_claimed');
    await expectBooksSound();
  });

  it("pays a VIP member at least their level's rebate rate on every game type the rebate pays", async () => {
    const who = await makePlayer(t);
    await t.services.wallet.credit(who.account, 500_000, 'test money', randomUUID());
    // Diamond, the demo's top level: 1.2 %, above the rebate's 0.5 % on reels; lottery still earns nothing.
    await ops('vip', 'set-level', who.account, '5');
    await playRound(who, 100_000, 'RNG');
    await playRound(who, 100_000, 'LOTT');
    expect(await activity(who, ids.rebate)).toMatchObject({ status: 'process', bonus: 1_200 });
    await travel(nextBrandMidnight(now) + 20 * 60_000 - now, who);
    await t.services.rewards.settle();
    expect(await activity(who, ids.rebate)).toMatchObject({ status: 'claim', bonus: 1_200 });
  });

  it("pays 5 % of last week's net loss on reels, from a loss of 500, on the Monday after", async () => {
    const loser = await makePlayer(t);
    const small = await makePlayer(t);
    for (const who of [loser, small]) {
      await t.services.wallet.credit(who.account, 2_000_000, 'test money', randomUUID());
    }
    await relogin(t, loser);
    await playRound(loser, 300_000, 'RNG');
    await playRound(loser, 200_000, 'BGS', 50_000);
    await playRound(loser, 900_000, 'LIVE');
    await playRound(small, 40_000, 'RNG');
    const running = await activity(loser, ids.cashback);
    expect(running).toMatchObject({ kind: 'cashback', status: 'process', bonus: 22_500 });

    // On to the Monday after, a quarter of an hour past the brand's midnight.
    await travel(Date.parse(running.nextAt!) + 20 * 60_000 - now, loser, small);
    await t.services.rewards.settle();
    expect(await activity(loser, ids.cashback)).toMatchObject({ status: 'claim', bonus: 22_500 });
    expect(await activity(small, ids.cashback)).toMatchObject({ status: 'process', bonus: 0 });
    expect((await claim(small, ids.cashback)).body.message).toBe('nothing_to_claim');
    expect((await claim(loser, ids.cashback)).status).toBe(200);
    await expectBooksSound();
  });
});

describe('the operator log', () => {
  it('records every command with who ran it and how it ended', async () => {
    await ops('reward', 'list');
    await expect(ops('reward', 'approve', '999999')).rejects.toThrow();
    const log = await ops('log', '--limit', '5');
    const [refused, listed] = log.split('\n');
    expect(listed).toMatch(/tester {2}done {5}reward list/);
    expect(refused).toMatch(/tester {2}refused {2}reward approve 999999 {2}no application 999999/);
  });
});
