import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { serverSecrets } from '../../db/schema';

/**
 * Secrets the server makes for itself (key pairs, HMAC keys). The first instance to ask makes one;
 * every other instance on the same database reads that one back rather than its own, so all agree.
 * Values never change, so each is read once per process.
 */
export function createSecrets(db: Executor) {
  const cache = new Map<string, Promise<string>>();

  async function load(name: string, make: () => string | Promise<string>): Promise<string> {
    const [existing] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
    if (existing) return existing.value;
    await db
      .insert(serverSecrets)
      .values({ name, value: await make() })
      .onConflictDoNothing({ target: serverSecrets.name });
    const [stored] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
    if (!stored) throw new Error(`server secret ${name} was not stored`);
    return stored.value;
  }

  return {
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
  };
}

export type Secrets = ReturnType<typeof createSecrets>;
