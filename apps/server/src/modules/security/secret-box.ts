import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { ConfigError } from '../../config/env';

/** The stored form's version; a later format (another cipher, a rotated key) takes another prefix. */
const prefix = 'v1:';
const ivBytes = 12;
const tagBytes = 16;

/**
 * A sealed value that does not open: another key, or a row moved under another name. A ConfigError, so
 * a start with the wrong key stops with this message alone.
 */
export class SecretKeyMismatch extends ConfigError {
  constructor(context: string) {
    super(
      `${context}: the stored secret does not open with this SECRETS_KEY (a different key than the one ` +
        'that sealed it, or a value moved from another row); start with the key this database was sealed with',
    );
  }
}

/** Values sealed before an older version did (clear text) pass through `open` as they are. */
export const isSealed = (stored: string) => stored.startsWith(prefix);

/**
 * Seals secrets kept in the database (server secrets, TOTP secrets, player tokens) with AES-256-GCM
 * under a key that lives outside it (secrets-key.ts): someone who reads the database's files learns
 * nothing. `context` names the row the value belongs to and is authenticated, so a sealed value copied
 * into another row does not open there. Stored as `v1:` + base64(iv ‖ tag ‖ ciphertext).
 *
 * Without a key (the operator CLI on a command that needs none) every use throws instead of storing a
 * secret in clear.
 */
export function createSecretBox(key: Buffer | null) {
  if (key && key.length !== 32) throw new Error('SECRETS_KEY must be 32 bytes');
  const requireKey = (): Buffer => {
    if (!key) throw new Error('server secrets need SECRETS_KEY (or SECRETS_KEY_FILE), which was not given');
    return key;
  };

  return {
    seal(value: string, context: string): string {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', requireKey(), iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
      return prefix + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },

    /** The clear value; a legacy clear value comes back as it is (callers re-seal it, see isSealed). */
    open(stored: string, context: string): string {
      if (!isSealed(stored)) return stored;
      const raw = Buffer.from(stored.slice(prefix.length), 'base64');
      if (raw.length < ivBytes + tagBytes) throw new SecretKeyMismatch(context);
      const decipher = createDecipheriv('aes-256-gcm', requireKey(), raw.subarray(0, ivBytes));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(raw.subarray(ivBytes, ivBytes + tagBytes));
      try {
        return Buffer.concat([decipher.update(raw.subarray(ivBytes + tagBytes)), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new SecretKeyMismatch(context);
      }
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;

/**
 * Seals rows an older version left in clear, a batch at a time, until a batch comes back short (at
 * start). `seal` writes a row only if it is unchanged meanwhile, leaving a changed one to its writer.
 * Answers how many rows it read.
 */
export async function sealInBatches<Row>(
  read: (limit: number) => Promise<Row[]>,
  seal: (row: Row) => Promise<unknown>,
  batch = 500,
): Promise<number> {
  let sealed = 0;
  for (;;) {
    const rows = await read(batch);
    for (const row of rows) await seal(row);
    sealed += rows.length;
    if (rows.length < batch) return sealed;
  }
}
