/**
 * Customer-service links travel obfuscated (product §9: "decrypted using the last 8 characters as key").
 * Scheme: base64url(iv[12] ‖ AES-256-GCM(key = SHA-256(k8), plaintext = url)) ‖ k8, with k8 eight
 * random characters from [A-Za-z0-9]. The key rides with the text, so this keeps links out of
 * scrapers and naive blockers; it is not secrecy, and nothing secret is ever put in such a link.
 */
const keyAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

type AesKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

async function keyFrom(k8: string): Promise<AesKey> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(k8));
  return crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export async function encryptServicePath(url: string): Promise<string> {
  const random = crypto.getRandomValues(new Uint8Array(8));
  const k8 = Array.from(random, (b) => keyAlphabet[b % keyAlphabet.length]).join('');
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await keyFrom(k8), new TextEncoder().encode(url)),
  );
  const joined = new Uint8Array(iv.length + sealed.length);
  joined.set(iv);
  joined.set(sealed, iv.length);
  return toBase64Url(joined) + k8;
}

/** Returns null for anything that is not a path this scheme produced (tampered or truncated). */
export async function decryptServicePath(path: string): Promise<string | null> {
  if (path.length <= 8) return null;
  try {
    const bytes = fromBase64Url(path.slice(0, -8));
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, 12) },
      await keyFrom(path.slice(-8)),
      bytes.slice(12),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
