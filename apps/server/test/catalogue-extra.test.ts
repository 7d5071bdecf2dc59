import { randomUUID } from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, failureSchema } from '@lobby/contract/envelope';
import { roomListValueSchema, roomLevels } from '@lobby/contract/game-rooms';
import {
  gameListValueSchema,
  gamesPaths,
  hotGamesValueSchema,
  lotteryMenusPath,
  roomListPath,
  vassGameTypePath,
  winnerBoardPath,
  type Game,
} from '@lobby/contract/games';
import { lotteryMenusValueSchema } from '@lobby/contract/lottery-menus';
import { vendorGameTypesValueSchema } from '@lobby/contract/vendor-game-types';
import { winnerBoardValueSchema } from '@lobby/contract/winner-board';
import { bets, games, members, vendors } from '../src/db/schema';
import { insertMember } from '../src/modules/accounts/members.repository';
import { createTestApp, type TestApp } from './helper';
import { makeMember } from './wallet-helpers';

let t: TestApp;
let now = Date.parse('2026-11-22T10:00:00Z');
const clock = { now: () => now };
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ url });
  return { status: res.statusCode, body: res.json() as unknown };
};
const post = async (url: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url, payload });
  return { status: res.statusCode, body: res.json() as unknown };
};
const gameList = async (query: string) =>
  envelope(gameListValueSchema).parse((await get(`${gamesPaths.gameList}?${query}`)).body).value;

async function expectRefused(url: string, status: number, code: string, message?: string) {
  const res = await get(url);
  expect(res.status, url).toBe(status);
  const failure = failureSchema.parse(res.body);
  expect(failure.code, url).toBe(code);
  if (message) expect(failure.message, url).toBe(message);
}

describe('hot games', () => {
  it('answers value.list, by GET and by POST', async () => {
    for (const res of [
      await get(`${gamesPaths.hotGames}?merchantCode=LL-PH-001&isPlatform=2&platform=flash,html5-desktop`),
      await post(gamesPaths.hotGames, { isPlatform: 2, language: 'PT' }),
    ]) {
      const { list } = envelope(hotGamesValueSchema).parse(res.body).value;
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((g) => g.isHot === 1)).toBe(true);
    }
  });
});

describe('vendor game types (GCSGAME_getVassGameType)', () => {
  const types = async (query: string) =>
    envelope(vendorGameTypesValueSchema).parse((await get(`${vassGameTypePath}?${query}`)).body).value;

  it('lists the categories a vendor offers, in lobby order, with their game counts', async () => {
    const pg = await types('vassalage=PG');
    expect(pg.vassalage).toBe('PG');
    expect(pg.displayName).toBe('PG Soft');
    expect(pg.list.map((l) => l.gameType)).toEqual(['RNG', 'FISH']);
    for (const entry of pg.list) {
      const { total } = await gameList(`vassalage=PG&gameType=${entry.gameType}&pageSize=1`);
      expect(entry.gameCount).toBe(total);
      expect(entry.isGame).toBe('GAME');
    }
    const ky = await types('vassalage=KY');
    expect(ky.list.map((l) => l.gameType)).toEqual(['RNG', 'FISH', 'PVP']);
    expect(ky.list.find((l) => l.gameType === 'PVP')!.isGame).toBe('VASSALAGE');
    expect((await types('vassalage=BGS')).list.map((l) => l.gameType)).toEqual(['BGS']);
  });

  it('answers a POST body too', async () => {
    const res = await post(vassGameTypePath, { vassalage: 'DS88', language: 'EN' });
    expect(envelope(vendorGameTypesValueSchema).parse(res.body).value.list).toEqual([
      { gameType: 'COCKFIGHT', isGame: 'GAME', gameCount: 1 },
    ]);
  });

  it('leaves out a category whose games are all disabled', async () => {
    await t.database.db
      .update(games)
      .set({ enabled: false })
      .where(and(eq(games.vendorCode, 'PG'), eq(games.gameType, 'FISH')));
    const pg = await types('vassalage=PG');
    await t.database.db
      .update(games)
      .set({ enabled: true })
      .where(and(eq(games.vendorCode, 'PG'), eq(games.gameType, 'FISH')));
    expect(pg.list.map((l) => l.gameType)).toEqual(['RNG']);
  });

  it('refuses an unknown or disabled vendor, and bad input', async () => {
    await expectRefused(`${vassGameTypePath}?vassalage=NOPE`, 404, 'NOT_FOUND', 'vendor_not_found');
    await t.database.db.update(vendors).set({ enabled: false }).where(eq(vendors.code, 'JL'));
    await expectRefused(`${vassGameTypePath}?vassalage=JL`, 404, 'NOT_FOUND', 'vendor_not_found');
    await t.database.db.update(vendors).set({ enabled: true }).where(eq(vendors.code, 'JL'));
    for (const query of [
      '',
      'vassalage=',
      `vassalage=${'x'.repeat(41)}`,
      'vassalage=PG&language=xxxxxxxxx',
    ]) {
      await expectRefused(`${vassGameTypePath}?${query}`, 400, 'VALIDATION_FAILED');
    }
  });
});

/** A settled round written straight to the shared bets table, as the seamless wallet would leave it. */
async function round(
  memberId: number,
  game: { vendorCode: string; gameCode: string; gameType: string },
  values: {
    stake: number;
    payout: number;
    settledAt: number | null;
    status?: 'OPEN' | 'SETTLED' | 'ROLLED_BACK';
  },
) {
  await t.database.db.insert(bets).values({
    memberId,
    ...game,
    roundId: randomUUID(),
    currency: 'PHP',
    stake: values.stake,
    payout: values.payout,
    status: values.status ?? 'SETTLED',
    placedAt: new Date((values.settledAt ?? now) - 1000),
    settledAt: values.settledAt === null ? null : new Date(values.settledAt),
  });
}

describe('card rooms (GLS2_roomList)', () => {
  const rooms = async (query = '') =>
    envelope(roomListValueSchema).parse((await get(`${roomListPath}?${query}`)).body).value;

  it('lists every enabled PVP game with the brand’s room tiers', async () => {
    const value = await rooms();
    const pvp = await gameList('gameType=PVP&pageSize=100');
    expect(value.currency).toBe('PHP');
    expect(value.list.map((g) => g.nodeId).sort()).toEqual(pvp.games.map((g) => g.nodeId).sort());
    for (const game of value.list) {
      expect(game.gameType).toBe('PVP');
      expect(game.rooms.map((r) => r.level)).toEqual([...roomLevels]);
      expect(game.rooms[0]!.roomId).toBe(`${game.nodeId}:BEGINNER`);
      for (const room of game.rooms) expect(room.minBet).toBeLessThanOrEqual(room.maxBet);
    }
    // The lanes' vendor order (KX, KY, TH), then each vendor's own.
    expect([...new Set(value.list.map((g) => g.vassalage))]).toEqual(['KX', 'KY', 'TH']);
  });

  it('filters by vendor and game, by GET or POST', async () => {
    const kx = await rooms('vassalage=KX&language=PT');
    expect(kx.list.length).toBe(7);
    expect(kx.list.every((g) => g.vassalage === 'KX')).toBe(true);
    const one = envelope(roomListValueSchema).parse(
      (await post(roomListPath, { vassalage: 'KX', gameCode: kx.list[0]!.gameCode })).body,
    ).value;
    expect(one.list.map((g) => g.nodeId)).toEqual([kx.list[0]!.nodeId]);
    // A vendor with no card games has no rooms.
    expect((await rooms('vassalage=PG')).list).toEqual([]);
  });

  it('counts players from rounds settled within the window, not invented', async () => {
    const [game] = (await rooms('vassalage=TH')).list;
    const target = { vendorCode: 'TH', gameCode: game!.gameCode, gameType: 'PVP' };
    expect(game!.players).toBe(0);
    const [a, b, c, d] = await Promise.all(
      [1, 2, 3, 4].map(() => makeMember(t.database.db, t.services, { prefix: 'room' })),
    );
    await round(a!.id, target, { stake: 100, payout: 0, settledAt: now - MINUTE });
    await round(a!.id, target, { stake: 100, payout: 300, settledAt: now - 2 * MINUTE });
    await round(b!.id, target, { stake: 100, payout: 0, settledAt: now - 9 * MINUTE });
    await round(c!.id, target, { stake: 100, payout: 0, settledAt: now - 11 * MINUTE });
    await round(d!.id, target, { stake: 100, payout: 0, settledAt: null, status: 'OPEN' });
    const after = (await rooms('vassalage=TH')).list;
    expect(after.find((g) => g.nodeId === game!.nodeId)!.players).toBe(2);
    expect(after.filter((g) => g.nodeId !== game!.nodeId).every((g) => g.players === 0)).toBe(true);
    now += 5 * MINUTE;
    expect((await rooms('vassalage=TH')).list.find((g) => g.nodeId === game!.nodeId)!.players).toBe(1);
  });

  it('follows the operator’s tiers', async () => {
    await t.services.settings.set('gameRooms', {
      tiers: [{ level: 'VIP', minBet: 50_000, maxBet: 500_000, minBalance: 1_000_000 }],
      playersWindowMinutes: 30,
    });
    const value = await rooms('vassalage=KY');
    expect(value.playersWindowMinutes).toBe(30);
    expect(value.list[0]!.rooms).toEqual([
      {
        roomId: `${value.list[0]!.nodeId}:VIP`,
        level: 'VIP',
        minBet: 50_000,
        maxBet: 500_000,
        minBalance: 1_000_000,
      },
    ]);
    await expect(
      t.services.settings.set('gameRooms', {
        tiers: [{ level: 'VIP', minBet: 5, maxBet: 1, minBalance: 0 }],
        playersWindowMinutes: 30,
      }),
    ).rejects.toThrow();
  });

  it('refuses an unknown vendor and bad input', async () => {
    await expectRefused(`${roomListPath}?vassalage=NOPE`, 404, 'NOT_FOUND', 'vendor_not_found');
    for (const query of ['vassalage=', `gameCode=${'x'.repeat(81)}`, 'language=xxxxxxxxx']) {
      await expectRefused(`${roomListPath}?${query}`, 400, 'VALIDATION_FAILED');
    }
  });
});

describe('lottery menus (/lgw/games/game_menus)', () => {
  const menus = async (query = '') =>
    envelope(lotteryMenusValueSchema).parse((await get(`${lotteryMenusPath}?${query}`)).body).value.gameMenus;

  it('groups the lottery games by type, in the operator’s order, without vendor lobbies', async () => {
    const all = await menus('device=WEB');
    expect(all.map((m) => m.lotteryType)).toEqual(['SSC', '11X5', 'PK10', 'LHC', 'LF']);
    const listed = all.flatMap((m) => m.games);
    expect(listed.every((g) => g.gameType === 'LOTT' || g.gameType === 'ELOTT')).toBe(true);
    expect(listed.some((g) => g.gameCode === 'lobby')).toBe(false);
    expect(listed.every((g, _, list) => list.filter((o) => o.nodeId === g.nodeId).length === 1)).toBe(true);
    const lottery = [
      ...(await gameList('gameType=LOTT&pageSize=100')).games,
      ...(await gameList('gameType=ELOTT&pageSize=100')).games,
    ];
    expect(listed.map((g) => g.nodeId).sort()).toEqual(
      lottery
        .filter((g) => g.gameCode !== 'lobby')
        .map((g) => g.nodeId)
        .sort(),
    );
    expect(all.find((m) => m.lotteryType === 'PK10')!.games.map((g) => g.nodeId)).toEqual([
      'vr-virtual-racing',
    ]);
  });

  it('filters by prize mode and names the types in the asked language', async () => {
    const sea = await menus('prizeMode=SEA&language=PT');
    expect(sea).toHaveLength(1);
    expect(sea[0]!.lotteryType).toBe('LF');
    expect(sea[0]!.name).toBe('Sorteios Diários');
    expect(sea[0]!.games.map((g) => g.vassalage)).toEqual(['TCG_SEA', 'TCG_SEA', 'TCG_SEA']);
    expect(sea[0]!.games.every((g) => g.prizeMode === 'SEA')).toBe(true);
    expect(await menus('prizeMode=ZY')).toEqual([]);
    const post = await t.app.inject({
      method: 'POST',
      url: lotteryMenusPath,
      payload: { prizeMode: 'ELOTT' },
    });
    const elott = envelope(lotteryMenusValueSchema).parse(post.json()).value.gameMenus;
    expect(elott.flatMap((m) => m.games).every((g) => g.gameType === 'ELOTT')).toBe(true);
  });

  it('leaves out disabled games and types left empty', async () => {
    await t.database.db.update(games).set({ enabled: false }).where(eq(games.nodeId, 'vr-virtual-racing'));
    const types = (await menus()).map((m) => m.lotteryType);
    await t.database.db.update(games).set({ enabled: true }).where(eq(games.nodeId, 'vr-virtual-racing'));
    expect(types).not.toContain('PK10');
  });

  it('refuses bad input, and is closed during maintenance like the rest of the API', async () => {
    for (const query of ['prizeMode=XX', `device=${'x'.repeat(17)}`, 'language=xxxxxxxxx']) {
      await expectRefused(`${lotteryMenusPath}?${query}`, 400, 'VALIDATION_FAILED');
    }
    await t.services.settings.set('maintenance', { enabled: true, message: '' });
    const closed = await get(lotteryMenusPath);
    await t.services.settings.set('maintenance', { enabled: false, message: '' });
    expect(closed.status).toBe(503);
    expect(failureSchema.parse(closed.body).code).toBe('MAINTENANCE');
  });
});

describe('winner board (ODSFE2_getWinnerBoard)', () => {
  const board = async (query = '') =>
    envelope(winnerBoardValueSchema).parse((await get(`${winnerBoardPath}?${query}`)).body).value.list;
  const later = () => (now += MINUTE);

  it('shows only real wins, so nothing before anyone has won', async () => {
    const [existing] = await t.database.db
      .select({ n: count() })
      .from(bets)
      .innerJoin(members, eq(members.id, bets.memberId))
      .where(and(eq(bets.status, 'SETTLED'), gt(bets.payout, bets.stake)));
    // The template may one day hold demo rounds played through the real settlement path.
    expect(await board('gameCategory=ALL&language=EN&limitNum=20')).toHaveLength(
      Math.min(20, existing?.n ?? 0),
    );
  });

  it('lists settled wins newest first, masked, in the asked language', async () => {
    const winner = await insertMember(t.database.db, {
      account: 'luckystar77',
      nickname: 'Real Name',
      referralCode: 'RLUCKYSTAR77',
      currency: 'PHP',
    });
    const loser = await makeMember(t.database.db, t.services, { prefix: 'lose' });
    const trial = await makeMember(t.database.db, t.services, { prefix: 'trial', type: 4 });
    const [slot] = (await gameList('vassalage=BGS')).games.filter((g) => g.gameCode === 'slot');
    const [live] = (await gameList('gameType=LIVE&pageSize=1')).games as [Game];
    const [cold] = (await gameList('gameType=RNG&pageSize=100')).games.filter((g) => g.isHot === 0);
    const asRound = (g: Game) => ({ vendorCode: g.vassalage, gameCode: g.gameCode, gameType: g.gameType });

    // Base the times past every earlier test's rounds, so this test's are the newest.
    now += 60 * MINUTE;
    await round(winner!.id, asRound(slot!), { stake: 1_000, payout: 5_000, settledAt: later() });
    await round(loser.id, asRound(slot!), { stake: 1_000, payout: 0, settledAt: later() });
    await round(loser.id, asRound(slot!), { stake: 1_000, payout: 1_000, settledAt: later() });
    await round(loser.id, asRound(slot!), { stake: 1_000, payout: 9_000, settledAt: null, status: 'OPEN' });
    await round(loser.id, asRound(slot!), {
      stake: 1_000,
      payout: 9_000,
      settledAt: later(),
      status: 'ROLLED_BACK',
    });
    await round(trial.id, asRound(slot!), { stake: 1_000, payout: 90_000, settledAt: later() });
    await round(winner!.id, asRound(live), { stake: 2_000, payout: 3_000, settledAt: later() });
    await round(loser.id, asRound(cold!), { stake: 100, payout: 250, settledAt: later() });
    // A game the catalogue no longer has keeps its code as its name.
    await round(
      loser.id,
      { vendorCode: 'PG', gameCode: 'retired-game', gameType: 'RNG' },
      {
        stake: 100,
        payout: 101,
        settledAt: later(),
      },
    );

    const list = await board();
    const top = list.slice(0, 4).map((e) => e.vo);
    expect(top.map((v) => v.gameCode)).toEqual(['retired-game', cold!.gameCode, live.gameCode, 'slot']);
    expect(top[0]).toMatchObject({ game: 'retired-game', nodeId: null, winAmount: 1 });
    expect(top[2]).toMatchObject({
      name: 'lu***77',
      game: live.gameName,
      gameType: 'LIVE',
      vassalage: live.vassalage,
      nodeId: live.nodeId,
      currency: 'PHP',
      betAmount: 2_000,
      payout: 3_000,
      winAmount: 1_000,
    });
    expect(top[3]).toMatchObject({
      name: 'lu***77',
      game: slot!.gameName,
      winAmount: 4_000,
      gameType: 'BGS',
    });
    expect(Date.parse(top[3]!.winTime)).toBeLessThan(Date.parse(top[2]!.winTime));
    const loserMask = `${loser.account.slice(0, 2)}***${loser.account.slice(-2)}`;
    expect(top[1]!.name).toBe(loserMask);
    // Neither the account nor the nickname ever appears whole; trial wins and losses never appear.
    const text = JSON.stringify(list);
    expect(text).not.toContain('luckystar77');
    expect(text).not.toContain('Real Name');
    expect(text).not.toContain(loser.account);
    expect(list.some((e) => e.vo.name.startsWith(trial.account.slice(0, 2)) && e.vo.payout === 90_000)).toBe(
      false,
    );
    expect(list.every((e) => e.vo.winAmount > 0)).toBe(true);

    const pt = await board('language=PT&limitNum=4');
    expect(pt).toHaveLength(4);
    const [ptSlot] = (await gameList('vassalage=BGS&language=PT')).games.filter((g) => g.gameCode === 'slot');
    expect(pt[3]!.vo.game).toBe(ptSlot!.gameName);
    expect(ptSlot!.gameName).not.toBe(slot!.gameName);
  });

  it('filters by category, HOT meaning wins on hot games', async () => {
    const live = await board('gameCategory=LIVE');
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((e) => e.vo.gameType === 'LIVE')).toBe(true);
    const hot = await board('gameCategory=HOT');
    expect(hot.map((e) => e.vo.gameCode)).toContain('slot');
    const hotCodes = new Set((await gameList('gameType=HOT&pageSize=100')).games.map((g) => g.nodeId));
    expect(hot.every((e) => e.vo.nodeId !== null && hotCodes.has(e.vo.nodeId))).toBe(true);
    expect(await board('gameCategory=COCKFIGHT')).toEqual([]);
    const posted = await post(winnerBoardPath, { gameCategory: 'BGS', limitNum: 1 });
    expect(
      envelope(winnerBoardValueSchema)
        .parse(posted.body)
        .value.list.map((e) => e.vo.gameCode),
    ).toEqual(['slot']);
  });

  it('hides the node of a game that can no longer be opened', async () => {
    await t.database.db.update(games).set({ enabled: false }).where(eq(games.nodeId, 'bgs-slot'));
    const [slot] = await board('gameCategory=BGS&limitNum=1');
    await t.database.db.update(games).set({ enabled: true }).where(eq(games.nodeId, 'bgs-slot'));
    expect(slot!.vo).toMatchObject({ gameCode: 'slot', nodeId: null });
    expect(slot!.vo.game).not.toBe('slot');
  });

  it('refuses bad input', async () => {
    for (const query of [
      'limitNum=0',
      'limitNum=21',
      'limitNum=x',
      'gameCategory=CHESS',
      'language=xxxxxxxxx',
    ]) {
      await expectRefused(`${winnerBoardPath}?${query}`, 400, 'VALIDATION_FAILED');
    }
  });
});
