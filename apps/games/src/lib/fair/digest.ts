import { hmacSha256, sha256 } from './sha256';

const encoder = new TextEncoder();

/** WebCrypto when the page has it (secure contexts only), otherwise the plain-JavaScript code. */
const subtle = (): SubtleCrypto | null => globalThis.crypto?.subtle ?? null;

export const toHex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** SHA-256 of the text (UTF-8) as 64 hex digits: how a server seed's commitment is made. */
export async function sha256Hex(text: string): Promise<string> {
  const data = encoder.encode(text);
  const crypto = subtle();
  if (crypto) return toHex(new Uint8Array(await crypto.digest('SHA-256', data)));
  return toHex(sha256(data));
}

/** Where the digest came from, for the verify page to say which code checked the result. */
export const digestEngine = (): 'webcrypto' | 'javascript' => (subtle() ? 'webcrypto' : 'javascript');

/** HMAC-SHA256 under one key (the key text's UTF-8 bytes), for many messages. */
export type KeyedHmac = (message: string) => Promise<Uint8Array>;

export function keyedHmac(key: string): KeyedHmac {
  const keyBytes = encoder.encode(key);
  const crypto = subtle();
  if (!crypto) return async (message) => hmacSha256(keyBytes, encoder.encode(message));
  const imported = crypto.importKey('raw', keyBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return async (message) =>
    new Uint8Array(await crypto.sign('HMAC', await imported, encoder.encode(message)));
}
