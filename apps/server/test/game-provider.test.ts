import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameLaunchPaths, gameLaunchValueSchema } from '@lobby/contract/game-launch';
import {
  providerPaths,
  providerStateValueSchema,
  roundsValueSchema,
  spinValueSchema,
  type SlotSymbol,
} from '@lobby/contract/provider';
import { seamlessPaths } from '@lobby/contract/seamless';
import { games, providerRounds } from '../src/db/schema';
import { systemClock } from '../src/lib/clock';
import { checkLedger, ledgerIsSound } from '../src/modules/ledger/ledger';
import { createGameProvider } from '../src/modules/game-provider/create-game-provider';
import {
  drawStops,
  evaluate,
  paytable,
  reelStrip,
  slotRtp,
  spinOutcome,
} from '../src/modules/game-provider/emulator-slot';
import { ProviderWalletError } from '../src/modules/game-provider/provider-wallet';
import type { SeamlessTransport } from '../src/modules/game-provider/seamless-client';
import { bearer, send } from './account-helpers';
import { createTestApp, type TestApp } from './helper';
import { balanceOf, credit, issueToken, rid, roundOf } from './seamless-helpers';
import { makeMember, type TestMember } from './wallet-helpers';

let t: TestApp;
let pgGame: { gameCode: string; nodeId: string };

const member = () => makeMember(t.database.db, t.services);
const post = (url: string, body: unknown, who?: TestMember) =>
  send(t, 'POST', url, body, { headers: who ? bearer(who.token) : {} });

/** Launches a game as the site does and answers the provider token from the launch address. */
async function launch(who: TestMember, body: Record<string, unknown> = { nodeId: pgGame.nodeId }) {
  const res = await post(gameLaunchPaths.launchFB, body, who);
  expect(res.status).toBe(200);
  const value = gameLaunchValueSchema.parse(res.body.value);
  const token = new URL(value.url, 'http://site.example').searchParams.get('token');
  expect(token).toBeTruthy();
  return { token: token!, value };
}

async function expectLedgerSound() {
  expect(ledgerIsSound(await checkLedger(t.database.db))).toBe(true);
}

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.database.db
    .select({ gameCode: games.gameCode, nodeId: games.nodeId })
    .from(games)
    .where(and(eq(games.vendorCode, 'PG'), eq(games.gameType, 'RNG'), eq(games.enabled, true)))
    .orderBy(asc(games.id))
    .limit(1);
  pgGame = row!;
});

afterAll(async () => {
  await t?.close();
});

describe('the emulator slot', () => {
  it('pays back exactly the documented RTP over all 8000 outcomes', () => {
    let returned = 0;
    let hits = 0;
    for (const a of reelStrip)
      for (const b of reelStrip)
        for (const c of reelStrip) {
          const line = evaluate([a, b, c]);
          returned += line?.multiplier ?? 0;
          if (line) hits += 1;
        }
    expect(returned / 8000).toBe(slotRtp);
    expect(hits).toBe(1225);
    expect(reelStrip).toHaveLength(20);
    expect(paytable.every((line) => line.multiplier > 0)).toBe(true);
  });

  it('draws reproducibly from the server seed, every stop about as often', () => {
    expect(drawStops('seed', 'round-1')).toEqual(drawStops('seed', 'round-1'));
    expect(drawStops('seed', 'round-1')).not.toEqual(drawStops('seed', 'round-2'));
    const counts = new Array<number>(20).fill(0);
    for (let i = 0; i < 4000; i++) for (const stop of drawStops('seed', `r${i}`)) counts[stop]! += 1;
    // 12000 draws, 600 expected per stop: far outside ±150 would mean a broken draw.
    for (const count of counts) expect(Math.abs(count - 600)).toBeLessThan(150);
  });
});

describe('a round through the provider', () => {
  it('bets and wins through the seamless wallet: the bets row and the balance agree', async () => {
    const who = await member();
    await credit(t, who, 100_000);
    const { token, value: launched } = await launch(who);
    expect(launched.url).toBe(
      `/provider/play/PG/${encodeURIComponent(pgGame.gameCode)}?token=${encodeURIComponent(token)}`,
    );

    const state = await post(providerPaths.state, { token });
    expect(state.status).toBe(200);
    const info = providerStateValueSchema.parse(state.body.value);
    expect(info).toMatchObject({
      vendorCode: 'PG',
      gameCode: pgGame.gameCode,
      gameType: 'RNG',
      account: who.account,
      currency: 'PHP',
      balance: 100_000,
      rtp: 0.966,
    });
    expect(info.betLevels).toContain(100);

    let balance = 100_000;
    for (let i = 0; i < 30; i++) {
      const res = await post(providerPaths.spin, { token, requestId: rid(), bet: 500 });
      expect(res.status).toBe(200);
      const spin = spinValueSchema.parse(res.body.value);
      const expected = spinOutcome(spin.fairness.serverSeed, spin.roundId);
      expect(spin.symbols).toEqual(expected.symbols);
      expect(spin.payout).toBe(500 * (expected.win?.multiplier ?? 0));
      expect(createHash('sha256').update(spin.fairness.serverSeed).digest('hex')).toBe(
        spin.fairness.serverSeedHash,
      );
      balance += spin.payout - spin.bet;
      expect(spin.balance).toBe(balance);

      const round = await roundOf(t, spin.roundId);
      expect(round).toMatchObject({
        memberId: who.id,
        vendorCode: 'PG',
        gameCode: pgGame.gameCode,
        gameType: 'RNG',
        stake: 500,
        payout: spin.payout,
        status: 'SETTLED',
        fairness: { serverSeed: spin.fairness.serverSeed, serverSeedHash: spin.fairness.serverSeedHash },
      });
      expect((round?.detail as { symbols: SlotSymbol[] }).symbols).toEqual(spin.symbols);
    }
    expect(await balanceOf(t, who)).toBe(balance);

    const rounds = roundsValueSchema.parse((await post(providerPaths.rounds, { token })).body.value).rounds;
    expect(rounds).toHaveLength(20);
    expect(rounds.every((r) => r.status === 'SETTLED')).toBe(true);
    await expectLedgerSound();
  });

  it('answers a repeated spin with the same round and plays it once', async () => {
    const who = await member();
    await credit(t, who, 10_000);
    const { token } = await launch(who);
    const requestId = rid();
    const first = await post(providerPaths.spin, { token, requestId, bet: 1_000 });
    const again = await post(providerPaths.spin, { token, requestId, bet: 1_000 });
    expect(again.body).toEqual(first.body);
    const spin = spinValueSchema.parse(first.body.value);
    expect(await balanceOf(t, who)).toBe(10_000 - 1_000 + spin.payout);
    expect((await post(providerPaths.spin, { token, requestId, bet: 2_000 })).status).toBe(409);
  });

  it('refuses a spin the balance cannot cover, and moves nothing', async () => {
    const who = await member();
    await credit(t, who, 150);
    const { token } = await launch(who);
    const res = await post(providerPaths.spin, { token, requestId: rid(), bet: 200 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('insufficient_balance');
    expect(await balanceOf(t, who)).toBe(150);
  });

  it('refuses bad input with a clear 4xx', async () => {
    const who = await member();
    const { token } = await launch(who);
    const unknown = await post(providerPaths.state, { token: 'z'.repeat(43) });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('game_session_expired');
    const odd = await post(providerPaths.spin, { token, requestId: rid(), bet: 123 });
    expect(odd.status).toBe(400);
    expect(odd.body.message).toBe('invalid_amount');
    for (const body of [{}, { token }, { token, requestId: 'short', bet: 100 }, { token: 1 }]) {
      const res = await post(providerPaths.spin, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await post(providerPaths.rounds, {})).status).toBe(400);
  });

  it('leaves the in-house vendor to its own games', async () => {
    const who = await member();
    const { token } = await launch(who, { vassalage: 'BGS', gameCode: 'slot' });
    const res = await post(providerPaths.state, { token });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('game_not_found');
  });
});

describe('a win that cannot be paid', () => {
  it('rolls the bet back, so the player loses nothing', async () => {
    const who = await member();
    await credit(t, who, 10_000);
    const real: SeamlessTransport = async ({ path, body, headers }) => {
      const reply = await t.app.inject({ method: 'POST', url: path, headers, payload: body });
      return { status: reply.statusCode, body: reply.body };
    };
    const sent: string[] = [];
    const failingWins: SeamlessTransport = async (request) => {
      sent.push(request.path);
      if (request.path === seamlessPaths.win) throw new Error('connection reset');
      return real(request);
    };
    const provider = createGameProvider({
      db: t.database.db,
      clock: systemClock,
      random: { bytes: (size) => Buffer.alloc(size, 7) },
      secrets: t.services.secrets,
      transport: failingWins,
    });
    const playerToken = await issueToken(t, who, { gameCode: pgGame.gameCode });
    const { token } = await provider.launch({
      playerToken,
      vendorCode: 'PG',
      gameCode: pgGame.gameCode,
      gameType: 'RNG',
      account: who.account,
      currency: 'PHP',
      language: 'EN',
    });
    await expect(provider.emulator.spin({ token, requestId: rid(), bet: 1_000 })).rejects.toMatchObject({
      message: 'game_round_failed',
      status: 503,
    });
    // Bet, three attempts at the win, then the rollback.
    expect(sent).toEqual([
      seamlessPaths.bet,
      seamlessPaths.win,
      seamlessPaths.win,
      seamlessPaths.win,
      seamlessPaths.rollback,
    ]);
    expect(await balanceOf(t, who)).toBe(10_000);
    const [round] = await t.database.db
      .select()
      .from(providerRounds)
      .where(eq(providerRounds.sessionHash, createHash('sha256').update(token).digest('hex')));
    expect(round?.status).toBe('ROLLED_BACK');
    expect(await roundOf(t, round!.roundId)).toMatchObject({ stake: 0, status: 'ROLLED_BACK' });
    await expectLedgerSound();
  });
});

describe('the provider wallet (what the in-house games use)', () => {
  it('settles through the seamless wallet and maps its refusals', async () => {
    const who = await member();
    await credit(t, who, 1_000);
    const { token } = await launch(who, { vassalage: 'BGS', gameCode: 'dice' });
    const { sessions, wallet } = t.services.gameProvider;
    const session = await sessions.resolve(token);
    expect(session).toEqual({
      token,
      vendorCode: 'BGS',
      gameCode: 'dice',
      gameType: 'BGS',
      account: who.account,
      currency: 'PHP',
      language: 'EN',
    });
    expect(await sessions.resolve('nope')).toBeNull();
    expect(await sessions.resolve('q'.repeat(43))).toBeNull();

    expect(await wallet.balance(session!)).toEqual({ balance: 1_000 });
    const roundId = rid();
    const betId = rid();
    expect(
      await wallet.bet(session!, { requestId: betId, roundId, amount: 400, fairness: { nonce: 1 } }),
    ).toEqual({
      balance: 600,
    });
    await expect(
      wallet.bet(session!, { requestId: rid(), roundId: rid(), amount: 601 }),
    ).rejects.toMatchObject({
      reason: 'INSUFFICIENT_FUNDS',
      balance: 600,
    });
    expect(
      await wallet.win(session!, { requestId: rid(), roundId, amount: 1_000, closeRound: true }),
    ).toEqual({
      balance: 1_600,
    });
    const closed = wallet.win(session!, { requestId: rid(), roundId, amount: 1, closeRound: true });
    await expect(closed).rejects.toBeInstanceOf(ProviderWalletError);
    await expect(closed).rejects.toMatchObject({ reason: 'ROUND_CLOSED' });
    await expect(
      wallet.rollback(session!, { requestId: rid(), roundId, betRequestId: betId }),
    ).rejects.toMatchObject({
      reason: 'ROUND_CLOSED',
    });
    await expect(wallet.balance({ ...session!, token: 'unknown-token-123456' })).rejects.toMatchObject({
      reason: 'INVALID_TOKEN',
    });
    expect(await roundOf(t, roundId, 'BGS')).toMatchObject({
      stake: 400,
      payout: 1_000,
      status: 'SETTLED',
      gameType: 'BGS',
    });
  });
});
