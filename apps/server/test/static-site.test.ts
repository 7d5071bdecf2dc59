import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
let site: string;
beforeAll(async () => {
  site = await fs.mkdtemp(path.join(os.tmpdir(), 'lobby-site-'));
  await fs.mkdir(path.join(site, 'assets'));
  await fs.writeFile(path.join(site, 'index.html'), '<!doctype html><head><title>site</title></head>');
  await fs.writeFile(path.join(site, 'assets', 'index-abc123.js'), 'console.log(1)'.repeat(200));
  t = await createTestApp({ env: { WEB_DIST: site } });
});
afterAll(async () => {
  await t.close();
  await fs.rm(site, { recursive: true, force: true });
});

describe('the built site on the API port', () => {
  it.each([
    '/',
    '/index',
    '/index.html',
    '/home',
    '/member',
    '/rng?vassalage=BGS',
    '/promotions',
    '/agentHome',
  ])('serves index.html for %s (history mode), never cached', async (url) => {
    const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>site</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('hints the first screen: status and brand everywhere, the first home banner on home paths', async () => {
    const home = (await t.app.inject({ url: '/' })).body;
    expect(home).toContain(
      '<link rel="preload" href="/wps/system/status" as="fetch" crossorigin="anonymous">',
    );
    expect(home).toContain('href="/wps/system/brand"');
    expect(home).toContain('href="/wps/system/banners?groupName=w_home&amp;language=EN"');
    expect(home).toMatch(/<link rel="preload" href="\/img\/banner\/\d+\.svg\?lang=EN" as="image"/);
    const promotions = (await t.app.inject({ url: '/promotions' })).body;
    expect(promotions).toContain('href="/wps/system/status"');
    expect(promotions).not.toContain('/img/banner/');
  });

  it('serves hashed assets as immutable and compressed', async () => {
    const res = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('keeps API and asset misses as real 404s', async () => {
    expect((await t.app.inject({ url: '/wps/nothing' })).json()).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
    });
    expect((await t.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/member' })).statusCode).toBe(404);
  });
});
