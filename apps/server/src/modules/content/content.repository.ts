import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { announcements, banners, promotions } from '../../db/schema';

export function readBanners(db: Executor, groupName: string) {
  return db
    .select()
    .from(banners)
    .where(and(eq(banners.groupName, groupName), eq(banners.enabled, true)))
    .orderBy(asc(banners.sort), asc(banners.id));
}

export function readBanner(db: Executor, id: number) {
  return db.select().from(banners).where(eq(banners.id, id)).limit(1);
}

export async function readAnnouncements(
  db: Executor,
  filter: { types: string[]; executions?: string[] },
  page: { offset: number; limit: number },
) {
  const condition = and(
    eq(announcements.enabled, true),
    inArray(announcements.type, filter.types),
    lte(announcements.publishedAt, sql`now()`),
    filter.executions ? inArray(announcements.execution, filter.executions) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(announcements)
      .where(condition)
      .orderBy(asc(announcements.sort), desc(announcements.publishedAt), desc(announcements.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(announcements).where(condition),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export function readActivePromotions(db: Executor) {
  return db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.enabled, true),
        lte(promotions.startsAt, sql`now()`),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, sql`now()`)),
      ),
    )
    .orderBy(asc(promotions.sort), asc(promotions.id));
}

export function readPromotion(db: Executor, id: number) {
  return db.select().from(promotions).where(eq(promotions.id, id)).limit(1);
}
