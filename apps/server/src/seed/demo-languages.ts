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

/** The fields of one row that gain languages; empty when none does. */
function additions<F extends string>(
  stored: Record<F, LocalizedText>,
  demo: Record<F, LocalizedText>,
  fields: readonly F[],
): Partial<Record<F, LocalizedText>> {
  const changed: Partial<Record<F, LocalizedText>> = {};
  for (const field of fields) {
    const merged = withDemoLanguages(stored[field], demo[field]);
    if (merged) changed[field] = merged;
  }
  return changed;
}

/**
 * An install seeded before the demo had all 20 languages gets the new ones on its next start (decision
 * 0250). Rows are found by the seed's natural keys (banners by group and sort, announcements by type,
 * audience, group and sort, promotions by category and sort, help by slug); rows an operator added or
 * edited are left as they are, field by field.
 */
export async function addDemoLanguages(tx: Tx): Promise<void> {
  for (const row of await tx.select().from(banners)) {
    const demo = demoBanners.find((b) => b.groupName === row.groupName && b.sort === row.sort);
    if (!demo) continue;
    const changed = additions(row, demo, ['title']);
    if (Object.keys(changed).length > 0) await tx.update(banners).set(changed).where(eq(banners.id, row.id));
  }
  for (const row of await tx.select().from(announcements)) {
    const demo = demoAnnouncements.find(
      (a) =>
        a.type === row.type &&
        a.execution === row.execution &&
        a.groupName === row.groupName &&
        a.sort === row.sort,
    );
    if (!demo) continue;
    const changed = additions(row, demo, ['title', 'content']);
    if (Object.keys(changed).length > 0) {
      await tx.update(announcements).set(changed).where(eq(announcements.id, row.id));
    }
  }
  for (const row of await tx.select().from(promotions)) {
    const demo = demoPromotions.find((p) => p.category === row.category && p.sort === row.sort);
    if (!demo) continue;
    const changed = additions(row, demo, ['title', 'summary', 'content']);
    if (Object.keys(changed).length > 0)
      await tx.update(promotions).set(changed).where(eq(promotions.id, row.id));
  }
  for (const row of await tx.select().from(helpArticles)) {
    const demo = demoHelpArticles.find((h) => h.slug === row.slug);
    if (!demo) continue;
    const changed = additions(row, demo, ['title', 'content']);
    if (Object.keys(changed).length > 0) {
      await tx.update(helpArticles).set(changed).where(eq(helpArticles.id, row.id));
    }
  }
}
