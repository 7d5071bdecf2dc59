import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureSchema } from '@lobby/contract/envelope';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { ok } from '../src/lib/envelope';
import { createKeyedLimiter, rateLimitKey, rateLimits } from '../src/plugins/rate-limit';
import { freshDatabase } from './helper';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Parallel runs on one Redis must not count each other's hits. */
const run = crypto.randomBytes(6).toString('hex');
const paths = { sms: `/wps/test-${run}/sms`, login: `/wps/test-${run}/login`, open: `/wps/test-${run}/open` };

let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lobby-rl-'));
});
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

/** The real app with three routes of the test's own: two opted in with presets, one not. */
async function limitedApp(env: Record<string, string> = {}) {
  const database = await freshDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const { app } = await buildApp({ config, database }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  app.post(paths.sms, { config: { rateLimit: rateLimits.sms } }, async () => ok({ sent: true }));
  app.post(paths.login, { config: { rateLimit: rateLimits.login } }, async () => ok({ token: 't' }));
  app.post(paths.open, async () => ok({}));
  await app.ready();
  return {
    app,
    hit: (url: string, ip: string) => app.inject({ method: 'POST', url, remoteAddress: ip }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

type LimitedApp = Awaited<ReturnType<typeof limitedApp>>;

/** A private address no other test uses. */
const uniqueIp = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

describe('route presets (in process)', () => {
  let t: LimitedApp;
  beforeAll(async () => {
    t = await limitedApp();
  });
  afterAll(() => t.close());

  it('answers 429 in the envelope with Retry-After once a preset is used up', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) expect((await t.hit(paths.sms, ip)).statusCode).toBe(200);
    const refused = await t.hit(paths.sms, ip);
    expect(refused.statusCode).toBe(429);
    const body = failureSchema.parse(refused.json());
    expect(body).toMatchObject({
      success: false,
      code: 'TOO_MANY_REQUESTS',
      message: 'sms_too_many_requests',
    });
    expect(body.value?.retryAfterSeconds).toBeGreaterThan(290);
    expect(body.value?.retryAfterSeconds).toBeLessThanOrEqual(300);
    expect(Number(refused.headers['retry-after'])).toBe(body.value?.retryAfterSeconds);
    // Another address has its own count.
    expect((await t.hit(paths.sms, uniqueIp())).statusCode).toBe(200);
  });

  it('uses the generic message on other presets and leaves routes without one alone', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 10; i++) expect((await t.hit(paths.login, ip)).statusCode).toBe(200);
    const refused = await t.hit(paths.login, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: 'too_many_requests', code: 'TOO_MANY_REQUESTS' });
    for (let i = 0; i < 30; i++) expect((await t.hit(paths.open, ip)).statusCode).toBe(200);
  });

  it('counts an IPv6 /64 as one client', async () => {
    const prefix = `2001:db8:${crypto.randomInt(0xffff).toString(16)}:1`;
    for (let i = 0; i < 5; i++) expect((await t.hit(paths.sms, `${prefix}::${i + 1}`)).statusCode).toBe(200);
    expect((await t.hit(paths.sms, `${prefix}:ffff::9`)).statusCode).toBe(429);
    expect(rateLimitKey('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(rateLimitKey('203.0.113.9')).toBe('203.0.113.9');
  });
});

describe('route presets on Redis', () => {
  it('shares the count between instances on one REDIS_URL (scale-out)', async () => {
    const first = await limitedApp({ REDIS_URL });
    const second = await limitedApp({ REDIS_URL });
    try {
      const ip = uniqueIp();
      for (const t of [first, second, first, second, first])
        expect((await t.hit(paths.sms, ip)).statusCode).toBe(200);
      for (const t of [second, first]) {
        const refused = await t.hit(paths.sms, ip);
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'sms_too_many_requests' });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('stops boot with a message naming REDIS_URL when Redis cannot be reached', async () => {
    await expect(limitedApp({ REDIS_URL: 'redis://127.0.0.1:1' })).rejects.toThrow(/REDIS_URL: cannot reach/);
  });
});

describe('keyed limiter', () => {
  const rule = { max: 3, windowMs: 60_000 };

  it('counts per key in process, refuses beyond max until the window ends', async () => {
    let now = 1_000_000;
    const limiter = createKeyedLimiter({ clock: { now: () => now } });
    for (let i = 0; i < 3; i++)
      expect(await limiter.hit('sms:+639171234567', rule)).toEqual({
        allowed: true,
        retryAfterSeconds: 0,
        count: i + 1,
      });
    expect(await limiter.hit('sms:+639171234567', rule)).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
      count: 4,
    });
    expect((await limiter.hit('sms:+639170000000', rule)).allowed).toBe(true);
    now += 45_500;
    expect(await limiter.hit('sms:+639171234567', rule)).toEqual({
      allowed: false,
      retryAfterSeconds: 15,
      count: 5,
    });
    now += 15_000;
    expect((await limiter.hit('sms:+639171234567', rule)).allowed).toBe(true);
    for (let i = 0; i < 3; i++) await limiter.hit('login:ana', rule);
    expect((await limiter.hit('login:ana', rule)).allowed).toBe(false);
    await limiter.reset('login:ana');
    expect((await limiter.hit('login:ana', rule)).allowed).toBe(true);
  });

  describe('on Redis', () => {
    let redis: Redis;
    const prefix = `lobby:test:${run}:`;
    beforeAll(async () => {
      redis = new Redis(REDIS_URL);
    });
    afterAll(async () => {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    });

    it('shares counts between limiters (instances) and expires the window', async () => {
      const a = createKeyedLimiter({ redis, prefix });
      const b = createKeyedLimiter({ redis, prefix });
      for (const limiter of [a, b, a])
        expect((await limiter.hit('sms:+639171234567', rule)).allowed).toBe(true);
      const refused = await b.hit('sms:+639171234567', rule);
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterSeconds).toBeGreaterThan(55);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
      expect(await redis.pttl(`${prefix}sms:+639171234567`)).toBeGreaterThan(55_000);

      const short = { max: 1, windowMs: 300 };
      expect((await a.hit('short', short)).allowed).toBe(true);
      expect(await b.hit('short', short)).toEqual({ allowed: false, retryAfterSeconds: 1, count: 2 });
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect((await b.hit('short', short)).allowed).toBe(true);

      await a.reset('sms:+639171234567');
      expect((await b.hit('sms:+639171234567', rule)).allowed).toBe(true);
    });
  });
});

describe('RATE_LIMIT_FACTOR', () => {
  it('multiplies each route limit', async () => {
    const t = await limitedApp({ RATE_LIMIT_FACTOR: '2' });
    try {
      const ip = uniqueIp();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await t.hit(paths.sms, ip)).statusCode);
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await t.close();
    }
  });
});
