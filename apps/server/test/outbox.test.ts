import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, failureSchema } from '@lobby/contract/envelope';
import { outboxValueSchema, sandboxPaths } from '@lobby/contract/sandbox';
import { createSandboxMessenger } from '../src/modules/messaging/sandbox';
import { runOpsCommand } from '../src/ops/commands';
import { startOperatorApi } from '../src/ops/operator-api';
import { createTestApp, type TestApp } from './helper';

const outboxEnvelope = envelope(outboxValueSchema);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Through the app's own messenger, the path the account flows take.
  await t.services.messenger.sendSms('+63 9171234567', 'Your code is 100001');
  await t.services.messenger.sendEmail('Ana@Example.com', 'Reset your password', 'Code: 200002');
  await t.services.messenger.sendSms('+63 9179999999', 'Your code is 300003');
  await t.services.messenger.sendSms('+63 9171234567', 'Your code is 400004');
});
afterAll(() => t.close());

const read = async (query = '') => {
  const res = await t.app.inject({ url: `${sandboxPaths.outbox}${query}` });
  expect(res.statusCode).toBe(200);
  return outboxEnvelope.parse(res.json()).value.messages;
};

describe('GET /sandbox/outbox', () => {
  it('answers the envelope, newest first', async () => {
    const messages = await read();
    expect(messages.map((m) => m.body)).toEqual([
      'Your code is 400004',
      'Your code is 300003',
      'Code: 200002',
      'Your code is 100001',
    ]);
    expect(messages[2]).toMatchObject({
      channel: 'email',
      recipient: 'Ana@Example.com',
      subject: 'Reset your password',
    });
    expect(Number.isNaN(Date.parse(messages[0]?.createdAt ?? ''))).toBe(false);
  });

  it('filters by recipient however the number is spelt, by channel, and limits', async () => {
    for (const to of ['%2B63%209171234567', '639171234567', '09171234567', '9171234567']) {
      expect((await read(`?to=${to}`)).map((m) => m.body)).toEqual([
        'Your code is 400004',
        'Your code is 100001',
      ]);
    }
    expect((await read('?to=ana@example.com')).map((m) => m.body)).toEqual(['Code: 200002']);
    expect(await read('?to=nobody@example.com')).toEqual([]);
    expect((await read('?channel=email')).map((m) => m.channel)).toEqual(['email']);
    expect((await read('?limit=1')).map((m) => m.body)).toEqual(['Your code is 400004']);
  });

  it('refuses a bad query with a 400 envelope naming the field', async () => {
    const res = await t.app.inject({ url: `${sandboxPaths.outbox}?limit=1000` });
    expect(res.statusCode).toBe(400);
    expect(failureSchema.parse(res.json())).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(res.json<{ message: string }>().message).toContain('limit');
  });
});

describe('with real adapters', () => {
  it('is gone (404 envelope) once both channels are real, and hides a channel that became real', async () => {
    const real = await createTestApp({
      env: {
        SMS_PROVIDER_URL: 'http://127.0.0.1:1/sms',
        SMS_PROVIDER_KEY: 'k',
        SMTP_URL: 'smtp://127.0.0.1:1',
        MAIL_FROM: 'no-reply@lobby.example',
      },
    });
    const smsReal = await createTestApp({
      env: { SMS_PROVIDER_URL: 'http://127.0.0.1:1/sms', SMS_PROVIDER_KEY: 'k' },
    });
    try {
      const gone = await real.app.inject({ url: sandboxPaths.outbox });
      expect(gone.statusCode).toBe(404);
      expect(failureSchema.parse(gone.json())).toMatchObject({ success: false, code: 'NOT_FOUND' });

      // Rows written while SMS was still in the sandbox stay private once SMS is real.
      const before = createSandboxMessenger(smsReal.database.db);
      await before.sendSms('+63 9175550000', 'old code 1');
      await before.sendEmail('old@example.com', 'Old', 'old code 2');
      const res = await smsReal.app.inject({ url: sandboxPaths.outbox });
      const channels = outboxEnvelope.parse(res.json()).value.messages.map((m) => m.channel);
      expect(channels).toEqual(['email']);
    } finally {
      await real.close();
      await smsReal.close();
    }
  });
});

describe('ops outbox', () => {
  it('prints the newest messages, filtered, on the database directly', async () => {
    const text = await runOpsCommand(t.services, ['outbox', '--to', '+63 917 123 4567', '--limit', '1']);
    expect(text).toContain('sms  +63 9171234567');
    expect(text).toContain('Your code is 400004');
    expect(text).not.toContain('100001');
    expect(await runOpsCommand(t.services, ['outbox', '--to', 'nobody@example.com'])).toBe('(no messages)');
    await expect(runOpsCommand(t.services, ['outbox', '--limit', 'many'])).rejects.toThrow();
  });

  it('runs through the operator API of a running server', async () => {
    const api = await startOperatorApi(t.services, t.config.dataDir);
    try {
      const res = await fetch(`http://127.0.0.1:${api.endpoint.port}/ops/run`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-ops-secret': api.endpoint.secret },
        body: JSON.stringify({ argv: ['outbox', '--to', 'ana@example.com'] }),
      });
      const body = (await res.json()) as { ok: boolean; result: string };
      expect(body.ok).toBe(true);
      expect(body.result).toContain('email  Ana@Example.com  Reset your password');
      expect(body.result).toContain('Code: 200002');
      const bad = await fetch(`http://127.0.0.1:${api.endpoint.port}/ops/run`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-ops-secret': api.endpoint.secret },
        body: JSON.stringify({ argv: ['outbox', '--channel', 'fax'] }),
      });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { error: string }).error).toContain('channel');
    } finally {
      await api.close();
    }
  });
});
