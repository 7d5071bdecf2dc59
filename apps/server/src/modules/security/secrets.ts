import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { serverSecrets } from '../../db/schema';
import { isSealed, type SecretBox } from './secret-box';

/** A row only this key opens: how a start with another key is told apart from a new database. */
const keyCheckName = 'secrets_key_check';

/** The additional data a server secret is sealed with: its name, so rows cannot be swapped. */
const contextOf = (name: string) => `server_secrets:${name}`;

/**
 * Secrets the server makes for itself (key pairs, HMAC keys). The first instance to ask makes one;
 * every other instance on the same database reads that one back rather than its own, so all agree.
 * Values never change, so each is read once per process. They are stored sealed by `box` (a key kept
 * outside the database, secret-box.ts); a value an older version stored in clear is sealed in place
 * when read. `box` is shared with the modules that keep other secrets in their own tables.
 */
export function createSecrets(db: Executor, box: SecretBox) {
  const cache = new Map<string, Promise<string>>();

  /** Opens a row; a clear one (an older version's) is sealed in place, unless another instance did. */
  async function reveal(row: { name: string; value: string }): Promise<string> {
    const value = box.open(row.value, contextOf(row.name));
    if (!isSealed(row.value)) {
      await db
        .update(serverSecrets)
        .set({ value: box.seal(value, contextOf(row.name)) })
        .where(and(eq(serverSecrets.name, row.name), eq(serverSecrets.value, row.value)));
    }
    return value;
  }

  async function load(name: string, make: () => string | Promise<string>): Promise<string> {
    const [existing] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
    if (existing) return reveal(existing);
    await db
      .insert(serverSecrets)
      .values({ name, value: box.seal(await make(), contextOf(name)) })
      .onConflictDoNothing({ target: serverSecrets.name });
    const [stored] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
    if (!stored) throw new Error(`server secret ${name} was not stored`);
    return reveal(stored);
  }

  const secrets = {
    box,

    get(name: string, make: () => string | Promise<string>): Promise<string> {
      let value = cache.get(name);
      if (!value) {
        value = load(name, make);
        // A failed read (database down) must not stick: the next call tries again.
        value.catch(() => cache.delete(name));
        cache.set(name, value);
      }
      return value;
    },

    /**
     * At start, after migrations: proves the key is the one the database was sealed with (a wrong key
     * throws SecretKeyMismatch here, rather than failing later or making new secrets) and seals every
     * server secret an older version left in clear.
     */
    async prepare(): Promise<void> {
      await secrets.get(keyCheckName, () => randomBytes(16).toString('hex'));
      const rows = await db.select().from(serverSecrets);
      for (const row of rows) await reveal(row);
    },
  };
  return secrets;
}

export type Secrets = ReturnType<typeof createSecrets>;
