import type { LocalizedText } from '@lobby/contract/languages';
import type { Tx } from '../db/client';
import { announcements, banners, helpArticles, promotions } from '../db/schema';
import { eq } from 'drizzle-orm';
import { demoAnnouncements, demoBanners, demoHelpArticles, demoPromotions } from './demo-content';

/**
 * The demo's text with the languages `stored` lacks added, or null when there is nothing to add or the
 * operator has changed it: a text counts as the demo's only while every language it has reads exactly
 * as the demo wrote it, so an edited title keeps its words and gains no translation of the old ones.
 */
export function withDemoLanguages(stored: LocalizedText, demo: LocalizedText): LocalizedText | null {
  const untouched = Object.entries(stored).every(([code, text]) => demo[code] === text);
  const missing = Object.keys(demo).some((code) => !(code in stored));
  return untouched && missing ? { ...demo, ...stored } : null;
}

/**
 * Each row's fields gain the languages its demo row has and it lacks (a row the demo did not write, or a
 * field the operator edited, is left alone); `write` stores the fields that changed.
 */
async function addTo<F extends string, R extends { id: number } & Record<F, LocalizedText>>(
  rows: R[],
  demoOf: (row: R) => Record<F, LocalizedText> | undefined,
  fields: readonly F[],
  write: (id: number, changed: Partial<Record<F, LocalizedText>>) => Promise<unknown>,
): Promise<void> {
  for (const row of rows) {
    const demo = demoOf(row);
    if (!demo) continue;
    const changed: Partial<Record<F, LocalizedText>> = {};
    for (const field of fields) {
      const merged = withDemoLanguages(row[field], demo[field]);
      if (merged) changed[field] = merged;
    }
    if (Object.keys(changed).length > 0) await write(row.id, changed);
  }
}

/**
 * An install seeded before the demo had all 20 languages gets the new ones on its next start (decision
 * 0250). Rows are found by the seed's natural keys (banners by group and sort, announcements by type,
 * audience, group and sort, promotions by category and sort, help by slug); rows an operator added or
 * edited are left as they are, field by field.
 */
export async function addDemoLanguages(tx: Tx): Promise<void> {
  await addTo(
    await tx.select().from(banners),
    (row) => demoBanners.find((b) => b.groupName === row.groupName && b.sort === row.sort),
    ['title'],
    (id, changed) => tx.update(banners).set(changed).where(eq(banners.id, id)),
  );
  await addTo(
    await tx.select().from(announcements),
    (row) =>
      demoAnnouncements.find(
        (a) =>
          a.type === row.type &&
          a.execution === row.execution &&
          a.groupName === row.groupName &&
          a.sort === row.sort,
      ),
    ['title', 'content'],
    (id, changed) => tx.update(announcements).set(changed).where(eq(announcements.id, id)),
  );
  await addTo(
    await tx.select().from(promotions),
    (row) => demoPromotions.find((p) => p.category === row.category && p.sort === row.sort),
    ['title', 'summary', 'content'],
    (id, changed) => tx.update(promotions).set(changed).where(eq(promotions.id, id)),
  );
  await addTo(
    await tx.select().from(helpArticles),
    (row) => demoHelpArticles.find((h) => h.slug === row.slug),
    ['title', 'content'],
    (id, changed) => tx.update(helpArticles).set(changed).where(eq(helpArticles.id, id)),
  );
}
