import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { accountPaths } from '@lobby/contract/accounts';
import {
  base64ToBytes,
  bytesToBase64,
  sealedBodySchema,
  sealedPlaintextSchema,
} from '@lobby/contract/sealed';
import { apiSend } from './api-client';
import { forgetServerKey } from './seal';

const { subtle } = globalThis.crypto;
const valueSchema = z.object({ ok: z.boolean() });
const fetchMock = vi.fn<typeof fetch>();

function respond(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

async function rsaKeyPair() {
  const pair = await subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  return { ...pair, spki: bytesToBase64(new Uint8Array(await subtle.exportKey('spki', pair.publicKey))) };
}
type KeyPair = Awaited<ReturnType<typeof rsaKeyPair>>;

/** What the server does: the AES key out of RSA-OAEP, then the JSON out of AES-GCM. */
async function open(privateKey: CryptoKey, body: unknown) {
  const { sealed } = sealedBodySchema.parse(body);
  const raw = await subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, base64ToBytes(sealed.key));
  const aes = await subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
  const plain = await subtle.decrypt(
    { name: 'AES-GCM', iv: base64ToBytes(sealed.iv) },
    aes,
    base64ToBytes(sealed.data),
  );
  return sealedPlaintextSchema.parse(JSON.parse(new TextDecoder().decode(plain)));
}

const keyAnswer = (keys: KeyPair, serverTime = Date.now()) =>
  respond({
    success: true,
    value: { key: keys.spki, algorithm: 'RSA-OAEP-256+A256GCM', serverTime },
    message: '',
  });
const okAnswer = () => respond({ success: true, value: { ok: true }, message: '' });

const calls = () => fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), init: init ?? {} }));
const sentBodies = () =>
  calls()
    .filter((c) => c.url === accountPaths.login)
    .map((c) => JSON.parse(String(c.init.body)));

let keys: KeyPair;

beforeEach(async () => {
  keys ??= await rsaKeyPair();
  forgetServerKey();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sealed sends', () => {
  it("seals the bodies of 'enc' calls with the server's key, fetched once", async () => {
    fetchMock.mockResolvedValueOnce(keyAnswer(keys)).mockImplementation(async () => okAnswer());
    const login = { username: 'ann', password: 'Secret2026', type: 'username' };
    await expect(apiSend('POST', accountPaths.login, login, valueSchema)).resolves.toEqual({ ok: true });
    await apiSend('POST', accountPaths.login, { ...login, password: 'Other2026' }, valueSchema);

    expect(calls().filter((c) => c.url === accountPaths.publicKey)).toHaveLength(1);
    const [first, second] = sentBodies();
    expect(JSON.stringify(first)).not.toContain('Secret2026');
    const opened = await open(keys.privateKey, first);
    expect(opened.payload).toEqual(login);
    expect(Math.abs(opened.ts - Date.now())).toBeLessThan(5_000);
    expect(opened.nonce).toMatch(/^[\w-]{22,}$/);
    expect((await open(keys.privateKey, second)).nonce).not.toBe(opened.nonce);
  });

  it("stamps bodies with the server's time when the device clock is off", async () => {
    const serverTime = Date.now() + 3 * 3600_000;
    fetchMock.mockResolvedValueOnce(keyAnswer(keys, serverTime)).mockImplementation(async () => okAnswer());
    await apiSend('POST', accountPaths.login, { a: 1 }, valueSchema);
    const [body] = sentBodies();
    expect(Math.abs((await open(keys.privateKey, body)).ts - serverTime)).toBeLessThan(5_000);
  });

  it('seals form fields as JSON and leaves other calls alone', async () => {
    fetchMock.mockResolvedValueOnce(keyAnswer(keys)).mockImplementation(async () => okAnswer());
    await apiSend('POST', accountPaths.login, new URLSearchParams({ username: 'ann' }), valueSchema);
    expect((await open(keys.privateKey, sentBodies()[0])).payload).toEqual({ username: 'ann' });

    await apiSend('POST', accountPaths.forgotPasswordByEmail, { username: 'ann' }, valueSchema);
    expect(calls().at(-1)?.init.body).toBe('{"username":"ann"}');
  });

  it('fetches the key again after a failed fetch', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiSend('POST', accountPaths.login, { a: 1 }, valueSchema)).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });
    fetchMock.mockResolvedValueOnce(keyAnswer(keys)).mockImplementation(async () => okAnswer());
    await expect(apiSend('POST', accountPaths.login, { a: 1 }, valueSchema)).resolves.toEqual({ ok: true });
  });

  it('seals once more with a fresh key when the server no longer has the old one', async () => {
    const fresh = await rsaKeyPair();
    fetchMock
      .mockResolvedValueOnce(keyAnswer(keys))
      .mockResolvedValueOnce(
        respond({ success: false, value: null, message: 'bad_encryption', code: 'BAD_REQUEST' }, 400),
      )
      .mockResolvedValueOnce(keyAnswer(fresh))
      .mockImplementation(async () => okAnswer());
    await expect(apiSend('POST', accountPaths.login, { a: 1 }, valueSchema)).resolves.toEqual({ ok: true });
    const [, retried] = sentBodies();
    expect((await open(fresh.privateKey, retried)).payload).toEqual({ a: 1 });
  });
});
