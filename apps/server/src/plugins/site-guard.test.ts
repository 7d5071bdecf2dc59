import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteGuardPlugin } from './site-guard';

type Region = { blockedCidrs: string[]; blockedCountries: string[]; message: string };

/**
 * A settings store that hands out one snapshot until it is replaced, as SettingsStore does until it
 * re-reads or a change invalidates it.
 */
let snapshot: { maintenance: { enabled: boolean; message: string }; region: Region };
const decided: string[] = [];
const byRules = async (ip: string) => snapshot.region.blockedCidrs.includes(`${ip}/32`);
let decide = byRules;
const settings = { get: async (key: 'maintenance' | 'region') => snapshot[key] };
const system = {
  regionBlocked: ({ ip }: { ip: string }) => {
    decided.push(ip);
    return decide(ip);
  },
};
const rules = (...blocked: string[]): Region => ({
  blockedCidrs: blocked.map((ip) => `${ip}/32`),
  blockedCountries: [],
  message: '',
});

const app = Fastify();
app.decorateRequest('clientIp', '');
app.addHook('onRequest', async (request) => {
  request.clientIp = request.ip;
});
// The fakes cover the two calls the guard makes; the store and service types ask for more.
await app.register(siteGuardPlugin, {
  settings: settings as never,
  system: system as never,
  maxDecisions: 2,
});
app.get('/wps/relay/call', async () => ({ ok: true }));
app.get('/wps/system/status', async () => ({ ok: true }));
beforeAll(() => app.ready());
afterAll(() => app.close());
beforeEach(() => {
  snapshot = { maintenance: { enabled: false, message: '' }, region: rules() };
  decided.length = 0;
  decide = byRules;
});

const call = async (ip: string) =>
  (await app.inject({ url: '/wps/relay/call', remoteAddress: ip })).statusCode;

describe('site guard', () => {
  it('decides once per address while the region settings stay the same', async () => {
    snapshot.region = rules('203.0.113.9');
    expect([await call('203.0.113.9'), await call('203.0.113.9')]).toEqual([403, 403]);
    expect([await call('198.51.100.1'), await call('198.51.100.1')]).toEqual([200, 200]);
    expect(decided).toEqual(['203.0.113.9', '198.51.100.1']);
  });

  it('applies changed region settings on the next request', async () => {
    expect(await call('203.0.113.9')).toBe(200);
    snapshot = { ...snapshot, region: rules('203.0.113.9') };
    expect(await call('203.0.113.9')).toBe(403);
    snapshot = { ...snapshot, region: rules() };
    expect(await call('203.0.113.9')).toBe(200);
    expect(decided).toEqual(['203.0.113.9', '203.0.113.9', '203.0.113.9']);
  });

  it('checks maintenance on every request, before any kept decision', async () => {
    expect(await call('203.0.113.9')).toBe(200);
    snapshot.maintenance = { enabled: true, message: '' };
    expect(await call('203.0.113.9')).toBe(503);
    snapshot.maintenance = { enabled: false, message: '' };
    expect(await call('203.0.113.9')).toBe(200);
  });

  it('keeps at most maxDecisions addresses, dropping the oldest', async () => {
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.3', '192.0.2.2', '192.0.2.1']) {
      await call(ip);
    }
    expect(decided).toEqual(['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.1']);
  });

  it('keeps no decision made under rules that changed meanwhile', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    decide = async (ip) => {
      if (ip !== '203.0.113.9') return byRules(ip);
      await gate;
      return false;
    };
    const slow = call('203.0.113.9');
    await vi.waitFor(() => expect(decided).toEqual(['203.0.113.9']));
    // The settings change while that decision is made, and another visitor sees the new rules first.
    snapshot = { ...snapshot, region: rules('203.0.113.9') };
    expect(await call('198.51.100.1')).toBe(200);
    release();
    expect(await slow).toBe(200);
    decide = byRules;
    expect(await call('203.0.113.9')).toBe(403);
    expect(decided).toEqual(['203.0.113.9', '198.51.100.1', '203.0.113.9']);
  });

  it('leaves the configuration calls alone', async () => {
    snapshot.maintenance = { enabled: true, message: '' };
    snapshot.region = rules('203.0.113.9');
    expect((await app.inject({ url: '/wps/system/status', remoteAddress: '203.0.113.9' })).statusCode).toBe(
      200,
    );
    expect(decided).toEqual([]);
  });
});
