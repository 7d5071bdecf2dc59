import * as z from 'zod/mini';
import { checked } from './checked.ts';

/**
 * 'enc' bodies (sealedPaths in accounts.ts): a fresh AES-256-GCM key encrypts the JSON, and the
 * server's RSA-OAEP (SHA-256, 2048-bit) public key encrypts that AES key. RSA alone could not carry a
 * registration form (at most 190 bytes); TLS alone leaves passwords readable wherever TLS ends early.
 *
 * Importing it only builds schemas: the site loads it lazily, when it first sends such a body.
 */
export const sealedAlgorithm = 'RSA-OAEP-256+A256GCM';

/*
 * Upper bounds only (2048-bit RSA output is 344 base64 characters): an empty or short field fails to
 * decrypt anyway. A minimum-length check would also pull zod code into the site's first download.
 */
const base64 = (max: number) => checked(z.string(), z.maxLength(max));

export const sealedBodySchema = z.object({
  sealed: z.object({
    key: base64(344),
    iv: base64(24),
    data: base64(512 * 1024),
  }),
});
export type SealedBody = z.infer<typeof sealedBodySchema>;

/**
 * What the sealed data decrypts to. ts (ms since the epoch) bounds how long a captured body stays
 * usable; nonce (16 or more random bytes, base64url) makes each body usable once within that time.
 */
export const sealedPlaintextSchema = z.object({
  ts: z.number(),
  nonce: checked(z.string(), z.maxLength(128)),
  payload: z.unknown(),
});
export type SealedPlaintext = z.infer<typeof sealedPlaintextSchema>;

/**
 * GET accountPaths.publicKey. serverTime (ms since the epoch) lets a device whose clock is wrong still
 * stamp its bodies with the server's time: the server refuses stamps more than a few minutes off.
 */
export const publicKeyValueSchema = z.object({
  key: z.string(),
  algorithm: z.literal(sealedAlgorithm),
  serverTime: z.number(),
});
export type PublicKeyValue = z.infer<typeof publicKeyValueSchema>;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunks keep String.fromCharCode's argument list within engine limits for large bodies.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function randomNonce(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Seals a payload for the server whose public key (SPKI, base64) is given; now is ms since the epoch. */
export async function sealPayload(
  publicKeySpkiBase64: string,
  payload: unknown,
  now: number,
): Promise<SealedBody> {
  const { subtle } = globalThis.crypto;
  const rsaKey = await subtle.importKey(
    'spki',
    base64ToBytes(publicKeySpkiBase64),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const plaintext: SealedPlaintext = { ts: now, nonce: randomNonce(), payload };
  const data = await subtle.encrypt(
    { name: 'AES-GCM', iv },
    aesKey,
    new TextEncoder().encode(JSON.stringify(plaintext)),
  );
  const sealedKey = await subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, await subtle.exportKey('raw', aesKey));
  return {
    sealed: {
      key: bytesToBase64(new Uint8Array(sealedKey)),
      iv: bytesToBase64(iv),
      data: bytesToBase64(new Uint8Array(data)),
    },
  };
}
