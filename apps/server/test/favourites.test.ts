import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, failureSchema } from '@lobby/contract/envelope';
import { favouriteIdsValueSchema, favouriteListValueSchema, maxFavourites } from '@lobby/contract/favourites';
import { favouritesPaths, gameListValueSchema, gamesPaths, type Game } from '@lobby/contract/games';
import { favouriteGames, games, vendors } from '../src/db/schema';
import { bearer, send } from './account-helpers';
import { createTestApp, type TestApp } from './helper';
import { makeMember, type TestMember } from './wallet-helpers';

let t: TestApp;
let now = Date.parse('2026-11-22T10:00:00Z');
/** Each favourite is added a second after the one before, so "newest first" has one answer. */
const clock = { now: () => now };
const tick = () => (now += 1000);

let alice: TestMember;
let bob: TestMember;
let trial: TestMember;
let rng: Game[];
let fish: Game[];

beforeAll(async () => {
  t = await createTestApp({ clock });
  const member = (options: { type?: number } = {}) =>
    makeMember(t.database.db, t.services, { ...options, prefix: 'fav' });
  [alice, bob, trial] = [await member(), await member(), await member({ type: 4 })];
  const list = async (query: string) =>
    envelope(gameListValueSchema).parse(
      (await t.app.inject({ url: `${gamesPaths.gameList}?${query}` })).json(),
    ).value.games;
  rng = await list('gameType=RNG&pageSize=30');
  fish = await list('gameType=FISH&pageSize=5');
});
afterAll(() => t.close());

type Who = TestMember | null;
const auth = (who: Who) => (who ? { headers: bearer(who.token) } : {});

const ids = async (who: Who, method: 'GET' | 'POST' = 'GET') =>
  send(t, method, favouritesPaths.ids, method === 'POST' ? {} : undefined, auth(who));
const add = async (who: Who, body: unknown) => {
  tick();
  return send(t, 'POST', favouritesPaths.add, body, auth(who));
};
const remove = async (who: Who, body: unknown, query = '') =>
  send(t, 'DELETE', `${favouritesPaths.remove}${query}`, body, auth(who));
const list = async (who: Who, query = '') =>
  send(t, 'GET', `${favouritesPaths.list}${query}`, undefined, auth(who));

const idsOf = (body: unknown) => envelope(favouriteIdsValueSchema).parse(body).value;
const listOf = (body: unknown) => envelope(favouriteListValueSchema).parse(body).value;

async function clear(member: TestMember) {
  await t.database.db.delete(favouriteGames).where(eq(favouriteGames.memberId, member.id));
}

describe('who may use favourites', () => {
  it('asks a visitor to log in, on every call', async () => {
    for (const res of [
      await ids(null),
      await list(null),
      await add(null, { nodeId: rng[0]!.nodeId }),
      await remove(null, { nodeId: rng[0]!.nodeId }),
    ]) {
      expect(res.status).toBe(401);
      expect(failureSchema.parse(res.body).message).toBe('not_logged_in');
    }
  });

  it('tells a trial account to register a real one, on every call', async () => {
    for (const res of [
      await ids(trial),
      await list(trial),
      await add(trial, { nodeId: rng[0]!.nodeId }),
      await remove(trial, { nodeId: rng[0]!.nodeId }),
    ]) {
      expect(res.status).toBe(403);
      expect(failureSchema.parse(res.body).message).toBe('in_need_true_account');
    }
  });
});

describe('adding and removing', () => {
  it('starts empty', async () => {
    expect(idsOf((await ids(alice)).body)).toEqual([]);
    expect(listOf((await list(alice)).body)).toEqual({ content: [], pageNum: 1, totalPages: 1, total: 0 });
  });

  it('adds a game once however often it is asked, with or without vendor and gameType', async () => {
    const game = rng[0]!;
    const first = await add(alice, { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType });
    expect(first.status).toBe(200);
    expect(idsOf(first.body)).toEqual([game.nodeId]);
    expect(idsOf((await add(alice, { nodeId: game.nodeId })).body)).toEqual([game.nodeId]);
    // The site may send the section it shows (HOT) rather than the game's category: that is not refused.
    expect(idsOf((await add(alice, { nodeId: game.nodeId, gameType: 'HOT' })).body)).toEqual([game.nodeId]);
    expect(idsOf((await ids(alice, 'POST')).body)).toEqual([game.nodeId]);
    await clear(alice);
  });

  it('removes by body or query string, with DELETE or POST, and removing twice is harmless', async () => {
    const [a, b, c] = [rng[0]!, rng[1]!, rng[2]!];
    for (const game of [a, b, c]) await add(alice, { nodeId: game.nodeId });
    expect(idsOf((await remove(alice, { nodeId: a.nodeId })).body)).toEqual([c.nodeId, b.nodeId]);
    expect(idsOf((await remove(alice, { nodeId: a.nodeId })).body)).toEqual([c.nodeId, b.nodeId]);
    const byQuery = await remove(alice, undefined, `?nodeId=${encodeURIComponent(b.nodeId)}`);
    expect(idsOf(byQuery.body)).toEqual([c.nodeId]);
    const byPost = await send(t, 'POST', favouritesPaths.remove, { nodeId: c.nodeId }, auth(alice));
    expect(idsOf(byPost.body)).toEqual([]);
    // A node id that names no game is no favourite either.
    expect(idsOf((await remove(alice, { nodeId: 'no-such-game' })).body)).toEqual([]);
  });

  it('refuses an unknown game, a disabled game and a game of a disabled vendor', async () => {
    const unknown = await add(alice, { nodeId: 'no-such-game' });
    expect(unknown.status).toBe(404);
    expect(failureSchema.parse(unknown.body).message).toBe('game_not_found');

    const game = rng[3]!;
    await t.database.db.update(games).set({ enabled: false }).where(eq(games.nodeId, game.nodeId));
    const disabled = await add(alice, { nodeId: game.nodeId });
    await t.database.db.update(games).set({ enabled: true }).where(eq(games.nodeId, game.nodeId));
    expect(disabled.status).toBe(404);
    expect(failureSchema.parse(disabled.body).message).toBe('game_not_found');

    const vendorGame = fish[0]!;
    await t.database.db.update(vendors).set({ enabled: false }).where(eq(vendors.code, vendorGame.vassalage));
    const vendorOff = await add(alice, { nodeId: vendorGame.nodeId });
    await t.database.db.update(vendors).set({ enabled: true }).where(eq(vendors.code, vendorGame.vassalage));
    expect(vendorOff.status).toBe(404);
    expect(idsOf((await ids(alice)).body)).toEqual([]);
  });

  it('refuses malformed requests with a 400 naming the field', async () => {
    for (const body of [
      {},
      { nodeId: '' },
      { nodeId: '   ' },
      { nodeId: 12 },
      { nodeId: 'x'.repeat(81) },
      [],
    ]) {
      const res = await add(alice, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(failureSchema.parse(res.body).code).toBe('VALIDATION_FAILED');
    }
    const longVendor = await add(alice, { nodeId: rng[0]!.nodeId, vendor: 'v'.repeat(41) });
    expect(longVendor.status).toBe(400);
    for (const body of [{}, { nodeId: '' }, ['x']]) {
      const res = await remove(alice, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    // A JSON body that is not an object is refused, not mistaken for "no body".
    const stringBody = await t.app.inject({
      method: 'DELETE',
      url: `${favouritesPaths.remove}?nodeId=${rng[0]!.nodeId}`,
      headers: { ...bearer(alice.token), 'content-type': 'application/json' },
      payload: '"x"',
    });
    expect(stringBody.statusCode).toBe(400);
    const noBody = await remove(alice, undefined);
    expect(noBody.status).toBe(400);
    expect(failureSchema.parse(noBody.body).message).toContain('nodeId');
    const badJson = await t.app.inject({
      method: 'POST',
      url: favouritesPaths.add,
      headers: { ...bearer(alice.token), 'content-type': 'application/json' },
      payload: '{"nodeId":',
    });
    expect(badJson.statusCode).toBe(400);
  });

  it('keeps a disabled game stored but hidden, and shows it again once enabled', async () => {
    const [a, b] = [rng[4]!, rng[5]!];
    await add(alice, { nodeId: a.nodeId });
    await add(alice, { nodeId: b.nodeId });
    await t.database.db.update(games).set({ enabled: false }).where(eq(games.nodeId, a.nodeId));
    expect(idsOf((await ids(alice)).body)).toEqual([b.nodeId]);
    expect(listOf((await list(alice)).body).content.map((g) => g.nodeId)).toEqual([b.nodeId]);
    await t.database.db.update(games).set({ enabled: true }).where(eq(games.nodeId, a.nodeId));
    expect(idsOf((await ids(alice)).body)).toEqual([b.nodeId, a.nodeId]);
    await clear(alice);
  });
});

describe('members', () => {
  it('never see or change each other’s favourites', async () => {
    const [a, b] = [rng[6]!, rng[7]!];
    await add(alice, { nodeId: a.nodeId });
    await add(bob, { nodeId: b.nodeId });
    expect(idsOf((await ids(alice)).body)).toEqual([a.nodeId]);
    expect(idsOf((await ids(bob)).body)).toEqual([b.nodeId]);
    // Bob removing Alice's favourite removes nothing of hers.
    expect(idsOf((await remove(bob, { nodeId: a.nodeId })).body)).toEqual([b.nodeId]);
    expect(idsOf((await ids(alice)).body)).toEqual([a.nodeId]);
    // A member id or account in the request is not a way in: the session decides.
    const sneaky = await send(
      t,
      'GET',
      `${favouritesPaths.list}?memberId=${alice.id}&account=${alice.account}&token=${alice.token}`,
      undefined,
      auth(bob),
    );
    expect(listOf(sneaky.body).content.map((g) => g.nodeId)).toEqual([b.nodeId]);
    await clear(alice);
    await clear(bob);
  });
});

describe('favourite list', () => {
  it('pages newest first, in the game list’s item shape', async () => {
    const chosen = rng.slice(10, 15);
    for (const game of chosen) await add(alice, { nodeId: game.nodeId });
    const newestFirst = [...chosen].reverse();

    const all = listOf(
      (await list(alice, '?clientType=3&platform=flash&language=EN&pageNo=1&pageSize=999')).body,
    );
    expect(all.total).toBe(5);
    expect(all.totalPages).toBe(1);
    // The very items GCSGAME_gameList gives for these games.
    expect(all.content).toEqual(newestFirst);

    const page2 = listOf((await list(alice, '?pageNo=2&pageSize=2')).body);
    expect(page2).toMatchObject({ pageNum: 2, totalPages: 3, total: 5 });
    expect(page2.content.map((g) => g.nodeId)).toEqual(newestFirst.slice(2, 4).map((g) => g.nodeId));
    const beyond = listOf((await list(alice, '?pageNo=9&pageSize=2')).body);
    expect(beyond.content).toEqual([]);

    const post = await send(t, 'POST', favouritesPaths.list, { pageNo: 3, pageSize: 2 }, auth(alice));
    expect(listOf(post.body).content.map((g) => g.nodeId)).toEqual([newestFirst[4]!.nodeId]);
  });

  it('filters by game type, HOT meaning the hot games', async () => {
    await add(alice, { nodeId: fish[0]!.nodeId });
    const onlyFish = listOf((await list(alice, '?gameType=FISH')).body);
    expect(onlyFish.content.map((g) => g.nodeId)).toEqual([fish[0]!.nodeId]);
    const onlyRng = listOf((await list(alice, '?gameType=RNG')).body);
    expect(onlyRng.total).toBe(5);
    const hot = listOf((await list(alice, '?gameType=HOT')).body);
    const favourites = idsOf((await ids(alice)).body);
    const hotGames = [...rng, ...fish].filter((g) => g.isHot === 1 && favourites.includes(g.nodeId));
    expect(hot.content.map((g) => g.nodeId).sort()).toEqual(hotGames.map((g) => g.nodeId).sort());
    expect(hot.content.every((g) => g.isHot === 1)).toBe(true);
  });

  it('gives names in the asked language', async () => {
    const pt = listOf((await list(alice, '?language=PT&gameType=FISH')).body);
    const en = listOf((await list(alice, '?language=EN&gameType=FISH')).body);
    expect(pt.content[0]!.gameName).not.toBe(en.content[0]!.gameName);
  });

  it('refuses bad paging and unknown categories', async () => {
    for (const query of [
      'pageNo=0',
      'pageSize=1000',
      'pageSize=0',
      'gameType=CHESS',
      'pageNo=abc',
      'clientType=x',
    ]) {
      const res = await list(alice, `?${query}`);
      expect(res.status, query).toBe(400);
      expect(failureSchema.parse(res.body).code).toBe('VALIDATION_FAILED');
    }
    await clear(alice);
  });
});

describe('the cap', () => {
  it(`keeps at most ${maxFavourites} favourites; re-adding one at the cap stays harmless`, async () => {
    const db = t.database.db;
    // The demo catalogue has a few hundred games: the cap needs more of them than that.
    const extra = Array.from({ length: maxFavourites + 2 }, (_, i) => ({
      nodeId: `cap-test-${i}`,
      vendorCode: 'PG',
      gameType: 'RNG',
      gameCode: `cap-test-${i}`,
      name: { EN: `Cap Test ${i}` },
      sort: 10_000 + i,
    }));
    const pool = await db.insert(games).values(extra).returning({ id: games.id, nodeId: games.nodeId });
    const member = await makeMember(db, t.services, { prefix: 'cap' });
    const stored = pool.slice(0, maxFavourites - 3);
    await db
      .insert(favouriteGames)
      .values(stored.map((g) => ({ memberId: member.id, gameId: g.id, createdAt: new Date(now) })));

    // Five at once with room for three: one member's additions are serialised, so exactly three land.
    const rest = pool.slice(maxFavourites - 3, maxFavourites + 2);
    const results = await Promise.all(rest.map((g) => add(member, { nodeId: g.nodeId })));
    const refused = results.filter((r) => r.status !== 200);
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(refused).toHaveLength(2);
    for (const r of refused) {
      expect(r.status).toBe(400);
      expect(failureSchema.parse(r.body).message).toBe('favourites_limit_reached');
    }
    const [stored999] = await db
      .select({ n: count() })
      .from(favouriteGames)
      .where(eq(favouriteGames.memberId, member.id));
    expect(stored999?.n).toBe(maxFavourites);
    expect((await add(member, { nodeId: stored[0]!.nodeId })).status).toBe(200);
    const all = listOf((await list(member)).body);
    expect(all.content).toHaveLength(maxFavourites);
    expect(all.totalPages).toBe(1);
  });
});
