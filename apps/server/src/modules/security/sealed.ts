import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { safeParse } from 'zod/v4/core';
import {
  sealedAlgorithm,
  sealedBodySchema,
  sealedPlaintextSchema,
  type PublicKeyValue,
} from '@lobby/contract/sealed';
import type { Clock } from '../../lib/clock';
import { badRequest } from '../../lib/errors';
import type { NonceStore } from './nonces';
import type { Secrets } from './secrets';

const generateKeyPair = promisify(crypto.generateKeyPair);

/** How far a body's timestamp may be from the server's clock, either way. */
export const sealedWindowMs = 5 * 60_000;

const gcmTagBytes = 16;
/** 16 random bytes in base64url: shorter nonces from different senders would collide as replays. */
const minNonceLength = 22;

/** Only the private key is stored: the public key follows from it, so no instance can pair two halves. */
async function makePrivateKey(): Promise<string> {
  const { privateKey } = await generateKeyPair('rsa', { modulusLength: 2048 });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

function decrypt(privateKey: crypto.KeyObject, sealed: { key: string; iv: string; data: string }): unknown {
  const aesKey = crypto.privateDecrypt(
    { key: privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(sealed.key, 'base64'),
  );
  const iv = Buffer.from(sealed.iv, 'base64');
  const data = Buffer.from(sealed.data, 'base64');
  if (aesKey.length !== 32 || iv.length !== 12 || data.length < gcmTagBytes) throw new Error('bad sizes');
  // WebCrypto appends the tag to the ciphertext; node wants it apart.
  const decipher = crypto.createDecipheriv('aes-256-gcm', aesKey, iv);
  decipher.setAuthTag(data.subarray(data.length - gcmTagBytes));
  const plaintext = Buffer.concat([
    decipher.update(data.subarray(0, data.length - gcmTagBytes)),
    decipher.final(),
  ]);
  return JSON.parse(plaintext.toString('utf8'));
}

export function createSealedService(secrets: Secrets, nonces: NonceStore, clock: Clock) {
  let keys: Promise<{ privateKey: crypto.KeyObject; publicKey: string }> | undefined;

  function keyPair() {
    keys ??= secrets.get('sealed_rsa_private_key', makePrivateKey).then((pem) => {
      const privateKey = crypto.createPrivateKey(pem);
      const publicKey = crypto
        .createPublicKey(privateKey)
        .export({ type: 'spki', format: 'der' })
        .toString('base64');
      return { privateKey, publicKey };
    });
    keys.catch(() => (keys = undefined));
    return keys;
  }

  /** SPKI DER, base64: what WebCrypto's importKey('spki') takes. */
  async function publicKey(): Promise<string> {
    return (await keyPair()).publicKey;
  }

  return {
    publicKey,

    async publicKeyValue(): Promise<PublicKeyValue> {
      return { key: await publicKey(), algorithm: sealedAlgorithm, serverTime: clock.now() };
    },

    /**
     * The payload of a sealed body, once: plaintext, an undecryptable body, a stale timestamp and a
     * nonce seen before are all refused with a 400 the site can name.
     */
    async open(body: unknown): Promise<unknown> {
      const envelope = safeParse(sealedBodySchema, body);
      if (!envelope.success) throw badRequest('encryption_required');
      const { privateKey } = await keyPair();
      let opened: unknown;
      try {
        opened = decrypt(privateKey, envelope.data.sealed);
      } catch {
        throw badRequest('bad_encryption');
      }
      const plaintext = safeParse(sealedPlaintextSchema, opened);
      if (!plaintext.success || plaintext.data.nonce.length < minNonceLength) {
        throw badRequest('bad_encryption');
      }
      const { ts, nonce, payload } = plaintext.data;
      if (!Number.isFinite(ts) || Math.abs(clock.now() - ts) > sealedWindowMs) {
        throw badRequest('stale_request');
      }
      // Past ts + window the timestamp check refuses the body anyway, so the nonce need not outlive it.
      if (!(await nonces.claim(`sealed:${nonce}`, new Date(ts + sealedWindowMs)))) {
        throw badRequest('replayed_request');
      }
      return payload;
    },
  };
}

export type SealedService = ReturnType<typeof createSealedService>;
