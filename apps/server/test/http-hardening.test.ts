import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPaths } from '@lobby/contract/accounts';
import { paymentPaths } from '@lobby/contract/payments';
import { createTestApp, type TestApp } from './helper';

let plain: TestApp;
let https: TestApp;
beforeAll(async () => {
  [plain, https] = await Promise.all([
    createTestApp(),
    createTestApp({ env: { PUBLIC_URL: 'https://lobby.example' } }),
  ]);
});
afterAll(() => Promise.all([plain.close(), https.close()]));

const cookiesOf = (header: string | string[] | undefined) =>
  header === undefined ? [] : Array.isArray(header) ? header : [header];

describe('https', () => {
  it('makes every cookie Secure and sends HSTS when the public address is https', async () => {
    // TLS ends at the proxy: the request this server sees is plain http.
    const res = await https.app.inject({ url: accountPaths.captcha });
    expect(res.statusCode).toBe(200);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const cookies = cookiesOf(res.headers['set-cookie']);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure/);
    expect((await https.app.inject({ url: '/wps/system/status' })).headers).toHaveProperty(
      'strict-transport-security',
    );
  });

  it('sends neither on a plain http site (development, the demo on loopback)', async () => {
    const res = await plain.app.inject({ url: accountPaths.captcha });
    expect(res.headers).not.toHaveProperty('strict-transport-security');
    for (const cookie of cookiesOf(res.headers['set-cookie'])) expect(cookie).not.toMatch(/; Secure/);
  });

  it('refuses powerful browser features to the site and its frames', async () => {
    const policy = String(
      (await plain.app.inject({ url: '/wps/system/status' })).headers['permissions-policy'],
    );
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy).toContain(`${feature}=()`);
    }
  });
});

describe('the envelope under /wps', () => {
  const odd = [
    '/wps/nope',
    '//wps/system/status',
    '///wps/member/info',
    '/WPS/system/status',
    '/Wps/Member/Info',
    '/wps/System/Status',
    '/wps//system/status',
    '/wps/%',
    '/wps/%E0%A4%A',
    `/wps/${'a'.repeat(20_000)}`,
    `/wps/system/status?x=${'a'.repeat(100_000)}`,
    `/wps/game/list?${'k'.repeat(5_000)}=${'v'.repeat(5_000)}`,
    '/wps/member/info/..%2f..%2f',
    '/lgw/x',
    '//LGW/x',
    '/sandbox/anything',
  ];

  it.each(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const)(
    'answers %s on odd addresses with a 4xx envelope, never the site or plain text',
    async (method) => {
      for (const url of odd) {
        const res = await plain.app.inject({ method, url });
        if (res.statusCode < 400) continue; // a spelling that reaches a real route answers it
        expect(res.statusCode, url).toBeLessThan(500);
        expect(res.headers['content-type'], url).toMatch(/^application\/json/);
        expect(res.json(), url).toMatchObject({ success: false, value: null });
      }
    },
  );
});

describe('guards first', () => {
  const visitor = (url: string, payload: string, headers: Record<string, string> = {}) =>
    plain.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('refuses a visitor before reading, parsing or opening the body', async () => {
    const answers = await Promise.all([
      visitor(paymentPaths.withdraw, '{not json'),
      visitor(accountPaths.changePassword, '{"password":"plain, never sealed"}'),
      visitor(accountPaths.changePassword, '{not json', { authorization: 'Bearer 00' }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, value: null, code: 'UNAUTHORIZED' });
    }
  });

  it('takes large bodies (withdrawal proofs) only from a signed-in member', async () => {
    const proofs = JSON.stringify({ withdrawalId: 1, outcome: 'received', images: ['A'.repeat(8 << 20)] });
    const res = await visitor(paymentPaths.withdrawConfirm, proofs);
    expect(res.statusCode).toBe(401);
  });
});

describe('timeouts', () => {
  it('bounds how long a client may take over its headers, its request and an idle socket', () => {
    const server = plain.app.server;
    expect(server.headersTimeout).toBe(10_000);
    expect(server.requestTimeout).toBe(30_000);
    expect(server.timeout).toBe(120_000);
    expect(server.keepAliveTimeout).toBe(65_000);
  });
});
