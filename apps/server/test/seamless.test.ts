import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seamlessAnswerSchema, seamlessHeaders, seamlessPaths } from '@lobby/contract/seamless';
import { bets, ledgerTransactions, members, seamlessCalls } from '../src/db/schema';
import { checkLedger, ledgerIsSound } from '../src/modules/ledger/ledger';
import { playerTokenIdleMs } from '../src/modules/seamless/seamless.service';
import { signSeamless } from '../src/modules/seamless/seamless-signature';
import { createTestApp, type TestApp } from './helper';
import {
  balanceOf,
  credit,
  issueToken,
  rid,
  roundOf,
  roundsAndHourlySums,
  vendorCall as rawVendorCall,
} from './seamless-helpers';
import { makeMember } from './wallet-helpers';

let t: TestApp;
let now = Date.UTC(2030, 0, 1, 12);
const clock = { now: () => now };

const member = () => makeMember(t.database.db, t.services);
const vendorCall = (
  path: string,
  payload: unknown,
  options: Omit<Parameters<typeof rawVendorCall>[3] & object, 'clock'> = {},
) => rawVendorCall(t, path, payload, { ...options, clock });

async function expectLedgerSound() {
  expect(ledgerIsSound(await checkLedger(t.database.db))).toBe(true);
}

/** A funded player with a PG token. */
async function player(funds = 10_000) {
  const who = await member();
  if (funds > 0) await credit(t, who, funds);
  return { who, token: await issueToken(t, who) };
}

type Player = Awaited<ReturnType<typeof player>>;

const bet = (p: Player, body: Record<string, unknown> = {}) =>
  vendorCall(seamlessPaths.bet, {
    requestId: rid(),
    token: p.token,
    account: p.who.account,
    roundId: rid(),
    amount: 100,
    currency: 'PHP',
    ...body,
  });

const win = (p: Player, roundId: string, body: Record<string, unknown> = {}) =>
  vendorCall(seamlessPaths.win, {
    requestId: rid(),
    token: p.token,
    account: p.who.account,
    roundId,
    amount: 0,
    currency: 'PHP',
    closeRound: true,
    ...body,
  });

const rollback = (p: Player, roundId: string, betRequestId: string, body: Record<string, unknown> = {}) =>
  vendorCall(seamlessPaths.rollback, {
    requestId: rid(),
    token: p.token,
    account: p.who.account,
    roundId,
    betRequestId,
    ...body,
  });

beforeAll(async () => {
  t = await createTestApp({ clock });
});

afterAll(async () => {
  await t?.close();
});

describe('signature', () => {
  it('refuses a missing, wrong, stale or foreign signature with 401 and moves nothing', async () => {
    const p = await player();
    const body = {
      requestId: rid(),
      token: p.token,
      account: p.who.account,
      roundId: rid(),
      amount: 500,
      currency: 'PHP',
    };
    const attempts = [
      { headers: { [seamlessHeaders.signature]: undefined } },
      { headers: { [seamlessHeaders.vendor]: undefined } },
      { headers: { [seamlessHeaders.timestamp]: undefined } },
      { headers: { [seamlessHeaders.signature]: 'ab'.repeat(32) } },
      { headers: { [seamlessHeaders.signature]: 'not hex' } },
      // Unknown vendor, and a known vendor whose key did not sign this.
      { vendor: 'NOPE' },
      { headers: { [seamlessHeaders.vendor]: 'JDB' } },
    ];
    for (const options of attempts) {
      const res = await vendorCall(seamlessPaths.bet, body, options);
      expect(res.status, JSON.stringify(options)).toBe(401);
      expect(res.body).toEqual({ status: 'RS_ERROR_INVALID_SIGNATURE' });
    }
    // A body changed after signing.
    const raw = JSON.stringify(body);
    const tampered = await rawVendorCall(t, seamlessPaths.bet, null, {
      clock,
      raw: raw.replace('"amount":500', '"amount":50'),
      headers: {
        [seamlessHeaders.signature]: signSeamless(
          await t.services.secrets.get('seamless-vendor-key:PG', () => 'unused'),
          Math.floor(now / 1000),
          raw,
        ),
      },
    });
    expect(tampered.status).toBe(401);
    // Signed six minutes ago: outside the window.
    const stale = await rawVendorCall(t, seamlessPaths.bet, body, { clock: { now: () => now - 360_000 } });
    expect(stale.status).toBe(401);
    expect(await balanceOf(t, p.who)).toBe(10_000);
    expect(await roundOf(t, body.roundId)).toBeNull();
  });

  it('accepts a timestamp within the window', async () => {
    const p = await player();
    const res = await rawVendorCall(
      t,
      seamlessPaths.balance,
      { token: p.token, account: p.who.account },
      { clock: { now: () => now - 240_000 } },
    );
    expect(res.body.status).toBe('RS_OK');
  });
});

describe('syntax', () => {
  it('answers 400 RS_ERROR_WRONG_SYNTAX to a body that is not JSON or not the call', async () => {
    const p = await player();
    const good = {
      requestId: rid(),
      token: p.token,
      account: p.who.account,
      roundId: rid(),
      amount: 100,
      currency: 'PHP',
    };
    const bad: unknown[] = [
      { ...good, amount: -1 },
      { ...good, amount: 1.5 },
      { ...good, amount: '100' },
      { ...good, amount: 10 ** 13 },
      { ...good, currency: 'php' },
      { ...good, requestId: '' },
      { ...good, requestId: 'has space' },
      { ...good, roundId: undefined },
      { ...good, token: 'short' },
      [],
      null,
    ];
    for (const body of bad) {
      const res = await vendorCall(seamlessPaths.bet, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ status: 'RS_ERROR_WRONG_SYNTAX' });
    }
    const notJson = await vendorCall(seamlessPaths.bet, null, { raw: '{"requestId":' });
    expect(notJson.status).toBe(400);
    expect(notJson.body.status).toBe('RS_ERROR_WRONG_SYNTAX');
    const form = await vendorCall(seamlessPaths.bet, null, {
      raw: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBeGreaterThanOrEqual(400);
    expect(form.status).toBeLessThan(500);
    expect(form.body.status).toBe('RS_ERROR_WRONG_SYNTAX');
    expect(await balanceOf(t, p.who)).toBe(10_000);
  });
});

describe('authenticate and balance', () => {
  it('answers the player, balance and currency for a live token', async () => {
    const p = await player(12_345);
    const res = await vendorCall(seamlessPaths.authenticate, { token: p.token });
    expect(res.status).toBe(200);
    expect(seamlessAnswerSchema.parse(res.body)).toEqual({
      status: 'RS_OK',
      account: p.who.account,
      nickname: `Nick ${p.who.account}`,
      balance: 12_345,
      currency: 'PHP',
    });
    const balance = await vendorCall(seamlessPaths.balance, { token: p.token, account: p.who.account });
    expect(balance.body).toEqual({
      status: 'RS_OK',
      account: p.who.account,
      balance: 12_345,
      currency: 'PHP',
    });
  });

  it('refuses an unknown token, another vendor, and another account', async () => {
    const p = await player();
    const other = await player();
    expect((await vendorCall(seamlessPaths.authenticate, { token: 'x'.repeat(43) })).body.status).toBe(
      'RS_ERROR_INVALID_TOKEN',
    );
    expect(
      (await vendorCall(seamlessPaths.authenticate, { token: p.token }, { vendor: 'JDB' })).body.status,
    ).toBe('RS_ERROR_INVALID_TOKEN');
    const foreign = await vendorCall(seamlessPaths.balance, { token: p.token, account: other.who.account });
    expect(foreign.body).toEqual({ status: 'RS_ERROR_INVALID_TOKEN' });
  });
});

describe('bet and win', () => {
  it('takes the stake, opens the round, pays the win and closes it, in the ledger and the bets row', async () => {
    const p = await player(10_000);
    const roundId = rid();
    const placed = await bet(p, {
      roundId,
      amount: 2_500,
      fairness: { serverSeedHash: 'abc' },
      detail: { lines: 1 },
    });
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ status: 'RS_OK', balance: 7_500, currency: 'PHP', roundId });
    expect(placed.body.transactionId).toMatch(/^\d+$/);
    let round = await roundOf(t, roundId);
    expect(round).toMatchObject({
      memberId: p.who.id,
      vendorCode: 'PG',
      gameCode: 'fortune-tiger',
      gameType: 'RNG',
      stake: 2_500,
      payout: 0,
      status: 'OPEN',
      currency: 'PHP',
      fairness: { serverSeedHash: 'abc' },
      detail: { lines: 1 },
    });
    expect(round?.placedAt.getTime()).toBe(now);

    // A second bet in the same open round adds to it.
    expect((await bet(p, { roundId, amount: 500 })).body.balance).toBe(7_000);
    const paid = await win(p, roundId, { amount: 9_000, closeRound: false, detail: { reels: [1, 2, 3] } });
    expect(paid.body).toMatchObject({ status: 'RS_OK', balance: 16_000 });
    round = await roundOf(t, roundId);
    expect(round).toMatchObject({
      stake: 3_000,
      payout: 9_000,
      status: 'OPEN',
      detail: { lines: 1, reels: [1, 2, 3] },
    });

    const closed = await win(p, roundId, { amount: 0, fairness: { serverSeed: 'seed' } });
    expect(closed.body).toMatchObject({ status: 'RS_OK', balance: 16_000 });
    expect(closed.body.transactionId).toBeUndefined();
    round = await roundOf(t, roundId);
    expect(round).toMatchObject({
      status: 'SETTLED',
      payout: 9_000,
      fairness: { serverSeedHash: 'abc', serverSeed: 'seed' },
    });
    expect(round?.settledAt?.getTime()).toBe(now);

    // The round is closed to bets and wins alike.
    expect((await bet(p, { roundId })).body).toMatchObject({
      status: 'RS_ERROR_ROUND_CLOSED',
      balance: 16_000,
    });
    expect((await win(p, roundId, { amount: 100 })).body.status).toBe('RS_ERROR_ROUND_CLOSED');
    expect(await balanceOf(t, p.who)).toBe(16_000);

    const kinds = await t.database.db
      .select({ kind: ledgerTransactions.kind, reference: ledgerTransactions.reference })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.memberId, p.who.id));
    expect(kinds.map((k) => k.kind).sort()).toEqual(['ADJUSTMENT', 'BET', 'BET', 'WIN']);
    expect(kinds.find((k) => k.kind === 'WIN')?.reference).toBe(`PG:${roundId}`);
    await expectLedgerSound();
  });

  it('answers not enough money with the balance, and moves nothing', async () => {
    const p = await player(1_000);
    const roundId = rid();
    const requestId = rid();
    const refused = await bet(p, { requestId, roundId, amount: 1_001 });
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({
      status: 'RS_ERROR_NOT_ENOUGH_MONEY',
      requestId,
      account: p.who.account,
      balance: 1_000,
      currency: 'PHP',
    });
    expect(await roundOf(t, roundId)).toBeNull();
    expect(await balanceOf(t, p.who)).toBe(1_000);
    // The refusal is the request's answer: a repeat gets it again, even after a deposit.
    await credit(t, p.who, 5_000);
    const again = await bet(p, { requestId, roundId, amount: 1_001 });
    expect(again.raw).toBe(refused.raw);
    expect(await balanceOf(t, p.who)).toBe(6_000);
    // A new request id for the same round now goes through.
    expect((await bet(p, { roundId, amount: 1_001 })).body.balance).toBe(4_999);
    // A player with no wallet movement yet has balance 0.
    const broke = await player(0);
    expect((await bet(broke, { amount: 1 })).body).toMatchObject({
      status: 'RS_ERROR_NOT_ENOUGH_MONEY',
      balance: 0,
    });
    await expectLedgerSound();
  });

  it('refuses a win for a round without a bet, a currency that is not the player’s, and a disabled player’s bet', async () => {
    const p = await player();
    expect((await win(p, rid(), { amount: 100 })).body.status).toBe('RS_ERROR_ROUND_NOT_FOUND');
    expect((await bet(p, { currency: 'USD' })).body.status).toBe('RS_ERROR_WRONG_CURRENCY');

    const roundId = rid();
    await bet(p, { roundId, amount: 1_000 });
    await t.database.db.update(members).set({ status: 'disabled' }).where(eq(members.id, p.who.id));
    expect((await bet(p)).body.status).toBe('RS_ERROR_USER_DISABLED');
    expect((await vendorCall(seamlessPaths.authenticate, { token: p.token })).body.status).toBe(
      'RS_ERROR_USER_DISABLED',
    );
    // What is owed is still paid.
    expect((await win(p, roundId, { amount: 3_000 })).body).toMatchObject({
      status: 'RS_OK',
      balance: 12_000,
    });
    await t.database.db.update(members).set({ status: 'active' }).where(eq(members.id, p.who.id));
  });
});

describe('idempotency', () => {
  it('replays a bet, win and rollback identically and moves money once', async () => {
    const p = await player(10_000);
    const roundId = rid();
    const betBody = { requestId: rid(), roundId, amount: 1_000, detail: { b: 2, a: 1 } };
    const first = await bet(p, betBody);
    const second = await bet(p, { ...betBody, detail: { a: 1, b: 2 } });
    expect(second.raw).toBe(first.raw);
    expect(await balanceOf(t, p.who)).toBe(9_000);

    const winBody = { requestId: rid(), amount: 2_500, closeRound: false };
    const paid = await win(p, roundId, winBody);
    // A later movement changes the balance; the replay still answers what the first call answered.
    await credit(t, p.who, 1);
    expect((await win(p, roundId, winBody)).raw).toBe(paid.raw);
    expect(await balanceOf(t, p.who)).toBe(11_501);

    const rollbackBody = { requestId: rid() };
    const returned = await rollback(p, roundId, betBody.requestId, rollbackBody);
    expect(returned.body).toMatchObject({ status: 'RS_OK', balance: 12_501 });
    expect((await rollback(p, roundId, betBody.requestId, rollbackBody)).raw).toBe(returned.raw);
    expect(await balanceOf(t, p.who)).toBe(12_501);

    const moved = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.memberId, p.who.id), sql`${ledgerTransactions.kind} <> 'ADJUSTMENT'`));
    expect(moved[0]?.n).toBe(3);
    await expectLedgerSound();
  });

  it('replays with a renewed token, and refuses the same request id with other content', async () => {
    const p = await player(10_000);
    const roundId = rid();
    const requestId = rid();
    const first = await bet(p, { requestId, roundId, amount: 1_000 });
    const renewed = { ...p, token: await issueToken(t, p.who) };
    expect((await bet(renewed, { requestId, roundId, amount: 1_000 })).raw).toBe(first.raw);

    for (const other of [{ amount: 1_001 }, { roundId: rid() }, { detail: { x: 1 } }]) {
      const res = await bet(p, { requestId, roundId, amount: 1_000, ...other });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'RS_ERROR_DUPLICATE_TRANSACTION', requestId });
    }
    // The id of a bet used for a win is another call's id, not a replay.
    expect((await win(p, roundId, { requestId })).body.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect(await balanceOf(t, p.who)).toBe(9_000);
    expect((await roundOf(t, roundId))?.stake).toBe(1_000);
  });
});

describe('rollback', () => {
  it('returns a bet’s stake exactly once and closes a round left with nothing', async () => {
    const p = await player(10_000);
    const roundId = rid();
    const first = rid();
    const second = rid();
    await bet(p, { requestId: first, roundId, amount: 1_000 });
    await bet(p, { requestId: second, roundId, amount: 2_000 });
    expect(await balanceOf(t, p.who)).toBe(7_000);

    expect((await rollback(p, roundId, first)).body).toMatchObject({ status: 'RS_OK', balance: 8_000 });
    expect(await roundOf(t, roundId)).toMatchObject({ stake: 2_000, status: 'OPEN' });
    // Another rollback of the same bet: accepted, nothing moves.
    const repeat = await rollback(p, roundId, first);
    expect(repeat.body).toMatchObject({ status: 'RS_OK', balance: 8_000 });
    expect(repeat.body.transactionId).toBeUndefined();

    expect((await rollback(p, roundId, second)).body.balance).toBe(10_000);
    const round = await roundOf(t, roundId);
    expect(round).toMatchObject({ stake: 0, payout: 0, status: 'ROLLED_BACK' });
    expect(round?.settledAt?.getTime()).toBe(now);
    expect((await bet(p, { roundId })).body.status).toBe('RS_ERROR_ROUND_CLOSED');
    await expectLedgerSound();
  });

  it('remembers a rollback of a bet not yet seen, and refuses that bet when it arrives', async () => {
    const p = await player(10_000);
    const roundId = rid();
    const lateBet = rid();
    const early = await rollback(p, roundId, lateBet);
    expect(early.body).toMatchObject({ status: 'RS_OK', balance: 10_000 });
    expect(early.body.transactionId).toBeUndefined();

    const late = await bet(p, { requestId: lateBet, roundId, amount: 1_000 });
    expect(late.body).toEqual({
      status: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
      requestId: lateBet,
      account: p.who.account,
      balance: 10_000,
      currency: 'PHP',
    });
    expect((await bet(p, { requestId: lateBet, roundId, amount: 1_000 })).raw).toBe(late.raw);
    expect((await bet(p, { requestId: lateBet, roundId, amount: 5 })).body.status).toBe(
      'RS_ERROR_DUPLICATE_TRANSACTION',
    );
    expect(await roundOf(t, roundId)).toBeNull();
    expect(await balanceOf(t, p.who)).toBe(10_000);
  });

  it('refuses to roll back a settled round, another round’s bet, or a win', async () => {
    const p = await player(10_000);
    const roundId = rid();
    const betId = rid();
    await bet(p, { requestId: betId, roundId, amount: 1_000 });
    expect((await rollback(p, rid(), betId)).body.status).toBe('RS_ERROR_TRANSACTION_MISMATCH');
    const winId = rid();
    await win(p, roundId, { requestId: winId, amount: 400 });
    expect((await rollback(p, roundId, winId)).body.status).toBe('RS_ERROR_TRANSACTION_MISMATCH');
    expect((await rollback(p, roundId, betId)).body).toMatchObject({
      status: 'RS_ERROR_ROUND_CLOSED',
      balance: 9_400,
    });
    expect(await balanceOf(t, p.who)).toBe(9_400);
  });
});

describe('token expiry', () => {
  it('refuses authenticate, balance and bet with an expired token, but accepts win and rollback', async () => {
    const p = await player(10_000);
    const roundId = rid();
    const open = rid();
    await bet(p, { requestId: open, roundId, amount: 1_000 });
    const other = rid();
    await bet(p, { requestId: other, roundId, amount: 500 });
    const start = now;
    try {
      now += playerTokenIdleMs - 1_000;
      // Use keeps it alive.
      expect(
        (await vendorCall(seamlessPaths.balance, { token: p.token, account: p.who.account })).body.status,
      ).toBe('RS_OK');
      now += playerTokenIdleMs + 1_000;
      expect((await vendorCall(seamlessPaths.authenticate, { token: p.token })).body.status).toBe(
        'RS_ERROR_TOKEN_EXPIRED',
      );
      expect(
        (await vendorCall(seamlessPaths.balance, { token: p.token, account: p.who.account })).body.status,
      ).toBe('RS_ERROR_TOKEN_EXPIRED');
      expect((await bet(p, { roundId })).body.status).toBe('RS_ERROR_TOKEN_EXPIRED');
      expect((await rollback(p, roundId, other)).body).toMatchObject({ status: 'RS_OK', balance: 9_000 });
      expect((await win(p, roundId, { amount: 5_000 })).body).toMatchObject({
        status: 'RS_OK',
        balance: 14_000,
      });
      // A replay of an accepted bet is still its answer after expiry.
      expect((await bet(p, { requestId: open, roundId, amount: 1_000 })).body.status).toBe('RS_OK');
    } finally {
      now = start;
    }
  });
});

describe('another player', () => {
  it('cannot use a token for another account, nor touch another player’s round', async () => {
    const alice = await player(10_000);
    const bob = await player(10_000);
    const roundId = rid();
    const betId = rid();
    await bet(alice, { requestId: betId, roundId, amount: 1_000 });

    const posing = await bet({ who: alice.who, token: bob.token });
    expect(posing.body).toEqual({ status: 'RS_ERROR_INVALID_TOKEN', requestId: posing.body.requestId });
    expect((await bet(bob, { roundId })).body.status).toBe('RS_ERROR_TRANSACTION_MISMATCH');
    expect((await win(bob, roundId, { amount: 5_000 })).body.status).toBe('RS_ERROR_ROUND_NOT_FOUND');
    expect((await rollback(bob, roundId, betId)).body.status).toBe('RS_ERROR_TRANSACTION_MISMATCH');
    expect(await balanceOf(t, alice.who)).toBe(9_000);
    expect(await balanceOf(t, bob.who)).toBe(10_000);
    expect(await roundOf(t, roundId)).toMatchObject({ memberId: alice.who.id, stake: 1_000, payout: 0 });
  });
});

describe('balance pushes', () => {
  it('publishes the new main balance after a bet and a win', async () => {
    const p = await player(10_000);
    const seen: Array<number | null> = [];
    const stop = t.services.balanceEvents.subscribe((event) => {
      if (event.memberId === p.who.id) seen.push(event.balance);
    });
    try {
      const roundId = rid();
      await bet(p, { roundId, amount: 700 });
      await win(p, roundId, { amount: 1_400 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(seen).toEqual([9_300, 10_700]);
    } finally {
      stop();
    }
  });

  it('publishes a posting made in a transaction once it commits, and nothing when it rolls back', async () => {
    const p = await player(0);
    const { ledger } = t.services;
    const [bonus, wallet] = [
      await ledger.systemAccount('BONUS', 'PHP'),
      await ledger.memberAccount(p.who.id, 'PHP'),
    ];
    const grant = (key: string) => ({
      idempotencyKey: key,
      kind: 'test_grant',
      memberId: p.who.id,
      legs: [
        { accountId: bonus, amount: -500 },
        { accountId: wallet, amount: 500 },
      ],
    });
    const seen: Array<number | null> = [];
    const stop = t.services.balanceEvents.subscribe((event) => {
      if (event.memberId === p.who.id) seen.push(event.balance);
    });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
    try {
      await expect(
        t.database.db.transaction(async (tx) => {
          await ledger.post(grant(rid()), tx);
          throw new Error('the caller fails after posting');
        }),
      ).rejects.toThrow();
      await settle();
      expect(seen).toEqual([]);
      await t.database.db.transaction(async (tx) => {
        await ledger.post(grant(rid()), tx);
        await settle();
        expect(seen).toEqual([]);
      });
      await settle();
      expect(seen).toEqual([500]);
      expect(await balanceOf(t, p.who)).toBe(500);
    } finally {
      stop();
    }
  });
});

describe('concurrency', () => {
  it('never creates or loses a cent under parallel bets, wins, rollbacks and repeats on one player', async () => {
    const start = 50_000;
    const p = await player(start);
    const rounds = Array.from({ length: 12 }, () => rid());
    const calls: Array<Promise<{ kind: string; amount: number; status: string; requestId: string }>> = [];
    const tag = (
      kind: string,
      amount: number,
      requestId: string,
      reply: Promise<{ body: { status: string } }>,
    ) => reply.then((r) => ({ kind, amount, status: r.body.status, requestId }));
    const betIds: string[] = [];
    rounds.forEach((roundId, i) => {
      for (let k = 0; k < 3; k++) {
        const requestId = rid();
        betIds.push(requestId);
        // Together they ask for far more than the balance: some must be refused.
        const amount = 2_000 + 500 * ((i + k) % 5);
        calls.push(tag('bet', amount, requestId, bet(p, { requestId, roundId, amount })));
        // The same request sent twice at once.
        calls.push(tag('bet-copy', amount, requestId, bet(p, { requestId, roundId, amount })));
      }
      const winId = rid();
      calls.push(
        tag(
          'win',
          700 * (i + 1),
          winId,
          win(p, roundId, { requestId: winId, amount: 700 * (i + 1), closeRound: false }),
        ),
      );
    });
    const replies = await Promise.all(calls);
    // Roll back a few bets, in parallel with their own repeats.
    const undo = betIds.filter((_, i) => i % 4 === 0);
    const rollbacks = await Promise.all(
      undo.flatMap((betId, i) => {
        const requestId = rid();
        const roundId = rounds[Math.floor(betIds.indexOf(betId) / 3)]!;
        return [0, 1].map(() => tag('rollback', i, requestId, rollback(p, roundId, betId, { requestId })));
      }),
    );
    expect(rollbacks.every((r) => r.status === 'RS_OK')).toBe(true);

    const calls$ = await t.database.db
      .select()
      .from(seamlessCalls)
      .where(eq(seamlessCalls.memberId, p.who.id));
    const byId = new Map(calls$.map((c) => [c.requestId, c]));
    const acceptedBets = calls$.filter((c) => c.call === 'bet' && c.moved);
    const refusedBets = replies.filter((r) => r.kind === 'bet' && r.status === 'RS_ERROR_NOT_ENOUGH_MONEY');
    expect(refusedBets.length).toBeGreaterThan(0);
    // Copies answer what their original answered.
    for (const reply of replies.filter((r) => r.kind === 'bet-copy')) {
      const original = replies.find((r) => r.kind === 'bet' && r.requestId === reply.requestId)!;
      expect(reply.status).toBe(original.status);
    }
    const wins = calls$.filter((c) => c.call === 'win' && c.moved);
    const refunded = calls$.filter((c) => c.call === 'rollback' && c.moved);
    const staked = acceptedBets.reduce((sum, c) => sum + c.amount, 0);
    const paid = wins.reduce((sum, c) => sum + c.amount, 0);
    const returned = refunded.reduce((sum, c) => sum + c.amount, 0);
    for (const r of refunded) expect(byId.has(r.requestId)).toBe(true);

    expect(await balanceOf(t, p.who)).toBe(start - staked + paid + returned);
    const roundRows = await t.database.db.select().from(bets).where(eq(bets.memberId, p.who.id));
    expect(roundRows.reduce((sum, r) => sum + r.stake, 0)).toBe(staked - returned);
    expect(roundRows.reduce((sum, r) => sum + r.payout, 0)).toBe(paid);
    const postings = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.memberId, p.who.id), sql`${ledgerTransactions.kind} <> 'ADJUSTMENT'`));
    expect(postings[0]?.n).toBe(acceptedBets.length + wins.length + refunded.length);
    await expectLedgerSound();
    // The hourly sums followed every round through bets, wins, rollbacks and repeats.
    const sums = await roundsAndHourlySums(t);
    expect(sums.hours).toEqual(sums.rounds);
  });
});
