import crypto from 'node:crypto';
import Fastify, { type FastifyRequest } from 'fastify';
import { PNG } from 'pngjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountPaths } from '@lobby/contract/accounts';
import { challengeValueSchema } from '@lobby/contract/challenge';
import { publicKeyValueSchema, sealPayload, type SealedBody } from '@lobby/contract/sealed';
import { solveChallengeValue } from '../../web/src/lib/challenge-solver';
import { DomainError } from '../src/lib/errors';
import { createCaptchaService, renderCaptcha } from '../src/modules/security/captcha';
import { createNonceStore } from '../src/modules/security/nonces';
import { createSealedService } from '../src/modules/security/sealed';
import { createSecrets } from '../src/modules/security/secrets';
import { errorHandlerPlugin } from '../src/plugins/error-handler';
import { sealedBodyPlugin } from '../src/plugins/sealed-body';
import { createTestApp, type TestApp } from './helper';

/** Real time plus an offset the tests move: altcha-lib checks expiry against the real clock too. */
let offsetMs = 0;
const clock = { now: () => Date.now() + offsetMs };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());
afterEach(() => {
  offsetMs = 0;
});

const minutes = (n: number) => n * 60_000;

async function publicKey(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: accountPaths.publicKey });
  return res.json().value.key;
}

/** The DomainError message a promise rejects with. */
async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return (error as DomainError).message;
}

describe('sealed payloads', () => {
  it('publishes an RSA-OAEP public key WebCrypto can import, with the server time', async () => {
    const res = await t.app.inject({ method: 'GET', url: accountPaths.publicKey });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: '' });
    const value = publicKeyValueSchema.parse(body.value);
    expect(value.algorithm).toBe('RSA-OAEP-256+A256GCM');
    expect(Math.abs(value.serverTime - Date.now())).toBeLessThan(5_000);
    const key = await crypto.subtle.importKey(
      'spki',
      Buffer.from(value.key, 'base64'),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      true,
      ['encrypt'],
    );
    expect((key.algorithm as crypto.webcrypto.RsaHashedKeyAlgorithm).modulusLength).toBe(2048);
  });

  it('opens what the site seals, once', async () => {
    const payload = { username: 'player01', password: 'Pässwörd 密码', nested: { remember: true } };
    const body = await sealPayload(await publicKey(), payload, Date.now());
    await expect(t.services.sealed.open(body)).resolves.toEqual(payload);
    expect(await refusal(t.services.sealed.open(body))).toBe('replayed_request');
  });

  it('refuses plaintext, tampered or foreign bodies and stale timestamps', async () => {
    const key = await publicKey();
    expect(await refusal(t.services.sealed.open({ username: 'a', password: 'b' }))).toBe(
      'encryption_required',
    );
    expect(await refusal(t.services.sealed.open(undefined))).toBe('encryption_required');

    const body = await sealPayload(key, { a: 1 }, Date.now());
    const data = Buffer.from(body.sealed.data, 'base64');
    data[0] = (data[0] ?? 0) ^ 1;
    const tampered: SealedBody = { sealed: { ...body.sealed, data: data.toString('base64') } };
    expect(await refusal(t.services.sealed.open(tampered))).toBe('bad_encryption');

    const other = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    const otherSpki = Buffer.from(await crypto.subtle.exportKey('spki', other.publicKey)).toString('base64');
    const foreign = await sealPayload(otherSpki, { a: 1 }, Date.now());
    expect(await refusal(t.services.sealed.open(foreign))).toBe('bad_encryption');

    const old = await sealPayload(key, { a: 1 }, Date.now() - minutes(6));
    expect(await refusal(t.services.sealed.open(old))).toBe('stale_request');
    const future = await sealPayload(key, { a: 1 }, Date.now() + minutes(6));
    expect(await refusal(t.services.sealed.open(future))).toBe('stale_request');
    // The window follows the server's clock, not the sender's.
    offsetMs = minutes(10);
    expect(await refusal(t.services.sealed.open(await sealPayload(key, { a: 1 }, Date.now())))).toBe(
      'stale_request',
    );
    await expect(t.services.sealed.open(await sealPayload(key, { a: 2 }, clock.now()))).resolves.toEqual({
      a: 2,
    });
  });

  it('refuses bodies whose inside is not a stamped payload', async () => {
    const spki = await publicKey();
    /** Seals arbitrary bytes the way sealPayload seals its JSON. */
    async function sealRaw(text: string): Promise<SealedBody> {
      const rsa = await crypto.subtle.importKey(
        'spki',
        Buffer.from(spki, 'base64'),
        { name: 'RSA-OAEP', hash: 'SHA-256' },
        false,
        ['encrypt'],
      );
      const raw = crypto.randomBytes(32);
      const aes = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt']);
      const iv = crypto.randomBytes(12);
      const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aes, Buffer.from(text));
      const key = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, rsa, raw);
      const b64 = (bytes: ArrayBuffer | Uint8Array) => Buffer.from(new Uint8Array(bytes)).toString('base64');
      return { sealed: { key: b64(key), iv: b64(iv), data: b64(data) } };
    }
    expect(await refusal(t.services.sealed.open(await sealRaw('not json')))).toBe('bad_encryption');
    expect(await refusal(t.services.sealed.open(await sealRaw('{"payload":{}}')))).toBe('bad_encryption');
    const shortNonce = JSON.stringify({ ts: Date.now(), nonce: 'abc', payload: {} });
    expect(await refusal(t.services.sealed.open(await sealRaw(shortNonce)))).toBe('bad_encryption');
    const good = JSON.stringify({
      ts: Date.now(),
      nonce: crypto.randomBytes(16).toString('base64url'),
      payload: 7,
    });
    await expect(t.services.sealed.open(await sealRaw(good))).resolves.toBe(7);
  });

  it('refuses a plaintext body on a sealed path before any route sees it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: accountPaths.login,
      payload: { username: 'demo', password: 'Play2win26' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST', message: 'encryption_required' });
    // A guarded sealed path refuses a visitor first, before the body is even opened.
    const guarded = await t.app.inject({
      method: 'POST',
      url: accountPaths.changePassword,
      payload: { oldPassword: 'Old2026pass', newPassword: 'New2026pass', confirmNewPassword: 'New2026pass' },
    });
    expect(guarded.statusCode).toBe(401);
  });

  it('hands the routes of sealed paths the opened payload, and leaves other paths alone', async () => {
    const app = Fastify();
    await app.register(errorHandlerPlugin);
    await app.register(sealedBodyPlugin, { sealed: t.services.sealed });
    app.post(accountPaths.changePassword, async (request) => ({ got: request.body }));
    app.post('/wps/plain', async (request) => ({ got: request.body }));
    const body = await sealPayload(await publicKey(), { newPassword: 'x' }, Date.now());
    const opened = await app.inject({ method: 'POST', url: accountPaths.changePassword, payload: body });
    expect(opened.json()).toEqual({ got: { newPassword: 'x' } });
    // The router decodes %-escapes; the check follows the route it picked.
    const escaped = await app.inject({
      method: 'POST',
      url: accountPaths.changePassword.replace('password', '%70assword'),
      payload: { newPassword: 'x' },
    });
    expect(escaped.json()).toMatchObject({ message: 'encryption_required' });
    const plain = await app.inject({ method: 'POST', url: '/wps/plain', payload: { a: 1 } });
    expect(plain.json()).toEqual({ got: { a: 1 } });
    await app.close();
  });

  it('shares one key pair between instances on one database', async () => {
    const secrets = [
      createSecrets(t.database.db, t.services.secrets.box),
      createSecrets(t.database.db, t.services.secrets.box),
    ];
    const made = await Promise.all(secrets.map((s, i) => s.get('test_race', () => `value-${i}`)));
    expect(made[0]).toBe(made[1]);

    const nonces = createNonceStore(t.database.db, clock);
    const second = createSealedService(createSecrets(t.database.db, t.services.secrets.box), nonces, clock);
    expect(await second.publicKey()).toBe(await publicKey());
    const body = await sealPayload(await second.publicKey(), { a: 3 }, Date.now());
    await expect(second.open(body)).resolves.toEqual({ a: 3 });
    // The nonce is shared through the database: the first instance refuses the same body.
    expect(await refusal(t.services.sealed.open(body))).toBe('replayed_request');
  });

  it('lets a nonce be claimed again only after it expired', async () => {
    const nonces = t.services.nonces;
    const expiresAt = new Date(clock.now() + minutes(1));
    expect(await nonces.claim('test:once', expiresAt)).toBe(true);
    expect(await nonces.claim('test:once', expiresAt)).toBe(false);
    offsetMs = minutes(2);
    expect(await nonces.claim('test:once', new Date(clock.now() + minutes(1)))).toBe(true);
  });
});

describe('proof-of-work challenge', () => {
  async function issued() {
    const res = await t.app.inject({ method: 'GET', url: accountPaths.challenge });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return challengeValueSchema.parse(res.json().value);
  }

  it('issues a signed challenge that expires in ten minutes', async () => {
    const challenge = await issued();
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', keyLength: 32 });
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    const expiresInMs = (challenge.parameters.expiresAt ?? 0) * 1000 - Date.now();
    expect(expiresInMs).toBeGreaterThan(minutes(9));
    expect(expiresInMs).toBeLessThanOrEqual(minutes(10));
  });

  it("accepts the site solver's payload once", async () => {
    const payload = await solveChallengeValue(await issued());
    await expect(t.services.challenge.verify(payload)).resolves.toBeUndefined();
    const reused = await t.services.challenge.verify(payload).catch((e: unknown) => e);
    expect(reused).toMatchObject({
      code: 'CHALLENGE_REQUIRED',
      message: 'please_complete_verification',
      status: 400,
    });
  });

  it('refuses missing, malformed, forged and expired payloads', async () => {
    const refused = async (payload: string | undefined) =>
      expect(await t.services.challenge.verify(payload).catch((e: unknown) => e)).toMatchObject({
        code: 'CHALLENGE_REQUIRED',
      });
    await refused(undefined);
    await refused('');
    await refused('not base64 json');
    await refused(Buffer.from(JSON.stringify({ challenge: {}, solution: {} })).toString('base64'));

    const challenge = await issued();
    const decoded = JSON.parse(Buffer.from(await solveChallengeValue(challenge), 'base64').toString());
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    await refused(encode({ ...decoded, solution: { ...decoded.solution, derivedKey: '00'.repeat(32) } }));
    const easier = { ...decoded.challenge.parameters, cost: 1 };
    await refused(encode({ ...decoded, challenge: { ...decoded.challenge, parameters: easier } }));

    const late = await solveChallengeValue(await issued());
    offsetMs = minutes(11);
    await refused(late);
  });
});

describe('image captcha', () => {
  const fakeRequest = (id: string) => ({ cookies: { captchaId: id } }) as unknown as FastifyRequest;

  it('answers a 120×40 PNG and sets the id in an http-only, same-site cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: accountPaths.captcha });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const value: string = res.json().value;
    expect(value).not.toMatch(/^data:/);
    const png = PNG.sync.read(Buffer.from(value, 'base64'));
    expect([png.width, png.height]).toEqual([120, 40]);
    const cookie = res.cookies.find((c) => c.name === 'captchaId');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/wps' });
    expect(cookie?.value).toMatch(/^[\w-]{22}$/);
  });

  it('draws noise as dark as the characters where no character is, so darkness alone does not read it', () => {
    // Characters keep 2 px or more from either side; anything dark in the two outer columns of each
    // side is noise (both sides: a random scatter may leave one side's strip light now and then).
    for (let i = 0; i < 20; i++) {
      const png = PNG.sync.read(renderCaptcha('AC3X'));
      let darkAtEdge = 0;
      for (let y = 0; y < png.height; y++) {
        for (const x of [0, 1, png.width - 2, png.width - 1]) {
          const at = (y * png.width + x) * 4;
          if (Math.max(png.data[at]!, png.data[at + 1]!, png.data[at + 2]!) <= 100) darkAtEdge++;
        }
      }
      expect(darkAtEdge).toBeGreaterThan(0);
    }
  });

  it('accepts the right answer once, in any case, and nothing else', async () => {
    const captcha = createCaptchaService(t.database.db, t.services.secrets, clock, {
      makeAnswer: () => 'AC3X',
    });
    const first = await captcha.issue();
    expect(await captcha.verifyFromRequest(fakeRequest(first.id), 'ac3x')).toBe(true);
    expect(await captcha.verifyFromRequest(fakeRequest(first.id), 'AC3X')).toBe(false);

    const second = await captcha.issue();
    expect(await captcha.verify(second.id, 'AC3Y')).toBe(false);
    // A wrong guess uses it up: no second try on the same image.
    expect(await captcha.verify(second.id, 'AC3X')).toBe(false);

    const third = await captcha.issue();
    offsetMs = minutes(6);
    expect(await captcha.verify(third.id, 'AC3X')).toBe(false);

    expect(await captcha.verify(undefined, 'AC3X')).toBe(false);
    expect(await captcha.verify('unknown', 'AC3X')).toBe(false);
  });

  it('checks the captcha whose id the cookie from the route carries', async () => {
    const res = await t.app.inject({ method: 'GET', url: accountPaths.captcha });
    const id = res.cookies.find((c) => c.name === 'captchaId')?.value ?? '';
    expect(await t.services.captcha.verifyFromRequest(fakeRequest(id), 'WRONG')).toBe(false);
    expect(await t.services.captcha.verifyFromRequest({ cookies: {} } as FastifyRequest, 'WRONG')).toBe(
      false,
    );
  });
});
