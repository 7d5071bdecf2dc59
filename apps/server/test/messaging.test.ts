import type { AddressInfo } from 'node:net';
import { desc } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/env';
import type { DatabaseHandle } from '../src/db/client';
import { outboxMessages } from '../src/db/schema';
import { DomainError } from '../src/lib/errors';
import { createMessenger } from '../src/modules/messaging/create-messenger';
import { createHttpSmsSender } from '../src/modules/messaging/http-sms';
import { createSandboxMessenger } from '../src/modules/messaging/sandbox';
import { createSmtpSender } from '../src/modules/messaging/smtp';
import { freshDatabase } from './helper';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const latest = async (n: number) =>
  database.db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(n);

/** What a failed provider must look like to the error handler: a 503 envelope, nothing internal. */
async function expectUnavailable(promise: Promise<void>, message: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503, message });
}

describe('sandbox adapter', () => {
  it('writes SMS and e-mails into the outbox table', async () => {
    const sandbox = createSandboxMessenger(database.db);
    await sandbox.sendSms('+63 9171234567', 'Your code is 123456');
    await sandbox.sendEmail('ana@example.com', 'Reset your password', 'Code: 654321');
    const [email, sms] = await latest(2);
    expect(sms).toMatchObject({
      channel: 'sms',
      recipient: '+63 9171234567',
      subject: '',
      body: 'Your code is 123456',
    });
    expect(email).toMatchObject({
      channel: 'email',
      recipient: 'ana@example.com',
      subject: 'Reset your password',
      body: 'Code: 654321',
    });
    expect(sms?.createdAt).toBeInstanceOf(Date);
  });
});

describe('HTTP SMS adapter', () => {
  let provider: FastifyInstance;
  let base: string;
  const received: Array<{ authorization?: string; contentType?: string; body: unknown }> = [];

  beforeAll(async () => {
    provider = Fastify({ logger: false });
    provider.post('/ok', async (request) => {
      received.push({
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body: request.body,
      });
      return { id: 'msg-1' };
    });
    provider.post('/down', async (_request, reply) =>
      reply.status(500).send({ error: 'internal trace here' }),
    );
    provider.post('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      return {};
    });
    await provider.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(provider.server.address() as AddressInfo).port}`;
  });
  afterAll(() => provider.close());

  it('posts {to, text} as JSON with the bearer key', async () => {
    const sender = createHttpSmsSender({ url: `${base}/ok`, key: 'k-123' });
    await sender.sendSms('+63 9171234567', 'Your code is 111222');
    expect(received).toEqual([
      {
        authorization: 'Bearer k-123',
        contentType: 'application/json',
        body: { to: '+63 9171234567', text: 'Your code is 111222' },
      },
    ]);
  });

  it('turns an error answer, a timeout and a refused connection into a 503 domain error', async () => {
    await expectUnavailable(
      createHttpSmsSender({ url: `${base}/down`, key: 'k' }).sendSms('+1', 'x'),
      'sms_unknown_error',
    );
    const started = Date.now();
    await expectUnavailable(
      createHttpSmsSender({ url: `${base}/slow`, key: 'k', timeoutMs: 200 }).sendSms('+1', 'x'),
      'sms_unknown_error',
    );
    expect(Date.now() - started).toBeLessThan(1_500);
    await expectUnavailable(
      createHttpSmsSender({ url: 'http://127.0.0.1:1/sms', key: 'k' }).sendSms('+1', 'x'),
      'sms_unknown_error',
    );
  });
});

describe('SMTP adapter', () => {
  let smtp: SMTPServer;
  let port: number;
  const mails: Array<{ from: string; to: string[]; user?: string; raw: string }> = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      // Plain text on loopback: the test checks the adapter's conversation, not TLS.
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authOptional: false,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 's3cret')
          return callback(null, { user: auth.username });
        callback(new Error('Invalid username or password'));
      },
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('bounce@')) return callback(new Error('Mailbox unavailable'));
        callback();
      },
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          const envelopeFrom = session.envelope.mailFrom;
          mails.push({
            from: envelopeFrom ? envelopeFrom.address : '',
            to: session.envelope.rcptTo.map((a: SMTPServerAddress) => a.address),
            user: typeof session.user === 'string' ? session.user : undefined,
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('sends a plain-text message with the configured sender, logging in with the URL credentials', async () => {
    const sender = createSmtpSender({
      url: `smtp://mailer:s3cret@127.0.0.1:${port}`,
      from: 'Lucky Lobby <no-reply@lobby.example>',
    });
    try {
      await sender.sendEmail('ana@example.com', 'Your verification code', 'Code: 424242');
    } finally {
      sender.close();
    }
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ from: 'no-reply@lobby.example', to: ['ana@example.com'], user: 'mailer' });
    expect(mail?.raw).toContain('Subject: Your verification code');
    expect(mail?.raw).toContain('From: Lucky Lobby <no-reply@lobby.example>');
    expect(mail?.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail?.raw).toContain('Code: 424242');
  });

  it('turns a refused recipient, bad credentials and an unreachable server into a 503 domain error', async () => {
    const good = createSmtpSender({ url: `smtp://mailer:s3cret@127.0.0.1:${port}`, from: 'x@lobby.example' });
    await expectUnavailable(good.sendEmail('bounce@example.com', 's', 't'), 'email_unknown_error');
    good.close();
    const badLogin = createSmtpSender({
      url: `smtp://mailer:wrong@127.0.0.1:${port}`,
      from: 'x@lobby.example',
    });
    await expectUnavailable(badLogin.sendEmail('ana@example.com', 's', 't'), 'email_unknown_error');
    badLogin.close();
    const nowhere = createSmtpSender({
      url: 'smtp://127.0.0.1:1',
      from: 'x@lobby.example',
      timeoutMs: 1_000,
    });
    await expectUnavailable(nowhere.sendEmail('ana@example.com', 's', 't'), 'email_unknown_error');
    nowhere.close();
  });
});

describe('choosing adapters', () => {
  it('uses the sandbox unless a channel is configured, each channel on its own', async () => {
    const none = createMessenger(loadConfig({}), database.db);
    expect(none.sandbox).toEqual({ sms: true, email: true });
    await none.sendSms('+63 9170000001', 'via sandbox');
    expect((await latest(1))[0]).toMatchObject({ channel: 'sms', body: 'via sandbox' });

    const smsOnly = createMessenger(
      loadConfig({ SMS_PROVIDER_URL: 'https://sms.example/send', SMS_PROVIDER_KEY: 'k' }),
      database.db,
    );
    expect(smsOnly.sandbox).toEqual({ sms: false, email: true });
    const mailOnly = createMessenger(
      loadConfig({ SMTP_URL: 'smtps://u:p@mail.example:465', MAIL_FROM: 'no-reply@lobby.example' }),
      database.db,
    );
    expect(mailOnly.sandbox).toEqual({ sms: true, email: false });
    mailOnly.close();
  });

  it.each([
    [{ SMS_PROVIDER_URL: 'ftp://sms.example' }, 'SMS_PROVIDER_URL'],
    [{ SMS_PROVIDER_URL: 'not a url', SMS_PROVIDER_KEY: 'k' }, 'SMS_PROVIDER_URL'],
    [{ SMS_PROVIDER_URL: 'https://sms.example/send' }, 'SMS_PROVIDER_KEY'],
    [{ SMTP_URL: 'http://mail.example' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp://mail.example' }, 'MAIL_FROM'],
    [{ SMTP_URL: 'smtp://mail.example', MAIL_FROM: 'nobody' }, 'MAIL_FROM'],
  ])('stops on a bad messaging variable and names it: %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('accepts "Name <address>" as MAIL_FROM', () => {
    const config = loadConfig({
      SMTP_URL: 'smtp://mail.example:587',
      MAIL_FROM: 'Lucky Lobby <no-reply@lobby.example>',
    });
    expect(config.MAIL_FROM).toBe('Lucky Lobby <no-reply@lobby.example>');
  });
});
