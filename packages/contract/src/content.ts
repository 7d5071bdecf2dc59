import { z } from 'zod';

export const contentPaths = {
  announcements: '/wps/relay/MCSFE_getListAnnouncements',
  /** Banner groups (w_home, w_login, w_leftmenu): path not shown in the spec, chosen here. */
  banners: '/wps/system/banners',
  /** Promotions list for the lobby carousel and /promotions: path not shown, chosen here. */
  promotions: '/wps/system/promotions',
} as const;

export const bannerGroups = ['w_home', 'w_login', 'w_leftmenu'] as const;
export const bannersQuerySchema = z.object({
  groupName: z.enum(bannerGroups),
  language: z.string().max(8).default('EN'),
});
export const bannerSchema = z.object({
  id: z.number().int(),
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
export const announcementsQuerySchema = z.object({
  types: z
    .string()
    .default('B,PL,PU,PR,H')
    .transform((s) => s.split(',').map((t) => t.trim()))
    .pipe(z.array(z.enum(announcementTypes)).min(1)),
  platform: z.string().max(4).default('W'),
  /** A logged in, B guest, F first login. */
  execution: z.enum(['A', 'B', 'F']).optional(),
  language: z.string().max(8).default('EN'),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(9),
});
export const announcementSchema = z.object({
  id: z.number().int(),
  type: z.enum(announcementTypes),
  title: z.string(),
  content: z.string(),
  groupName: z.string(),
  execution: z.enum(['A', 'B', 'F']),
  announcementImages: z.array(z.object({ url: z.string(), sequence: z.number().int() })),
  publishedAt: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;
export const announcementsValueSchema = z.object({
  list: z.array(announcementSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});

export const promotionsQuerySchema = z.object({ language: z.string().max(8).default('EN') });
export const promotionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  imageUrl: z.string(),
  category: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;
export const promotionsValueSchema = z.array(promotionSchema);
