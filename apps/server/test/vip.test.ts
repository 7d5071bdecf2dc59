import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPaths, memberInfoSchema } from '@lobby/contract/accounts';
import { failureSchema } from '@lobby/contract/envelope';
import { isFlagEnabled, permissionValueSchema, systemPaths } from '@lobby/contract/system';
import { claimVipBonusValueSchema, vipCenterValueSchema, vipPaths } from '@lobby/contract/vip';
import { checkLedger } from '../src/modules/ledger/ledger';
import { brandWeekOf } from '../src/modules/vip/vip.service';
import { runOpsCommand } from '../src/ops/commands';
import { createTestApp, type TestApp } from './helper';
import {
  allBalances,
  balanceOf,
  caller,
  expectUnchanged,
  fund,
  ledgerSound,
  makePlayer,
  manualClock,
  relogin,
  tolerateTeardownDisconnects,
  transactionCount,
  type Player,
  depositThroughGateway,
} from './payments-helpers';
import { playRound as playRoundAs } from './seamless-helpers';

/*
 * VIP levels (issue 19; decision 0242). The demo ladder is the subject: Bronze needs a deposit of 100
 * (10,000 minor), Silver 5,000 of valid bets and 1,000 of deposits; level-up bonuses 10 and 50, weekly
 * bonuses 5 and 20, each with 3 × its amount in wagering.
 */

// Moved by hand only in the last test: vendors' and the gateway's signed calls carry the real time.
const clock = manualClock();
const week = () => brandWeekOf(clock.now(), 480);
let t: TestApp;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  tolerateTeardownDisconnects(t);
  api = caller(t);
});
afterAll(() => t.close());

const ops = async (...argv: string[]) => String(await runOpsCommand(t.services, argv));

const deposit = (who: Player, amount: number) => depositThroughGateway(t, who, amount);
const playRound = (who: Player, stake: number, settle = true) => playRoundAs(t, who, stake, { settle });

async function vipOf(who: Player, language = 'EN') {
  const res = await api.get(`${vipPaths.center}?language=${language}`, who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return vipCenterValueSchema.parse(res.body.value);
}

const claim = (who: Player, body: { kind: string; rank?: number }, requestId = randomUUID()) =>
  api.post(vipPaths.claim, { ...body, requestId }, who);

async function memberInfo(who: Player, language?: string, header?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${accountPaths.memberInfo}${language ? `?language=${language}` : ''}`,
    headers: { authorization: `Bearer ${who.token}`, ...(header ? { 'accept-language': header } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return memberInfoSchema.parse(res.json<{ value: unknown }>().value);
}

async function expectBooksSound() {
  const check = await checkLedger(t.database.db);
  expect(check.wageringMiscounted).toEqual([]);
  expect(await ledgerSound(t)).toBe(true);
}

describe('who may use the VIP calls', () => {
  it('asks a visitor to log in and tells a trial account to register a real one', async () => {
    const trial = await makePlayer(t, { type: 4 });
    for (const [who, status, message] of [
      [undefined, 401, 'not_logged_in'],
      [trial, 403, 'in_need_true_account'],
    ] as const) {
      for (const res of [
        await api.get(vipPaths.center, who),
        await api.post(vipPaths.center, {}, who),
        await claim(who as Player, { kind: 'weekly' }),
      ]) {
        expect(res.status).toBe(status);
        expect(failureSchema.parse(res.body).message).toBe(message);
      }
    }
  });

  it('answers bad input with a 4xx envelope and moves no money', async () => {
    const who = await makePlayer(t);
    const before = await allBalances(t);
    const cases: Array<[unknown, number, string | RegExp]> = [
      [{ kind: 'daily', requestId: randomUUID() }, 400, /^kind:/],
      [{ kind: 'weekly' }, 400, /^requestId:/],
      [{ kind: 'weekly', requestId: 'no' }, 400, /^requestId:/],
      [{ kind: 'levelUp', rank: 0, requestId: randomUUID() }, 400, /^rank:/],
      [{ kind: 'levelUp', rank: 'x', requestId: randomUUID() }, 400, /^rank:/],
      [{ kind: 'levelUp', requestId: randomUUID() }, 400, 'nothing_to_claim'],
      [{ kind: 'levelUp', rank: 1, requestId: randomUUID() }, 400, 'nothing_to_claim'],
      [{ kind: 'weekly', requestId: randomUUID() }, 400, 'nothing_to_claim'],
    ];
    for (const [body, status, message] of cases) {
      const res = await api.post(vipPaths.claim, body, who);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(failureSchema.parse(res.body).message, JSON.stringify(body)).toMatch(message);
    }
    expect((await api.get(`${vipPaths.center}?language=${'X'.repeat(9)}`, who)).status).toBe(400);
    await expectUnchanged(t, before);
  });
});

describe('levels by cumulative valid bets and deposits', () => {
  let who: Player;

  it('shows a new member the ladder with its benefits, at level 0', async () => {
    who = await makePlayer(t);
    const vip = await vipOf(who);
    expect(vip).toMatchObject({
      enabled: true,
      rank: 0,
      label: '',
      validBets: 0,
      deposits: 0,
      levelUps: [],
      claimable: 0,
    });
    expect(vip.weekly.status).toBe('none');
    expect(vip.levels.map((l) => l.name)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond']);
    expect(vip.levels[1]).toEqual({
      rank: 2,
      name: 'Silver',
      minValidBets: 500_000,
      minDeposits: 100_000,
      levelUpBonus: 5_000,
      weeklyBonus: 2_000,
      rebateBps: 50,
      wageringMultiple: 3,
    });
    expect((await vipOf(who, 'UR')).levels[0]!.name).toBe('کانسی');
    expect(await memberInfo(who)).toMatchObject({
      vip: false,
      vipLabel: '',
      rankLevel: 0,
      vipClaimableCount: 0,
    });
  });

  it('raises the level when a credited deposit meets its thresholds, with its bonuses to claim', async () => {
    await deposit(who, 10_000);
    const vip = await vipOf(who);
    expect(vip).toMatchObject({ rank: 1, label: 'Bronze', deposits: 10_000, validBets: 0, claimable: 2 });
    expect(vip.levelUps).toEqual([
      { rank: 1, name: 'Bronze', bonus: 1_000, reachedAt: expect.any(String) as string },
    ]);
    expect(vip.weekly).toMatchObject({ status: 'claim', bonus: 500, week: week().week });
    expect(vip.weekly.nextWeekAt).toBe(week().nextWeekAt.toISOString());
    // The badge counts the level-up and this week's bonus, as the page does.
    expect(await memberInfo(who)).toMatchObject({
      vip: true,
      vipLabel: 'Bronze',
      rankLevel: 1,
      vipClaimableCount: 2,
    });
    // The label comes in the request's language: its query field or the site's Accept-Language tag.
    expect((await memberInfo(who, 'UR')).vipLabel).toBe('کانسی');
    expect((await memberInfo(who, undefined, 'ja')).vipLabel).toBe('ブロンズ');
    expect((await memberInfo(who, undefined, 'pt-BR,pt;q=0.9')).vipLabel).toBe('Bronze');
  });

  it('counts settled rounds as valid bets, not open ones, and raises the level when both are met', async () => {
    await fund(t, who, 2_000_000);
    await playRound(who, 300_000);
    await playRound(who, 400_000, false);
    expect(await vipOf(who)).toMatchObject({ validBets: 300_000, rank: 1 });
    await playRound(who, 200_000);
    // Bets are enough for Silver; deposits are not yet.
    expect(await vipOf(who)).toMatchObject({ validBets: 500_000, deposits: 10_000, rank: 1 });
    await deposit(who, 90_000);
    const vip = await vipOf(who);
    expect(vip).toMatchObject({ rank: 2, label: 'Silver', deposits: 100_000 });
    expect(vip.levelUps.map((l) => [l.rank, l.bonus])).toEqual([
      [1, 1_000],
      [2, 5_000],
    ]);
    expect(vip.weekly).toMatchObject({ status: 'claim', bonus: 2_000 });
    expect(await t.services.vip.rebateBps(who.id)).toBe(50);
  });

  it('pays 50 parallel claims of a level-up bonus once, with its wagering; the same request replays', async () => {
    const before = await balanceOf(t, who);
    const bonusesBefore = await transactionCount(t, 'BONUS');
    // Five of the fifty share a request id: they pay at most once between them too.
    const shared = randomUUID();
    const ids = Array.from({ length: 50 }, (_, i) => (i < 5 ? shared : randomUUID()));
    const replies = await Promise.all(ids.map((id) => claim(who, { kind: 'levelUp', rank: 2 }, id)));
    const paid = replies.filter((r) => r.status === 200);
    const bonusIds = new Set(paid.map((r) => claimVipBonusValueSchema.parse(r.body.value).bonus.id));
    expect(bonusIds.size).toBe(1);
    expect(new Set(replies.filter((r) => r.status !== 200).map((r) => r.body.message))).toEqual(
      new Set(['already_claimed']),
    );
    expect(await balanceOf(t, who)).toBe(before + 5_000);
    expect(await transactionCount(t, 'BONUS')).toBe(bonusesBefore + 1);
    const { bonus, vip } = claimVipBonusValueSchema.parse(paid[0]!.body.value);
    expect(bonus).toMatchObject({
      amount: 5_000,
      turnoverRequired: 15_000,
      state: 'active',
      title: 'VIP Silver',
    });
    expect(vip.levelUps.map((l) => l.rank)).toEqual([1]);
    expect((await memberInfo(who)).vipClaimableCount).toBe(vip.claimable);
    // The winner's request again answers the same; used for another claim, it is refused.
    const winner = ids[replies.findIndex((r) => r.status === 200)]!;
    const again = await claim(who, { kind: 'levelUp', rank: 2 }, winner);
    expect(claimVipBonusValueSchema.parse(again.body.value).bonus.id).toBe(bonus.id);
    const reused = await claim(who, { kind: 'levelUp', rank: 1 }, winner);
    expect(reused.status).toBe(409);
    expect(failureSchema.parse(reused.body).message).toBe('idempotency_key_reused');
    expect(await balanceOf(t, who)).toBe(before + 5_000);
    await expectBooksSound();
  });

  it("pays this week's bonus once to 50 parallel claims", async () => {
    const before = await balanceOf(t, who);
    const replies = await Promise.all(Array.from({ length: 50 }, () => claim(who, { kind: 'weekly' })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(new Set(replies.filter((r) => r.status !== 200).map((r) => r.body.message))).toEqual(
      new Set(['already_claimed']),
    );
    expect(await balanceOf(t, who)).toBe(before + 2_000);
    expect((await vipOf(who)).weekly).toMatchObject({ status: 'claimed', bonus: 2_000 });
    expect((await memberInfo(who)).vipClaimableCount).toBe((await vipOf(who)).claimable);
    await expectBooksSound();
  });

  it('shows a member only their own level and pays only their own bonuses', async () => {
    const other = await makePlayer(t);
    expect(await vipOf(other)).toMatchObject({ rank: 0, validBets: 0, deposits: 0, levelUps: [] });
    const res = await claim(other, { kind: 'levelUp', rank: 1 });
    expect(res.status).toBe(400);
    expect(failureSchema.parse(res.body).message).toBe('nothing_to_claim');
    expect((await vipOf(who)).levelUps.map((l) => l.rank)).toEqual([1]);
  });

  it('rewards a level once: a member set back by the operator and rising again gets no second bonus', async () => {
    const claimed = await claim(who, { kind: 'levelUp', rank: 1 });
    expect(claimed.status).toBe(200);
    expect(await ops('vip', 'set-level', who.account, '0')).toContain('level 0');
    expect(await vipOf(who)).toMatchObject({ rank: 0, levelUps: [] });
    await deposit(who, 10_000);
    const vip = await vipOf(who);
    expect(vip).toMatchObject({ rank: 2, levelUps: [] });
    const progress = await ops('vip', 'progress', who.account);
    expect(progress).toContain('level 2, valid bets 5,000.00, deposits 1,100.00');
    expect(progress).toMatch(/reached 2 on .*claimed \(bonus #\d+\)/);
    await expectBooksSound();
  });
});

describe('the operator', () => {
  it('lists the ladder, changes a level (members who now meet it rise) and sets a member level', async () => {
    expect(await ops('vip', 'levels')).toMatch(/1 +Bronze +bets 0\.00 +deposits 100\.00 .* 20 languages/);
    const who = await makePlayer(t);
    await deposit(who, 50_000);
    expect((await vipOf(who)).rank).toBe(1);
    // Silver now needs no bets: the member rises without doing anything more.
    expect(await ops('vip', 'level', '2', '--bets', '0', '--deposits', '500')).toContain('changed:');
    expect(await vipOf(who)).toMatchObject({ rank: 2, levelUps: [{ rank: 1 }, { rank: 2 }] });
    expect(await ops('vip', 'level', '2', '--name', 'Argent', '--language', 'FR').catch(String)).toContain(
      '--language',
    );
    expect(await ops('vip', 'level', '2', '--name', 'Perak Baru', '--language', 'MS')).toContain('changed:');
    expect((await vipOf(who, 'MS')).label).toBe('Perak Baru');
    expect(await ops('vip', 'level', '9', '--bets', '1').catch(String)).toContain('needs --name');
    expect(await ops('vip', 'set-level', who.account, '7').catch(String)).toContain('no level 7');
    expect(await ops('vip', 'set-level', 'nobody-here', '1').catch(String)).toContain('no member');
    expect(await ops('vip', 'level', '2', '--bets', '5000', '--deposits', '1000')).toContain('changed:');
  });

  it('turns VIP off for the site when the brand has no levels', async () => {
    const flag = async () => {
      const res = await api.get(systemPaths.permission);
      return isFlagEnabled(permissionValueSchema.parse(res.body.value).info.whitelabel, 'VIP3');
    };
    expect(await flag()).toBe(true);
    for (const rank of ['1', '2', '3', '4', '5']) await ops('vip', 'remove', rank);
    expect(await flag()).toBe(false);
    expect(await ops('vip', 'levels')).toContain('VIP is off');
    const who = await makePlayer(t);
    expect(await vipOf(who)).toMatchObject({ enabled: false, levels: [] });
  });
});

describe('brand weeks', () => {
  it('pay the weekly bonus again once the next brand week starts', async () => {
    const who = await makePlayer(t);
    await t.services.vip.operator.setLevel({ rank: 1, name: { EN: 'Bronze' }, weeklyBonus: 500 });
    await ops('vip', 'set-level', who.account, '1');
    expect((await claim(who, { kind: 'weekly' })).status).toBe(200);
    expect((await claim(who, { kind: 'weekly' })).status).toBe(409);
    const before = await balanceOf(t, who);
    clock.advance(week().nextWeekAt.getTime() - clock.now());
    await relogin(t, who);
    expect((await vipOf(who)).weekly).toMatchObject({ status: 'claim', week: week().week });
    const next = await claim(who, { kind: 'weekly' });
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(await balanceOf(t, who)).toBe(before + 500);
    await expectBooksSound();
  });

  it('start on Monday in the brand time zone', () => {
    // 2026-11-29T16:00Z is Monday 00:00 at GMT+8.
    expect(brandWeekOf(Date.parse('2026-11-29T15:59:59Z'), 480).week).toBe('2026-11-23');
    expect(brandWeekOf(Date.parse('2026-11-29T16:00:00Z'), 480).week).toBe('2026-11-30');
  });
});
