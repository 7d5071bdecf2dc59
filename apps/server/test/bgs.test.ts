import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bgsPaths,
  bgsRoundsValueSchema,
  bgsStateValueSchema,
  diceRollValueSchema,
  minesValueSchema,
  rotateSeedsValueSchema,
  seedsValueSchema,
  slotSpinValueSchema,
  verifyRoundValueSchema,
  verifyValueSchema,
} from '@lobby/contract/bgs';
import { gameLaunchPaths, gameLaunchValueSchema } from '@lobby/contract/game-launch';
import { bets, bgsRounds, bgsSeedPairs } from '../src/db/schema';
import { systemRandom } from '../src/lib/random';
import { checkLedger, ledgerIsSound } from '../src/modules/ledger/ledger';
import { createBgsGames } from '../src/modules/game-provider/bgs/bgs.service';
import { FairStream } from '../src/modules/game-provider/bgs/fair-stream';
import { minePositions, minesMultiplier } from '../src/modules/game-provider/bgs/mines-engine';
import { payoutOf } from '../src/modules/game-provider/bgs/payout';
import { minesOf } from '../src/modules/game-provider/bgs/round-views';
import { verify } from '../src/modules/game-provider/bgs/verify';
import type { ProviderSession } from '../src/modules/game-provider/provider-session';
import { ProviderWalletError, type ProviderWallet } from '../src/modules/game-provider/provider-wallet';
import { bearer, send, type Sent } from './account-helpers';
import { createTestApp, type TestApp } from './helper';
import { balanceOf, credit, rid, roundOf } from './seamless-helpers';
import { makeMember, type TestMember } from './wallet-helpers';

let t: TestApp;

const member = () => makeMember(t.database.db, t.services);
const post = (url: string, body: unknown) => send(t, 'POST', url, body);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Launches a BGS game as the site does; answers the provider token of the launch address. */
async function launch(who: TestMember, gameCode: 'slot' | 'dice' | 'mines') {
  const res = await send(
    t,
    'POST',
    gameLaunchPaths.launchFB,
    { vassalage: 'BGS', gameCode },
    { headers: bearer(who.token) },
  );
  expect(res.status).toBe(200);
  const { url } = gameLaunchValueSchema.parse(res.body.value);
  expect(url).toContain(`/provider/play/BGS/${gameCode}?token=`);
  return new URL(url, 'http://site.example').searchParams.get('token')!;
}

/** A member with money and a launched game. */
async function player(gameCode: 'slot' | 'dice' | 'mines', money = 1_000_000) {
  const who = await member();
  if (money > 0) await credit(t, who, money);
  return { who, token: await launch(who, gameCode) };
}

function failed(res: Sent, status: number, message: string) {
  expect({ status: res.status, message: res.body.message, success: res.body.success }).toEqual({
    status,
    message,
    success: false,
  });
}

async function stateOf(token: string) {
  const res = await post(bgsPaths.state, { token });
  expect(res.status).toBe(200);
  return bgsStateValueSchema.parse(res.body.value);
}

async function activePair(account: string) {
  const rows = await t.database.db.select().from(bgsSeedPairs).where(eq(bgsSeedPairs.account, account));
  return rows.find((row) => row.revealedAt === null)!;
}

async function expectLedgerSound() {
  expect(ledgerIsSound(await checkLedger(t.database.db))).toBe(true);
}

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('sessions and state', () => {
  it('refuses an unknown token, another vendor’s token and a malformed body', async () => {
    failed(await post(bgsPaths.state, { token: 'x'.repeat(43) }), 401, 'game_session_expired');
    const res = await post(bgsPaths.state, {});
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    const who = await member();
    const pg = await send(
      t,
      'POST',
      gameLaunchPaths.launchFB,
      { vassalage: 'PG' },
      { headers: bearer(who.token) },
    );
    const pgToken = new URL(pg.body.value.url, 'http://x').searchParams.get('token')!;
    failed(await post(bgsPaths.state, { token: pgToken }), 404, 'game_not_found');
  });

  it('answers everything the screen needs, the server seed as its hash only', async () => {
    const { who, token } = await player('slot');
    const state = await stateOf(token);
    expect(state).toMatchObject({
      game: 'slot',
      account: who.account,
      currency: 'PHP',
      decimals: 2,
      balance: 1_000_000,
      rtp: 96.0004,
      stake: { min: 20, max: 10_000, default: 200 },
      seeds: { nonce: 0 },
      openRound: null,
    });
    if (state.rules.game !== 'slot') throw new Error('slot rules expected');
    expect(state.rules.reels).toHaveLength(5);
    expect(state.rules.lines).toHaveLength(20);
    const pair = await activePair(who.account);
    expect(state.seeds.serverSeedHash).toBe(sha256(pair.serverSeed));
    expect(JSON.stringify(state)).not.toContain(pair.serverSeed);
    expect(state.seeds.clientSeed).toMatch(/^[0-9a-f]{16}$/);

    const dice = await stateOf((await player('dice')).token);
    expect(dice.rules).toMatchObject({
      game: 'dice',
      outcomes: 10_000,
      minWinChance: 100,
      maxWinChance: 9_800,
    });
    const mines = await stateOf((await player('mines')).token);
    if (mines.rules.game !== 'mines') throw new Error('mines rules expected');
    expect(mines.rules.multipliers[0]![0]).toBe(10_312);
    expect(mines.rules.multipliers[23]).toEqual([247_500]);
  });
});

describe('slot', () => {
  it('settles a spin: stake out, payout in, one bet record with the fairness data', async () => {
    const { who, token } = await player('slot');
    const requestId = rid();
    const res = await post(bgsPaths.slotSpin, { token, requestId, stake: 200 });
    expect(res.status).toBe(200);
    const spin = slotSpinValueSchema.parse(res.body.value);
    expect(spin.lineBet).toBe(10);
    expect(spin.payout).toBe(10 * spin.outcome.lineBetMultiplier);
    expect(spin.balance).toBe(1_000_000 - 200 + spin.payout);
    expect(await balanceOf(t, who)).toBe(spin.balance);
    expect(spin.fairness).toMatchObject({ nonce: 0, serverSeed: null });
    expect(spin.outcome.window).toHaveLength(5);

    const bet = await roundOf(t, spin.roundId, 'BGS');
    expect(bet).toMatchObject({
      memberId: who.id,
      gameCode: 'slot',
      gameType: 'BGS',
      stake: 200,
      payout: spin.payout,
      status: 'SETTLED',
      fairness: {
        serverSeedHash: spin.fairness.serverSeedHash,
        clientSeed: spin.fairness.clientSeed,
        nonce: 0,
      },
    });
    expect(bet!.detail).toMatchObject({ game: 'slot', stops: spin.outcome.stops });

    // The outcome is the one the seeds give.
    const pair = await activePair(who.account);
    const again = verify('slot', {
      serverSeed: pair.serverSeed,
      clientSeed: spin.fairness.clientSeed,
      nonce: 0,
    });
    expect(again.game === 'slot' && again.outcome).toEqual(spin.outcome);

    // A repeat answers the same round and moves nothing; the same id for another stake is refused.
    const repeat = await post(bgsPaths.slotSpin, { token, requestId, stake: 200 });
    expect(repeat.body.value).toMatchObject({
      roundId: spin.roundId,
      payout: spin.payout,
      balance: spin.balance,
    });
    failed(await post(bgsPaths.slotSpin, { token, requestId, stake: 400 }), 409, 'idempotency_key_reused');
    expect((await stateOf(token)).seeds.nonce).toBe(1);
    await expectLedgerSound();
  });

  it('refuses a stake off the levels, a bad amount, another game’s token, and moves nothing', async () => {
    const { who, token } = await player('slot');
    failed(await post(bgsPaths.slotSpin, { token, requestId: rid(), stake: 30 }), 400, 'bet_level_invalid');
    failed(
      await post(bgsPaths.slotSpin, { token, requestId: rid(), stake: 20_000 }),
      400,
      'bet_level_invalid',
    );
    for (const stake of [0, -200, 200.5]) {
      failed(await post(bgsPaths.slotSpin, { token, requestId: rid(), stake }), 400, 'invalid_amount');
    }
    const bad = await post(bgsPaths.slotSpin, { token, requestId: 'short', stake: 200 });
    expect(bad.status).toBe(400);
    const { token: diceToken } = await player('dice');
    failed(
      await post(bgsPaths.slotSpin, { token: diceToken, requestId: rid(), stake: 200 }),
      404,
      'game_not_found',
    );
    expect(await balanceOf(t, who)).toBe(1_000_000);
    expect((await stateOf(token)).seeds.nonce).toBe(0);
  });

  it('refuses a spin the balance cannot pay: nothing moves, no nonce is used, no round is recorded', async () => {
    const { who, token } = await player('slot', 100);
    failed(
      await post(bgsPaths.slotSpin, { token, requestId: rid(), stake: 200 }),
      400,
      'insufficient_balance',
    );
    expect(await balanceOf(t, who)).toBe(100);
    expect((await stateOf(token)).seeds.nonce).toBe(0);
    const rows = await t.database.db.select().from(bets).where(eq(bets.memberId, who.id));
    expect(rows).toEqual([]);
  });

  it('gives parallel spins distinct nonces', async () => {
    const { who, token } = await player('slot');
    const spins = await Promise.all(
      Array.from({ length: 8 }, () => post(bgsPaths.slotSpin, { token, requestId: rid(), stake: 20 })),
    );
    const nonces = spins.map((res) => slotSpinValueSchema.parse(res.body.value).fairness.nonce);
    expect([...nonces].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const paid = spins.reduce((sum, res) => sum + (res.body.value.payout as number), 0);
    expect(await balanceOf(t, who)).toBe(1_000_000 - 8 * 20 + paid);
    await expectLedgerSound();
  });
});

describe('dice', () => {
  it('rolls and pays 0.99 over the chance', async () => {
    const { who, token } = await player('dice');
    const res = await post(bgsPaths.diceRoll, {
      token,
      requestId: rid(),
      stake: 1_000,
      direction: 'under',
      target: 5_000,
    });
    expect(res.status).toBe(200);
    const roll = diceRollValueSchema.parse(res.body.value);
    expect(roll.outcome).toMatchObject({
      direction: 'under',
      target: 5_000,
      multiplier: 19_800,
      winChance: 5_000,
    });
    expect(roll.outcome.won).toBe(roll.outcome.roll < 5_000);
    expect(roll.payout).toBe(roll.outcome.won ? 1_980 : 0);
    expect(await balanceOf(t, who)).toBe(1_000_000 - 1_000 + roll.payout);
    expect(await roundOf(t, roll.roundId, 'BGS')).toMatchObject({
      stake: 1_000,
      payout: roll.payout,
      status: 'SETTLED',
    });
  });

  it('refuses targets outside 1 % to 98 %, stakes out of bounds, and bets that could pass the payout cap', async () => {
    const { who, token } = await player('dice');
    const roll = (body: Record<string, unknown>) =>
      post(bgsPaths.diceRoll, {
        token,
        requestId: rid(),
        stake: 1_000,
        direction: 'under',
        target: 5_000,
        ...body,
      });
    failed(await roll({ target: 99 }), 400, 'dice_target_invalid');
    failed(await roll({ direction: 'over', target: 9_900 }), 400, 'dice_target_invalid');
    failed(await roll({ target: 50.5 }), 400, 'dice_target_invalid');
    failed(await roll({ stake: 5 }), 400, 'amount_below_minimum');
    failed(await roll({ stake: 100_001 }), 400, 'amount_above_maximum');
    failed(await roll({ stake: 100_000, target: 100 }), 400, 'max_payout_exceeded');
    expect((await roll({ direction: 'sideways' })).body.code).toBe('VALIDATION_FAILED');
    expect(await balanceOf(t, who)).toBe(1_000_000);
  });
});

describe('mines', () => {
  /** The mines of the player's open round, read the way a verifier would once the seed is revealed. */
  async function minesOfOpenRound(account: string) {
    const [round] = await t.database.db
      .select()
      .from(bgsRounds)
      .where(and(eq(bgsRounds.account, account), eq(bgsRounds.status, 'open')));
    const pair = await activePair(account);
    const stream = new FairStream({
      serverSeed: pair.serverSeed,
      clientSeed: round!.clientSeed,
      nonce: round!.nonce,
    });
    const mines = minePositions(stream, minesOf(round!));
    return { mines, safe: Array.from({ length: 25 }, (_, i) => i).filter((tile) => !mines.includes(tile)) };
  }

  it('starts, reveals, cashes out; the record holds the stake, payout and fairness', async () => {
    const { who, token } = await player('mines');
    const start = await post(bgsPaths.minesStart, { token, requestId: rid(), stake: 1_000, mines: 3 });
    expect(start.status).toBe(200);
    const opened = minesValueSchema.parse(start.body.value);
    expect(opened.round).toMatchObject({
      status: 'open',
      stake: 1_000,
      mines: 3,
      revealed: [],
      multiplier: 0,
    });
    expect(opened.round.nextMultiplier).toBe(minesMultiplier(3, 1));
    expect(opened.round.mineTiles).toBeNull();
    expect(opened.balance).toBe(999_000);

    failed(await post(bgsPaths.minesCashout, { token }), 400, 'nothing_to_cash_out');
    // One round at a time; after a reload the state shows it; its seed cannot be revealed meanwhile.
    failed(
      await post(bgsPaths.minesStart, { token, requestId: rid(), stake: 1_000, mines: 3 }),
      409,
      'game_round_open',
    );
    expect((await stateOf(token)).openRound).toMatchObject({ roundId: opened.round.roundId, status: 'open' });
    failed(await post(bgsPaths.rotateSeeds, { token }), 409, 'game_round_open');

    const { safe } = await minesOfOpenRound(who.account);
    const first = minesValueSchema.parse(
      (await post(bgsPaths.minesReveal, { token, tile: safe[0] })).body.value,
    );
    expect(first.round).toMatchObject({
      status: 'open',
      revealed: [safe[0]],
      multiplier: minesMultiplier(3, 1),
      nextMultiplier: minesMultiplier(3, 2),
      payout: payoutOf(1_000, minesMultiplier(3, 1)),
      lastTile: { tile: safe[0], mine: false },
      mineTiles: null,
    });
    failed(await post(bgsPaths.minesReveal, { token, tile: safe[0] }), 409, 'tile_already_revealed');
    expect((await post(bgsPaths.minesReveal, { token, tile: 25 })).body.code).toBe('VALIDATION_FAILED');
    await post(bgsPaths.minesReveal, { token, tile: safe[1] });

    const cashed = minesValueSchema.parse((await post(bgsPaths.minesCashout, { token })).body.value);
    const payout = payoutOf(1_000, minesMultiplier(3, 2));
    expect(cashed.round).toMatchObject({ status: 'cashed', payout, revealed: [safe[0], safe[1]] });
    expect(cashed.round.mineTiles).toHaveLength(3);
    expect(cashed.balance).toBe(999_000 + payout);
    expect(await balanceOf(t, who)).toBe(999_000 + payout);
    const bet = await roundOf(t, cashed.round.roundId, 'BGS');
    expect(bet).toMatchObject({ gameCode: 'mines', stake: 1_000, payout, status: 'SETTLED' });
    expect(bet!.fairness).toMatchObject({ nonce: 0, clientSeed: cashed.round.fairness.clientSeed });
    expect(bet!.detail).toMatchObject({ game: 'mines', mines: 3, result: 'cashed' });

    failed(await post(bgsPaths.minesReveal, { token, tile: safe[2] }), 409, 'game_round_not_open');
    failed(await post(bgsPaths.minesCashout, { token }), 409, 'game_round_not_open');
    expect((await stateOf(token)).openRound).toBeNull();
    await expectLedgerSound();
  });

  it('closes the round with a win of 0 on a mine, and shows the mines', async () => {
    const { who, token } = await player('mines');
    await post(bgsPaths.minesStart, { token, requestId: rid(), stake: 500, mines: 5 });
    const { mines, safe } = await minesOfOpenRound(who.account);
    await post(bgsPaths.minesReveal, { token, tile: safe[0] });
    const hit = minesValueSchema.parse(
      (await post(bgsPaths.minesReveal, { token, tile: mines[0] })).body.value,
    );
    expect(hit.round).toMatchObject({
      status: 'busted',
      payout: 0,
      multiplier: 0,
      nextMultiplier: null,
      mineTiles: mines,
      lastTile: { tile: mines[0], mine: true },
    });
    expect(hit.balance).toBe(1_000_000 - 500);
    expect(await roundOf(t, hit.round.roundId, 'BGS')).toMatchObject({
      stake: 500,
      payout: 0,
      status: 'SETTLED',
    });
  });

  it('cashes out by itself on the last safe tile', async () => {
    const { who, token } = await player('mines');
    await post(bgsPaths.minesStart, { token, requestId: rid(), stake: 10, mines: 24 });
    const { safe } = await minesOfOpenRound(who.account);
    const last = minesValueSchema.parse(
      (await post(bgsPaths.minesReveal, { token, tile: safe[0] })).body.value,
    );
    expect(last.round).toMatchObject({ status: 'cashed', payout: 247, multiplier: 247_500 });
    expect(await balanceOf(t, who)).toBe(1_000_000 - 10 + 247);
  });
});

describe('seeds', () => {
  it('validates and sets the client seed, which later rounds use', async () => {
    const { token } = await player('slot');
    for (const clientSeed of ['', 'has space', 'a:b', 'x'.repeat(33), 'émoji']) {
      failed(await post(bgsPaths.clientSeed, { token, clientSeed }), 400, 'client_seed_invalid');
    }
    const set = await post(bgsPaths.clientSeed, { token, clientSeed: 'My-Lucky_Seed.7' });
    expect(seedsValueSchema.parse(set.body.value).seeds).toMatchObject({
      clientSeed: 'My-Lucky_Seed.7',
      nonce: 0,
    });
    const spin = slotSpinValueSchema.parse(
      (await post(bgsPaths.slotSpin, { token, requestId: rid(), stake: 20 })).body.value,
    );
    expect(spin.fairness.clientSeed).toBe('My-Lucky_Seed.7');
  });

  it('rotates: the revealed seed hashes to what was shown, rounds verify, the betting record gets the seed', async () => {
    const { who, token } = await player('dice');
    const shown = (await stateOf(token)).seeds;
    const rolls = [];
    for (let i = 0; i < 3; i++) {
      const res = await post(bgsPaths.diceRoll, {
        token,
        requestId: rid(),
        stake: 100,
        direction: 'over',
        target: 4_999,
      });
      rolls.push(diceRollValueSchema.parse(res.body.value));
    }
    const before = verifyRoundValueSchema.parse(
      (await post(bgsPaths.verifyRound, { roundId: rolls[0]!.roundId })).body.value,
    );
    expect(before).toMatchObject({ revealed: false, matches: null, recomputed: null });

    const rotated = rotateSeedsValueSchema.parse(
      (await post(bgsPaths.rotateSeeds, { token, clientSeed: 'next-seed' })).body.value,
    );
    expect(rotated.previous).toMatchObject({
      serverSeedHash: shown.serverSeedHash,
      clientSeed: shown.clientSeed,
      nonce: 3,
    });
    expect(sha256(rotated.previous.serverSeed)).toBe(shown.serverSeedHash);
    expect(rotated.seeds).toMatchObject({ clientSeed: 'next-seed', nonce: 0 });
    expect(rotated.seeds.serverSeedHash).not.toBe(shown.serverSeedHash);
    expect((await stateOf(token)).seeds).toEqual(rotated.seeds);

    // Every round of the old pair recomputes to what was recorded and paid.
    for (const roll of rolls) {
      const checked = verifyRoundValueSchema.parse(
        (await post(bgsPaths.verifyRound, { roundId: roll.roundId })).body.value,
      );
      expect(checked).toMatchObject({
        revealed: true,
        matches: true,
        recorded: roll.outcome,
        recomputed: roll.outcome,
      });
      expect(checked.fairness.serverSeed).toBe(rotated.previous.serverSeed);
      const bet = await roundOf(t, roll.roundId, 'BGS');
      expect(bet!.fairness).toMatchObject({
        serverSeed: rotated.previous.serverSeed,
        serverSeedHash: shown.serverSeedHash,
      });
    }
    // The public verification, from the seeds alone, by GET as a link would.
    const query = new URLSearchParams({
      game: 'dice',
      serverSeed: rotated.previous.serverSeed,
      clientSeed: shown.clientSeed,
      nonce: '1',
      direction: 'over',
      target: '4999',
    });
    const verified = await send(t, 'GET', `${bgsPaths.verify}?${query}`, undefined);
    expect(verifyValueSchema.parse(verified.body.value)).toEqual({
      game: 'dice',
      serverSeedHash: shown.serverSeedHash,
      roll: rolls[1]!.outcome.roll,
      outcome: rolls[1]!.outcome,
    });

    // The history lists the rounds newest first with their seeds; the new pair's stay hidden.
    await post(bgsPaths.diceRoll, { token, requestId: rid(), stake: 100, direction: 'under', target: 5_000 });
    const history = bgsRoundsValueSchema.parse(
      (await post(bgsPaths.rounds, { token, pageSize: 10 })).body.value,
    );
    expect(history.total).toBe(4);
    expect(history.list[0]!.fairness).toMatchObject({ serverSeed: null, clientSeed: 'next-seed', nonce: 0 });
    expect(history.list.slice(1).map((r) => r.fairness.serverSeed)).toEqual(
      Array(3).fill(rotated.previous.serverSeed),
    );
    expect(history.list.slice(1).map((r) => r.fairness.nonce)).toEqual([2, 1, 0]);
    expect(await balanceOf(t, who)).toBe(
      1_000_000 - 400 + [...rolls, history.list[0]!].reduce((s, r) => s + r.payout, 0),
    );
  });
});

describe('verification', () => {
  const serverSeed = sha256('bgs test vector');

  it('recomputes outcomes from seeds and nonce for each game', async () => {
    const slot = await post(bgsPaths.verify, {
      game: 'slot',
      serverSeed,
      clientSeed: 'lucky-player',
      nonce: 0,
    });
    expect(verifyValueSchema.parse(slot.body.value)).toMatchObject({
      game: 'slot',
      serverSeedHash: sha256(serverSeed),
      outcome: { stops: [27, 24, 28, 17, 26], lineBetMultiplier: 66 },
    });
    const mines = await post(bgsPaths.verify, {
      game: 'mines',
      serverSeed,
      clientSeed: 'lucky-player',
      nonce: 0,
      mines: 5,
    });
    expect(mines.body.value).toMatchObject({ mineTiles: [4, 12, 15, 18, 21] });
    const dice = await post(bgsPaths.verify, {
      game: 'dice',
      serverSeed,
      clientSeed: 'lucky-player',
      nonce: 0,
    });
    expect(dice.body.value).toMatchObject({ roll: 2_540, outcome: null });
  });

  it('refuses what it cannot recompute', async () => {
    const base = { serverSeed, clientSeed: 'lucky-player', nonce: 0 };
    failed(await post(bgsPaths.verify, { ...base, game: 'mines' }), 400, 'mines_count_invalid');
    failed(
      await post(bgsPaths.verify, { ...base, game: 'dice', direction: 'under', target: 50 }),
      400,
      'dice_target_invalid',
    );
    expect((await post(bgsPaths.verify, { ...base, game: 'slot', serverSeed: 'not-hex' })).body.code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await post(bgsPaths.verify, { ...base, game: 'poker' })).body.code).toBe('VALIDATION_FAILED');
    failed(await post(bgsPaths.verifyRound, { roundId: 'slot-unknown' }), 404, 'round_not_found');
  });
});

describe('settlement failures', () => {
  /** The service on a wallet that fails on demand, with a session of its own. */
  function withWallet(
    overrides: Partial<ProviderWallet>,
    account: string,
    gameCode: 'slot' | 'dice' | 'mines',
  ) {
    const calls: string[] = [];
    const session: ProviderSession = {
      token: 't'.repeat(32),
      vendorCode: 'BGS',
      gameCode,
      gameType: 'BGS',
      account,
      currency: 'PHP',
      language: 'EN',
    };
    let balance = 10_000;
    const wallet: ProviderWallet = {
      balance: async () => ({ balance }),
      bet: async (_s, input) => {
        calls.push(`bet ${input.requestId}`);
        balance -= input.amount;
        return { balance };
      },
      win: async (_s, input) => {
        calls.push(`win ${input.requestId}`);
        balance += input.amount;
        return { balance };
      },
      rollback: async (_s, input) => {
        calls.push(`rollback ${input.betRequestId}`);
        return { balance };
      },
      ...overrides,
    };
    let now = Date.now();
    const games = createBgsGames({
      db: t.database.db,
      clock: { now: () => now },
      random: systemRandom,
      sessions: { resolve: async (token) => (token === session.token ? session : null) },
      wallet,
    });
    return { games, calls, token: session.token, account, later: (ms: number) => (now += ms) };
  }

  it('rolls the bet back when the win cannot be paid', async () => {
    const { games, calls, token } = withWallet(
      {
        win: async () => {
          throw new Error('wallet unreachable');
        },
      },
      `fail-win-${rid().slice(0, 8)}`,
      'slot',
    );
    await expect(games.spin({ token, requestId: rid(), stake: 200 })).rejects.toMatchObject({
      message: 'game_round_failed',
    });
    expect(calls).toEqual([
      expect.stringMatching(/^bet .*:bet$/),
      expect.stringMatching(/^rollback .*:bet$/),
    ]);
    const rounds = await games.rounds({ token, pageNo: 1, pageSize: 5 });
    expect(rounds.list[0]).toMatchObject({ status: 'rolled_back', stake: 200 });
  });

  it('marks a refused stake and answers the wallet’s reason', async () => {
    const { games, token } = withWallet(
      {
        bet: async () => {
          throw new ProviderWalletError('INSUFFICIENT_FUNDS', 0);
        },
      },
      `refused-${rid().slice(0, 8)}`,
      'dice',
    );
    await expect(
      games.roll({ token, requestId: rid(), stake: 100, direction: 'under', target: 5_000 }),
    ).rejects.toMatchObject({ message: 'insufficient_balance', status: 400 });
    expect((await games.rounds({ token, pageNo: 1, pageSize: 5 })).total).toBe(0);
  });

  it('answers an expired player token as an ended game session', async () => {
    const { games, token } = withWallet(
      {
        balance: async () => {
          throw new ProviderWalletError('INVALID_TOKEN');
        },
      },
      `expired-${rid().slice(0, 8)}`,
      'slot',
    );
    await expect(games.state(token)).rejects.toMatchObject({ message: 'game_session_expired', status: 401 });
    await expect(games.spin({ token, requestId: rid(), stake: 20 })).rejects.toMatchObject({
      message: 'game_session_expired',
    });
    await expect(games.state('u'.repeat(32))).rejects.toMatchObject({ message: 'game_session_expired' });
  });

  it('pays a mines round whose win failed at the next state call', async () => {
    let failing = true;
    const { games, calls, token, account } = withWallet(
      {
        win: async (_s, input) => {
          calls.push(`win ${input.requestId}`);
          if (failing) throw new Error('wallet unreachable');
          return { balance: 1 };
        },
      },
      `sweep-${rid().slice(0, 8)}`,
      'mines',
    );
    const started = await games.minesStart({ token, requestId: rid(), stake: 100, mines: 24 });
    const pair = await activePair(account);
    const mines = minePositions(
      new FairStream({ serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: 0 }),
      24,
    );
    const safe = Array.from({ length: 25 }, (_, i) => i).find((tile) => !mines.includes(tile))!;
    // The last safe tile cashes out by itself; the win does not get through.
    await expect(games.minesReveal({ token, tile: safe })).rejects.toMatchObject({
      message: 'game_round_failed',
    });
    failing = false;
    await games.state(token);
    const [round] = await t.database.db
      .select()
      .from(bgsRounds)
      .where(eq(bgsRounds.roundId, started.round.roundId));
    expect(round).toMatchObject({ status: 'settled', payout: 2_475 });
    expect(calls.filter((c) => c.startsWith('win'))).toEqual([
      `win ${round!.roundId}:win`,
      `win ${round!.roundId}:win`,
    ]);
  });

  it('keeps paying a slot round left settling, once its request has given up, and never rolls it back for a failed win', async () => {
    let winReachable = false;
    let rollbackReachable = false;
    const { games, calls, token, later } = withWallet(
      {
        win: async (_s, input) => {
          calls.push(`win ${input.requestId}`);
          if (!winReachable) throw new Error('wallet unreachable');
          return { balance: 1 };
        },
        rollback: async (_s, input) => {
          calls.push(`rollback ${input.betRequestId}`);
          if (!rollbackReachable) throw new Error('wallet unreachable');
          return { balance: 1 };
        },
      },
      `settling-${rid().slice(0, 8)}`,
      'slot',
    );
    await expect(games.spin({ token, requestId: rid(), stake: 20 })).rejects.toMatchObject({
      message: 'game_round_failed',
    });
    const listed = async () => (await games.rounds({ token, pageNo: 1, pageSize: 5 })).list[0];
    // The outcome is decided and the stake taken; neither the win nor the rollback got through.
    expect(await listed()).toMatchObject({ status: 'pending' });
    const [row] = await t.database.db
      .select()
      .from(bgsRounds)
      .where(eq(bgsRounds.roundId, (await listed())!.roundId));
    expect(row).toMatchObject({ status: 'settling' });

    rollbackReachable = true;
    calls.length = 0;
    later(31_000);
    // The win still fails: the round waits for it, as the provider's round recovery would.
    await games.state(token);
    expect(calls).toEqual([expect.stringMatching(/^win .*:win$/)]);
    expect(await listed()).toMatchObject({ status: 'pending' });

    winReachable = true;
    await games.state(token);
    expect(await listed()).toMatchObject({ status: 'settled' });
    expect(calls.filter((call) => call.startsWith('rollback'))).toEqual([]);
  });

  it('returns a stake whose round was left pending, once its request has given up', async () => {
    let reachable = false;
    const unreachable = () => {
      if (!reachable) throw new Error('wallet unreachable');
    };
    const { games, calls, token, later } = withWallet(
      {
        bet: async () => {
          throw new Error('wallet unreachable');
        },
        rollback: async (_s, input) => {
          unreachable();
          calls.push(`rollback ${input.betRequestId}`);
          return { balance: 10_000 };
        },
      },
      `pending-${rid().slice(0, 8)}`,
      'slot',
    );
    await expect(games.spin({ token, requestId: rid(), stake: 20 })).rejects.toMatchObject({
      message: 'game_round_failed',
    });
    const listed = async () => (await games.rounds({ token, pageNo: 1, pageSize: 5 })).list[0];
    expect(await listed()).toMatchObject({ status: 'pending' });
    reachable = true;
    // Too early: the request may still be retrying it.
    await games.state(token);
    expect(await listed()).toMatchObject({ status: 'pending' });
    later(60_000);
    await games.state(token);
    expect(await listed()).toMatchObject({ status: 'rolled_back' });
    expect(calls).toEqual([expect.stringMatching(/^rollback /)]);
  });
});
