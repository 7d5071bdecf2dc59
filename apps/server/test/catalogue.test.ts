import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, failureSchema } from '@lobby/contract/envelope';
import {
  gameListValueSchema,
  gamesPaths,
  hotGamesValueSchema,
  newGameVendorValueSchema,
} from '@lobby/contract/games';
import {
  announcementsValueSchema,
  bannersValueSchema,
  contentPaths,
  promotionsValueSchema,
} from '@lobby/contract/content';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ url });
  return { status: res.statusCode, body: res.json() as unknown };
};

describe('vendor lanes', () => {
  it('lists the categories with their vendors, in the lobby order', async () => {
    const res = await t.app.inject({ method: 'POST', url: gamesPaths.newGameVendor, payload: {} });
    const { lanes, gameClassify } = envelope(newGameVendorValueSchema).parse(res.json()).value.data;
    const titles = lanes.map((l) => l.title);
    expect(titles).toEqual(
      expect.arrayContaining(['BGS', 'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS']),
    );
    expect(titles.indexOf('BGS')).toBeLessThan(titles.indexOf('RNG'));
    const rng = lanes.find((l) => l.title === 'RNG')!;
    expect(Object.keys(rng.cards).length).toBeGreaterThan(10);
    expect(rng.cards.BGS).toBeUndefined();
    expect(Object.keys(lanes.find((l) => l.title === 'ESPORTS')!.cards)).toEqual(['IMES']);
    expect(Object.keys(lanes.find((l) => l.title === 'COCKFIGHT')!.cards)).toEqual(['DS88']);
    expect(gameClassify.map((g) => g.name)).toEqual(titles);
  });
});

describe('game list', () => {
  it('pages a vendor list with 20 a page by default', async () => {
    const { body } = await get(`${gamesPaths.gameList}?gameType=RNG&pageNo=1`);
    const value = envelope(gameListValueSchema).parse(body).value;
    expect(value.games.length).toBe(Math.min(20, value.total));
    expect(value.totalPages).toBe(Math.ceil(value.total / 20));
    expect(value.games.every((g) => g.gameType === 'RNG')).toBe(true);
  });

  it('filters by vendor and searches by name in the asked language', async () => {
    const bgs = envelope(gameListValueSchema).parse(
      (await get(`${gamesPaths.gameList}?vassalage=BGS`)).body,
    ).value;
    expect(bgs.games.map((g) => g.gameCode)).toEqual(expect.arrayContaining(['slot', 'dice', 'mines']));
    const name = bgs.games.find((g) => g.gameCode === 'mines')!.gameName;
    const found = envelope(gameListValueSchema).parse(
      (await get(`${gamesPaths.gameList}?name=${encodeURIComponent(name.slice(0, 4))}`)).body,
    ).value;
    expect(found.games.some((g) => g.gameCode === 'mines')).toBe(true);
    const none = envelope(gameListValueSchema).parse(
      (await get(`${gamesPaths.gameList}?name=%25%25zz_`)).body,
    ).value;
    expect(none.total).toBe(0);
  });

  it('refuses bad paging and unknown categories', async () => {
    for (const query of ['pageNo=0', 'pageSize=1000', 'gameType=CHESS', 'pageNo=abc']) {
      const { status, body } = await get(`${gamesPaths.gameList}?${query}`);
      expect(status, query).toBe(400);
      expect(failureSchema.parse(body).code).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses bad input on the other catalogue and content calls', async () => {
    const long = 'x'.repeat(50);
    for (const url of [
      `${gamesPaths.hotGames}?language=${long}`,
      `${gamesPaths.newGameVendor}?platform=${long}`,
      `${contentPaths.promotions}?language=${long}`,
      `${contentPaths.announcements}?pageSize=0`,
    ]) {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      expect(failureSchema.parse(body).code).toBe('VALIDATION_FAILED');
    }
  });

  it('lists hot games, all marked hot', async () => {
    const { body } = await get(gamesPaths.hotGames);
    const { list } = envelope(hotGamesValueSchema).parse(body).value;
    expect(list.length).toBeGreaterThan(6);
    expect(list.every((g) => g.isHot === 1)).toBe(true);
  });
});

describe('content', () => {
  it('gives home banners per language, with art served by the server', async () => {
    const { body } = await get(`${contentPaths.banners}?groupName=w_home&language=PT`);
    const banners = envelope(bannersValueSchema).parse(body).value;
    expect(banners.length).toBeGreaterThan(1);
    const art = await t.app.inject({ url: banners[0]!.url });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect(art.body.startsWith('<svg')).toBe(true);
  });

  it('refuses an unknown banner group', async () => {
    expect((await get(`${contentPaths.banners}?groupName=w_nowhere`)).status).toBe(400);
  });

  it('pages announcements 9 at a time and filters by type', async () => {
    const { body } = await get(`${contentPaths.announcements}?types=B,PL,PU,PR,H`);
    const value = envelope(announcementsValueSchema).parse(body).value;
    expect(value.list.length).toBeLessThanOrEqual(9);
    const notices = envelope(announcementsValueSchema).parse(
      (await get(`${contentPaths.announcements}?types=B`)).body,
    ).value;
    expect(notices.list.length).toBeGreaterThan(0);
    expect(notices.list.every((a) => a.type === 'B')).toBe(true);
    expect((await get(`${contentPaths.announcements}?types=Z`)).status).toBe(400);
  });

  it('lists active promotions with images', async () => {
    const promotions = envelope(promotionsValueSchema).parse((await get(contentPaths.promotions)).body).value;
    expect(promotions.length).toBeGreaterThanOrEqual(3);
    expect((await t.app.inject({ url: promotions[0]!.imageUrl })).statusCode).toBe(200);
  });
});

describe('generated art', () => {
  it('serves game, vendor and logo art, and 404s unknown ones in the envelope', async () => {
    const list = envelope(gameListValueSchema).parse(
      (await get(`${gamesPaths.gameList}?pageSize=1`)).body,
    ).value;
    for (const url of [list.games[0]!.iconUrl, '/img/vendor/PG.svg?size=large', '/img/vendor-logo/BGS.svg']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
    }
    expect((await t.app.inject({ url: '/img/game/nope.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/img/banner/abc.svg' })).statusCode).toBe(400);
  });
});
