import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositChannelsValueSchema, paymentPaths } from '@lobby/contract/payments';
import { sandboxPaths } from '@lobby/contract/sandbox';
import { brandAnswerSchema, systemPaths } from '@lobby/contract/system';
import { hostedPagePath } from '../src/modules/payment-gateway/sandbox-gateway';
import { createTestApp, type TestApp } from './helper';
import { allBalances, caller, expectUnchanged, makePlayer } from './payments-helpers';

/** Demo and production (docs/security.md): what each mode routes, and who may read the outbox. */
let demo: TestApp;
let production: TestApp;
beforeAll(async () => {
  [demo, production] = await Promise.all([
    createTestApp(),
    createTestApp({ env: { APP_MODE: 'production', PAYMENT_GATEWAY: 'none', SECRETS_KEY: 'b'.repeat(64) } }),
  ]);
  await demo.services.messenger.sendSms('+63 9171234567', 'Your code is 123456');
});
afterAll(() => Promise.all([demo.close(), production.close()]));

const outbox = (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `${sandboxPaths.outbox}?to=9171234567`, remoteAddress, headers });

describe('the sandbox outbox', () => {
  it('answers a tool on the server machine in the demo', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await outbox(demo, address);
      expect(res.statusCode).toBe(200);
      expect(res.json().value.messages[0].body).toBe('Your code is 123456');
    }
  });

  it('is absent to everyone else, whatever headers they send', async () => {
    const attempts = [
      outbox(demo, '203.0.113.7'),
      outbox(demo, '10.0.0.2'),
      outbox(demo, '203.0.113.7', { 'x-forwarded-for': '127.0.0.1' }),
      // A proxy on this machine connects from loopback on behalf of an outsider.
      outbox(demo, '127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }),
      outbox(demo, '127.0.0.1', { forwarded: 'for=203.0.113.7' }),
      outbox(demo, '127.0.0.1', { 'x-real-ip': '203.0.113.7' }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, value: null, code: 'NOT_FOUND' });
      expect(res.body).not.toContain('123456');
    }
  });

  it('does not exist in production, not even on loopback', async () => {
    await production.services.messenger.sendSms('+63 9171234567', 'Your code is 654321');
    const res = await outbox(production, '127.0.0.1');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('654321');
  });
});

describe('the site', () => {
  it('is told whether it is the demo, to say so on every page', async () => {
    const brandOf = async (t: TestApp) =>
      brandAnswerSchema.parse((await t.app.inject({ url: systemPaths.brand })).json().value);
    expect((await brandOf(demo)).demo).toBe(true);
    expect((await brandOf(production)).demo).toBe(false);
  });
});

describe('the payment gateway', () => {
  it('has no sandbox pay page without the sandbox gateway', async () => {
    const page = hostedPagePath(`sbx_${'0'.repeat(32)}`);
    expect((await demo.app.inject({ url: page })).statusCode).toBe(404);
    const absent = await production.app.inject({ url: page });
    expect(absent.statusCode).toBe(404);
    expect(absent.body).not.toContain('checkout');
    expect((await production.app.inject({ url: '/sandbox-gateway/assets/checkout.css' })).statusCode).toBe(
      404,
    );
  });

  it('offers no deposit channel and refuses a deposit, changing nothing, with no gateway', async () => {
    const player = await makePlayer(production);
    const api = caller(production);
    const channels = await api.get(paymentPaths.depositChannels, player);
    expect(depositChannelsValueSchema.parse(channels.body.value).channels).toEqual([]);
    const before = await allBalances(production);
    const refused = await api.post(
      paymentPaths.deposit,
      { channelId: 'gcash', amount: 10_000, requestId: randomUUID() },
      player,
    );
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(refused.body).toMatchObject({ success: false, value: null });
    await expectUnchanged(production, before);
  });

  it('believes no notification without a gateway', async () => {
    const res = await production.app.inject({
      method: 'POST',
      url: paymentPaths.sandboxCallback,
      payload: { paymentId: 'x', merchantOrderId: 'y', status: 'paid', amount: 1, currency: 'PHP' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('a production start', () => {
  it('refuses the demo configuration and names every problem', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lobby-prod-'));
    try {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.resolve(import.meta.dirname, '../src/server.ts')],
        {
          env: { ...process.env, APP_MODE: 'production', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      child.stdout.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr.on('data', (d: Buffer) => (output += d.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      for (const name of ['SEED_DEMO', 'SMS_PROVIDER_URL', 'SMTP_URL', 'PAYMENT_GATEWAY', 'PUBLIC_URL']) {
        expect(output).toContain(`- ${name}:`);
      }
      expect(output).toContain('SECRETS_KEY');
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
