import { asc, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import {
  countries,
  helpArticles,
  registerFieldRules,
  siteSettings,
  whitelabelModules,
} from '../../db/schema';

export function readSettings(db: Executor) {
  return db.select().from(siteSettings);
}

/** A setting's stored value (`initial` when none was), row-locked until the transaction ends. */
export async function lockSetting(tx: Tx, key: string, initial: unknown): Promise<unknown> {
  // The row must exist to be locked: the first change of a key inserts it (two at once: one inserts).
  await tx.insert(siteSettings).values({ key, value: initial }).onConflictDoNothing();
  const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.key, key)).for('update');
  return row?.value;
}

export async function writeSetting(db: Executor, key: string, value: unknown) {
  await db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: sql`now()` } });
}

export function readWhitelabelModules(db: Executor) {
  return db
    .select()
    .from(whitelabelModules)
    .orderBy(asc(whitelabelModules.sort), asc(whitelabelModules.modId));
}

export async function setWhitelabelEnabled(db: Executor, modId: string, enabled: boolean) {
  const rows = await db
    .update(whitelabelModules)
    .set({ enabled })
    .where(eq(whitelabelModules.modId, modId))
    .returning({ modId: whitelabelModules.modId });
  return rows.length > 0;
}

export function readFieldRules(db: Executor) {
  return db.select().from(registerFieldRules);
}

export function readCountries(db: Executor) {
  return db.select().from(countries).orderBy(asc(countries.sort), asc(countries.countryCode));
}

export function readHelpArticles(db: Executor) {
  return db.select().from(helpArticles).orderBy(asc(helpArticles.category), asc(helpArticles.sort));
}
