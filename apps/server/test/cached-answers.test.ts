import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@lobby/contract/envelope';
import { gameListValueSchema, gamesPaths } from '@lobby/contract/games';
import { games } from '../src/db/schema';
import { writeSetting } from '../src/modules/system/system.repository';
import { manualClock } from './payments-helpers';
import { createTestApp, type TestApp } from './helper';

/**
 * What is kept between requests on the API's hot path: cached catalogue answers sent as stored bytes,
 * and the site guard's region decision per address.
 */
const clock = manualClock(Date.parse('2026-11-22T10:00:00Z'));
const cacheSeconds = 30;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: { TRUST_PROXY: 'true', CATALOGUE_CACHE_SECONDS: String(cacheSeconds) },
  });
});
afterAll(() => t.close());

const get = (url: string, ip = '203.0.113.9') => t.app.inject({ url, headers: { 'x-forwarded-for': ip } });
const sansDate = (headers: Record<string, unknown>) => ({ ...headers, date: undefined });

describe('cached catalogue answers', () => {
  const page2 = `${gamesPaths.gameList}?gameType=RNG&pageNo=2`;

  it('are served byte-identically, each query with its own entry, until the cache time ends', async () => {
    const first = await get(page2);
    const again = await get(page2);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(sansDate(again.headers)).toEqual(sansDate(first.headers));
    const listed = envelope(gameListValueSchema).parse(first.json()).value;
    expect(listed.pageNo).toBe(2);

    const page3 = await get(`${gamesPaths.gameList}?gameType=RNG&pageNo=3`);
    expect(envelope(gameListValueSchema).parse(page3.json()).value.pageNo).toBe(3);
    const pt = await get(`${page2}&language=PT`);
    for (const other of [page3, pt]) expect(other.rawPayload.equals(first.rawPayload)).toBe(false);
    expect((await get(page2)).rawPayload.equals(first.rawPayload)).toBe(true);

    // An operator disables a game of the page: the cached answer stands for its time, then goes.
    const gone = listed.games[0]!.nodeId;
    await t.database.db.update(games).set({ enabled: false }).where(eq(games.nodeId, gone));
    try {
      clock.advance(cacheSeconds * 1000 - 1);
      expect((await get(page2)).rawPayload.equals(first.rawPayload)).toBe(true);
      clock.advance(1);
      const fresh = envelope(gameListValueSchema).parse((await get(page2)).json()).value;
      expect(fresh.games.map((g) => g.nodeId)).not.toContain(gone);
      expect(fresh.total).toBe(listed.total - 1);
    } finally {
      await t.database.db.update(games).set({ enabled: true }).where(eq(games.nodeId, gone));
    }
  });
});

describe('cached answers asked for compressed', () => {
  const page = `${gamesPaths.gameList}?gameType=RNG&pageNo=4`;
  const compressed = (encoding: string) =>
    t.app.inject({ url: page, headers: { 'x-forwarded-for': '203.0.113.9', 'accept-encoding': encoding } });

  it.each([
    ['gzip', zlib.gunzipSync],
    ['br', zlib.brotliDecompressSync],
    ['deflate', zlib.inflateSync],
  ])('go out in %s as the same bytes every time, decoding to the plain answer', async (encoding, decode) => {
    const plain = (await get(page)).rawPayload;
    const first = await compressed(encoding);
    const again = await compressed(encoding);
    expect(first.headers['content-encoding']).toBe(encoding);
    expect(first.headers.vary).toContain('accept-encoding');
    expect(sansDate(again.headers)).toEqual(sansDate(first.headers));
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(decode(first.rawPayload).equals(plain)).toBe(true);
  });
});

describe("the site guard's kept decisions", () => {
  const call = (ip: string) => get(`${gamesPaths.gameList}?gameType=RNG`, ip);

  it('follow a change made through the server at once', async () => {
    expect((await call('198.51.100.7')).statusCode).toBe(200);
    await t.services.settings.set('region', {
      blockedCidrs: ['198.51.100.0/24'],
      blockedCountries: [],
      message: '',
    });
    expect((await call('198.51.100.7')).json()).toMatchObject({ code: 'REGION_RESTRICTED' });
    await t.services.settings.set('region', { blockedCidrs: [], blockedCountries: [], message: '' });
    expect((await call('198.51.100.7')).statusCode).toBe(200);
  });

  it("follow another instance's change within the settings cache's 5 s", async () => {
    expect((await call('192.0.2.44')).statusCode).toBe(200);
    // Another instance on the same database writes the setting; this one learns of it on its re-read.
    await writeSetting(t.database.db, 'region', {
      blockedCidrs: ['192.0.2.0/24'],
      blockedCountries: [],
      message: '',
    });
    try {
      expect((await call('192.0.2.44')).statusCode).toBe(200);
      clock.advance(5_000);
      expect((await call('192.0.2.44')).statusCode).toBe(403);
      expect((await call('192.0.2.45')).statusCode).toBe(403);
      expect((await call('203.0.113.9')).statusCode).toBe(200);
    } finally {
      await t.services.settings.set('region', { blockedCidrs: [], blockedCountries: [], message: '' });
    }
  });
});
