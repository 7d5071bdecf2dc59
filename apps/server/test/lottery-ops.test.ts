import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@lobby/contract/envelope';
import {
  lotteryPaths,
  myBetsValueSchema,
  openNumeroValueSchema,
  vnGameMenuValueSchema,
  vnRecentGamesValueSchema,
  type PlaceBet,
} from '@lobby/contract/lottery';
import { checkLedger, ledgerIsSound } from '../src/modules/ledger/ledger';
import { helpText, runOpsCommand } from '../src/ops/commands';
import { startOperatorApi } from '../src/ops/operator-api';
import { bearer, send } from './account-helpers';
import { createTestApp, type TestApp } from './helper';
import { balanceOf, credit } from './seamless-helpers';
import { makeMember, type TestMember } from './wallet-helpers';

/*
 * `npm run ops -- lottery ...` (apps/server/src/modules/lottery/lottery.ops.ts): the games and their
 * state, a game's last draws with their seeds, suspending and resuming a game's betting. The commands
 * run as the CLI runs them without a server (runOpsCommand on the services) and through the operator
 * API once.
 */

let t: TestApp;
/** 2026-11-22 11:00:05 at GMT+8: five seconds into a one-minute draw of fast3 (closing at :50). */
let now = Date.UTC(2026, 10, 22, 3, 0, 5);
const clock = { now: () => now };

const ops = (...argv: string[]) => runOpsCommand(t.services, ['lottery', ...argv]).then(String);
const get = (url: string, who?: TestMember) =>
  send(t, 'GET', url, undefined, { headers: who ? bearer(who.token) : {} });

async function openNumero(gameCode: string) {
  const res = await get(`${lotteryPaths.openNumero}?gameCode=${gameCode}`);
  return envelope(openNumeroValueSchema).parse(res.body).value.current;
}

function placeBets(who: TestMember, gameCode: string, numero: string, bets: PlaceBet[]) {
  return send(
    t,
    'POST',
    lotteryPaths.placeBets,
    { gameCode, numero, requestId: randomUUID(), bets },
    { headers: bearer(who.token) },
  );
}

async function menuCodes(): Promise<string[]> {
  const res = await get(lotteryPaths.vnGameMenu);
  return envelope(vnGameMenuValueSchema)
    .parse(res.body)
    .value.gameMenus.flatMap((m) => m.games.map((g) => g.gameCode));
}

beforeAll(async () => {
  t = await createTestApp({ clock });
});

afterAll(async () => {
  await t?.close();
});

describe('npm run ops -- lottery', () => {
  it('is in the help, and says its usage when asked wrongly', async () => {
    expect(helpText()).toContain('lottery games | draws GAME [--limit N] | suspend GAME | resume GAME');
    await expect(ops()).rejects.toThrow('usage: lottery games');
    await expect(ops('explode')).rejects.toThrow('usage: lottery games');
    await expect(ops('suspend')).rejects.toThrow('usage: lottery games');
    await expect(ops('draws', 'nope')).rejects.toThrow('no lottery game nope');
    await expect(ops('suspend', 'nope')).rejects.toThrow('no lottery game nope');
    for (const limit of ['0', '101', 'ten']) {
      await expect(ops('draws', 'fast3', '--limit', limit)).rejects.toThrow(
        '--limit is a number from 1 to 100',
      );
    }
  });

  it('lists every game with its type, interval, state and next draw', async () => {
    const listing = await ops('games');
    const lines = listing.split('\n');
    expect(lines[0]).toMatch(/^GAME\s+VENDOR\s+TYPE\s+EVERY\s+STATE\s+NEXT DRAW$/);
    // The one-minute game's open draw is the 662nd of 22 November (00:00 is the first) (GMT+8), drawn at 03:01:00 UTC.
    expect(lines.find((l) => l.startsWith('fast3 '))).toMatch(
      /^fast3\s+TCG\s+SSC\s+1 min\s+open\s+20261122-0662 at 2026-11-22 03:01:00 UTC$/,
    );
    expect(lines.find((l) => l.startsWith('keno-express '))).toMatch(/\s+LHC\s+30 min\s+open\s+/);
    for (const type of ['SSC', '11X5', 'PK10', 'LHC', 'LF'])
      expect(listing).toMatch(new RegExp(`\\s${type}\\s`));
  });

  it('suspends a game: bets refused, out of the menus, while its draws settle the bets already placed', async () => {
    const who = await makeMember(t.database.db, t.services, { type: 0 });
    await credit(t, who, 100_000);
    const open = await openNumero('fast3');
    const bet: PlaceBet = { betType: 'SUM_BIG_SMALL', choice: 'BIG', stake: 1_000 };
    expect((await placeBets(who, 'fast3', open.numero, [bet])).status).toBe(200);
    expect(await balanceOf(t, who)).toBe(99_000);

    expect(await ops('suspend', 'fast3')).toBe(
      'fast3 suspended: bets are refused; its draws go on and settle the bets already placed',
    );
    expect(await ops('suspend', 'fast3')).toBe('fast3 was already suspended');
    expect(await ops('games')).toMatch(/^fast3\s+TCG\s+SSC\s+1 min\s+suspended\s+20261122-0662 at /m);

    const refused = await placeBets(who, 'fast3', open.numero, [bet]);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'CONFLICT',
      message: 'lottery_game_suspended',
    });
    expect(await balanceOf(t, who)).toBe(99_000);
    expect(await menuCodes()).not.toContain('fast3');
    expect(await menuCodes()).toContain('lucky5d');
    const recent = envelope(vnRecentGamesValueSchema).parse(
      (await get(lotteryPaths.vnRecentGames, who)).body,
    ).value;
    expect(recent.games.map((g) => g.gameCode)).not.toContain('fast3');

    // The draw takes place at its time and the bet placed before the suspension is settled, not refunded.
    now = Date.parse(open.drawsAt) + 1;
    for (let i = 0; i < 5; i++) await t.services.lottery.engine.tick();
    const mine = envelope(myBetsValueSchema).parse(
      (await get(`${lotteryPaths.myBets}?gameCode=fast3`, who)).body,
    ).value;
    expect(mine.list).toHaveLength(1);
    const [settled] = mine.list;
    expect(['WON', 'LOST']).toContain(settled!.status);
    expect(await balanceOf(t, who)).toBe(99_000 + settled!.payout);
    expect(ledgerIsSound(await checkLedger(t.database.db))).toBe(true);

    // Its last draws: the one just drawn with its seed and result, the next one's seed still hidden.
    const draws = await ops('draws', 'fast3', '--limit', '2');
    const drawn = await t.services.lottery.service.openedNumeros({
      gameCode: 'fast3',
      numero: open.numero,
      page: 1,
      pageSize: 1,
    });
    const past = drawn.list[0]!;
    const next = await openNumero('fast3');
    expect(draws).toContain(`${next.numero}  OPEN`);
    expect(draws).toContain(`    seed hash  ${next.seedHash}\n    seed       (revealed with the result)`);
    expect(draws).toContain(
      `${open.numero}  SETTLED    2026-11-22 03:01:00 UTC  result ${past.result!.join(',')}\n` +
        `    seed hash  ${open.seedHash}\n    seed       ${past.seed}`,
    );
    expect(draws.split('\n')[0]).toContain(next.numero);

    expect(await ops('resume', 'fast3')).toBe('fast3 resumed: betting is open');
    expect(await ops('resume', 'fast3')).toBe('fast3 was not suspended');
    expect(await menuCodes()).toContain('fast3');
    expect((await placeBets(who, 'fast3', next.numero, [bet])).status).toBe(200);
    // Past its close and not drawn yet, the draw says CLOSED, as the site says it; its seed stays hidden.
    now = Date.parse(next.closesAt) + 1;
    const closed = await ops('draws', 'fast3', '--limit', '1');
    expect(closed).toMatch(new RegExp(`^${next.numero}  CLOSED `));
    expect(closed).toContain('    seed       (revealed with the result)');
  });

  it('lands two suspensions made at the same moment, and two resumptions', async () => {
    await Promise.all([ops('suspend', 'fast3'), ops('suspend', 'lucky5d')]);
    expect(await menuCodes()).not.toContain('fast3');
    expect(await menuCodes()).not.toContain('lucky5d');
    await Promise.all([ops('resume', 'fast3'), ops('resume', 'lucky5d')]);
    expect(await menuCodes()).toEqual(expect.arrayContaining(['fast3', 'lucky5d']));
  });

  it('answers through the operator API of a running server the same', async () => {
    const api = await startOperatorApi(t.services, t.config.dataDir);
    try {
      const run = async (argv: string[]) => {
        const res = await fetch(`http://127.0.0.1:${api.endpoint.port}/ops/run`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-ops-secret': api.endpoint.secret },
          body: JSON.stringify({ argv }),
        });
        return {
          status: res.status,
          body: (await res.json()) as { ok: boolean; result?: unknown; error?: string },
        };
      };
      const suspended = await run(['lottery', 'suspend', 'pick3']);
      expect(suspended.body).toEqual({
        ok: true,
        result: 'pick3 suspended: bets are refused; its draws go on and settle the bets already placed',
      });
      const games = await run(['lottery', 'games']);
      expect(String(games.body.result)).toMatch(/^pick3\s+TCG\s+LF\s+10 min\s+suspended\s+/m);
      expect(await run(['lottery', 'draws', 'nope'])).toEqual({
        status: 400,
        body: { ok: false, error: 'no lottery game nope' },
      });
      expect((await run(['lottery', 'resume', 'pick3'])).body.result).toBe('pick3 resumed: betting is open');
    } finally {
      await api.close();
    }
  });
});
