import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
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
