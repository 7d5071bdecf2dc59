import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betHistoryValueSchema, betPaths, profitValueSchema, type BetRecord } from '@lobby/contract/bets';
import { bgsPaths, diceRollValueSchema, rotateSeedsValueSchema } from '@lobby/contract/bgs';
import { gameLaunchPaths, gameLaunchValueSchema } from '@lobby/contract/game-launch';
import { providerPaths, spinValueSchema } from '@lobby/contract/provider';
import { transactionHistoryValueSchema, walletPaths } from '@lobby/contract/wallet';
import { and, count, eq, gte, lt, sum } from 'drizzle-orm';
import { bets } from '../src/db/schema';
import { betTotals } from '../src/modules/bets/bets.repository';
import { bearer, send } from './account-helpers';
import { createTestApp, type TestApp } from './helper';
import { credit, rid, roundsAndHourlySums } from './seamless-helpers';
import { makeMember, type TestMember } from './wallet-helpers';

/*
 * The betting record (MCSFE_betHistory) and personal loss (MCSFE_personalProfit). Rounds are played
 * through the real path (launch, the provider's API, the seamless wallet) where the data matters, and
 * written straight into `bets` where only times and sums do. The clock is fixed at Tuesday
 * 15 January 2030, 12:00 in the brand's GMT+8.
 */

let t: TestApp;
const now = Date.UTC(2030, 0, 15, 4, 0);
const clock = { now: () => now };

let alice: TestMember;
let bob: TestMember;
let trial: TestMember;

const member = (options: Parameters<typeof makeMember>[2] = {}) =>
  makeMember(t.database.db, t.services, options);

const query = (values: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(values).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)] as [string, string]])),
  );

const history = (values: Record<string, string | number | undefined>, who: TestMember = alice) =>
  send(t, 'GET', `${betPaths.history}?${query(values)}`, undefined, { headers: bearer(who.token) });
const profit = (values: Record<string, string | number | undefined>, who: TestMember = alice) =>
  send(t, 'GET', `${betPaths.profit}?${query(values)}`, undefined, { headers: bearer(who.token) });

async function historyValue(values: Record<string, string | number | undefined>, who: TestMember = alice) {
  const res = await history(values, who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return betHistoryValueSchema.parse(res.body.value);
}

async function profitValue(values: Record<string, string | number | undefined>, who: TestMember = alice) {
  const res = await profit(values, who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return profitValueSchema.parse(res.body.value);
}

/** A launch as the site makes it; answers the provider token in the game's address. */
async function launch(who: TestMember, body: Record<string, string>) {
  const res = await send(t, 'POST', gameLaunchPaths.launchFB, body, { headers: bearer(who.token) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { url } = gameLaunchValueSchema.parse(res.body.value);
  return new URL(url, 'http://site.example').searchParams.get('token')!;
}

type Row = Partial<typeof bets.$inferInsert> & { placedAt: Date };

let serial = 0;
/** A round written straight into the table (placing times the clock cannot reach through a game). */
async function insertRound(who: TestMember, row: Row) {
  serial += 1;
  await t.database.db.insert(bets).values({
    memberId: who.id,
    vendorCode: 'JL',
    gameCode: 'test-game',
    gameType: 'RNG',
    roundId: `T-${who.id}-${serial}`,
    currency: 'PHP',
    stake: 100,
    payout: 0,
    status: 'SETTLED',
    settledAt: row.placedAt,
    ...row,
  });
}

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp({ clock });
  alice = await member({ prefix: 'bta' });
  bob = await member({ prefix: 'btb' });
  trial = await member({ type: 4, prefix: 'btt' });
});
afterAll(() => t?.close());

describe('who may read', () => {
  it('refuses visitors (401) and trial accounts (403), on both calls', async () => {
    for (const path of [betPaths.history, betPaths.profit]) {
      const visitor = await send(t, 'GET', path, undefined);
      expect(visitor.status).toBe(401);
      const refused = await send(t, 'GET', path, undefined, { headers: bearer(trial.token) });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('in_need_true_account');
    }
  });

  it('answers an empty record with zero totals and the filter choices', async () => {
    const value = await historyValue({});
    expect(value).toMatchObject({
      list: [],
      total: 0,
      totalPages: 0,
      pageNo: 1,
      pageSize: 20,
      totals: { count: 0, stake: 0, payout: 0, winLoss: 0 },
    });
    expect(value.gameTypes).toContain('RNG');
    expect(value.gameTypes).not.toContain('HOT');
    expect(value.vendors.find((v) => v.code === 'PG')).toMatchObject({ name: 'PG Soft' });
    expect(value.vendors.find((v) => v.code === 'PG')!.gameTypes).toEqual(
      expect.arrayContaining(['RNG', 'FISH']),
    );
  });
});

describe('rounds played through the providers', () => {
  let player: TestMember;
  let dice: { roundId: string; stake: number; payout: number };
  let spin: { roundId: string; bet: number; payout: number; serverSeed: string; serverSeedHash: string };
  let diceToken: string;

  beforeAll(async () => {
    player = await member({ prefix: 'btp' });
    await credit(t, player, 100_000);
    diceToken = await launch(player, { vassalage: 'BGS', gameCode: 'dice' });
    const rolled = await send(t, 'POST', bgsPaths.diceRoll, {
      token: diceToken,
      requestId: rid(),
      stake: 500,
      direction: 'under',
      target: 5000,
    });
    expect(rolled.status, JSON.stringify(rolled.body)).toBe(200);
    dice = diceRollValueSchema.parse(rolled.body.value);

    const pgToken = await launch(player, { vassalage: 'PG', gameType: 'RNG' });
    const spun = await send(t, 'POST', providerPaths.spin, { token: pgToken, requestId: rid(), bet: 200 });
    expect(spun.status, JSON.stringify(spun.body)).toBe(200);
    const value = spinValueSchema.parse(spun.body.value);
    spin = { ...value, ...value.fairness };
  });

  it('lists each round with its game, vendor, type, exact money, status and times', async () => {
    const value = await historyValue({}, player);
    expect(value.total).toBe(2);
    const [pg, bgs] = value.list as [BetRecord, BetRecord];
    expect(pg).toMatchObject({
      roundId: spin.roundId,
      vendorCode: 'PG',
      vendorName: 'PG Soft',
      gameType: 'RNG',
      stake: 200,
      payout: spin.payout,
      winLoss: spin.payout - 200,
      status: 'SETTLED',
      placedAt: new Date(now).toISOString(),
      settledAt: new Date(now).toISOString(),
    });
    expect(pg.gameName).not.toBe(pg.gameCode);
    expect(bgs).toMatchObject({
      roundId: dice.roundId,
      vendorCode: 'BGS',
      vendorName: 'BGS Originals',
      gameCode: 'dice',
      gameName: 'Dice',
      gameType: 'BGS',
      stake: 500,
      payout: dice.payout,
      winLoss: dice.payout - 500,
      status: 'SETTLED',
    });
    expect(value.totals).toEqual({
      count: 2,
      stake: 700,
      payout: dice.payout + spin.payout,
      winLoss: dice.payout + spin.payout - 700,
    });
  });

  it('names games in the requested language', async () => {
    const value = await historyValue({ language: 'PT', vendor: 'BGS' }, player);
    expect(value.list[0]!.gameName).toBe('Dados');
    // A language the catalogue lacks falls back to English.
    expect((await historyValue({ language: 'KO', vendor: 'BGS' }, player)).list[0]!.gameName).toBe('Dice');
  });

  it("names each game movement of the account record by its game and round, in the reader's language", async () => {
    const res = await send(
      t,
      'GET',
      `${walletPaths.transactionHistory}?${query({ language: 'PT' })}`,
      undefined,
      { headers: bearer(player.token) },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { list } = transactionHistoryValueSchema.parse(res.body.value);
    const diceBet = list.find((r) => r.type === 'BET' && r.round?.vendorCode === 'BGS');
    expect(diceBet?.round).toEqual({
      roundId: dice.roundId,
      vendorCode: 'BGS',
      gameCode: 'dice',
      gameName: 'Dados',
    });
    const pgBet = list.find((r) => r.type === 'BET' && r.round?.vendorCode === 'PG');
    expect(pgBet?.round?.roundId).toBe(spin.roundId);
    expect(pgBet?.round?.gameName).not.toBe(pgBet?.round?.gameCode);
    // Money that is not a game's (the credit that funded the player) has no round.
    expect(
      list.filter((r) => !['BET', 'WIN', 'BET_REFUND'].includes(r.type)).every((r) => r.round === null),
    ).toBe(true);
    // Without a language the names are English.
    const english = transactionHistoryValueSchema.parse(
      (await send(t, 'GET', walletPaths.transactionHistory, undefined, { headers: bearer(player.token) }))
        .body.value,
    );
    expect(english.list.find((r) => r.round?.roundId === dice.roundId)?.round?.gameName).toBe('Dice');
  });

  it('refuses a malformed language for the account record with 400', async () => {
    for (const language of ['<script>', 'E', 'toolonglanguage']) {
      const res = await send(
        t,
        'GET',
        `${walletPaths.transactionHistory}?${query({ language })}`,
        undefined,
        { headers: bearer(player.token) },
      );
      expect(res.status, language).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });

  it('finds one round by its id, which the account record links to', async () => {
    const one = await historyValue({ round: dice.roundId }, player);
    expect(one.total).toBe(1);
    expect(one.list[0]!.roundId).toBe(dice.roundId);
    expect((await historyValue({ round: 'no-such-round' }, player)).total).toBe(0);
    // Another member's round id finds nothing in this member's record.
    expect((await historyValue({ round: dice.roundId }, alice)).total).toBe(0);
  });

  it('carries the fairness data: the vendor seed revealed, the in-house seed once rotated', async () => {
    const before = await historyValue({}, player);
    const pg = before.list.find((r) => r.vendorCode === 'PG')!;
    expect(pg.fairness).toEqual({
      serverSeedHash: spin.serverSeedHash,
      serverSeed: spin.serverSeed,
      clientSeed: null,
      nonce: null,
      verify: null,
    });
    expect(pg.detail.map((item) => item.key)).toContain('symbols');

    const bgs = before.list.find((r) => r.vendorCode === 'BGS')!;
    expect(bgs.fairness).toMatchObject({
      serverSeed: null,
      nonce: 0,
      verify: { game: 'dice', direction: 'under', target: 5000, mines: null },
    });
    expect(bgs.fairness!.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(bgs.fairness!.clientSeed).toBeTruthy();
    const detail = Object.fromEntries(bgs.detail.map((item) => [item.key, item.value]));
    expect(detail).toMatchObject({ direction: 'under', target: '50.00' });
    expect(detail.roll).toMatch(/^\d{1,2}\.\d{2}$/);
    expect(detail.game).toBeUndefined();

    const rotated = await send(t, 'POST', bgsPaths.rotateSeeds, { token: diceToken });
    expect(rotated.status).toBe(200);
    const { previous } = rotateSeedsValueSchema.parse(rotated.body.value);
    const after = await historyValue({ vendor: 'BGS' }, player);
    expect(after.list[0]!.fairness).toMatchObject({
      serverSeed: previous.serverSeed,
      serverSeedHash: previous.serverSeedHash,
    });
  });

  it('adds the settled rounds up by game type and vendor for today', async () => {
    const value = await profitValue({ period: 'today' }, player);
    expect(value).toMatchObject({ period: 'today', startDate: '2030-01-15', endDate: '2030-01-15' });
    expect(value.categories.map((c) => c.gameType)).toEqual(['BGS', 'RNG']);
    expect(value.categories[1]).toMatchObject({
      stake: 200,
      payout: spin.payout,
      profit: spin.payout - 200,
      rounds: 1,
      vendors: [
        {
          vendorCode: 'PG',
          vendorName: 'PG Soft',
          stake: 200,
          payout: spin.payout,
          profit: spin.payout - 200,
        },
      ],
    });
    expect(value.total).toEqual({
      stake: 700,
      payout: dice.payout + spin.payout,
      profit: dice.payout + spin.payout - 700,
      rounds: 2,
    });
  });
});

describe('filters, paging and isolation', () => {
  beforeAll(async () => {
    // Around the start of 15 January in GMT+8 (16:00 UTC on the 14th), and in other categories.
    await insertRound(alice, { placedAt: at('2030-01-14T15:59:59.999Z'), stake: 1_000, payout: 0 });
    await insertRound(alice, { placedAt: at('2030-01-14T16:00:00.000Z'), stake: 2_000, payout: 5_000 });
    await insertRound(alice, {
      placedAt: at('2030-01-15T01:00:00.000Z'),
      vendorCode: 'JL',
      gameType: 'FISH',
      stake: 300,
      payout: 150,
    });
    await insertRound(alice, {
      placedAt: at('2030-01-15T02:00:00.000Z'),
      vendorCode: 'PG',
      stake: 400,
      payout: 0,
      status: 'OPEN',
      settledAt: null,
    });
    await insertRound(alice, {
      placedAt: at('2030-01-15T03:00:00.000Z'),
      vendorCode: 'TCG',
      gameType: 'LOTT',
      gameCode: 'lott-test',
      stake: 0,
      payout: 0,
      status: 'ROLLED_BACK',
      fairness: { seedHash: 'ab'.repeat(32), numero: '20300115-0001', nodeId: 'x' },
      detail: { lotteryType: 'SSC', numero: '20300115-0001', selection: { position: 1, numbers: [3, 7] } },
    });
    // Bob's round lands between Alice's.
    await insertRound(bob, { placedAt: at('2030-01-15T01:30:00.000Z'), stake: 9_999, payout: 1 });
  });

  it('lists only the caller’s rounds, newest first', async () => {
    const value = await historyValue({});
    expect(value.list.map((r) => r.stake)).toEqual([0, 400, 300, 2_000, 1_000]);
    expect(value.totals).toEqual({ count: 5, stake: 3_700, payout: 5_150, winLoss: 1_450 });
    const bobs = await historyValue({}, bob);
    expect(bobs.list.map((r) => r.stake)).toEqual([9_999]);
    expect(bobs.totals).toEqual({ count: 1, stake: 9_999, payout: 1, winLoss: -9_998 });
    expect((await profitValue({ period: 'today' }, bob)).total.rounds).toBe(1);
  });

  it('cuts days at midnight of the brand time zone, both ends included', async () => {
    const today = await historyValue({ startDate: '2030-01-15', endDate: '2030-01-15' });
    expect(today.list.map((r) => r.stake)).toEqual([0, 400, 300, 2_000]);
    const yesterday = await historyValue({ startDate: '2030-01-14', endDate: '2030-01-14' });
    expect(yesterday.list.map((r) => r.stake)).toEqual([1_000]);
    expect((await historyValue({ endDate: '2030-01-14' })).total).toBe(1);
    expect((await historyValue({ startDate: '2030-01-16' })).total).toBe(0);
  });

  it('filters by game type, vendor and status, together with the days', async () => {
    expect((await historyValue({ gameType: 'FISH' })).list.map((r) => r.stake)).toEqual([300]);
    expect((await historyValue({ vendor: 'PG' })).list.map((r) => r.status)).toEqual(['OPEN']);
    expect((await historyValue({ status: 'ROLLED_BACK' })).list.map((r) => r.gameType)).toEqual(['LOTT']);
    const settledRng = await historyValue({ status: 'SETTLED', gameType: 'RNG', startDate: '2030-01-15' });
    expect(settledRng.list.map((r) => r.stake)).toEqual([2_000]);
    expect(settledRng.totals).toEqual({ count: 1, stake: 2_000, payout: 5_000, winLoss: 3_000 });
    // Empty filters mean all, as the site sends them.
    expect((await historyValue({ gameType: '', vendor: '' })).total).toBe(5);
  });

  it('reads the lottery’s fairness and detail in the common shape', async () => {
    const [lottery] = (await historyValue({ gameType: 'LOTT' })).list;
    expect(lottery!.fairness).toEqual({
      serverSeedHash: 'ab'.repeat(32),
      serverSeed: null,
      clientSeed: null,
      nonce: null,
      verify: null,
    });
    expect(lottery!.detail).toEqual([
      { key: 'lotteryType', value: 'SSC' },
      { key: 'numero', value: '20300115-0001' },
      { key: 'selection', value: 'numbers 3 7, position 1' },
    ]);
    // A game the catalogue does not have is named by its code; a vendor by its name.
    expect(lottery).toMatchObject({ gameName: 'lott-test', vendorName: 'TCG Lottery' });
  });

  it('pages through the rounds, at most 100 a page, by GET or POST', async () => {
    const second = await historyValue({ pageSize: 2, pageNo: 2 });
    expect(second).toMatchObject({ pageNo: 2, pageSize: 2, total: 5, totalPages: 3 });
    expect(second.list.map((r) => r.stake)).toEqual([300, 2_000]);
    // Totals are of every matching round, not of the page.
    expect(second.totals.count).toBe(5);
    const last = await send(
      t,
      'POST',
      betPaths.history,
      { pageSize: 2, pageNo: 3 },
      { headers: bearer(alice.token) },
    );
    expect(last.status).toBe(200);
    expect(betHistoryValueSchema.parse(last.body.value).list.map((r) => r.stake)).toEqual([1_000]);
    expect((await historyValue({ pageSize: 100 })).list).toHaveLength(5);
  });

  it('refuses bad input with 400', async () => {
    for (const values of [
      { pageSize: 101 },
      { pageSize: 0 },
      { pageNo: 0 },
      { pageNo: 'x' },
      { startDate: '2030-1-5' },
      { startDate: '2030-02-30' },
      { startDate: '2030-01-15', endDate: '2030-01-14' },
      { status: 'WON' },
      { gameType: 'rng; drop table bets' },
      { vendor: 'P G' },
      { round: 'a round' },
      { round: 'x'.repeat(101) },
    ]) {
      const res = await history(values);
      expect(res.status, JSON.stringify(values)).toBe(400);
      expect(res.body.success).toBe(false);
    }
    const reversed = await history({ startDate: '2030-01-15', endDate: '2030-01-14' });
    expect(reversed.body.message).toBe('invalid_date_range');
  });
});

describe('personal loss by period', () => {
  let carol: TestMember;
  beforeAll(async () => {
    carol = await member({ prefix: 'btc' });
    const round = (iso: string, row: Partial<Row> = {}) => insertRound(carol, { placedAt: at(iso), ...row });
    // Last month (December 2029), this month before this week, Monday of this week, yesterday, today.
    await round('2029-12-31T15:59:00Z', { stake: 10_000, payout: 0 }); // 31 Dec, 23:59 GMT+8
    await round('2029-12-31T16:00:00Z', { stake: 1, payout: 2 }); // 1 Jan, 00:00 GMT+8
    await round('2030-01-13T16:30:00Z', { stake: 50, payout: 0, gameType: 'LIVE', vendorCode: 'AG' }); // Mon 14 Jan
    await round('2030-01-14T03:00:00Z', { stake: 200, payout: 500, gameType: 'LIVE', vendorCode: 'DG' }); // 14 Jan
    await round('2030-01-15T00:00:00Z', { stake: 300, payout: 0, vendorCode: 'PG' });
    await round('2030-01-15T00:10:00Z', { stake: 100, payout: 250, vendorCode: 'JL' });
    // Neither an open nor a rolled-back round is a profit or a loss.
    await round('2030-01-15T00:20:00Z', { stake: 700, status: 'OPEN', settledAt: null });
    await round('2030-01-15T00:30:00Z', { stake: 0, status: 'ROLLED_BACK' });
  });

  it('groups today by game type, vendors within, with the grand total', async () => {
    const value = await profitValue({ period: 'today' }, carol);
    expect(value.categories).toEqual([
      {
        gameType: 'RNG',
        stake: 400,
        payout: 250,
        profit: -150,
        rounds: 2,
        vendors: [
          { vendorCode: 'JL', vendorName: 'JILI Games', stake: 100, payout: 250, profit: 150, rounds: 1 },
          { vendorCode: 'PG', vendorName: 'PG Soft', stake: 300, payout: 0, profit: -300, rounds: 1 },
        ],
      },
    ]);
    expect(value.total).toEqual({ stake: 400, payout: 250, profit: -150, rounds: 2 });
  });

  it('knows yesterday, this week from Monday, this month and last month', async () => {
    const yesterday = await profitValue({ period: 'yesterday' }, carol);
    expect(yesterday).toMatchObject({ startDate: '2030-01-14', endDate: '2030-01-14' });
    expect(yesterday.total).toEqual({ stake: 250, payout: 500, profit: 250, rounds: 2 });
    expect(yesterday.categories[0]!.vendors.map((v) => v.vendorCode)).toEqual(['AG', 'DG']);

    const week = await profitValue({ period: 'thisWeek' }, carol);
    expect(week).toMatchObject({ startDate: '2030-01-14', endDate: '2030-01-15' });
    // Lobby order: RNG before LIVE.
    expect(week.categories.map((c) => c.gameType)).toEqual(['RNG', 'LIVE']);
    expect(week.total.rounds).toBe(4);

    const month = await profitValue({ period: 'thisMonth' }, carol);
    expect(month).toMatchObject({ startDate: '2030-01-01', endDate: '2030-01-15' });
    expect(month.total).toEqual({ stake: 651, payout: 752, profit: 101, rounds: 5 });

    const last = await profitValue({ period: 'lastMonth' }, carol);
    expect(last).toMatchObject({ startDate: '2029-12-01', endDate: '2029-12-31' });
    expect(last.total).toEqual({ stake: 10_000, payout: 0, profit: -10_000, rounds: 1 });
  });

  it('takes a custom range of days, and refuses one without both ends or reversed', async () => {
    const value = await profitValue(
      { period: 'custom', startDate: '2029-12-31', endDate: '2030-01-01' },
      carol,
    );
    expect(value.total).toEqual({ stake: 10_001, payout: 2, profit: -9_999, rounds: 2 });
    const none = await profitValue(
      { period: 'custom', startDate: '2029-01-01', endDate: '2029-01-31' },
      carol,
    );
    expect(none).toMatchObject({ categories: [], total: { stake: 0, payout: 0, profit: 0, rounds: 0 } });
    for (const values of [
      { period: 'custom' },
      { period: 'custom', startDate: '2030-01-01' },
      { period: 'custom', startDate: '2030-01-02', endDate: '2030-01-01' },
      { period: 'custom', startDate: '2030-02-30', endDate: '2030-03-01' },
    ]) {
      const res = await profit(values, carol);
      expect(res.status, JSON.stringify(values)).toBe(400);
      expect(res.body.message).toBe('invalid_date_range');
    }
    expect((await profit({ period: 'forever' }, carol)).status).toBe(400);
    // POST works like GET; today is the default period.
    const posted = await send(t, 'POST', betPaths.profit, {}, { headers: bearer(carol.token) });
    expect(profitValueSchema.parse(posted.body.value)).toMatchObject({
      period: 'today',
      total: { rounds: 2 },
    });
  });
  it('adds up the rounds themselves for a zone a fraction of an hour from UTC, to the same sums', async () => {
    // GMT+5:30's days start at 18:30 UTC: inside the hourly sums' hours, so the rounds are read.
    const from = at('2030-01-14T18:30:00Z');
    const to = at('2030-01-15T18:30:00Z');
    const [direct] = await t.database.db
      .select({ count: count(), stake: sum(bets.stake), payout: sum(bets.payout) })
      .from(bets)
      .where(and(eq(bets.memberId, carol.id), gte(bets.placedAt, from), lt(bets.placedAt, to)));
    expect(await betTotals(t.database.db, { memberId: carol.id, from, to })).toEqual({
      count: direct!.count,
      stake: Number(direct!.stake),
      payout: Number(direct!.payout),
    });
    expect(direct!.count).toBe(4);
  });
});

describe('the hourly sums of the rounds', () => {
  it('always equal the rounds they sum, after every change the rounds went through', async () => {
    const { rounds, hours } = await roundsAndHourlySums(t);
    expect(rounds.length).toBeGreaterThan(10);
    expect(hours).toEqual(rounds);
  });
});
