import { and, asc, eq, isNull } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seamlessPaths } from '@lobby/contract/seamless';
import { bgsRounds, bgsSeedPairs, games, providerRounds, providerSessions } from '../src/db/schema';
import type { Clock } from '../src/lib/clock';
import { noMetrics } from '../src/lib/metrics';
import { systemRandom } from '../src/lib/random';
import { startJobs } from '../src/jobs';
import { createBgsGames } from '../src/modules/game-provider/bgs/bgs.service';
import { FairStream } from '../src/modules/game-provider/bgs/fair-stream';
import { minePositions } from '../src/modules/game-provider/bgs/mines-engine';
import { createGameProvider } from '../src/modules/game-provider/create-game-provider';
import { playerTokenByHash } from '../src/modules/game-provider/provider-sessions';
import { createRoundRecovery, recoveryGraceMs } from '../src/modules/game-provider/round-recovery';
import { createSeamlessClient, type SeamlessTransport } from '../src/modules/game-provider/seamless-client';
import { checkLedger, ledgerIsSound } from '../src/modules/ledger/ledger';
import { createTestApp, type TestApp } from './helper';
import { balanceOf, credit, issueToken, rid, roundOf } from './seamless-helpers';
import { makeMember, type TestMember } from './wallet-helpers';

let t: TestApp;
let pgGame: string;

/**
 * What the wallet route does with a call: `pass` answers it, `fail` never reaches the wallet (a reset
 * connection), `lose` reaches it and moves the money but its answer is lost on the way back.
 */
type Fault = 'pass' | 'fail' | 'lose';
let faults: Partial<Record<string, Fault>> = {};
/** The wallet paths called, in order. */
let sent: string[] = [];
/** Runs before a call to the path is sent (once: it is removed when taken). */
let beforeSend: Partial<Record<string, () => Promise<void>>> = {};
/** Runs once the wallet has answered a call to the path, before the answer gets back (once). */
let beforeAnswer: Partial<Record<string, () => Promise<void>>> = {};
const take = (hooks: Partial<Record<string, () => Promise<void>>>, path: string) => {
  const hook = hooks[path];
  delete hooks[path];
  return hook?.();
};
/** The provider's clock runs this far ahead of the platform's (inside the signatures' 300 s). */
let ahead = 0;
const clock: Clock = { now: () => Date.now() + ahead };

const transport: SeamlessTransport = async (request) => {
  await take(beforeSend, request.path);
  sent.push(request.path);
  const fault = faults[request.path] ?? 'pass';
  if (fault === 'fail') throw new Error('connection reset');
  const reply = await t.app.inject({
    method: 'POST',
    url: request.path,
    headers: request.headers,
    payload: request.body,
  });
  if (fault === 'lose') throw new Error('answer lost');
  await take(beforeAnswer, request.path);
  return { status: reply.statusCode, body: reply.body };
};

/** A provider (as another server instance would have one) on the test's faulty route and clock. */
const silentLog = { warn: () => undefined, info: () => undefined };

const providerInstance = () =>
  createGameProvider({
    db: t.database.db,
    clock,
    random: systemRandom,
    secrets: t.services.secrets,
    transport,
  });

let provider: ReturnType<typeof providerInstance>;
let bgs: ReturnType<typeof createBgsGames>;

async function expectLedgerSound() {
  expect(ledgerIsSound(await checkLedger(t.database.db))).toBe(true);
}

/** A member with 10,000 and a launch of `gameCode` at the provider; answers the provider token. */
async function player(vendorCode: 'BGS' | 'PG', gameCode: string) {
  const who = await makeMember(t.database.db, t.services);
  await credit(t, who, 10_000);
  const gameType = vendorCode === 'BGS' ? 'BGS' : 'RNG';
  const playerToken = await issueToken(t, who, { vendorCode, gameCode, gameType });
  const { token } = await provider.launch({
    playerToken,
    vendorCode,
    gameCode,
    gameType,
    account: who.account,
    currency: 'PHP',
    language: 'EN',
  });
  return { who, token };
}

async function bgsRound(roundId: string) {
  const [row] = await t.database.db.select().from(bgsRounds).where(eq(bgsRounds.roundId, roundId));
  return row!;
}

async function providerRound(account: string) {
  const [row] = await t.database.db.select().from(providerRounds).where(eq(providerRounds.account, account));
  return row!;
}

/** Starts a 24-mine round of 100 and reveals its one safe tile: it cashes out 2,475 by itself. */
async function minesWin(who: TestMember, token: string) {
  const started = await bgs.minesStart({ token, requestId: rid(), stake: 100, mines: 24 });
  const [pair] = await t.database.db
    .select()
    .from(bgsSeedPairs)
    .where(and(eq(bgsSeedPairs.account, who.account), isNull(bgsSeedPairs.revealedAt)));
  const mines = minePositions(
    new FairStream({ serverSeed: pair!.serverSeed, clientSeed: pair!.clientSeed, nonce: 0 }),
    24,
  );
  const safe = Array.from({ length: 25 }, (_, i) => i).find((tile) => !mines.includes(tile))!;
  return { roundId: started.round.roundId, reveal: () => bgs.minesReveal({ token, tile: safe }) };
}

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.database.db
    .select({ gameCode: games.gameCode })
    .from(games)
    .where(and(eq(games.vendorCode, 'PG'), eq(games.gameType, 'RNG'), eq(games.enabled, true)))
    .orderBy(asc(games.id))
    .limit(1);
  pgGame = row!.gameCode;
  provider = providerInstance();
  bgs = createBgsGames({
    db: t.database.db,
    clock,
    random: systemRandom,
    sessions: provider.sessions,
    wallet: provider.wallet,
  });
});

beforeEach(() => {
  faults = {};
  sent = [];
  beforeSend = {};
  beforeAnswer = {};
  ahead = 0;
});

afterAll(async () => {
  await t?.close();
});

describe('an in-house round whose win did not get through', () => {
  it('is paid by the sweep exactly once', async () => {
    const { who, token } = await player('BGS', 'mines');
    const { roundId, reveal } = await minesWin(who, token);
    faults = { [seamlessPaths.win]: 'fail' };
    await expect(reveal()).rejects.toMatchObject({ message: 'game_round_failed' });
    expect(await bgsRound(roundId)).toMatchObject({ status: 'settling', payout: 2_475 });
    expect(await balanceOf(t, who)).toBe(9_900);
    expect(await roundOf(t, roundId, 'BGS')).toMatchObject({ status: 'OPEN', stake: 100, payout: 0 });

    faults = {};
    ahead = recoveryGraceMs + 1_000;
    expect(await provider.recovery.sweep()).toEqual({ settled: 1, rolledBack: 0, failed: 0 });
    expect(await bgsRound(roundId)).toMatchObject({ status: 'settled', payout: 2_475 });
    expect(await balanceOf(t, who)).toBe(9_900 + 2_475);
    expect(await roundOf(t, roundId, 'BGS')).toMatchObject({
      status: 'SETTLED',
      stake: 100,
      payout: 2_475,
    });

    // Once finished, a round is no longer looked at: the next sweep calls nothing.
    sent = [];
    expect(await provider.recovery.sweep()).toEqual({ settled: 0, rolledBack: 0, failed: 0 });
    expect(sent).toEqual([]);
    expect(await balanceOf(t, who)).toBe(9_900 + 2_475);
    await expectLedgerSound();
  });

  it('is recorded settled without paying twice when only the win’s answer was lost', async () => {
    const { who, token } = await player('BGS', 'mines');
    const { roundId, reveal } = await minesWin(who, token);
    faults = { [seamlessPaths.win]: 'lose' };
    await expect(reveal()).rejects.toMatchObject({ message: 'game_round_failed' });
    expect(await bgsRound(roundId)).toMatchObject({ status: 'settling' });
    // The wallet did pay: the provider just never heard.
    expect(await balanceOf(t, who)).toBe(9_900 + 2_475);

    faults = {};
    ahead = recoveryGraceMs + 1_000;
    expect(await provider.recovery.sweep()).toEqual({ settled: 1, rolledBack: 0, failed: 0 });
    expect(await bgsRound(roundId)).toMatchObject({ status: 'settled' });
    expect(await balanceOf(t, who)).toBe(9_900 + 2_475);
    expect(await roundOf(t, roundId, 'BGS')).toMatchObject({ status: 'SETTLED', payout: 2_475 });
    await expectLedgerSound();
  });

  it('is paid once when two instances sweep at the same time', async () => {
    const { who, token } = await player('BGS', 'mines');
    const { roundId, reveal } = await minesWin(who, token);
    faults = { [seamlessPaths.win]: 'fail' };
    await expect(reveal()).rejects.toMatchObject({ message: 'game_round_failed' });

    faults = {};
    ahead = recoveryGraceMs + 1_000;
    const other = providerInstance();
    const reports = await Promise.all([provider.recovery.sweep(), other.recovery.sweep()]);
    expect(reports.map((r) => r.failed)).toEqual([0, 0]);
    expect(await bgsRound(roundId)).toMatchObject({ status: 'settled' });
    expect(await balanceOf(t, who)).toBe(9_900 + 2_475);
    expect(await roundOf(t, roundId, 'BGS')).toMatchObject({ status: 'SETTLED', payout: 2_475 });
    await expectLedgerSound();
  });
});

describe('an in-house round whose stake’s fate is unknown', () => {
  it('is left alone inside the grace period, then rolled back and the stake returned', async () => {
    const { who, token } = await player('BGS', 'slot');
    // The stake is taken but the answer never comes back, and the rollback does not get through.
    faults = { [seamlessPaths.bet]: 'lose', [seamlessPaths.rollback]: 'fail' };
    await expect(bgs.spin({ token, requestId: rid(), stake: 200 })).rejects.toMatchObject({
      message: 'game_round_failed',
    });
    const [row] = await t.database.db.select().from(bgsRounds).where(eq(bgsRounds.account, who.account));
    const { roundId } = row!;
    expect(row).toMatchObject({ status: 'pending' });
    expect(await balanceOf(t, who)).toBe(9_800);

    faults = {};
    sent = [];
    ahead = recoveryGraceMs / 2;
    expect(await provider.recovery.sweep()).toEqual({ settled: 0, rolledBack: 0, failed: 0 });
    expect(sent).toEqual([]);
    expect(await bgsRound(roundId)).toMatchObject({ status: 'pending' });
    expect(await balanceOf(t, who)).toBe(9_800);

    ahead = recoveryGraceMs + 1_000;
    expect(await provider.recovery.sweep()).toEqual({ settled: 0, rolledBack: 1, failed: 0 });
    expect(sent).toEqual([seamlessPaths.rollback]);
    expect(await bgsRound(roundId)).toMatchObject({ status: 'rolled_back' });
    expect(await balanceOf(t, who)).toBe(10_000);
    expect(await roundOf(t, roundId, 'BGS')).toMatchObject({ status: 'ROLLED_BACK', stake: 0 });

    expect(await provider.recovery.sweep()).toEqual({ settled: 0, rolledBack: 0, failed: 0 });
    expect(await balanceOf(t, who)).toBe(10_000);
    await expectLedgerSound();
  });

  it('tries again next time when the wallet cannot be reached, and the other rounds go on', async () => {
    const first = await player('BGS', 'dice');
    const second = await player('BGS', 'dice');
    faults = { [seamlessPaths.bet]: 'lose', [seamlessPaths.rollback]: 'fail' };
    for (const { token } of [first, second]) {
      await expect(
        bgs.roll({ token, requestId: rid(), stake: 100, direction: 'under', target: 5_000 }),
      ).rejects.toMatchObject({ message: 'game_round_failed' });
    }
    ahead = recoveryGraceMs + 1_000;
    expect(await provider.recovery.sweep()).toEqual({ settled: 0, rolledBack: 0, failed: 2 });
    expect(await balanceOf(t, first.who)).toBe(9_900);

    faults = {};
    expect(await provider.recovery.sweep()).toEqual({ settled: 0, rolledBack: 2, failed: 0 });
    expect(await balanceOf(t, first.who)).toBe(10_000);
    expect(await balanceOf(t, second.who)).toBe(10_000);
    await expectLedgerSound();
  });
});

describe('a request slower than the grace period', () => {
  it('cannot reopen an in-house round the recovery rolled back meanwhile', async () => {
    const { who, token } = await player('BGS', 'slot');
    sent = [];
    let roundId = '';
    let statusWhenWinSent = '';
    // The stake is taken, but its answer is slow: meanwhile the round looks stuck and is rolled back.
    beforeAnswer[seamlessPaths.bet] = async () => {
      const [row] = await t.database.db.select().from(bgsRounds).where(eq(bgsRounds.account, who.account));
      roundId = row!.roundId;
      ahead = recoveryGraceMs + 1_000;
      expect(await provider.recovery.sweep()).toMatchObject({ rolledBack: 1, failed: 0 });
    };
    beforeSend[seamlessPaths.win] = async () => {
      statusWhenWinSent = (await bgsRound(roundId)).status;
    };
    await expect(bgs.spin({ token, requestId: rid(), stake: 200 })).rejects.toMatchObject({
      message: 'game_round_failed',
    });
    // The slow request's own status write came after the rollback and changed nothing.
    expect(statusWhenWinSent).toBe('rolled_back');
    // (after the round starter's balance check)
    expect(sent).toEqual([
      seamlessPaths.balance,
      seamlessPaths.bet,
      seamlessPaths.rollback,
      seamlessPaths.win,
      seamlessPaths.rollback,
    ]);
    expect(await bgsRound(roundId)).toMatchObject({ status: 'rolled_back' });
    expect(await balanceOf(t, who)).toBe(10_000);
    expect(await roundOf(t, roundId, 'BGS')).toMatchObject({ status: 'ROLLED_BACK', stake: 0 });
    await expectLedgerSound();
  });

  it('cannot mark failed a vendor emulator round the recovery rolled back meanwhile', async () => {
    const { who, token } = await player('PG', pgGame);
    beforeAnswer[seamlessPaths.bet] = async () => {
      ahead = recoveryGraceMs + 1_000;
      expect(await provider.recovery.sweep()).toMatchObject({ rolledBack: 1, failed: 0 });
      // The slow request's own win and rollback then fail.
      faults = { [seamlessPaths.win]: 'fail', [seamlessPaths.rollback]: 'fail' };
    };
    await expect(provider.emulator.spin({ token, requestId: rid(), bet: 1_000 })).rejects.toMatchObject({
      message: 'game_round_failed',
    });
    const round = await providerRound(who.account);
    expect(round.status).toBe('ROLLED_BACK');
    expect(await balanceOf(t, who)).toBe(10_000);
    expect(await roundOf(t, round.roundId)).toMatchObject({ status: 'ROLLED_BACK', stake: 0 });
    await expectLedgerSound();
  });
});

describe('in a listening server', () => {
  it('sweeps as soon as it starts, and stopping waits for the sweep', async () => {
    const { who, token } = await player('BGS', 'slot');
    faults = { [seamlessPaths.bet]: 'lose', [seamlessPaths.rollback]: 'fail' };
    await expect(bgs.spin({ token, requestId: rid(), stake: 200 })).rejects.toMatchObject({
      message: 'game_round_failed',
    });
    faults = {};
    ahead = recoveryGraceMs + 1_000;
    const instance = providerInstance();
    // As the server schedules it (jobs.ts): a pass at start, and closing waits for a pass in progress.
    const server = Fastify();
    const recovery = {
      name: 'round recovery',
      everyMs: 3_600_000,
      runAtStart: true,
      run: instance.recovery.sweep,
    };
    startJobs(server, [recovery], { database: t.database, metrics: noMetrics, log: silentLog });
    await server.listen({ port: 0, host: '127.0.0.1' });
    await server.close();
    expect(await balanceOf(t, who)).toBe(10_000);
    await expectLedgerSound();
  });
});

describe('an open mines round', () => {
  it('is never touched: the player is still playing it', async () => {
    const { who, token } = await player('BGS', 'mines');
    const started = await bgs.minesStart({ token, requestId: rid(), stake: 100, mines: 3 });
    sent = [];
    ahead = 250_000;
    expect(await provider.recovery.sweep()).toEqual({ settled: 0, rolledBack: 0, failed: 0 });
    expect(sent).toEqual([]);
    expect(await bgsRound(started.round.roundId)).toMatchObject({ status: 'open' });
    expect(await balanceOf(t, who)).toBe(9_900);
  });
});

describe('a vendor emulator round', () => {
  it('whose win and rollback failed is rolled back and the stake returned', async () => {
    const { who, token } = await player('PG', pgGame);
    faults = { [seamlessPaths.win]: 'fail', [seamlessPaths.rollback]: 'fail' };
    await expect(provider.emulator.spin({ token, requestId: rid(), bet: 1_000 })).rejects.toMatchObject({
      message: 'game_round_failed',
    });
    const round = await providerRound(who.account);
    expect(round.status).toBe('FAILED');
    expect(await balanceOf(t, who)).toBe(9_000);

    faults = {};
    ahead = recoveryGraceMs + 1_000;
    expect(await provider.recovery.sweep()).toEqual({ settled: 0, rolledBack: 1, failed: 0 });
    expect((await providerRound(who.account)).status).toBe('ROLLED_BACK');
    expect(await balanceOf(t, who)).toBe(10_000);
    expect(await roundOf(t, round.roundId)).toMatchObject({ status: 'ROLLED_BACK', stake: 0 });
    await expectLedgerSound();
  });

  it('whose win got through unheard is recorded settled, paid once', async () => {
    const { who, token } = await player('PG', pgGame);
    faults = { [seamlessPaths.win]: 'lose', [seamlessPaths.rollback]: 'fail' };
    await expect(provider.emulator.spin({ token, requestId: rid(), bet: 1_000 })).rejects.toMatchObject({
      message: 'game_round_failed',
    });
    const round = await providerRound(who.account);
    expect(round.status).toBe('FAILED');
    const paid = 9_000 + round.payout;
    expect(await balanceOf(t, who)).toBe(paid);

    faults = {};
    sent = [];
    ahead = recoveryGraceMs + 1_000;
    expect(await provider.recovery.sweep()).toEqual({ settled: 1, rolledBack: 0, failed: 0 });
    // The rollback is refused (the round is closed), so the win is asked again and replayed.
    expect(sent).toEqual([seamlessPaths.rollback, seamlessPaths.win]);
    expect(await providerRound(who.account)).toMatchObject({
      status: 'SETTLED',
      result: expect.objectContaining({ balance: paid }),
    });
    expect(await balanceOf(t, who)).toBe(paid);
    expect(await roundOf(t, round.roundId)).toMatchObject({ status: 'SETTLED', payout: round.payout });
    await expectLedgerSound();
  });
});

// Last: it leaves a round that can never be finished.
describe('a round that keeps failing', () => {
  it('does not keep the rounds after it from their turn', async () => {
    const stuck = async () => {
      const { who, token } = await player('BGS', 'slot');
      faults = { [seamlessPaths.bet]: 'lose', [seamlessPaths.rollback]: 'fail' };
      await expect(bgs.spin({ token, requestId: rid(), stake: 200 })).rejects.toMatchObject({
        message: 'game_round_failed',
      });
      faults = {};
      return who;
    };
    const lost = await stuck();
    const other = await stuck();
    // Without a session the wallet cannot be asked about the first round, ever.
    await t.database.db.delete(providerSessions).where(eq(providerSessions.account, lost.account));
    const recovery = createRoundRecovery({
      db: t.database.db,
      clock,
      batch: 1,
      wallet: createSeamlessClient({
        secrets: t.services.secrets,
        clock,
        transport,
        playerToken: playerTokenByHash(t.database.db, t.services.secrets.box),
      }),
    });
    ahead = recoveryGraceMs + 1_000;
    expect(await recovery.sweep()).toEqual({ settled: 0, rolledBack: 0, failed: 1 });
    expect(await recovery.sweep()).toEqual({ settled: 0, rolledBack: 1, failed: 0 });
    expect(await balanceOf(t, other)).toBe(10_000);
    // The walk reached the end and starts again from the oldest.
    expect(await recovery.sweep()).toEqual({ settled: 0, rolledBack: 0, failed: 0 });
    expect(await recovery.sweep()).toEqual({ settled: 0, rolledBack: 0, failed: 1 });
    expect(await balanceOf(t, lost)).toBe(9_800);
    await expectLedgerSound();
  });
});
