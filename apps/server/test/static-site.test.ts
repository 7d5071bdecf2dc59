import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOpsCommand } from '../src/ops/commands';
import { announcements } from '../src/db/schema';
import { createTestApp, type TestApp } from './helper';

/** A build's manifest in Vite's shape: the entry, a page module with a shared chunk, a language. */
const manifest = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true },
  'src/app/routes/game-list-center.tsx': {
    file: 'assets/game-list-center-1.js',
    imports: ['index.html', '_tabs-2.js'],
    css: ['assets/game-list-center-3.css'],
  },
  '_tabs-2.js': { file: 'assets/tabs-2.js', imports: ['index.html'], css: ['assets/tabs-4.css'] },
  'src/locales/EN/common.json': { file: 'assets/common-5.js' },
  'src/app/routes/member-center.tsx': { file: 'assets/member-center-7.js', imports: ['index.html'] },
  'src/app/layout/member-header.tsx': {
    file: 'assets/member-header-8.js',
    imports: ['index.html', '_accounts-12.js'],
  },
  '_accounts-12.js': { file: 'assets/accounts-12.js' },
  'src/features/account/api/get-member-info.ts': { file: 'assets/get-member-info-9.js' },
  'src/features/member-centre/pages/security-center.tsx': {
    file: 'assets/security-center-10.js',
    imports: ['_accounts-12.js'],
  },
  'src/features/member-centre/pages/withdraw.tsx': { file: 'assets/withdraw-11.js' },
  'src/locales/VI/common.json': { file: 'assets/common-6.js' },
};

let t: TestApp;
let site: string;
beforeAll(async () => {
  site = await fs.mkdtemp(path.join(os.tmpdir(), 'lobby-site-'));
  await fs.mkdir(path.join(site, 'assets'));
  await fs.writeFile(
    path.join(site, 'index.html'),
    '<!doctype html><html lang="en"><head><title>site</title><script type="module" src="/assets/index-abc123.js"></script>' +
      '</head><body><div id="boot"><!--boot--><div class="boot-cover"></div><!--/boot--></div></body>',
  );
  await fs.mkdir(path.join(site, '.vite'));
  await fs.writeFile(path.join(site, '.vite', 'manifest.json'), JSON.stringify(manifest));
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
    expect(home).toContain('href="/wps/system/permission"');
    expect(home).toContain('href="/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&amp;language=EN"');
    expect(home).toContain('href="/wps/system/banners?groupName=w_home&amp;language=EN"');
    expect(home).toMatch(/<link rel="preload" href="\/img\/banner\/\d+\.svg\?lang=EN" as="image"/);
    const live = (await t.app.inject({ url: '/live' })).body;
    expect(live).toContain(
      'href="/wps/relay/CBS_modelList?status=ALL&amp;language=EN&amp;pageNo=1&amp;pageSize=20&amp;platform=html5-desktop" as="fetch"',
    );
    const promotions = (await t.app.inject({ url: '/promotions' })).body;
    expect(promotions).toContain('href="/wps/system/status"');
    expect(promotions).not.toContain('/img/banner/');
  });

  it('hints only the status and the brand under maintenance, whose screen needs nothing else', async () => {
    await t.services.settings.set('maintenance', { enabled: true, message: '' });
    try {
      for (const url of ['/', '/live']) {
        const page = (await t.app.inject({ url })).body;
        expect(page).toContain('href="/wps/system/status"');
        expect(page).toContain('href="/wps/system/brand"');
        expect(page).not.toContain('/wps/system/permission');
        expect(page).not.toContain('/wps/relay/');
        expect(page).not.toContain('first-frame');
      }
    } finally {
      await t.services.settings.set('maintenance', { enabled: false, message: '' });
    }
  });

  it('holds the places of the notices and the red envelope on the home page while they are to be shown', async () => {
    // The demo's notices are for visitors; a fresh test brand has no envelope schedule.
    expect((await t.app.inject({ url: '/' })).body).toContain('<html data-notices lang="en">');
    await runOpsCommand(t.services, [
      'envelope',
      'create',
      '--pool',
      '100',
      '--envelopes',
      '10',
      '--minutes',
      '30',
    ]);
    const home = (await t.app.inject({ url: '/' })).body;
    expect(home).toContain('<html data-notices data-red-envelope lang="en">');
    expect(home).toContain('<link rel="preload" href="/wps/relay/MCS2_getRedEnvelope" as="fetch"');
    const promotions = (await t.app.inject({ url: '/promotions' })).body;
    expect(promotions).toContain('<html lang="en">');
    expect(promotions).not.toContain('MCS2_getRedEnvelope');
    await t.database.db.delete(announcements);
    expect((await t.app.inject({ url: '/' })).body).toContain('<html data-red-envelope lang="en">');
  });

  it("shows the home page's first frame: the first banner where the site draws it", async () => {
    const home = (await t.app.inject({ url: '/' })).body;
    expect(home).not.toContain('boot-cover');
    expect(home).toMatch(
      /<div id="boot"><div class="first-frame" aria-hidden="true">.*<img src="\/img\/banner\/\d+\.svg\?lang=EN" alt="[^"]+" fetchpriority="high">/,
    );
    for (const url of ['/promotions', '/live', '/member']) {
      const page = (await t.app.inject({ url })).body;
      expect(page).toContain('<div class="boot-cover"></div>');
      expect(page).not.toContain('first-frame');
    }
  });

  it("preloads the default language's messages and the page's own module, not the entry", async () => {
    const live = (await t.app.inject({ url: '/live' })).body;
    for (const file of ['common-5.js', 'game-list-center-1.js', 'tabs-2.js']) {
      expect(live).toContain(
        `<link rel="modulepreload" href="/assets/${file}" fetchpriority="low" crossorigin>`,
      );
    }
    for (const file of ['game-list-center-3.css', 'tabs-4.css']) {
      expect(live).toContain(
        `<link rel="preload" href="/assets/${file}" as="style" fetchpriority="low" crossorigin>`,
      );
    }
    expect(live).not.toContain('rel="modulepreload" href="/assets/index-abc123.js"');
    expect(live).not.toContain('common-6.js');
    const home = (await t.app.inject({ url: '/' })).body;
    expect(home).toContain(
      '<link rel="modulepreload" href="/assets/common-5.js" fetchpriority="low" crossorigin>',
    );
    expect(home).not.toContain('game-list-center');
  });

  it("preloads a member centre page's modules: the member's header and info, and the page ?page= names", async () => {
    const preloaded = (body: string) =>
      [...body.matchAll(/rel="modulepreload" href="\/assets\/([^"]+)"/g)].map((match) => match[1]);
    // Each file once, though the header and My account share one.
    const member = [
      'common-5.js',
      'member-center-7.js',
      'member-header-8.js',
      'accounts-12.js',
      'get-member-info-9.js',
    ];
    expect(preloaded((await t.app.inject({ url: '/member' })).body)).toEqual([
      ...member,
      'security-center-10.js',
    ]);
    expect(preloaded((await t.app.inject({ url: '/member?page=withdraw&token=x' })).body)).toEqual([
      ...member,
      'withdraw-11.js',
    ]);
    // A page the site does not have falls back to My account, as the site does.
    expect(preloaded((await t.app.inject({ url: '/member?page=nothing' })).body)).toContain(
      'security-center-10.js',
    );
    expect(preloaded((await t.app.inject({ url: '/promotions?page=withdraw' })).body)).toEqual([
      'common-5.js',
    ]);
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

describe("the page's content security policy", () => {
  const policyOf = async (url: string) =>
    String(
      (await t.app.inject({ url, headers: { accept: 'text/html' } })).headers['content-security-policy'],
    );

  it('names Google only while the brand has an analytics id, and only on the site page', async () => {
    expect(await policyOf('/')).not.toContain('google');
    await runOpsCommand(t.services, ['settings', 'set', 'analytics', '{"gtagId":"G-LOBBY2026"}']);
    try {
      const page = await policyOf('/member');
      expect(page).toContain("script-src 'self' https://www.googletagmanager.com;");
      expect(page).toContain('https://*.google-analytics.com');
      expect(page).toContain("default-src 'self'");
      expect(page).not.toContain('unsafe-inline');
      // The API and the assets keep the strict policy.
      expect(await policyOf('/wps/system/status')).not.toContain('google');
      expect(await policyOf('/assets/index-abc123.js')).not.toContain('google');
    } finally {
      await runOpsCommand(t.services, ['settings', 'set', 'analytics', '{"gtagId":""}']);
    }
    expect(await policyOf('/')).not.toContain('google');
  });

  it.each(['UA-1234-1', 'G-<script>', 'g-lowercase', 'G-1', `G-${'A'.repeat(21)}`])(
    'refuses the analytics id %s',
    async (gtagId) => {
      await expect(
        runOpsCommand(t.services, ['settings', 'set', 'analytics', JSON.stringify({ gtagId })]),
      ).rejects.toThrow();
      expect((await t.services.settings.get('analytics')).gtagId).toBe('');
    },
  );
});
