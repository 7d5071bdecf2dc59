import * as z from 'zod/mini';
import { checked } from './checked.ts';

export const contentPaths = {
  announcements: '/wps/relay/MCSFE_getListAnnouncements',
  /** Banner groups (w_home, w_login, w_leftmenu): path not shown in the product description, chosen here. */
  banners: '/wps/system/banners',
  /** Promotions list for the lobby carousel and /promotions: path not shown, chosen here. */
  promotions: '/wps/system/promotions',
} as const;

export const bannerGroups = ['w_home', 'w_login', 'w_leftmenu'] as const;
export const bannersQuerySchema = z.object({
  groupName: z.enum(bannerGroups),
  language: z._default(checked(z.string(), z.maxLength(8)), 'EN'),
});
export const bannerSchema = z.object({
  id: z.int(),
  groupName: z.enum(bannerGroups),
  url: z.string(),
  /** NONE, PROMOTION (linkage = promotion id), ROUTE (linkage = site path), URL (external). */
  linkageType: z.enum(['NONE', 'PROMOTION', 'ROUTE', 'URL']),
  linkage: z.string(),
  title: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannersValueSchema = z.array(bannerSchema);

/** Announcement types: B banner notice (marquee), PL public popup, PU public, PR promotion, H help. */
export const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof announcementTypes)[number];
/** Product §3: A logged in, B guest, F first login. */
export const announcementExecutions = ['A', 'B', 'F'] as const;
export type AnnouncementExecution = (typeof announcementExecutions)[number];
export const announcementsQuerySchema = z.object({
  types: z.pipe(
    z.pipe(
      z._default(z.string(), 'B,PL,PU,PR,H'),
      z.transform((s: string) => s.split(',').map((t) => t.trim())),
    ),
    checked(z.array(z.enum(announcementTypes)), z.minLength(1)),
  ),
  platform: z._default(checked(z.string(), z.maxLength(4)), 'W'),
  /**
   * Who the items are for, one or more of A logged in, B guest (and, for marquee notices, everyone),
   * F first login; comma-separated. Without it every audience is read.
   */
  execution: z.optional(
    z.pipe(
      z.pipe(
        checked(z.string(), z.maxLength(8)),
        z.transform((s: string) => s.split(',').map((t) => t.trim())),
      ),
      checked(z.array(z.enum(announcementExecutions)), z.minLength(1)),
    ),
  ),
  language: z._default(checked(z.string(), z.maxLength(8)), 'EN'),
  pageNo: z._default(checked(z.coerce.number(), z.int(), z.gte(1), z.lte(10_000)), 1),
  pageSize: z._default(checked(z.coerce.number(), z.int(), z.gte(1), z.lte(100)), 9),
});
export const announcementSchema = z.object({
  id: z.int(),
  type: z.enum(announcementTypes),
  title: z.string(),
  content: z.string(),
  groupName: z.string(),
  execution: z.enum(announcementExecutions),
  announcementImages: z.array(z.object({ url: z.string(), sequence: z.int() })),
  publishedAt: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;
export const announcementsValueSchema = z.object({
  list: z.array(announcementSchema),
  pageNo: z.int(),
  totalPages: z.int(),
  total: z.int(),
});

export const promotionsQuerySchema = z.object({
  language: z._default(checked(z.string(), z.maxLength(8)), 'EN'),
});
/**
 * The promotion categories the site has words for; the operator may store any other code, which the
 * site then shows title-cased (so `category` stays a plain string).
 */
export const promotionCategories = ['NEW', 'DAILY', 'VIP', 'SLOTS', 'LIVE'] as const;
export type PromotionCategory = (typeof promotionCategories)[number];
export const promotionSchema = z.object({
  id: z.int(),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  imageUrl: z.string(),
  category: z.string(),
  startsAt: z.string(),
  endsAt: z.nullable(z.string()),
});
export type Promotion = z.infer<typeof promotionSchema>;
export const promotionsValueSchema = z.array(promotionSchema);
