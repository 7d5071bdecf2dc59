import { createHash, randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@lobby/contract/envelope';
import {
  gameDetailValueSchema,
  lotteryLaunchValueSchema,
  lotteryPaths,
  myBetsValueSchema,
  openedNumerosValueSchema,
  openNumeroValueSchema,
  placeBetsValueSchema,
  vnGameMenuValueSchema,
  vnRecentGamesValueSchema,
  type PlaceBet,
} from '@lobby/contract/lottery';
import { bets, games, ledgerEntries, ledgerTransactions, lotteryBets, lotteryDraws } from '../src/db/schema';
import { systemRandom } from '../src/lib/random';
import { checkLedger, ledgerIsSound } from '../src/modules/ledger/ledger';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { createLottery } from '../src/modules/lottery/create-lottery';
import { writeSetting } from '../src/modules/system/system.repository';
import { drawResult } from '../src/modules/lottery/draw-engine';
import type { SeamlessTransport } from '../src/modules/game-provider/seamless-client';
import { isSiteRoute } from '../src/plugins/static-site';
import { bearer, send } from './account-helpers';
import { withDatabase } from './global-setup';
import { createTestApp, type TestApp } from './helper';
import { balanceOf, credit } from './seamless-helpers';
import { makeMember, type TestMember } from './wallet-helpers';

let t: TestApp;
/** 2026-11-22 11:00:05 at GMT+8: five seconds into a one-minute draw of tcg-fast3. */
let now = Date.UTC(2026, 10, 22, 3, 0, 5);
const clock = { now: () => now };

const member = (type = 0) => makeMember(t.database.db, t.services, { type });
const post = (url: string, body: unknown, who?: TestMember) =>
  send(t, 'POST', url, body, { headers: who ? bearer(who.token) : {} });
const get = (url: string, who?: TestMember) =>
  send(t, 'GET', url, undefined, { headers: who ? bearer(who.token) : {} });
const tick = () => t.services.lottery.engine.tick();

async function openDraw(gameCode: string) {
  const res = await get(`${lotteryPaths.openNumero}?gameCode=${gameCode}`);
  expect(res.status).toBe(200);
  return envelope(openNumeroValueSchema).parse(res.body).value;
}

/** What the open draw of a game will show: the test reads the seed the page cannot see yet. */
async function upcoming(gameCode: string) {
  const open = await openDraw(gameCode);
  const [game] = await t.database.db.select().from(games).where(eq(games.gameCode, gameCode));
  const [draw] = await t.database.db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.nodeId, game!.nodeId), eq(lotteryDraws.numero, open.current.numero)));
  const type = open.lotteryType;
  return { open, draw: draw!, result: drawResult(type, draw!), vendor: game!.vendorCode };
}

function placeBets(
  who: TestMember | undefined,
  body: { gameCode: string; numero: string; bets: PlaceBet[]; requestId?: string },
) {
  return post(lotteryPaths.placeBets, { requestId: randomUUID(), ...body }, who);
}

async function richMember(amount = 1_000_000) {
  const who = await member();
  await credit(t, who, amount);
  return who;
}

/** Moves the clock just past a draw and runs the engine until it has nothing left to do. */
async function drawNow(drawsAt: string) {
  now = Date.parse(drawsAt) + 1;
  const total = { drawn: 0, settled: 0 };
  for (let i = 0; i < 10; i++) {
    const report = await tick();
    total.drawn += report.drawn;
    total.settled += report.settled;
    if (report.drawn === 0 && report.settled === 0) break;
  }
  return total;
}

async function expectLedgerSound() {
  expect(ledgerIsSound(await checkLedger(t.database.db))).toBe(true);
}

beforeAll(async () => {
  t = await createTestApp({ clock });
});

afterAll(async () => {
  await t?.close();
});

describe('menus, draws and rules', () => {
  it('lists a drawn game of every lottery type with its calendar and open numero', async () => {
    const res = await get(`${lotteryPaths.vnGameMenu}?device=WEB&language=PT`);
    expect(res.status).toBe(200);
    const { serverTime, gameMenus } = envelope(vnGameMenuValueSchema).parse(res.body).value;
    expect(serverTime).toBe(new Date(now).toISOString());
    expect(gameMenus.map((m) => m.lotteryType)).toEqual(['SSC', '11X5', 'PK10', 'LHC', 'LF']);
    const fast3 = gameMenus.flatMap((m) => m.games).find((g) => g.gameCode === 'fast3')!;
    expect(fast3).toMatchObject({
      vassalage: 'TCG',
      lotteryType: 'SSC',
      prizeMode: 'LOTT',
      drawIntervalSeconds: 60,
      closeSeconds: 10,
      numero: '20261122-0662',
      closesAt: '2026-11-22T03:00:50.000Z',
      drawsAt: '2026-11-22T03:01:00.000Z',
    });
    expect(gameMenus[0]!.name).toBe('Sorteios Rápidos');
    const sea = envelope(vnGameMenuValueSchema).parse(
      (await get(`${lotteryPaths.vnGameMenu}?prizeMode=SEA`)).body,
    ).value.gameMenus;
    expect(sea.flatMap((m) => m.games).every((g) => g.prizeMode === 'SEA')).toBe(true);
  });

  it('answers the open draw with its committed seed hash, closing time and the server time', async () => {
    const open = await openDraw('fast3');
    expect(open).toMatchObject({ gameCode: 'fast3', vassalage: 'TCG', lotteryType: 'SSC', last: null });
    expect(open.serverTime).toBe(new Date(now).toISOString());
    expect(open.current).toMatchObject({
      numero: '20261122-0662',
      status: 'OPEN',
      closesAt: '2026-11-22T03:00:50.000Z',
      seed: null,
      result: null,
    });
    expect(open.current.seedHash).toMatch(/^[0-9a-f]{64}$/);
    // Asking again answers the same draw: it is made once.
    expect((await openDraw('fast3')).current.seedHash).toBe(open.current.seedHash);
  });

  it('describes a game: result format, bet types with odds, limits', async () => {
    const res = await get(`${lotteryPaths.gameDetail}?gameCode=lotto-5m`);
    expect(res.status).toBe(200);
    const detail = envelope(gameDetailValueSchema).parse(res.body).value;
    expect(detail.game).toMatchObject({ lotteryType: '11X5', drawIntervalSeconds: 300 });
    expect(detail.result).toEqual({ count: 5, min: 1, max: 11, distinct: true });
    expect(detail.betTypes.find((b) => b.betType === 'ANY')).toMatchObject({
      oddsBy: 'PICK',
      pick: { min: 1, max: 5, from: 1, to: 11 },
      odds: { '1': 2.13, '2': 5.33, '3': 16, '4': 64.02, '5': 448.14 },
    });
    expect(detail.limits).toEqual({
      minStake: 100,
      maxStake: 1_000_000,
      maxStakePerDraw: 5_000_000,
      maxPayout: 100_000_000,
      maxBetsPerTicket: 20,
    });
    expect(detail.houseEdgePercent).toBe(3);
    expect(detail.currency).toBe('PHP');
  });

  it('refuses unknown games and bad input with a 4xx', async () => {
    expect((await get(`${lotteryPaths.openNumero}?gameCode=nope`)).body.message).toBe('game_not_found');
    expect((await get(`${lotteryPaths.openNumero}?gameCode=nope`)).status).toBe(404);
    expect((await get(lotteryPaths.openNumero)).status).toBe(400);
    expect((await get(`${lotteryPaths.openedNumeros}?gameCode=fast3&pageSize=500`)).status).toBe(400);
    expect((await get(`${lotteryPaths.openedNumeros}?gameCode=fast3&numero=12`)).status).toBe(400);
    const unknownPath = await get('/lotto/lgw/nothing-here');
    expect(unknownPath.status).toBe(404);
    expect(unknownPath.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await get(lotteryPaths.placeBets)).status).toBe(404);
    expect(isSiteRoute(lotteryPaths.vnGameMenu)).toBe(false);
    expect(isSiteRoute(lotteryPaths.openNumero)).toBe(false);
    expect(isSiteRoute('/lottery?gameCode=fast3')).toBe(true);
    const missing = await get(`${lotteryPaths.openedNumeros}?gameCode=fast3&numero=20200101-0001`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('lottery_draw_not_found');
  });
});

describe('a draw from open to settled', () => {
  it('opens, closes, draws and settles on the test clock, paying exactly payout − stake', async () => {
    now = Date.UTC(2026, 10, 22, 3, 10, 5);
    const who = await richMember();
    const before = await balanceOf(t, who);
    const { open, draw, result, vendor } = await upcoming('fast3');
    const winning: PlaceBet = { betType: 'POSITION_DIGIT', position: 1, numbers: [result[0]!], stake: 1_000 };
    const losing: PlaceBet = {
      betType: 'POSITION_DIGIT',
      position: 2,
      numbers: [(result[1]! + 1) % 10],
      stake: 500,
    };
    const placed = await placeBets(who, {
      gameCode: 'fast3',
      numero: open.current.numero,
      bets: [winning, losing],
    });
    expect(placed.status).toBe(200);
    const ticket = envelope(placeBetsValueSchema).parse(placed.body).value;
    expect(ticket.bets.map((b) => b.status)).toEqual(['OPEN', 'OPEN']);
    expect(ticket.bets[0]).toMatchObject({ odds: 9.7, stake: 1_000, payout: 0, numero: open.current.numero });
    expect(ticket.balance).toBe(before - 1_500);
    expect(await balanceOf(t, who)).toBe(before - 1_500);

    // Past the close, betting is refused and the draw shows CLOSED until it is drawn.
    now = Date.parse(open.current.closesAt);
    const late = await placeBets(who, { gameCode: 'fast3', numero: open.current.numero, bets: [winning] });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('lottery_draw_closed');
    const closed = await get(`${lotteryPaths.openedNumeros}?gameCode=fast3&numero=${open.current.numero}`);
    expect(envelope(openedNumerosValueSchema).parse(closed.body).value.list[0]).toMatchObject({
      status: 'CLOSED',
      seed: null,
    });
    // Before its time the engine leaves it alone.
    await tick();
    expect(await balanceOf(t, who)).toBe(before - 1_500);

    const report = await drawNow(open.current.drawsAt);
    expect(report.drawn).toBeGreaterThanOrEqual(1);
    expect(report.settled).toBeGreaterThanOrEqual(2);
    expect(await balanceOf(t, who)).toBe(before - 1_500 + 9_700);

    const history = envelope(openedNumerosValueSchema).parse(
      (await get(`${lotteryPaths.openedNumeros}?gameCode=fast3`)).body,
    ).value;
    const shown = history.list[0]!;
    expect(shown).toMatchObject({ numero: open.current.numero, status: 'SETTLED', result });
    expect(shown.seed).toBe(draw.seed);
    expect(createHash('sha256').update(shown.seed!).digest('hex')).toBe(open.current.seedHash);
    expect(drawResult('SSC', { seed: shown.seed!, nodeId: 'tcg-fast3', numero: shown.numero })).toEqual(
      result,
    );
    expect(shown.summary).toMatchObject({ sum: result.reduce((a, b) => a + b, 0) });

    // The betting record: one round per bet, with the draw's fairness data and the bet's detail.
    const rounds = await t.database.db
      .select()
      .from(bets)
      .where(
        and(
          eq(bets.vendorCode, vendor),
          inArray(
            bets.roundId,
            ticket.bets.map((b) => b.betId),
          ),
        ),
      );
    const won = rounds.find((r) => r.roundId === ticket.bets[0]!.betId)!;
    expect(won).toMatchObject({
      memberId: who.id,
      gameCode: 'fast3',
      gameType: 'LOTT',
      stake: 1_000,
      payout: 9_700,
    });
    expect(won.status).toBe('SETTLED');
    expect(won.fairness).toMatchObject({ seed: draw.seed, seedHash: draw.seedHash, numero: draw.numero });
    expect(won.detail).toMatchObject({
      betType: 'POSITION_DIGIT',
      selection: { position: 1, numbers: [result[0]] },
      odds: 9.7,
      result,
      outcome: 'WIN',
    });
    expect(rounds.find((r) => r.roundId === ticket.bets[1]!.betId)).toMatchObject({
      payout: 0,
      status: 'SETTLED',
    });

    const mine = envelope(myBetsValueSchema).parse(
      (await get(`${lotteryPaths.myBets}?gameCode=fast3&status=SETTLED`, who)).body,
    ).value;
    expect(mine.list.map((b) => [b.status, b.payout])).toEqual([
      ['WON', 9_700],
      ['LOST', 0],
    ]);
    expect(mine.list[0]!.result).toEqual(result);
    const open2 = envelope(myBetsValueSchema).parse(
      (await get(`${lotteryPaths.myBets}?status=OPEN`, who)).body,
    ).value;
    expect(open2.total).toBe(0);
    // The next draw is open, and shows this one as the last.
    const next = await openDraw('fast3');
    expect(next.current.numero > open.current.numero).toBe(true);
    expect(next.last?.numero).toBe(open.current.numero);
    await expectLedgerSound();
  });

  it('settles bets of every lottery type', async () => {
    now = Date.UTC(2026, 10, 22, 4, 0, 2);
    const who = await richMember(10_000_000);
    const cases: { gameCode: string; bet: (r: number[]) => PlaceBet; odds: number }[] = [
      {
        gameCode: 'lucky5d',
        bet: (r) => ({ betType: 'SUM_ODD_EVEN', choice: sumOf(r) % 2 ? 'ODD' : 'EVEN', stake: 1_000 }),
        odds: 194,
      },
      {
        gameCode: 'lotto-5m',
        bet: (r) => ({ betType: 'ANY', numbers: [r[4]!, r[0]!], stake: 1_000 }),
        odds: 533,
      },
      {
        gameCode: 'virtual-racing',
        bet: (r) => ({ betType: 'POSITION_NUMBER', position: 3, numbers: [r[2]!], stake: 1_000 }),
        odds: 970,
      },
      {
        gameCode: 'keno-express',
        bet: (r) => ({ betType: 'SPECIAL_NUMBER', numbers: [r[6]!], stake: 1_000 }),
        odds: 4753,
      },
      { gameCode: 'pick3', bet: (r) => ({ betType: 'STRAIGHT', numbers: r, stake: 100 }), odds: 97000 },
    ];
    let expected = await balanceOf(t, who);
    const drawTimes: string[] = [];
    for (const c of cases) {
      const { open, result } = await upcoming(c.gameCode);
      const res = await placeBets(who, {
        gameCode: c.gameCode,
        numero: open.current.numero,
        bets: [c.bet(result)],
      });
      expect(res.status, c.gameCode).toBe(200);
      const stake = c.bet(result).stake;
      expected += Math.floor((stake * c.odds) / 100) - stake;
      drawTimes.push(open.current.drawsAt);
    }
    await drawNow(drawTimes.sort().at(-1)!);
    expect(await balanceOf(t, who)).toBe(expected);
    const mine = envelope(myBetsValueSchema).parse(
      (await get(`${lotteryPaths.myBets}?pageSize=5`, who)).body,
    ).value;
    expect(mine.list.every((b) => b.status === 'WON')).toBe(true);
    expect(new Set(mine.list.map((b) => b.lotteryType))).toEqual(
      new Set(['SSC', '11X5', 'PK10', 'LHC', 'LF']),
    );
    await expectLedgerSound();
  });
});

const sumOf = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('placing bets', () => {
  it('needs a real account', async () => {
    const { open } = await upcoming('fast3');
    const bet: PlaceBet = { betType: 'SUM_BIG_SMALL', choice: 'BIG', stake: 1_000 };
    const visitor = await placeBets(undefined, {
      gameCode: 'fast3',
      numero: open.current.numero,
      bets: [bet],
    });
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBe('not_logged_in');
    const trial = await placeBets(await member(4), {
      gameCode: 'fast3',
      numero: open.current.numero,
      bets: [bet],
    });
    expect(trial.status).toBe(403);
    expect(trial.body.message).toBe('in_need_true_account');
    expect((await get(lotteryPaths.myBets, await member(4))).status).toBe(403);
  });

  it('refuses bad bets with a clear 4xx and takes nothing', async () => {
    const who = await richMember(20_000_000);
    const before = await balanceOf(t, who);
    const { open } = await upcoming('fast3');
    const numero = open.current.numero;
    const refused = async (bets: PlaceBet[], status: number, message: string, n = numero) => {
      const res = await placeBets(who, { gameCode: 'fast3', numero: n, bets });
      expect(res.status, message).toBe(status);
      expect(res.body.message).toBe(message);
    };
    await refused(
      [{ betType: 'SPECIAL_NUMBER', numbers: [3], stake: 1_000 }],
      400,
      'lottery_bet_type_invalid',
    );
    await refused(
      [{ betType: 'POSITION_DIGIT', position: 9, numbers: [3], stake: 1_000 }],
      400,
      'lottery_selection_invalid',
    );
    await refused(
      [{ betType: 'POSITION_DIGIT', numbers: [3], stake: 1_000 }],
      400,
      'lottery_selection_invalid',
    );
    await refused(
      [{ betType: 'SUM_BIG_SMALL', choice: 'RED', stake: 1_000 }],
      400,
      'lottery_selection_invalid',
    );
    await refused([{ betType: 'SUM_BIG_SMALL', choice: 'BIG', stake: 99 }], 400, 'amount_below_minimum');
    await refused(
      [{ betType: 'SUM_BIG_SMALL', choice: 'BIG', stake: 1_000_001 }],
      400,
      'amount_above_maximum',
    );
    const six = Array.from({ length: 6 }, () => ({
      betType: 'SUM_BIG_SMALL',
      choice: 'BIG' as const,
      stake: 1_000_000,
    }));
    await refused(six, 400, 'lottery_draw_limit_reached');
    await refused(
      [{ betType: 'SUM_BIG_SMALL', choice: 'BIG', stake: 1_000 }],
      409,
      'lottery_draw_closed',
      '20261122-0001',
    );
    await refused(
      [{ betType: 'SUM_BIG_SMALL', choice: 'BIG', stake: 1_000 }],
      409,
      'lottery_draw_not_open',
      '20991231-0001',
    );
    for (const body of [
      { gameCode: 'fast3', numero, bets: [] },
      { gameCode: 'fast3', numero, bets: [{ betType: 'SUM_BIG_SMALL', choice: 'BIG', stake: 1.5 }] },
      {
        gameCode: 'fast3',
        numero,
        requestId: 'short',
        bets: [{ betType: 'SUM_BIG_SMALL', choice: 'BIG', stake: 100 }],
      },
      { gameCode: 'fast3', numero: 'soon', bets: [{ betType: 'SUM_BIG_SMALL', choice: 'BIG', stake: 100 }] },
    ]) {
      const res = await post(lotteryPaths.placeBets, { requestId: randomUUID(), ...body }, who);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    const unknown = await placeBets(who, {
      gameCode: 'nope',
      numero,
      bets: [{ betType: 'SUM_BIG_SMALL', choice: 'BIG', stake: 100 }],
    });
    expect(unknown.status).toBe(404);
    // The per-draw limit counts earlier tickets too.
    const five = six.slice(0, 5);
    expect((await placeBets(who, { gameCode: 'fast3', numero, bets: five })).status).toBe(200);
    await refused(
      [{ betType: 'SUM_BIG_SMALL', choice: 'BIG', stake: 100 }],
      400,
      'lottery_draw_limit_reached',
    );
    expect(await balanceOf(t, who)).toBe(before - 5_000_000);
  });

  it('refuses a ticket the balance cannot cover, taking none of it', async () => {
    const who = await richMember(1_500);
    const { open } = await upcoming('fast3');
    const bets: PlaceBet[] = [
      { betType: 'SUM_BIG_SMALL', choice: 'BIG', stake: 1_000 },
      { betType: 'SUM_BIG_SMALL', choice: 'SMALL', stake: 1_000 },
    ];
    const requestId = randomUUID();
    const res = await placeBets(who, { gameCode: 'fast3', numero: open.current.numero, bets, requestId });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('insufficient_balance');
    expect(await balanceOf(t, who)).toBe(1_500);
    // A repeat answers the same refusal.
    const again = await placeBets(who, { gameCode: 'fast3', numero: open.current.numero, bets, requestId });
    expect(again.body.message).toBe('insufficient_balance');
    const mine = envelope(myBetsValueSchema).parse((await get(lotteryPaths.myBets, who)).body).value;
    expect(mine.total).toBe(0);
  });

  it('places a ticket once for a request id, and refuses another ticket under it', async () => {
    const who = await richMember(100_000);
    const { open } = await upcoming('fast3');
    const body = {
      gameCode: 'fast3',
      numero: open.current.numero,
      requestId: randomUUID(),
      bets: [{ betType: 'SUM_ODD_EVEN', choice: 'ODD', stake: 2_000 } as PlaceBet],
    };
    const [a, b] = await Promise.all([placeBets(who, body), placeBets(who, body)]);
    const c = await placeBets(who, body);
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    const ids = [a, b, c].map((r) => envelope(placeBetsValueSchema).parse(r.body).value.bets[0]!.betId);
    expect(new Set(ids).size).toBe(1);
    expect(await balanceOf(t, who)).toBe(98_000);
    const other = await placeBets(who, { ...body, bets: [{ ...body.bets[0]!, stake: 3_000 }] });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe('idempotency_key_reused');
    expect(await balanceOf(t, who)).toBe(98_000);
  });
});

describe('the maximum payout per bet', () => {
  it('refuses a bet that could win more than the cap, the whole ticket, taking nothing', async () => {
    const who = await richMember(2_000_000);
    const { open } = await upcoming('pick3');
    const numero = open.current.numero;
    // A straight bet pays 970 times its stake: ₱1,030.93 could win ₱1,000,002.10, past ₱1,000,000.
    const over: PlaceBet = { betType: 'STRAIGHT', numbers: [1, 2, 3], stake: 103_093 };
    const under: PlaceBet = { betType: 'STRAIGHT', numbers: [1, 2, 3], stake: 103_092 };
    const small: PlaceBet = { betType: 'SUM_BIG_SMALL', choice: 'BIG', stake: 1_000 };
    for (const bets of [[over], [small, over]]) {
      const res = await placeBets(who, { gameCode: 'pick3', numero, bets });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        code: 'BAD_REQUEST',
        message: 'lottery_payout_above_maximum',
      });
    }
    expect(await balanceOf(t, who)).toBe(2_000_000);
    const mine = envelope(myBetsValueSchema).parse((await get(lotteryPaths.myBets, who)).body).value;
    expect(mine.total).toBe(0);
    // At the cap or below it, the bet is taken.
    const ok = await placeBets(who, { gameCode: 'pick3', numero, bets: [under] });
    expect(ok.status).toBe(200);
    expect(await balanceOf(t, who)).toBe(2_000_000 - 103_092);
    await expectLedgerSound();
  });

  it('follows the operator setting, which the game detail shows', async () => {
    const defaults = await t.services.settings.get('lottery');
    // The cap may not be below the largest stake.
    await expect(
      t.services.settings.set('lottery', { ...defaults, maxStake: 10_000, maxPayout: 9_999 }),
    ).rejects.toThrow();
    await t.services.settings.set('lottery', { ...defaults, maxStake: 10_000, maxPayout: 10_000 });
    try {
      const detail = envelope(gameDetailValueSchema).parse(
        (await get(`${lotteryPaths.gameDetail}?gameCode=fast3`)).body,
      ).value;
      expect(detail.limits.maxPayout).toBe(10_000);
      const who = await richMember(100_000);
      const { open } = await upcoming('fast3');
      const bet = (stake: number): PlaceBet => ({ betType: 'SUM_BIG_SMALL', choice: 'BIG', stake });
      // 1.94 × 5,156 = 10,002.64: over; 1.94 × 5,155 = 10,000.70, paid 10,000: at the cap.
      const refused = await placeBets(who, {
        gameCode: 'fast3',
        numero: open.current.numero,
        bets: [bet(5_156)],
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('lottery_payout_above_maximum');
      expect(await balanceOf(t, who)).toBe(100_000);
      const taken = await placeBets(who, {
        gameCode: 'fast3',
        numero: open.current.numero,
        bets: [bet(5_155)],
      });
      expect(taken.status).toBe(200);
      expect(await balanceOf(t, who)).toBe(100_000 - 5_155);
    } finally {
      await t.services.settings.set('lottery', defaults);
    }
  });

  it('reads a stored setting from before the cap with the default cap', async () => {
    const defaults = await t.services.settings.get('lottery');
    const { maxPayout: _dropped, ...older } = defaults;
    // Written as an older server stored it, past the schema.
    await writeSetting(t.database.db, 'lottery', { ...older, minStake: 200 });
    t.services.settings.invalidate();
    try {
      expect(await t.services.settings.get('lottery')).toMatchObject({
        minStake: 200,
        maxPayout: 100_000_000,
      });
    } finally {
      await t.services.settings.set('lottery', defaults);
    }
  });
});

describe('draws that cannot happen', () => {
  it('refunds the bets of a game disabled before its draw', async () => {
    now = Date.UTC(2026, 10, 22, 5, 0, 3);
    const who = await richMember(50_000);
    const { open } = await upcoming('fast3');
    const res = await placeBets(who, {
      gameCode: 'fast3',
      numero: open.current.numero,
      bets: [{ betType: 'SUM_BIG_SMALL', choice: 'BIG', stake: 5_000 }],
    });
    expect(res.status).toBe(200);
    expect(await balanceOf(t, who)).toBe(45_000);
    await t.database.db.update(games).set({ enabled: false }).where(eq(games.nodeId, 'tcg-fast3'));
    try {
      await drawNow(open.current.drawsAt);
      expect(await balanceOf(t, who)).toBe(50_000);
      const shown = envelope(openedNumerosValueSchema).parse(
        (await get(`${lotteryPaths.openedNumeros}?gameCode=fast3&numero=${open.current.numero}`)).body,
      ).value.list[0]!;
      expect(shown).toMatchObject({ status: 'CANCELLED', result: null });
      const mine = envelope(myBetsValueSchema).parse((await get(lotteryPaths.myBets, who)).body).value;
      expect(mine.list[0]).toMatchObject({ status: 'REFUNDED', payout: 0 });
      const closed = await get(`${lotteryPaths.openNumero}?gameCode=fast3`);
      expect(closed.status).toBe(503);
      expect(closed.body.message).toBe('game_maintenance');
    } finally {
      await t.database.db.update(games).set({ enabled: true }).where(eq(games.nodeId, 'tcg-fast3'));
    }
    await expectLedgerSound();
  });
});

describe('recent games and the lobby launch', () => {
  it('lists the lottery games a member bet on or opened, newest first', async () => {
    const who = await richMember();
    const recent = async () =>
      envelope(vnRecentGamesValueSchema).parse((await get(lotteryPaths.vnRecentGames, who)).body).value.games;
    expect(await recent()).toEqual([]);
    const { open } = await upcoming('lucky5d');
    now += 1_000;
    await placeBets(who, {
      gameCode: 'lucky5d',
      numero: open.current.numero,
      bets: [{ betType: 'SUM_BIG_SMALL', choice: 'BIG', stake: 1_000 }],
    });
    now += 1_000;
    const launched = await post(
      lotteryPaths.launch,
      {
        lottoGameCode: 'north',
        lottoView: 'betting',
        lottoPrizeMode: 'LOTT',
        device: 'WEB',
        backUrl: '/lott',
      },
      who,
    );
    expect(launched.status).toBe(200);
    expect(envelope(lotteryLaunchValueSchema).parse(launched.body).value).toEqual({
      url: '/vnLottery?gameCode=north&view=betting&prizeMode=LOTT&backUrl=%2Flott',
      gameCode: 'north',
      view: 'betting',
    });
    expect((await recent()).map((g) => g.gameCode)).toEqual(['north', 'lucky5d']);
    expect((await get(lotteryPaths.vnRecentGames)).status).toBe(401);
    expect((await get(lotteryPaths.vnRecentGames, await member(4))).body.value.games).toEqual([]);
  });

  it('answers the lobby without a game, and never sends the member to another site', async () => {
    const who = await member();
    const lobby = await post(lotteryPaths.launch, { lottoPrizeMode: 'SEA', backUrl: '//evil.example' }, who);
    expect(lobby.body.value).toEqual({
      url: '/seaLottery?view=lobby&prizeMode=SEA',
      gameCode: null,
      view: 'lobby',
    });
    expect((await post(lotteryPaths.launch, {}, await member(4))).status).toBe(403);
    expect((await post(lotteryPaths.launch, { lottoArea: 'CN' }, who)).status).toBe(400);
  });
});

/** A second scheduler (another instance's engine) over the same database, with its own transport. */
function secondLottery(transport: SeamlessTransport) {
  return createLottery({
    db: t.database.db,
    clock,
    random: systemRandom,
    settings: t.services.settings,
    secrets: t.services.secrets,
    seamless: t.services.seamless,
    transport,
  });
}

/**
 * On PostgreSQL, another server instance: its own app and connection pool on the same database. PGlite
 * admits one process, so there the second scheduler is another engine in this one.
 */
async function otherInstance() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { engine: secondLottery(throughApp).engine, close: async () => undefined };
  const current = await t.database.db.execute<{ name: string }>(sql`select current_database() as name`);
  const database = await openDatabase({
    databaseUrl: withDatabase(serverUrl, current.rows[0]!.name),
    dataDir: null,
  });
  const { app, services } = await buildApp({ config: t.config, database, clock });
  await app.ready();
  return {
    engine: services.lottery.engine,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

const throughApp: SeamlessTransport = async ({ path, body, headers }) => {
  const reply = await t.app.inject({ method: 'POST', url: path, headers, payload: body });
  return { status: reply.statusCode, body: reply.body };
};

/** Wins of the lottery's rounds in the ledger, per round: each must be there once at most. */
async function winPostings(roundIds: string[], vendor: string) {
  const rows = await t.database.db
    .select({ reference: ledgerTransactions.reference, n: sql<number>`count(*)::int` })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.kind, 'WIN'),
        inArray(
          ledgerTransactions.reference,
          roundIds.map((id) => `${vendor}:${id}`),
        ),
      ),
    )
    .groupBy(ledgerTransactions.reference);
  return rows;
}

describe('crashes and concurrent schedulers', () => {
  /** A lottery whose stakes reach the wallet but whose answers are lost while `lose.on`. */
  function losingAnswers() {
    const lose = { on: true };
    const lottery = secondLottery(async (request) => {
      const reply = await throughApp(request);
      if (lose.on && request.path.endsWith('/bet')) throw new Error('timeout');
      return reply;
    });
    return { lottery, lose };
  }

  it('finishes a ticket whose stake got no answer when the request is repeated', async () => {
    now = Date.UTC(2026, 10, 22, 5, 30, 4);
    const who = await richMember(10_000);
    const { open } = await upcoming('fast3');
    const request = {
      gameCode: 'fast3',
      numero: open.current.numero,
      requestId: randomUUID(),
      bets: [{ betType: 'SUM_BIG_SMALL', choice: 'BIG' as const, stake: 1_000 }],
    };
    const player = { id: who.id, account: who.account, currency: 'PHP' };
    const { lottery, lose } = losingAnswers();
    await expect(lottery.betting.place(player, request)).rejects.toMatchObject({
      message: 'game_round_failed',
    });
    // The stake went through; only its answer was lost.
    expect(await balanceOf(t, who)).toBe(9_000);
    lose.on = false;
    const value = await lottery.betting.place(player, request);
    expect(value.bets.map((b) => b.status)).toEqual(['OPEN']);
    const viaSite = envelope(placeBetsValueSchema).parse((await placeBets(who, request)).body).value;
    expect(viaSite.bets[0]!.betId).toBe(value.bets[0]!.betId);
    expect(await balanceOf(t, who)).toBe(9_000);
  });

  it('returns at the draw a stake whose ticket was never completed', async () => {
    const who = await richMember(10_000);
    const { open } = await upcoming('fast3');
    const player = { id: who.id, account: who.account, currency: 'PHP' };
    const { lottery } = losingAnswers();
    await expect(
      lottery.betting.place(player, {
        gameCode: 'fast3',
        numero: open.current.numero,
        requestId: randomUUID(),
        bets: [{ betType: 'SUM_BIG_SMALL', choice: 'SMALL', stake: 2_000 }],
      }),
    ).rejects.toMatchObject({ message: 'game_round_failed' });
    expect(await balanceOf(t, who)).toBe(8_000);
    await drawNow(open.current.drawsAt);
    expect(await balanceOf(t, who)).toBe(10_000);
    const mine = envelope(myBetsValueSchema).parse((await get(lotteryPaths.myBets, who)).body).value;
    expect(mine.list.map((b) => b.status)).toEqual(['REFUNDED']);
    await expectLedgerSound();
  });

  it('finishes a settlement interrupted half-way, paying each bet once', async () => {
    now = Date.UTC(2026, 10, 22, 6, 0, 4);
    const { open, result } = await upcoming('fast3');
    const players = await Promise.all([richMember(), richMember(), richMember()]);
    const betIds: string[] = [];
    for (const who of players) {
      const res = await placeBets(who, {
        gameCode: 'fast3',
        numero: open.current.numero,
        bets: [{ betType: 'POSITION_DIGIT', position: 5, numbers: [result[4]!], stake: 1_000 }],
      });
      betIds.push(
        ...envelope(placeBetsValueSchema)
          .parse(res.body)
          .value.bets.map((b) => b.betId),
      );
    }
    // A scheduler whose wallet answers are lost after the first payout: the payout went through,
    // nothing after it did, and it crashed holding the draw.
    let calls = 0;
    const crashing = secondLottery(async (request) => {
      calls += 1;
      if (calls > 1 && request.path.endsWith('/win')) {
        if (calls === 2) await throughApp(request);
        throw new Error('connection lost');
      }
      return throughApp(request);
    });
    now = Date.parse(open.current.drawsAt) + 1;
    await crashing.engine.tick();
    const [draw] = await t.database.db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.nodeId, 'tcg-fast3'), eq(lotteryDraws.numero, open.current.numero)));
    expect(draw!.status).toBe('DRAWN');
    expect(draw!.settledAt).toBeNull();
    // Its lease still runs: another scheduler leaves the draw alone...
    await t.database.db
      .update(lotteryDraws)
      .set({ leaseOwner: crashing.engine.owner, leaseUntil: new Date(now + 60_000) })
      .where(eq(lotteryDraws.id, draw!.id));
    await tick();
    expect(
      (await t.database.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, draw!.id)))[0]!.settledAt,
    ).toBeNull();
    // ...until it runs out, then finishes it.
    now += 61_000;
    await tick();
    const [done] = await t.database.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, draw!.id));
    expect(done!.status).toBe('SETTLED');
    for (const who of players) expect(await balanceOf(t, who)).toBe(1_000_000 - 1_000 + 9_700);
    const postings = await winPostings(betIds, 'TCG');
    expect(postings).toHaveLength(3);
    expect(postings.every((p) => p.n === 1)).toBe(true);
    await expectLedgerSound();
  });

  it('lets two schedulers race over many bets and settles each exactly once', async () => {
    now = Date.UTC(2026, 10, 22, 7, 0, 4);
    const { open, result } = await upcoming('fast3');
    const players = await Promise.all(Array.from({ length: 6 }, () => richMember()));
    const betIds: string[] = [];
    for (const [i, who] of players.entries()) {
      const res = await placeBets(who, {
        gameCode: 'fast3',
        numero: open.current.numero,
        bets: Array.from({ length: 5 }, (_, k) => ({
          betType: 'POSITION_DIGIT',
          position: 1 + (k % 5),
          numbers: [(result[k % 5]! + ((i + k) % 2)) % 10],
          stake: 100 * (k + 1),
        })),
      });
      expect(res.status).toBe(200);
      betIds.push(
        ...envelope(placeBetsValueSchema)
          .parse(res.body)
          .value.bets.map((b) => b.betId),
      );
    }
    const other = await otherInstance();
    now = Date.parse(open.current.drawsAt) + 1;
    try {
      // Leases let one scheduler in at a time; two ticks of one engine share its lease, so both
      // instances also really settle the same bets at once.
      await Promise.all([tick(), other.engine.tick(), tick(), other.engine.tick()]);
    } finally {
      await other.close();
    }
    const settled = await t.database.db
      .select()
      .from(lotteryBets)
      .where(
        inArray(
          lotteryBets.id,
          betIds.map((id) => Number(id.slice(2))),
        ),
      );
    expect(settled.every((b) => b.status === 'WON' || b.status === 'LOST')).toBe(true);
    const rounds = await t.database.db
      .select()
      .from(bets)
      .where(and(eq(bets.vendorCode, 'TCG'), inArray(bets.roundId, betIds)));
    expect(rounds).toHaveLength(30);
    expect(rounds.every((r) => r.status === 'SETTLED')).toBe(true);
    const paid = rounds.reduce((sum, r) => sum + r.payout, 0);
    const expectedPaid = settled.reduce(
      (sum, b) => sum + (b.status === 'WON' ? Math.floor((b.stake * b.odds) / 100) : 0),
      0,
    );
    expect(paid).toBe(expectedPaid);
    const postings = await winPostings(betIds, 'TCG');
    expect(postings.every((p) => p.n === 1)).toBe(true);
    expect(postings).toHaveLength(settled.filter((b) => b.status === 'WON').length);
    const entries = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(
        inArray(
          ledgerTransactions.reference,
          betIds.map((id) => `TCG:${id}`),
        ),
      );
    // Two legs for each stake and for each win.
    expect(entries[0]!.n).toBe(2 * (30 + postings.length));
    await expectLedgerSound();
  });
});

describe('history', () => {
  it('forgets settled draws after the configured days, keeping the betting record', async () => {
    const [{ before }] = (await t.database.db
      .select({ before: sql<number>`count(*)::int` })
      .from(bets)
      .where(eq(bets.vendorCode, 'TCG'))) as [{ before: number }];
    await t.services.settings.set('lottery', {
      ...(await t.services.settings.get('lottery')),
      historyDays: 1,
    });
    try {
      now += 2 * 86_400_000;
      const report = await tick();
      expect(report.pruned).toBeGreaterThan(0);
      const left = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(lotteryDraws)
        .where(sql`${lotteryDraws.drawsAt} < ${new Date(now - 86_400_000)}`);
      expect(left[0]!.n).toBe(0);
      const [{ after }] = (await t.database.db
        .select({ after: sql<number>`count(*)::int` })
        .from(bets)
        .where(eq(bets.vendorCode, 'TCG'))) as [{ after: number }];
      expect(after).toBe(before);
      // The games go on: the current draws are open again.
      expect((await openDraw('fast3')).current.status).toBe('OPEN');
    } finally {
      await t.services.settings.set('lottery', {
        ...(await t.services.settings.get('lottery')),
        historyDays: 14,
      });
    }
  });
});
