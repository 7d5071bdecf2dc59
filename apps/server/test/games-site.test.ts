import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';

/*
 * The game provider's pages (apps/games) on the API port: play pages, chat rooms and the verify page
 * answer the games' index.html, never cached, framable by the site only; their hashed assets are cached
 * a year; the site keeps its own policy and its history fallback never answers under /provider/.
 */
let t: TestApp;
let root: string;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'lobby-games-'));
  const site = path.join(root, 'site');
  const games = path.join(root, 'games');
  await fs.mkdir(path.join(site, 'assets'), { recursive: true });
  await fs.mkdir(path.join(games, 'assets'), { recursive: true });
  await fs.writeFile(path.join(site, 'index.html'), '<!doctype html><head><title>site</title></head>');
  await fs.writeFile(path.join(games, 'index.html'), '<!doctype html><head><title>games</title></head>');
  await fs.writeFile(path.join(games, 'assets', 'index-abc123.js'), 'console.log(1)'.repeat(200));
  t = await createTestApp({ env: { WEB_DIST: site, GAMES_DIST: games } });
});

afterAll(async () => {
  await t.close();
  await fs.rm(root, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
function policy(header: string | string[] | number | undefined): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name!, values.join(' ')];
      }),
  );
}

describe('the game pages', () => {
  it.each([
    '/provider/play/BGS/slot?token=abcdefghijklmnopqrstuvwxyz',
    '/provider/play/PG/dragon-fortune',
    '/provider/chat/luna?token=abcdefghijklmnopqrstuvwxyz&lang=EN',
    '/provider/verify',
  ])('serve the games index for %s, never cached, framable by the site only', async (url) => {
    const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>games</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = policy(res.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toBe("'self'");
    // Otherwise the site's strict policy: no inline code, no eval, nothing from elsewhere.
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('style-src')).toBe("'self'");
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(String(res.headers['content-security-policy'])).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('leaves the site unframable', async () => {
    for (const url of ['/', '/seamless?nodeId=bgs-slot']) {
      const res = await t.app.inject({ url });
      expect(res.body).toContain('<title>site</title>');
      expect(policy(res.headers['content-security-policy']).get('frame-ancestors')).toBe("'none'");
    }
  });

  it('serves hashed assets for a year, compressed', async () => {
    const res = await t.app.inject({
      url: '/provider/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('answers 404 under /provider/ for anything else, never the site', async () => {
    for (const url of [
      '/provider/assets/missing.js',
      '/provider/nothing',
      '/provider/play',
      '/provider/chat',
      '/provider/index.html',
    ]) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<title>');
    }
  });

  it('keeps the provider API as JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/provider/api/state',
      payload: { token: 'not-a-real-token-at-all' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: 'game_session_expired' });
  });
});
