import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameLaunchPaths, gameLaunchValueSchema, recentGameValueSchema } from '@lobby/contract/game-launch';
import { games, seamlessTokens, vendors } from '../src/db/schema';
import { isSiteRoute } from '../src/plugins/static-site';
import { bearer, send } from './account-helpers';
import { createTestApp, type TestApp } from './helper';
import { makeMember, type TestMember } from './wallet-helpers';

let t: TestApp;
let now = Date.UTC(2030, 5, 1, 8);
const clock = { now: () => now };
type GameRow = typeof games.$inferSelect;
let rng: GameRow[];
let fish: GameRow;

const member = (type = 0) => makeMember(t.database.db, t.services, { type });
const post = (url: string, body: unknown, who?: TestMember) =>
  send(t, 'POST', url, body, { headers: who ? bearer(who.token) : {} });
const get = (url: string, who?: TestMember) =>
  send(t, 'GET', url, undefined, { headers: who ? bearer(who.token) : {} });

async function launch(
  who: TestMember,
  body: Record<string, unknown>,
  path: string = gameLaunchPaths.launchFB,
) {
  now += 1_000;
  return post(path, body, who);
}

async function recent(who: TestMember, query = '') {
  const res = await get(`${gameLaunchPaths.recentGame}?${query}`, who);
  expect(res.status).toBe(200);
  return recentGameValueSchema.parse(res.body.value);
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  rng = await t.database.db
    .select()
    .from(games)
    .where(and(eq(games.gameType, 'RNG'), eq(games.enabled, true)))
    .orderBy(asc(games.id))
    .limit(25);
  const [firstFish] = await t.database.db.select().from(games).where(eq(games.gameType, 'FISH')).limit(1);
  fish = firstFish!;
});

afterAll(async () => {
  await t?.close();
});

describe('launch rules', () => {
  it('tells a visitor to log in and a trial account to register', async () => {
    for (const path of [gameLaunchPaths.launchFB, gameLaunchPaths.launchGame]) {
      const visitor = await post(path, { nodeId: rng[0]!.nodeId });
      expect(visitor.status).toBe(401);
      expect(visitor.body.message).toBe('not_logged_in');
      const trial = await launch(await member(4), { nodeId: rng[0]!.nodeId }, path);
      expect(trial.status).toBe(403);
      expect(trial.body.message).toBe('in_need_true_account');
    }
  });

  it('answers the provider’s page for a member, on both paths, with a token for that game only', async () => {
    const who = await member();
    const game = rng[0]!;
    for (const path of [gameLaunchPaths.launchFB, gameLaunchPaths.launchGame]) {
      const res = await launch(
        who,
        { vassalage: game.vendorCode.toLowerCase(), gameCode: game.gameCode, language: 'pt' },
        path,
      );
      expect(res.status).toBe(200);
      const value = gameLaunchValueSchema.parse(res.body.value);
      expect(value).toMatchObject({
        nodeId: game.nodeId,
        vassalage: game.vendorCode,
        gameCode: game.gameCode,
        gameType: 'RNG',
        gameName: game.name.PT,
      });
      expect(value.url).toMatch(
        new RegExp(
          `^/provider/play/${game.vendorCode}/${encodeURIComponent(game.gameCode)}\\?token=[\\w-]{43}$`,
        ),
      );
      const session = await t.services.gameProvider.sessions.resolve(
        new URL(value.url, 'http://x').searchParams.get('token')!,
      );
      expect(session).toMatchObject({
        account: who.account,
        gameCode: game.gameCode,
        language: 'PT',
        currency: 'PHP',
      });
    }
    // The platform's player tokens (one per launch) are kept hashed, bound to the member and game.
    const tokens = await t.database.db
      .select()
      .from(seamlessTokens)
      .where(eq(seamlessTokens.memberId, who.id));
    expect(tokens).toHaveLength(2);
    expect(tokens.every((row) => row.gameCode === game.gameCode && row.tokenHash.length === 64)).toBe(true);
  });

  it('starts a vendor entered directly at its lobby', async () => {
    const who = await member();
    const res = await launch(who, { vassalage: 'SBT', gameType: 'SPORTS' });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ vassalage: 'SBT', gameCode: 'lobby', gameType: 'SPORTS' });
    const byType = await launch(who, { vassalage: fish.vendorCode, gameType: 'FISH' });
    expect(byType.body.value).toMatchObject({ vassalage: fish.vendorCode, gameType: 'FISH' });
  });

  it('refuses an unknown game, a game under maintenance and a launch naming nothing', async () => {
    const who = await member();
    for (const body of [
      { nodeId: 'no-such-game' },
      { vassalage: 'PG', gameCode: 'no-such-game' },
      { vassalage: 'NOPE' },
    ]) {
      const res = await launch(who, body);
      expect(res.status, JSON.stringify(body)).toBe(404);
      expect(res.body.message).toBe('game_not_found');
    }
    const game = rng[1]!;
    await t.database.db.update(games).set({ enabled: false }).where(eq(games.id, game.id));
    const closed = await launch(who, { nodeId: game.nodeId });
    expect(closed.status).toBe(503);
    expect(closed.body.message).toBe('game_maintenance');
    await t.database.db.update(games).set({ enabled: true }).where(eq(games.id, game.id));

    await t.database.db.update(vendors).set({ enabled: false }).where(eq(vendors.code, 'UG'));
    const vendorOff = await launch(who, { vassalage: 'UG' });
    expect(vendorOff.status).toBe(503);
    expect(vendorOff.body.message).toBe('game_maintenance');
    await t.database.db.update(vendors).set({ enabled: true }).where(eq(vendors.code, 'UG'));

    for (const body of [
      {},
      { gameCode: 'x' },
      { nodeId: '' },
      { nodeId: 'x'.repeat(81) },
      { gameType: 'NOPE', vassalage: 'PG' },
    ]) {
      const res = await launch(who, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect(
      (await send(t, 'GET', gameLaunchPaths.launchFB, undefined, { headers: bearer(who.token) })).status,
    ).toBe(404);
  });

  it('puts the address on a game-launch CDN chosen from the brand’s list', async () => {
    const who = await member();
    const before = await t.services.settings.get('cdn');
    await t.services.settings.set('cdn', { ...before, launchGameCDNs: ['https://games.cdn.example/'] });
    try {
      const res = await launch(who, { nodeId: rng[0]!.nodeId });
      expect(res.body.value.url).toMatch(/^https:\/\/games\.cdn\.example\/provider\/play\//);
    } finally {
      await t.services.settings.set('cdn', before);
    }
  });
});

describe('lottery games', () => {
  it('answers the site’s lottery view for LOTT and ELOTT games, without a provider token or CDN', async () => {
    const who = await member();
    const before = await t.services.settings.get('cdn');
    // The lottery views are the site's own pages: a launch CDN is for provider pages only.
    await t.services.settings.set('cdn', { ...before, launchGameCDNs: ['https://games.cdn.example/'] });
    try {
      for (const [body, url] of [
        [{ vassalage: 'TCG', gameCode: 'fast3' }, '/lottery?gameCode=fast3&view=betting'],
        [{ vassalage: 'GPI', gameCode: 'keno-express' }, '/lottery?gameCode=keno-express&view=betting'],
        [{ vassalage: 'TCG_LOTTO_VN', gameCode: 'north' }, '/vnLottery?gameCode=north&view=betting'],
        [{ vassalage: 'TCG_SEA', gameCode: 'thai' }, '/seaLottery?gameCode=thai&view=betting'],
        // A lottery vendor entered alone starts at its lobby entry: the view's lobby.
        [{ vassalage: 'TCG_LOTTO_VN' }, '/vnLottery?view=lobby'],
        [{ vassalage: 'TCG', gameCode: 'lobby' }, '/lottery?view=lobby'],
      ] as const) {
        for (const path of [gameLaunchPaths.launchFB, gameLaunchPaths.launchGame]) {
          const res = await launch(who, { ...body, language: 'EN' }, path);
          expect(res.status, JSON.stringify(body)).toBe(200);
          const value = gameLaunchValueSchema.parse(res.body.value);
          expect(value.url, JSON.stringify(body)).toBe(url);
          expect(value.vassalage).toBe(body.vassalage);
          expect(isSiteRoute(value.url)).toBe(true);
        }
      }
    } finally {
      await t.services.settings.set('cdn', before);
    }
    const tokens = await t.database.db
      .select()
      .from(seamlessTokens)
      .where(eq(seamlessTokens.memberId, who.id));
    expect(tokens).toEqual([]);
    // A launch still counts as playing the game.
    const lott = await recent(who, 'gameType=LOTT');
    expect(lott.games.map((g) => g.gameCode)).toEqual(expect.arrayContaining(['fast3', 'north', 'thai']));
  });

  it('keeps the launch rules: visitor, trial account and a lottery game under maintenance', async () => {
    const visitor = await post(gameLaunchPaths.launchFB, { vassalage: 'TCG', gameCode: 'fast3' });
    expect(visitor.status).toBe(401);
    const trial = await launch(await member(4), { vassalage: 'TCG', gameCode: 'fast3' });
    expect(trial.status).toBe(403);
    expect(trial.body.message).toBe('in_need_true_account');
    await t.database.db.update(vendors).set({ enabled: false }).where(eq(vendors.code, 'VR'));
    try {
      const closed = await launch(await member(), { vassalage: 'VR', gameCode: 'speed-lotto' });
      expect(closed.status).toBe(503);
      expect(closed.body.message).toBe('game_maintenance');
    } finally {
      await t.database.db.update(vendors).set({ enabled: true }).where(eq(vendors.code, 'VR'));
    }
  });
});

describe('recent games', () => {
  it('lists the member’s launches newest first, in the game list’s shape, paged', async () => {
    const who = await member();
    const played = [rng[2]!, rng[3]!, rng[4]!, fish];
    for (const game of played) expect((await launch(who, { nodeId: game.nodeId })).status).toBe(200);
    // Playing one again moves it to the front.
    await launch(who, { nodeId: rng[2]!.nodeId });

    const all = await recent(who, 'page=1&pageSize=20&language=EN&clientType=3');
    expect(all.games.map((g) => g.nodeId)).toEqual([rng[2]!, fish, rng[4]!, rng[3]!].map((g) => g.nodeId));
    expect(all).toMatchObject({ pageNo: 1, pageSize: 20, total: 4, totalPages: 1 });
    expect(all.games[0]).toMatchObject({
      vendorCode: rng[2]!.vendorCode,
      gameName: rng[2]!.name.EN,
      isGame: 'GAME',
    });

    const onlyRng = await recent(who, 'gameType=RNG');
    expect(onlyRng.games.map((g) => g.nodeId)).toEqual([rng[2]!, rng[4]!, rng[3]!].map((g) => g.nodeId));

    const second = await recent(who, 'page=2&pageSize=3');
    expect(second.games.map((g) => g.nodeId)).toEqual([rng[3]!.nodeId]);
    expect(second).toMatchObject({ pageNo: 2, pageSize: 3, total: 4, totalPages: 2 });

    // POST with a body reads the same; a game switched off drops out of the list.
    await t.database.db.update(games).set({ enabled: false }).where(eq(games.id, fish.id));
    const posted = await post(gameLaunchPaths.recentGame, { page: 1, pageSize: 20 }, who);
    expect(posted.body.value.games.map((g: { nodeId: string }) => g.nodeId)).toEqual(
      [rng[2]!, rng[4]!, rng[3]!].map((g) => g.nodeId),
    );
    await t.database.db.update(games).set({ enabled: true }).where(eq(games.id, fish.id));

    // Another member's list is their own.
    expect((await recent(await member())).games).toEqual([]);
  });

  it('needs a session, answers a trial an empty list, and refuses bad paging', async () => {
    const visitor = await get(gameLaunchPaths.recentGame);
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBe('not_logged_in');
    const trial = await member(4);
    expect(await recent(trial)).toMatchObject({ games: [], total: 0, totalPages: 1 });
    for (const query of ['page=0', 'pageSize=101', 'page=x', 'gameType=NOPE']) {
      const res = await get(`${gameLaunchPaths.recentGame}?${query}`, trial);
      expect(res.status, query).toBe(400);
    }
  });

  it('keeps one row per game however often it is launched', async () => {
    const who = await member();
    for (let i = 0; i < 3; i++) await launch(who, { nodeId: rng[5]!.nodeId });
    expect((await recent(who)).total).toBe(1);
  });
});

describe('site routes', () => {
  it('leaves the provider and the seamless wallet to the server, and /seamless to the site', () => {
    expect(isSiteRoute('/provider/play/PG/fortune?token=abc')).toBe(false);
    expect(isSiteRoute('/seamless-wallet/v1/bet')).toBe(false);
    expect(isSiteRoute('/seamless')).toBe(true);
    expect(isSiteRoute('/seamless?url=x')).toBe(true);
  });

  it('does not answer the launch page with the site: 404 until the game page exists', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/provider/play/PG/x?token=abc' });
    expect(res.statusCode).toBe(404);
  });
});
