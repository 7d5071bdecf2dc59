import type { Announcement, Banner, Promotion } from '@lobby/contract/content';
import { offeredLanguage, pickText } from '@lobby/contract/languages';
import type { Executor } from '../../db/client';
import type { SettingsStore } from '../system/settings.store';
import { readActivePromotions, readAnnouncements, readBanners } from './content.repository';

export const bannerImageUrl = (id: number, lang: string) =>
  `/img/banner/${id}.svg?lang=${encodeURIComponent(lang)}`;
// One picture per promotion for every language: it holds no words (the site writes the title beside it).
export const promotionImageUrl = (id: number) => `/img/promotion/${id}.svg`;

export function createContentService(db: Executor, settings: SettingsStore) {
  /*
   * Each item falls back on its own (pickText per row), so a list mixes translated items with ones in
   * the default language rather than dropping to the default as a whole. A language the brand does not
   * offer reads as the default even where a translation is stored.
   */
  const languagesFor = async (requested: string) => {
    const brand = await settings.get('brand');
    return { language: offeredLanguage(requested, brand), def: brand.defaultLanguage };
  };

  return {
    async banners(groupName: string, requested: string): Promise<Banner[]> {
      const [rows, { language, def }] = await Promise.all([
        readBanners(db, groupName),
        languagesFor(requested),
      ]);
      return rows.map((row) => ({
        id: row.id,
        groupName: row.groupName as Banner['groupName'],
        url: bannerImageUrl(row.id, language),
        linkageType: row.linkageType as Banner['linkageType'],
        linkage: row.linkage,
        title: pickText(row.title, language, def),
      }));
    },

    async announcements(query: {
      types: string[];
      /** Already narrowed to what the caller may read (content.routes.ts). */
      executions?: string[];
      language: string;
      pageNo: number;
      pageSize: number;
    }) {
      const [{ rows, total }, { language, def }] = await Promise.all([
        readAnnouncements(
          db,
          { types: query.types, executions: query.executions },
          { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
        ),
        languagesFor(query.language),
      ]);
      const list: Announcement[] = rows.map((row) => ({
        id: row.id,
        type: row.type as Announcement['type'],
        title: pickText(row.title, language, def),
        content: pickText(row.content, language, def),
        groupName: row.groupName,
        execution: row.execution as Announcement['execution'],
        announcementImages: [],
        publishedAt: row.publishedAt.toISOString(),
      }));
      return {
        list,
        pageNo: query.pageNo,
        total,
        totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
      };
    },

    async promotions(requested: string): Promise<Promotion[]> {
      const [rows, { language, def }] = await Promise.all([
        readActivePromotions(db),
        languagesFor(requested),
      ]);
      return rows.map((row) => ({
        id: row.id,
        title: pickText(row.title, language, def),
        summary: pickText(row.summary, language, def),
        content: pickText(row.content, language, def),
        imageUrl: promotionImageUrl(row.id),
        category: row.category,
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt?.toISOString() ?? null,
      }));
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
