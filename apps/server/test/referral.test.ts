import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPaths } from '@lobby/contract/accounts';
import { failureSchema } from '@lobby/contract/envelope';
import {
  claimReferralRewardValueSchema,
  referralCenterValueSchema,
  referralPaths,
} from '@lobby/contract/referral';
import { isFlagEnabled, permissionValueSchema, systemPaths } from '@lobby/contract/system';
import { members, referralMonths } from '../src/db/schema';
import { insertMember } from '../src/modules/accounts/members.repository';
import { checkLedger } from '../src/modules/ledger/ledger';
import { maskAccount, monthOf } from '../src/modules/referral/referral.service';
import { runOpsCommand } from '../src/ops/commands';
import { send, solvedChallenge } from './account-helpers';
import { createTestApp, type TestApp } from './helper';
import {
  allBalances,
  balanceOf,
  caller,
  expectUnchanged,
  fund,
  ledgerSound,
  makePlayer,
  relogin,
  tolerateTeardownDisconnects,
  transactionCount,
  type Player,
  depositThroughGateway,
} from './payments-helpers';
import { playRound as playRoundAs } from './seamless-helpers';

/*
 * Invite friends (issue 19; decision 0246). The demo rule is the subject: a friend who registers with
 * a member's code, deposits 300 (30,000 minor) and wagers 1,000 (100,000) within 14 days earns both
 * 188 (18,800) with 5 × the reward in wagering, for up to 20 friends a month.
 */

let t: TestApp;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  tolerateTeardownDisconnects(t);
  api = caller(t);
  // Registrations here come from one address; the second factor has its own tests.
  const accounts = await t.services.settings.get('accounts');
  await t.services.settings.set('accounts', { ...accounts, secondFactor: 'off' });
});
afterAll(() => t.close());

const ops = async (...argv: string[]) => String(await runOpsCommand(t.services, argv));

async function codeOf(who: Player) {
  const [row] = await t.database.db.select().from(members).where(eq(members.id, who.id));
  return row!.referralCode;
}

/** A friend registering through the site's form with the member's code, logged in. */
async function registerWith(referralCode: string): Promise<Player> {
  const username = `fr${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  const res = await send(
    t,
    'PUT',
    accountPaths.register,
    {
      login: true,
      altcha: await solvedChallenge(t.app),
      data: { registerMethod: 'WEB' },
      username,
      password: 'Secret2026',
      confirmPassword: 'Secret2026',
      referralCode,
    },
    { seal: true },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [row] = await t.database.db.select().from(members).where(eq(members.account, username));
  return { id: row!.id, account: username, token: res.body.value.token as string, password: 'Secret2026' };
}

/** A friend inserted directly (quicker than the form; the database's trigger is the same). */
async function insertFriend(referrer: Player, type = 0): Promise<Player> {
  const account = `fi${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  const row = await insertMember(t.database.db, {
    account,
    type,
    referralCode: account.toUpperCase(),
    currency: 'PHP',
    referredBy: referrer.id,
  });
  const player = { id: row!.id, account, token: '', password: '' };
  await relogin(t, player);
  return player;
}

const deposit = (who: Player, amount: number) => depositThroughGateway(t, who, amount);
const playRound = (who: Player, stake: number, settle = true) => playRoundAs(t, who, stake, { settle });

/** Deposits and plays enough to qualify under the demo rule. */
async function qualify(friend: Player) {
  await deposit(friend, 30_000);
  await playRound(friend, 30_000);
  await fund(t, friend, 70_000);
  await playRound(friend, 70_000);
}

async function referralOf(who: Player) {
  const res = await api.get(referralPaths.center, who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return referralCenterValueSchema.parse(res.body.value);
}

const claim = (who: Player, body: { kind: string; friendId?: number }, requestId = randomUUID()) =>
  api.post(referralPaths.claim, { ...body, requestId }, who);

async function expectBooksSound() {
  const check = await checkLedger(t.database.db);
  expect(check.wageringMiscounted).toEqual([]);
  expect(await ledgerSound(t)).toBe(true);
}

describe('who may use the referral calls', () => {
  it('asks a visitor to log in and tells a trial account to register a real one', async () => {
    const trial = await makePlayer(t, { type: 4 });
    for (const [who, status, message] of [
      [undefined, 401, 'not_logged_in'],
      [trial, 403, 'in_need_true_account'],
    ] as const) {
      for (const res of [
        await api.get(referralPaths.center, who),
        await api.post(referralPaths.center, {}, who),
        await claim(who as Player, { kind: 'friend' }),
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
      [{ kind: 'agent', requestId: randomUUID() }, 400, /^kind:/],
      [{ kind: 'friend' }, 400, /^requestId:/],
      [{ kind: 'friend', requestId: 'no' }, 400, /^requestId:/],
      [{ kind: 'referrer', friendId: 0, requestId: randomUUID() }, 400, /^friendId:/],
      [{ kind: 'referrer', friendId: 'x', requestId: randomUUID() }, 400, /^friendId:/],
      [{ kind: 'referrer', friendId: 2 ** 40, requestId: randomUUID() }, 400, /^friendId:/],
      [{ kind: 'referrer', requestId: randomUUID() }, 400, 'nothing_to_claim'],
      [{ kind: 'referrer', friendId: 99_999_999, requestId: randomUUID() }, 400, 'nothing_to_claim'],
      [{ kind: 'friend', requestId: randomUUID() }, 400, 'nothing_to_claim'],
    ];
    for (const [body, status, message] of cases) {
      const res = await api.post(referralPaths.claim, body, who);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(failureSchema.parse(res.body).message, JSON.stringify(body)).toMatch(message);
    }
    await expectUnchanged(t, before);
  });
});

describe('a friend invited with the link', () => {
  let referrer: Player;
  let friend: Player;

  it('shows a member their code and the rule, with no friends yet', async () => {
    referrer = await makePlayer(t);
    expect(await referralOf(referrer)).toEqual({
      enabled: true,
      rule: {
        minDeposit: 30_000,
        minWagering: 100_000,
        days: 14,
        referrerReward: 18_800,
        friendReward: 18_800,
        wageringMultiple: 5,
        monthlyCap: 20,
      },
      code: await codeOf(referrer),
      friends: 0,
      qualified: 0,
      earned: 0,
      rewardedThisMonth: 0,
      list: [],
      pageNo: 1,
      pageSize: 20,
      totalPages: 0,
      invited: null,
      claimable: 0,
    });
  });

  it('lists a friend who registers with the code as registered, with 14 days to qualify', async () => {
    friend = await registerWith(await codeOf(referrer));
    const mine = await referralOf(referrer);
    expect(mine).toMatchObject({ friends: 1, qualified: 0, claimable: 0 });
    expect(mine.list).toEqual([
      {
        id: friend.id,
        account: maskAccount(friend.account),
        registeredAt: expect.any(String) as string,
        qualifyBy: expect.any(String) as string,
        deposited: 0,
        wagered: 0,
        state: 'registered',
        reward: 0,
        claimed: false,
      },
    ]);
    const days = (Date.parse(mine.list[0]!.qualifyBy) - Date.parse(mine.list[0]!.registeredAt)) / 86_400_000;
    expect(days).toBe(14);
    expect((await referralOf(friend)).invited).toMatchObject({
      referrer: maskAccount(referrer.account),
      state: 'registered',
    });
    // The account is masked for the member: its first two and last letters.
    expect(mine.list[0]!.account).toMatch(/^fr\*\*\*.$/);
  });

  it('counts credited deposits and settled stakes, and qualifies the friend once both are met', async () => {
    await deposit(friend, 20_000);
    expect((await referralOf(referrer)).list[0]).toMatchObject({ deposited: 20_000, state: 'registered' });
    await deposit(friend, 10_000);
    expect((await referralOf(referrer)).list[0]).toMatchObject({ deposited: 30_000, state: 'deposited' });
    await fund(t, friend, 200_000);
    await playRound(friend, 60_000);
    await playRound(friend, 50_000, false);
    expect((await referralOf(referrer)).list[0]).toMatchObject({ wagered: 60_000, state: 'deposited' });
    await playRound(friend, 40_000);
    const mine = await referralOf(referrer);
    expect(mine).toMatchObject({ qualified: 1, claimable: 1, rewardedThisMonth: 1, earned: 0 });
    expect(mine.list[0]).toMatchObject({
      wagered: 100_000,
      state: 'qualified',
      reward: 18_800,
      claimed: false,
    });
    // What the friend does after qualifying no longer moves the row.
    await playRound(friend, 10_000);
    expect((await referralOf(referrer)).list[0]!.wagered).toBe(100_000);
    const own = await referralOf(friend);
    expect(own).toMatchObject({ claimable: 1, friends: 0 });
    expect(own.invited).toMatchObject({ state: 'qualified', reward: 18_800, claimed: false });
  });

  it("pays 50 parallel claims of the friend's reward once, with its wagering; the same request replays", async () => {
    const before = await balanceOf(t, referrer);
    const bonusesBefore = await transactionCount(t, 'BONUS');
    const shared = randomUUID();
    const ids = Array.from({ length: 50 }, (_, i) => (i < 5 ? shared : randomUUID()));
    const replies = await Promise.all(
      ids.map((id) => claim(referrer, { kind: 'referrer', friendId: friend.id }, id)),
    );
    const paid = replies.filter((r) => r.status === 200);
    const bonusIds = new Set(paid.map((r) => claimReferralRewardValueSchema.parse(r.body.value).bonus.id));
    expect(bonusIds.size).toBe(1);
    expect(new Set(replies.filter((r) => r.status !== 200).map((r) => r.body.message))).toEqual(
      new Set(['already_claimed']),
    );
    expect(await balanceOf(t, referrer)).toBe(before + 18_800);
    expect(await transactionCount(t, 'BONUS')).toBe(bonusesBefore + 1);
    const { bonus, referral } = claimReferralRewardValueSchema.parse(paid[0]!.body.value);
    expect(bonus).toMatchObject({ amount: 18_800, turnoverRequired: 94_000, state: 'active' });
    expect(referral).toMatchObject({ earned: 18_800, claimable: 0 });
    expect(referral.list[0]).toMatchObject({ claimed: true });
    const winner = ids[replies.findIndex((r) => r.status === 200)]!;
    const again = await claim(referrer, { kind: 'referrer', friendId: friend.id }, winner);
    expect(claimReferralRewardValueSchema.parse(again.body.value).bonus.id).toBe(bonus.id);
    const reused = await claim(referrer, { kind: 'friend' }, winner);
    expect(reused.status).toBe(409);
    expect(failureSchema.parse(reused.body).message).toBe('idempotency_key_reused');
    expect(await balanceOf(t, referrer)).toBe(before + 18_800);
    await expectBooksSound();
  });

  it('pays the friend their own reward once', async () => {
    const before = await balanceOf(t, friend);
    const replies = await Promise.all(Array.from({ length: 20 }, () => claim(friend, { kind: 'friend' })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await balanceOf(t, friend)).toBe(before + 18_800);
    const own = await referralOf(friend);
    expect(own).toMatchObject({ claimable: 0, invited: { claimed: true } });
    // The friend's own reward is not the member's earnings.
    expect((await referralOf(referrer)).earned).toBe(18_800);
    await expectBooksSound();
  });

  it("shows a member only their own friends and pays no one for another member's friend", async () => {
    const other = await makePlayer(t);
    expect(await referralOf(other)).toMatchObject({ friends: 0, list: [], invited: null });
    const res = await claim(other, { kind: 'referrer', friendId: friend.id });
    expect(res.status).toBe(400);
    expect(failureSchema.parse(res.body).message).toBe('nothing_to_claim');
    // Nor can the friend claim the member's side.
    expect((await claim(friend, { kind: 'referrer', friendId: friend.id })).status).toBe(400);
  });
});

describe('limits', () => {
  it('rewards no friend past the monthly cap: they are capped', async () => {
    const referrer = await makePlayer(t);
    await ops('referral', 'set', '--cap', '1');
    try {
      const [first, second] = [await insertFriend(referrer), await insertFriend(referrer)];
      await qualify(first);
      await qualify(second);
      const mine = await referralOf(referrer);
      expect(mine).toMatchObject({ friends: 2, qualified: 1, rewardedThisMonth: 1, claimable: 1 });
      // The database's counter and the page name the same month: the brand's (GMT+8), not UTC's.
      const counted = await t.database.db
        .select()
        .from(referralMonths)
        .where(eq(referralMonths.referrerId, referrer.id));
      expect(counted).toMatchObject([{ month: monthOf(Date.now(), 480), rewarded: 1 }]);
      expect(Object.fromEntries(mine.list.map((f) => [f.id, [f.state, f.reward]]))).toEqual({
        [first.id]: ['qualified', 18_800],
        [second.id]: ['capped', 0],
      });
      const res = await claim(referrer, { kind: 'referrer', friendId: second.id });
      expect(failureSchema.parse(res.body).message).toBe('nothing_to_claim');
      expect((await claim(second, { kind: 'friend' })).status).toBe(400);
    } finally {
      await ops('referral', 'set', '--cap', '20');
    }
  });

  it('pages the friends, 20 a page and newest first, with the count kept', async () => {
    const referrer = await makePlayer(t);
    const accounts: string[] = [];
    for (let i = 0; i < 23; i++) {
      const account = `pg${randomUUID().replace(/-/g, '').slice(0, 10)}`;
      await insertMember(t.database.db, {
        account,
        type: 0,
        referralCode: account.toUpperCase(),
        currency: 'PHP',
        referredBy: referrer.id,
      });
      accounts.push(account);
    }
    const first = await referralOf(referrer);
    expect(first).toMatchObject({ friends: 23, pageNo: 1, pageSize: 20, totalPages: 2 });
    expect(first.list).toHaveLength(20);
    const second = referralCenterValueSchema.parse(
      (await api.get(`${referralPaths.center}?pageNo=2`, referrer)).body.value,
    );
    expect(second).toMatchObject({ pageNo: 2, totalPages: 2 });
    // Every friend once across the pages, the newest (last inserted) first.
    const ids = [...first.list, ...second.list].map((f) => f.id);
    expect(new Set(ids).size).toBe(23);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const beyond = referralCenterValueSchema.parse(
      (await api.get(`${referralPaths.center}?pageNo=9`, referrer)).body.value,
    );
    expect(beyond).toMatchObject({ list: [], friends: 23, pageNo: 9 });
    for (const query of ['?pageNo=0', '?pageNo=x', '?pageNo=1.5', '?pageNo=100001']) {
      const res = await api.get(`${referralPaths.center}${query}`, referrer);
      expect(res.status, query).toBe(400);
      expect(failureSchema.parse(res.body).message, query).toMatch(/^pageNo:/);
    }
  });

  it("names months by the brand's calendar", () => {
    const lastUtcEvening = Date.parse('2026-11-30T16:30:00Z');
    expect(monthOf(lastUtcEvening, 0)).toBe('2026-11');
    expect(monthOf(lastUtcEvening, 480)).toBe('2026-12');
  });

  it('counts nothing once the days ran out: the friend is expired', async () => {
    const referrer = await makePlayer(t);
    const late = await insertFriend(referrer);
    expect(await ops('referral', 'deadline', late.account, '--days=-1')).toContain('must qualify by');
    await qualify(late);
    const mine = await referralOf(referrer);
    expect(mine.list[0]).toMatchObject({ state: 'expired', deposited: 0, wagered: 0 });
    expect(mine.qualified).toBe(0);
  });

  it('invites no one through an agent, nor an agent through a member', async () => {
    const agent = await makePlayer(t, { type: 1 });
    await insertFriend(agent);
    expect((await referralOf(agent)).friends).toBe(0);
    const member = await makePlayer(t);
    await insertFriend(member, 1);
    expect((await referralOf(member)).friends).toBe(0);
  });
});

describe('the operator', () => {
  it('shows and changes the rule and lists a member’s friends', async () => {
    expect(await ops('referral', 'rule')).toBe(
      'on  friend deposits 300.00 and wagers 1,000.00 within 14 days  reward 188.00 to the member, ' +
        '188.00 to the friend  wager 5x  cap 20 a month',
    );
    expect(await ops('referral', 'set', '--days', '0').catch(String)).toContain('--days');
    expect(await ops('referral', 'set', '--reward', 'x').catch(String)).toContain('--reward');
    expect(await ops('referral', 'set').catch(String)).toContain('usage');
    expect(await ops('referral', 'friends', 'nobody-here').catch(String)).toContain('no member');
    const referrer = await makePlayer(t);
    const friend = await insertFriend(referrer);
    expect(await ops('referral', 'friends', referrer.account)).toMatch(
      new RegExp(`1 friends, 0 qualified[\\s\\S]*${friend.account}  registered`),
    );
  });

  it('turns the activity off for the site: no REFERRAL3, and a friend registering then is not counted', async () => {
    const flag = async () => {
      const res = await api.get(systemPaths.permission);
      return isFlagEnabled(permissionValueSchema.parse(res.body.value).info.whitelabel, 'REFERRAL3');
    };
    expect(await flag()).toBe(true);
    expect(await ops('referral', 'off')).toMatch(/^OFF/);
    try {
      expect(await flag()).toBe(false);
      const referrer = await makePlayer(t);
      await insertFriend(referrer);
      expect(await referralOf(referrer)).toMatchObject({ enabled: false, friends: 0 });
    } finally {
      await ops('referral', 'on');
    }
    expect(await flag()).toBe(true);
  });
});
