import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptServicePath } from '@lobby/contract/customer-service-path';
import {
  brandValueSchema,
  countriesValueSchema,
  domainRouteValueSchema,
  helpCenterValueSchema,
  isFlagEnabled,
  permissionValueSchema,
  registerSettingValueSchema,
  statusValueSchema,
  systemPaths,
  validationRulesValueSchema,
  whitelabelValueSchema,
} from '@lobby/contract/system';
import { envelope, failureSchema } from '@lobby/contract/envelope';
import { languageCodes } from '@lobby/contract/languages';
import { runOpsCommand } from '../src/ops/commands';
import { createTestApp, type TestApp, createInstances, type Instance } from './helper';
import { manualClock } from './payments-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() as unknown };
}

const ops = (...argv: string[]) => runOpsCommand(t.services, argv);

describe('configuration calls', () => {
  it.each([
    [systemPaths.whitelabel, whitelabelValueSchema],
    [systemPaths.domainRoute, domainRouteValueSchema],
    [systemPaths.registerSetting, registerSettingValueSchema],
    [systemPaths.validationRules, validationRulesValueSchema],
    [systemPaths.countries, countriesValueSchema],
    [systemPaths.brand, brandValueSchema],
    [`${systemPaths.helpCenter}?language=PT&device=WEB`, helpCenterValueSchema],
    [systemPaths.permission, permissionValueSchema],
  ])('%s answers in the envelope with its contract shape', async (url, schema) => {
    const { status, body } = await get(url);
    expect(status).toBe(200);
    expect(envelope(schema).parse(body).success).toBe(true);
  });

  it('gives the whitelabel flags of the product description', async () => {
    const { body } = await get(systemPaths.whitelabel);
    const tree = envelope(whitelabelValueSchema).parse(body).value;
    for (const flag of [
      'MOBILENUMREG3',
      'REGMOBVERF3',
      'FREEPLAY3',
      'PWDEXPFORCECHANGE3',
      'MOBILEVERCODELOGIN3',
      // A mobile registration asks for a password (decisions/0232).
      'MOBILENUMPASSREG3',
    ]) {
      expect(isFlagEnabled(tree, flag)).toBe(true);
    }
  });

  it('lists countries with dialing codes and the brand with EN default', async () => {
    const countries = envelope(countriesValueSchema).parse((await get(systemPaths.countries)).body).value;
    expect(countries[0]).toMatchObject({ countryCode: 'PH', countryDialingCode: '63' });
    const brand = envelope(brandValueSchema).parse((await get(systemPaths.brand)).body).value;
    expect(brand.defaultLanguage).toBe('EN');
    // The demo brand offers all 20 (docs/decisions.md, Languages).
    expect(brand.supportedLanguages).toEqual(languageCodes);
  });

  it('serves help in the asked language with the terms article', async () => {
    const pt = envelope(helpCenterValueSchema).parse(
      (await get(`${systemPaths.helpCenter}?language=PT`)).body,
    ).value;
    const en = envelope(helpCenterValueSchema).parse(
      (await get(`${systemPaths.helpCenter}?language=EN`)).body,
    ).value;
    const term = (cats: typeof pt) => cats.flatMap((c) => c.articles).find((a) => a.slug === 'term');
    expect(term(en)?.title).toBeTruthy();
    expect(term(pt)?.title).not.toBe(term(en)?.title);
  });

  it('refuses a bad help query with a 400 envelope', async () => {
    const { status, body } = await get(`${systemPaths.helpCenter}?device=TOASTER`);
    expect(status).toBe(400);
    expect(failureSchema.parse(body).code).toBe('VALIDATION_FAILED');
  });

  it('sends customer-service links obfuscated, decryptable with the last 8 characters', async () => {
    const { body } = await get(systemPaths.permission);
    const value = envelope(permissionValueSchema).parse(body).value;
    const first = value.info.customerService[0]!;
    expect(first.path).not.toContain('http');
    expect(await decryptServicePath(first.path)).toMatch(/^https:\/\//);
  });
});

describe('site status', () => {
  const status = async (ip = '203.0.113.9') =>
    envelope(statusValueSchema).parse((await get(systemPaths.status, { 'x-forwarded-for': ip })).body).value;

  it('is normal by default and reports the visitor ip', async () => {
    expect(await status()).toMatchObject({ status: 0, ip: '203.0.113.9' });
  });

  it('shows maintenance with its message, before any region rule', async () => {
    await ops('region', 'block-cidr', '203.0.113.0/24');
    await ops('maintenance', 'on', '--message', 'Back at 10:00');
    expect(await status()).toMatchObject({ status: 1, message: 'Back at 10:00' });
    await ops('maintenance', 'off');
    expect(await status()).toMatchObject({ status: 2, ip: '203.0.113.9' });
    await ops('region', 'clear');
    expect((await status()).status).toBe(0);
  });

  it('blocks a country resolved from the address', async () => {
    await ops('region', 'block-country', 'US');
    expect(await status('8.8.8.8')).toMatchObject({ status: 2, ip: '8.8.8.8' });
    expect((await status('203.0.113.9')).status).toBe(0);
    await ops('region', 'unblock-country', 'US');
    expect((await status('8.8.8.8')).status).toBe(0);
  });

  it('refuses other API calls while in maintenance, but not configuration', async () => {
    await ops('maintenance', 'on');
    const blocked = await get('/wps/relay/GCSGAME_newGameVendor');
    expect(blocked.status).toBe(503);
    expect(failureSchema.parse(blocked.body).code).toBe('MAINTENANCE');
    expect((await get(systemPaths.permission)).status).toBe(200);
    await ops('maintenance', 'off');
    expect((await get('/wps/relay/GCSGAME_newGameVendor')).status).toBe(200);
  });
});

describe('X-Forwarded-For without TRUST_PROXY', () => {
  it('is ignored, so a visitor cannot pick an address', async () => {
    const strict = await createTestApp();
    try {
      await runOpsCommand(strict.services, ['region', 'block-cidr', '8.8.8.8/32']);
      const res = await strict.app.inject({
        url: systemPaths.status,
        headers: { 'x-forwarded-for': '1.1.1.1' },
      });
      expect(res.json()).toMatchObject({ value: { status: 0, ip: '127.0.0.1' } });
      await runOpsCommand(strict.services, ['region', 'block-cidr', '127.0.0.0/8']);
      const blocked = await strict.app.inject({
        url: systemPaths.status,
        headers: { 'x-forwarded-for': '8.8.4.4' },
      });
      expect(blocked.json()).toMatchObject({ value: { status: 2, ip: '127.0.0.1' } });
    } finally {
      await strict.close();
    }
  });
});

describe('the site configuration cache', () => {
  const flagOf = async (app: TestApp['app'], flag: string) => {
    const res = await app.inject({ url: systemPaths.permission });
    return isFlagEnabled(envelope(permissionValueSchema).parse(res.json()).value.info.whitelabel, flag);
  };

  it('shows a flag an operator switched at once, though the answer is kept between changes', async () => {
    expect(await flagOf(t.app, 'FREEPLAY3')).toBe(true);
    await ops('flag', 'FREEPLAY3', 'off');
    expect(await flagOf(t.app, 'FREEPLAY3')).toBe(false);
    await ops('flag', 'FREEPLAY3', 'on');
    expect(await flagOf(t.app, 'FREEPLAY3')).toBe(true);
  });

  describe('across instances (Redis)', () => {
    const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    let cluster: Awaited<ReturnType<typeof createInstances>>;
    let apps: Instance[];
    // Time stands still: only the broadcast, never the cache's expiry, can make B see A's change.
    const clock = manualClock(Date.parse('2026-11-27T10:00:00Z'));

    beforeAll(async () => {
      cluster = await createInstances(2, { env: { REDIS_URL: redisUrl }, clock });
      apps = cluster.instances;
    });
    afterAll(() => cluster.close());

    it('a change on instance A reaches instance B at once', async () => {
      const [a, b] = apps as [(typeof apps)[0], (typeof apps)[0]];
      expect(await flagOf(b.app, 'MOBILENUMREG3')).toBe(true);
      await b.services.settingsChanges.ready();
      await runOpsCommand(a.services, ['flag', 'MOBILENUMREG3', 'off']);
      await expect.poll(() => flagOf(b.app, 'MOBILENUMREG3')).toBe(false);

      await runOpsCommand(a.services, ['maintenance', 'on', '--message', 'back soon']);
      await expect
        .poll(async () => (await b.app.inject({ url: systemPaths.status })).json().value.status)
        .toBe(1);
    });
  });
});
