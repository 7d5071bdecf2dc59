import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOpsCommand } from '../src/ops/commands';
import type { SettingValue } from '../src/modules/system/settings.schemas';
import { opsFile, startOperatorApi, type OpsEndpoint } from '../src/ops/operator-api';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('operator commands', () => {
  it('toggles whitelabel flags and lists them', async () => {
    await runOpsCommand(t.services, ['flag', 'FREEPLAY3', 'off']);
    expect(await runOpsCommand(t.services, ['flags'])).toContain('FREEPLAY3: off');
    await runOpsCommand(t.services, ['flag', 'freeplay3', 'on']);
    expect(await runOpsCommand(t.services, ['flags'])).toContain('FREEPLAY3: on');
  });

  it('refuses unknown flags, commands, bad CIDRs and settings that fail their schema', async () => {
    await expect(runOpsCommand(t.services, ['flag', 'NOPE', 'on'])).rejects.toThrow('no whitelabel module');
    await expect(runOpsCommand(t.services, ['flag', 'FREEPLAY3', 'maybe'])).rejects.toThrow('on or off');
    await expect(runOpsCommand(t.services, ['explode'])).rejects.toThrow('usage');
    await expect(runOpsCommand(t.services, ['region', 'block-cidr', '10.0.0.0/99'])).rejects.toThrow('CIDR');
    await expect(
      runOpsCommand(t.services, ['settings', 'set', 'maintenance', '{"enabled":"yes"}']),
    ).rejects.toThrow();
    expect(await runOpsCommand(t.services, ['settings', 'get', 'maintenance'])).toMatchObject({
      enabled: false,
    });
    // Team sums are kept per quarter hour, so a brand's zone must be made of them (decisions/0214).
    const brand = await t.services.settings.get('brand');
    const zone = (minutes: number) => JSON.stringify({ ...brand, timeZoneOffsetMinutes: minutes });
    await expect(runOpsCommand(t.services, ['settings', 'set', 'brand', zone(487)])).rejects.toThrow(
      'multiple of 15',
    );
    await expect(runOpsCommand(t.services, ['settings', 'set', 'brand', zone(900)])).rejects.toThrow();
    await runOpsCommand(t.services, ['settings', 'set', 'brand', zone(345)]); // Nepal
    await runOpsCommand(t.services, ['settings', 'set', 'brand', JSON.stringify(brand)]);
  });
});

describe('settings changed by operators', () => {
  it('lands changes made at the same moment, each on the stored value', async () => {
    const countries = ['AA', 'BB', 'CC', 'DD'];
    await Promise.all(countries.map((cc) => runOpsCommand(t.services, ['region', 'block-country', cc])));
    await Promise.all([
      runOpsCommand(t.services, ['region', 'block-cidr', '10.1.0.0/16']),
      runOpsCommand(t.services, ['region', 'message', 'Not here']),
      runOpsCommand(t.services, ['region', 'unblock-country', 'aa']),
    ]);
    const region = (await runOpsCommand(t.services, ['region', 'show'])) as SettingValue<'region'>;
    // In the order the changes landed, which is any.
    expect({ ...region, blockedCountries: region.blockedCountries.toSorted() }).toEqual({
      blockedCountries: ['BB', 'CC', 'DD'],
      blockedCidrs: ['10.1.0.0/16'],
      message: 'Not here',
    });
    await runOpsCommand(t.services, ['region', 'clear']);
    expect(await runOpsCommand(t.services, ['region', 'show'])).toMatchObject({
      blockedCountries: [],
      blockedCidrs: [],
    });
  });

  it('changes nothing on a value its schema refuses or a missing one', async () => {
    await expect(runOpsCommand(t.services, ['region', 'message'])).rejects.toThrow('missing value');
    await expect(
      t.services.settings.update('maintenance', (current) => ({ ...current, enabled: 'yes' })),
    ).rejects.toThrow();
    expect(await runOpsCommand(t.services, ['settings', 'get', 'maintenance'])).toMatchObject({
      enabled: false,
    });
  });
});

describe('ledger:check', () => {
  it('passes on sound books and names the account whose balance drifted', async () => {
    const { ledger } = t.services;
    const gateway = await ledger.systemAccount('GATEWAY', 'PHP');
    const wallet = await ledger.systemAccount('WITHDRAWALS', 'PHP');
    await ledger.post({
      idempotencyKey: 'ops-check-1',
      kind: 'TEST',
      legs: [
        { accountId: gateway, amount: -500 },
        { accountId: wallet, amount: 500 },
      ],
    });
    expect(await runOpsCommand(t.services, ['ledger:check'])).toMatch(/^ledger OK/);
    await t.database.db.execute(sql`update ledger_accounts set balance = balance + 1 where id = ${wallet}`);
    await expect(runOpsCommand(t.services, ['ledger:check'])).rejects.toThrow(
      new RegExp(`ledger FAILED[\\s\\S]*"accountId": ${wallet},`),
    );
    await t.database.db.execute(sql`update ledger_accounts set balance = balance - 1 where id = ${wallet}`);
  });
});

describe('operator API', () => {
  it('runs commands for the holder of the secret only, on loopback', async () => {
    const api = await startOperatorApi(t.services, t.config.dataDir);
    try {
      const endpoint = JSON.parse(await fs.readFile(opsFile(t.config.dataDir), 'utf8')) as OpsEndpoint;
      const call = (secret: string, argv: unknown) =>
        fetch(`http://127.0.0.1:${endpoint.port}/ops/run`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-ops-secret': secret },
          body: JSON.stringify({ argv }),
        });
      expect((await call('wrong', ['flags'])).status).toBe(401);
      expect((await call(endpoint.secret, 'flags')).status).toBe(400);
      const ok = await call(endpoint.secret, ['maintenance', 'on', '--message', 'Upgrade']);
      expect(await ok.json()).toMatchObject({ ok: true, result: { enabled: true, message: 'Upgrade' } });
      const status = await t.app.inject({ url: '/wps/system/status' });
      expect(status.json()).toMatchObject({ value: { status: 1, message: 'Upgrade' } });
      const bad = await call(endpoint.secret, ['maintenance', 'sideways']);
      expect(bad.status).toBe(400);
      await call(endpoint.secret, ['maintenance', 'off']);
    } finally {
      await api.close();
    }
    await expect(fs.access(opsFile(t.config.dataDir))).rejects.toThrow();
  });
});
