import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPaths, memberInfoSchema } from '@lobby/contract/accounts';
import { failureSchema } from '@lobby/contract/envelope';
import { paymentPaths, withdrawInfoValueSchema } from '@lobby/contract/payments';
import {
  bonusSchema,
  bonusesValueSchema,
  claimRewardValueSchema,
  rewardActivitiesValueSchema,
  rewardPaths,
  type RewardActivity,
} from '@lobby/contract/rewards';
import { checkLedger } from '../src/modules/ledger/ledger';
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
  tolerateTeardownDisconnects,
  transactionCount,
  type Player,
  depositThroughGateway,
} from './payments-helpers';
import { issueToken, playRound as playRoundAs, vendorCall } from './seamless-helpers';
import { seamlessPaths } from '@lobby/contract/seamless';

/*
 * Issue 19's promotions engine (decisions 0238, 0239): deposits qualify, claims pay bonuses through the
 * ledger, settled rounds count toward wagering, a withdrawal waits for it, and a bonus ended early is
 * taken back. The demo seed's two deposit matches are the subjects: the welcome bonus (100 % of a first
 * deposit of at least 100, up to 5,000; 20 × deposit + bonus) and the daily reload (10 % of the day's
 * first deposit of at least 200, up to 1,000; 10 × bonus).
 */

let t: TestApp;
let api: ReturnType<typeof caller>;
let welcomeId: number;
let dailyId: number;

beforeAll(async () => {
  t = await createTestApp();
  tolerateTeardownDisconnects(t);
  api = caller(t);
  const activities = await t.services.rewards.operator.list();
  const match = (scope: string) =>
    activities.find((a) => a.rule.kind === 'depositMatch' && a.rule.scope === scope)!.id;
  welcomeId = match('first');
  dailyId = match('daily');
});
afterAll(() => t.close());

const ops = async (...argv: string[]) => String(await runOpsCommand(t.services, argv));

const deposit = (who: Player, amount: number) => depositThroughGateway(t, who, amount);

async function centre(who: Player) {
  const res = await api.get(`${rewardPaths.activities}?language=EN`, who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return rewardActivitiesValueSchema.parse(res.body.value);
}

const activity = async (who: Player, id: number): Promise<RewardActivity> =>
  (await centre(who)).list.find((a) => a.id === id)!;

const claim = (who: Player, activityId: number, requestId = randomUUID()) =>
  api.post(rewardPaths.claim, { activityId, requestId }, who);

async function bonusesOf(who: Player) {
  const res = await api.get(rewardPaths.bonuses, who);
  expect(res.status).toBe(200);
  return bonusesValueSchema.parse(res.body.value);
}

const forfeit = (who: Player, bonusId: number, requestId = randomUUID()) =>
  api.post(rewardPaths.forfeit, { bonusId, requestId }, who);

const promoCount = async (who: Player) =>
  memberInfoSchema.parse((await api.get(accountPaths.memberInfo, who)).body.value).availablePromoCount;

/** A round of `stake` on a game of `gameType`, settled at once with nothing won. */
const playRound = (who: Player, stake: number, gameType = 'RNG') => playRoundAs(t, who, stake, { gameType });

/** A round that pays `payout` for `stake`, settled at once. */
const playWon = (who: Player, stake: number, payout: number) => playRoundAs(t, who, stake, { payout });

/** A round placed now and left open; settling it later pays `payout`. */
async function openRound(who: Player, stake: number) {
  const token = await issueToken(t, who);
  const base = { token, account: who.account, roundId: randomUUID(), currency: 'PHP' };
  const bet = await vendorCall(t, seamlessPaths.bet, { ...base, requestId: randomUUID(), amount: stake });
  expect(bet.body.status).toBe('RS_OK');
  return async (payout: number) => {
    const win = await vendorCall(t, seamlessPaths.win, {
      ...base,
      requestId: randomUUID(),
      amount: payout,
      closeRound: true,
    });
    expect(win.body.status).toBe('RS_OK');
  };
}

async function expectBooksSound() {
  const check = await checkLedger(t.database.db);
  expect(check.wageringMiscounted).toEqual([]);
  expect(await ledgerSound(t)).toBe(true);
}

describe('who may use the reward calls', () => {
  it('asks a visitor to log in and tells a trial account to register a real one', async () => {
    const trial = await makePlayer(t, { type: 4 });
    for (const [who, status, message] of [
      [undefined, 401, 'not_logged_in'],
      [trial, 403, 'in_need_true_account'],
    ] as const) {
      for (const res of [
        await api.get(rewardPaths.activities, who),
        await api.post(rewardPaths.claim, { activityId: welcomeId, requestId: randomUUID() }, who),
        await api.get(rewardPaths.bonuses, who),
        await api.post(rewardPaths.forfeit, { bonusId: 1, requestId: randomUUID() }, who),
      ]) {
        expect(res.status).toBe(status);
        expect(failureSchema.parse(res.body).message).toBe(message);
      }
    }
  });

  it('answers bad input with a 4xx envelope and moves no money', async () => {
    const who = await makePlayer(t);
    const before = await allBalances(t);
    const cases: Array<[string, unknown, number, string | RegExp]> = [
      [rewardPaths.claim, { activityId: 'x', requestId: randomUUID() }, 400, /^activityId:/],
      [rewardPaths.claim, { activityId: welcomeId }, 400, /^requestId:/],
      [rewardPaths.claim, { activityId: welcomeId, requestId: 'no' }, 400, /^requestId:/],
      [rewardPaths.claim, { activityId: 0, requestId: randomUUID() }, 400, /^activityId:/],
      [rewardPaths.claim, { activityId: 999_999, requestId: randomUUID() }, 404, 'activity_not_found'],
      [rewardPaths.claim, { activityId: welcomeId, requestId: randomUUID() }, 400, 'nothing_to_claim'],
      [rewardPaths.forfeit, { bonusId: -1, requestId: randomUUID() }, 400, /^bonusId:/],
      [rewardPaths.forfeit, { bonusId: 999_999, requestId: randomUUID() }, 404, 'bonus_not_found'],
    ];
    for (const [path, body, status, message] of cases) {
      const res = await api.post(path, body, who);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(failureSchema.parse(res.body).message, JSON.stringify(body)).toMatch(message);
    }
    for (const query of ['?pageNo=0', '?pageSize=51', '?state=won', '?pageNo=x']) {
      expect((await api.get(`${rewardPaths.bonuses}${query}`, who)).status, query).toBe(400);
    }
    await expectUnchanged(t, before);
  });
});

describe('a deposit match, from deposit to withdrawal', () => {
  let who: Player;
  const signUp = 1;

  it('offers a new member both deposit matches, to join by depositing', async () => {
    who = await makePlayer(t);
    const { list, claimable } = await centre(who);
    // Only the demo's sign-up bonus waits for a new member (its own tests are further down).
    expect(claimable).toBe(signUp);
    for (const id of [welcomeId, dailyId]) {
      expect(list.find((a) => a.id === id)).toMatchObject({
        kind: 'depositMatch',
        status: 'join',
        action: 'deposit',
        claimBy: null,
        bonus: null,
      });
    }
    const welcome = list.find((a) => a.id === welcomeId)!;
    expect(welcome.title).toBe('Welcome Bonus 100% up to 5,000');
    expect(welcome.terms).toContain('<p>');
    expect(welcome.rule).toMatchObject({ scope: 'first', matchPercent: 100, maxBonus: 500_000 });
    expect(await promoCount(who)).toBe(signUp);
  });

  it('qualifies a credited deposit for both, with what each pays and until when', async () => {
    await deposit(who, 100_000);
    const { list, claimable } = await centre(who);
    expect(claimable).toBe(2 + signUp);
    expect(await promoCount(who)).toBe(2 + signUp);
    const welcome = list.find((a) => a.id === welcomeId)!;
    expect(welcome).toMatchObject({ status: 'claim', action: 'claim', bonus: 100_000 });
    expect(Date.parse(welcome.claimBy!) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(list.find((a) => a.id === dailyId)).toMatchObject({ status: 'claim', bonus: 10_000 });
  });

  it('pays a claim once, from the bonus pool, with its wagering; the same request replays it', async () => {
    const before = await balanceOf(t, who);
    const requestId = randomUUID();
    const res = await claim(who, welcomeId, requestId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { bonus, activity: after } = claimRewardValueSchema.parse(res.body.value);
    expect(bonus).toMatchObject({
      amount: 100_000,
      turnoverRequired: 20 * 200_000,
      turnoverDone: 0,
      state: 'active',
      title: 'Welcome Bonus 100% up to 5,000',
    });
    expect(after).toMatchObject({ status: 'claimed', action: 'none' });
    expect(await balanceOf(t, who)).toBe(before + 100_000);

    const again = await claim(who, welcomeId, requestId);
    expect(claimRewardValueSchema.parse(again.body.value).bonus.id).toBe(bonus.id);
    const other = await claim(who, welcomeId);
    expect(other.status).toBe(409);
    expect(failureSchema.parse(other.body).message).toBe('already_claimed');
    expect(await balanceOf(t, who)).toBe(before + 100_000);
    expect(await promoCount(who)).toBe(1 + signUp);
    await expectBooksSound();
  });

  it('pays 50 parallel claims of one reward once', async () => {
    const before = await balanceOf(t, who);
    const bonusesBefore = await transactionCount(t, 'BONUS');
    const replies = await Promise.all(Array.from({ length: 50 }, () => claim(who, dailyId)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(new Set(replies.filter((r) => r.status !== 200).map((r) => r.body.message))).toEqual(
      new Set(['already_claimed']),
    );
    expect(await balanceOf(t, who)).toBe(before + 10_000);
    expect(await transactionCount(t, 'BONUS')).toBe(bonusesBefore + 1);
    expect(await promoCount(who)).toBe(signUp);
    await expectBooksSound();
  });

  it('holds a withdrawal while wagering is open, and says how much is left', async () => {
    const { turnoverRemaining, list } = await bonusesOf(who);
    expect(turnoverRemaining).toBe(4_000_000 + 100_000);
    expect(list.map((b) => b.state)).toEqual(['active', 'active']);
    const info = withdrawInfoValueSchema.parse((await api.get(paymentPaths.withdrawInfo, who)).body.value);
    expect(info.turnoverRemaining).toBe(4_100_000);
  });

  it('counts settled rounds toward the oldest bonus first, by game type, into the next when met', async () => {
    await fund(t, who, 5_000_000);
    // Live casino counts a tenth: 100,000 staked is 10,000 of wagering.
    await playRound(who, 100_000, 'LIVE');
    let { list, turnoverRemaining } = await bonusesOf(who);
    const [daily, welcome] = list;
    expect(welcome).toMatchObject({ turnoverDone: 10_000, state: 'active' });
    expect(daily).toMatchObject({ turnoverDone: 0 });
    // Lottery counts nothing.
    await playRound(who, 100_000, 'LOTT');
    expect((await bonusesOf(who)).turnoverRemaining).toBe(turnoverRemaining);
    // Slots count in full: the welcome bonus takes what it needs, the daily one the rest.
    await playRound(who, 4_000_000);
    ({ list, turnoverRemaining } = await bonusesOf(who));
    expect(list[1]).toMatchObject({ state: 'completed', turnoverDone: 4_000_000 });
    expect(list[1]!.endedAt).not.toBeNull();
    expect(list[0]).toMatchObject({ state: 'active', turnoverDone: 10_000 });
    expect(turnoverRemaining).toBe(90_000);
    await expectBooksSound();
  });

  it('lets the member forfeit a bonus to withdraw at once: the bonus is taken back', async () => {
    const { list } = await bonusesOf(who);
    const daily = list[0]!;
    const before = await balanceOf(t, who);
    const requestId = randomUUID();
    const res = await forfeit(who, daily.id, requestId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(bonusSchema.parse(res.body.value)).toMatchObject({ state: 'forfeited', reversed: 10_000 });
    expect(await balanceOf(t, who)).toBe(before - 10_000);
    // A repeat answers the same and takes nothing more; the completed one cannot be forfeited.
    expect((await forfeit(who, daily.id, requestId)).body.value).toMatchObject({ state: 'forfeited' });
    expect(await balanceOf(t, who)).toBe(before - 10_000);
    const completed = await forfeit(who, list[1]!.id);
    expect(completed.status).toBe(409);
    expect(completed.body.message).toBe('bonus_not_active');
    expect((await bonusesOf(who)).turnoverRemaining).toBe(0);
    await expectBooksSound();
  });

  it('keeps a member from reading or forfeiting another member’s bonuses', async () => {
    const stranger = await makePlayer(t);
    const own = (await bonusesOf(who)).list;
    expect((await bonusesOf(stranger)).list).toEqual([]);
    const res = await forfeit(stranger, own[0]!.id);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('bonus_not_found');
  });
});

describe('who qualifies', () => {
  it('closes the welcome bonus to a first deposit below its minimum, for good', async () => {
    const who = await makePlayer(t);
    await ops('reward', 'edit', String(welcomeId), '--min-deposit', '500');
    try {
      await deposit(who, 20_000);
      expect(await activity(who, welcomeId)).toMatchObject({ status: 'close', action: 'none' });
      await deposit(who, 60_000);
      expect(await activity(who, welcomeId)).toMatchObject({ status: 'close' });
    } finally {
      await ops('reward', 'edit', String(welcomeId), '--min-deposit', '100');
    }
    // The daily reload took the day's first deposit large enough.
    expect(await activity(who, dailyId)).toMatchObject({ status: 'claim', bonus: 2_000 });
  });

  it('leaves agents out of an activity that does not allow them', async () => {
    const agent = await makePlayer(t, { type: 1 });
    expect(await activity(agent, welcomeId)).toMatchObject({ status: 'close', action: 'none' });
    await deposit(agent, 100_000);
    expect((await claim(agent, welcomeId)).body.message).toBe('activity_closed');
  });

  it('refuses claims while the operator has paused the activity, and takes them again on resume', async () => {
    const who = await makePlayer(t);
    await deposit(who, 30_000);
    expect(await ops('reward', 'pause', String(dailyId))).toMatch(/^paused: /);
    try {
      expect(await activity(who, dailyId)).toMatchObject({ status: 'close' });
      expect((await claim(who, dailyId)).body.message).toBe('activity_closed');
    } finally {
      expect(await ops('reward', 'resume', String(dailyId))).toMatch(/^live: /);
    }
    expect((await claim(who, dailyId)).status).toBe(200);
  });
});

describe('budgets, expiry and the operator', () => {
  it('never overspends a budget, however many claim at once', async () => {
    const promotionId = (await t.services.rewards.operator.report(welcomeId)).activity.promotionId!;
    const created = await ops(
      'reward',
      'create',
      '--promotion',
      String(promotionId),
      '--scope',
      'daily',
      '--percent',
      '100',
      '--max',
      '100',
      '--min-deposit',
      '100',
      '--multiple',
      '1',
      '--budget',
      '250',
    );
    const id = Number(/#(\d+)/.exec(created)![1]);
    try {
      const members = await Promise.all(Array.from({ length: 8 }, () => makePlayer(t)));
      for (const who of members) await deposit(who, 10_000);
      const replies = await Promise.all(members.map((who) => claim(who, id)));
      expect(replies.filter((r) => r.status === 200)).toHaveLength(2);
      expect(new Set(replies.filter((r) => r.status !== 200).map((r) => r.body.message))).toEqual(
        new Set(['budget_exhausted']),
      );
      const report = await ops('reward', 'report', String(id));
      expect(report).toContain('spent 200.00 of 250.00, 2 claims');
      expect(report).toContain('paid 200.00');
      expect(
        await activity(
          members.find((_, i) => replies[i]!.status !== 200)!,
          id,
        ),
      ).toMatchObject({
        status: 'close',
      });
    } finally {
      await ops('reward', 'end', String(id));
    }
    await expectBooksSound();
  });

  it("pays an operator's grant once when the same request arrives twice at once", async () => {
    const who = await makePlayer(t);
    const requestId = randomUUID();
    const grants = await Promise.all(
      Array.from({ length: 8 }, () =>
        ops('reward', 'grant', who.account, '20', '--turnover', '20', '--request-id', requestId),
      ),
    );
    expect(new Set(grants.map((line) => /#(\d+)/.exec(line)![1])).size).toBe(1);
    expect(await balanceOf(t, who)).toBe(2_000);
    await expectBooksSound();
  });

  it('expires a bonus past its time and takes it back', async () => {
    const who = await makePlayer(t);
    const granted = await ops(
      'reward',
      'grant',
      who.account,
      '50',
      '--turnover',
      '500',
      '--days',
      '0',
      '--memo',
      'Goodwill',
    );
    const bonusId = Number(/#(\d+)/.exec(granted)![1]);
    expect(await balanceOf(t, who)).toBe(5_000);
    expect((await bonusesOf(who)).list[0]).toMatchObject({
      title: 'Goodwill',
      amount: 5_000,
      state: 'active',
    });
    expect(await t.services.rewards.expire()).toBeGreaterThanOrEqual(1);
    expect((await bonusesOf(who)).list[0]).toMatchObject({ id: bonusId, state: 'expired', reversed: 5_000 });
    expect(await balanceOf(t, who)).toBe(0);
    await expectBooksSound();
  });

  it('takes back only what is left when the member spent the bonus, and refuses a second cancel', async () => {
    const who = await makePlayer(t);
    const granted = await ops('reward', 'grant', who.account, '50', '--turnover', '100000');
    const bonusId = /#(\d+)/.exec(granted)![1]!;
    await playRound(who, 3_000);
    expect(await ops('reward', 'cancel', bonusId)).toBe(`cancelled: bonus #${bonusId}, taken back 20.00`);
    expect(await balanceOf(t, who)).toBe(0);
    await expect(ops('reward', 'cancel', bonusId)).rejects.toThrow('is cancelled already');
    await expect(ops('reward', 'grant', 'nobody-here', '5')).rejects.toThrow('no member nobody-here');
    await expect(ops('reward', 'create', '--scope', 'weekly', '--promotion', '1')).rejects.toThrow('--scope');
    expect(await ops('reward', 'list')).toContain(`#${welcomeId} `);
    await expectBooksSound();
  });
});

describe('winnings forfeited with the bonus (decision 0280)', () => {
  /** An operator's grant of `major` with wagering that stays open; its bonus id. */
  async function grant(who: Player, major: string, forfeitWinnings: 'yes' | 'no' | undefined) {
    const extra = forfeitWinnings ? ['--forfeit-winnings', forfeitWinnings] : [];
    const line = await ops('reward', 'grant', who.account, major, '--turnover', '100000', ...extra);
    expect(line.includes('forfeits winnings')).toBe(forfeitWinnings === 'yes');
    return Number(/#(\d+)/.exec(line)![1]);
  }

  const bonusOf = async (who: Player, id: number) => (await bonusesOf(who)).list.find((b) => b.id === id)!;

  it('counts the net result of rounds settled while the bonus is open, and none settled after', async () => {
    const who = await makePlayer(t);
    await fund(t, who, 10_000);
    // A round placed before the bonus was paid is not the bonus's, even when it settles after.
    const before = await openRound(who, 1_000);
    const id = await grant(who, '50', 'yes');
    expect(await bonusOf(who, id)).toMatchObject({ winnings: 0, forfeitsWinnings: true });
    await before(9_000);
    await playWon(who, 2_000, 5_000);
    await playRound(who, 1_000);
    await playRound(who, 500, 'LOTT');
    // Every round of the member's counts, won or lost: +3,000, -1,000, -500.
    expect(await bonusOf(who, id)).toMatchObject({ winnings: 1_500, turnoverDone: 3_500 });
    const late = await openRound(who, 1_000);
    // The withdrawal still waits, and says how much wagering is left.
    const info = withdrawInfoValueSchema.parse((await api.get(paymentPaths.withdrawInfo, who)).body.value);
    expect(info.turnoverRemaining).toBe(10_000_000 - 3_500);
    const res = await forfeit(who, id);
    expect(bonusSchema.parse(res.body.value)).toMatchObject({ state: 'forfeited', winnings: 1_500 });
    // Settled after the bonus ended: counted nowhere.
    await late(50_000);
    expect(await bonusOf(who, id)).toMatchObject({ winnings: 1_500, reversed: 5_000 + 1_500 });
    await expectBooksSound();
  });

  it('takes back the bonus and its winnings in one posting when it forfeits them, only the bonus otherwise', async () => {
    const keeps = await makePlayer(t);
    const loses = await makePlayer(t);
    const kept = await grant(keeps, '50', undefined);
    const lost = await grant(loses, '50', 'yes');
    for (const who of [keeps, loses]) await playWon(who, 4_000, 10_000);
    expect(await balanceOf(t, keeps)).toBe(11_000);
    const reversals = await transactionCount(t, 'BONUS_REVERSE');

    const a = bonusSchema.parse((await forfeit(keeps, kept)).body.value);
    expect(a).toMatchObject({
      state: 'forfeited',
      winnings: 6_000,
      forfeitsWinnings: false,
      reversed: 5_000,
    });
    expect(await balanceOf(t, keeps)).toBe(6_000);

    const requestId = randomUUID();
    const b = bonusSchema.parse((await forfeit(loses, lost, requestId)).body.value);
    expect(b).toMatchObject({
      state: 'forfeited',
      winnings: 6_000,
      forfeitsWinnings: true,
      reversed: 11_000,
    });
    expect(await balanceOf(t, loses)).toBe(0);
    expect((await forfeit(loses, lost, requestId)).body.value).toMatchObject({ reversed: 11_000 });
    expect(await transactionCount(t, 'BONUS_REVERSE')).toBe(reversals + 2);
    expect((await bonusesOf(loses)).turnoverRemaining).toBe(0);
    await expectBooksSound();
  });

  it('never takes more than the wallet holds when the member lost', async () => {
    const who = await makePlayer(t);
    const id = await grant(who, '50', 'yes');
    await playWon(who, 5_000, 8_000);
    await playRound(who, 4_000);
    expect(await balanceOf(t, who)).toBe(4_000);
    // Net result -1,000: nothing won, so the bonus alone is owed, and only 4,000 is there to take.
    const res = bonusSchema.parse((await forfeit(who, id)).body.value);
    expect(res).toMatchObject({ winnings: -1_000, reversed: 4_000 });
    expect(await balanceOf(t, who)).toBe(0);
    await expectBooksSound();
  });

  it('forfeits once under 20 parallel requests', async () => {
    const who = await makePlayer(t);
    const id = await grant(who, '50', 'yes');
    await playWon(who, 1_000, 3_500);
    const reversals = await transactionCount(t, 'BONUS_REVERSE');
    const replies = await Promise.all(Array.from({ length: 20 }, () => forfeit(who, id)));
    expect(replies.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
    for (const reply of replies)
      expect(reply.body.value).toMatchObject({ state: 'forfeited', reversed: 7_500 });
    expect(await transactionCount(t, 'BONUS_REVERSE')).toBe(reversals + 1);
    expect(await balanceOf(t, who)).toBe(0);
    await expectBooksSound();
  });

  it('takes the winnings on expiry too, and an activity sets it for the bonuses it pays from then on', async () => {
    const who = await makePlayer(t);
    const granted = await ops(
      'reward',
      'grant',
      who.account,
      '50',
      '--turnover',
      '1000',
      '--days',
      '0',
      '--forfeit-winnings',
      'yes',
    );
    await playWon(who, 1_000, 2_000);
    expect(await t.services.rewards.expire()).toBeGreaterThanOrEqual(1);
    expect(await bonusOf(who, Number(/#(\d+)/.exec(granted)![1]))).toMatchObject({
      state: 'expired',
      reversed: 6_000,
    });
    expect(await balanceOf(t, who)).toBe(0);
    await expect(ops('reward', 'grant', who.account, '5', '--forfeit-winnings', 'maybe')).rejects.toThrow(
      '--forfeit-winnings is yes or no',
    );

    const promotionId = (await t.services.rewards.operator.report(welcomeId)).activity.promotionId!;
    const created = await ops(
      'reward',
      'create',
      '--promotion',
      String(promotionId),
      '--kind',
      'registration',
      '--amount',
      '30',
      '--multiple',
      '100',
      '--forfeit-winnings',
      'yes',
    );
    expect(created).toContain('forfeits winnings');
    const activityId = Number(/#(\d+)/.exec(created)![1]);
    try {
      const member = await makePlayer(t);
      const paid = claimRewardValueSchema.parse((await claim(member, activityId)).body.value).bonus;
      expect(paid).toMatchObject({ amount: 3_000, forfeitsWinnings: true, winnings: 0 });
      expect(await ops('reward', 'edit', String(activityId), '--forfeit-winnings', 'no')).not.toContain(
        'forfeits winnings',
      );
      const next = await makePlayer(t);
      const later = claimRewardValueSchema.parse((await claim(next, activityId)).body.value).bonus;
      expect(later.forfeitsWinnings).toBe(false);
      // The bonus paid before the change keeps the terms it was paid with.
      expect(await bonusOf(member, paid.id)).toMatchObject({ forfeitsWinnings: true });
    } finally {
      await ops('reward', 'end', String(activityId));
    }
    await expectBooksSound();
  });
});
