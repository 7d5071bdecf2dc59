import { queryOptions, useQuery } from '@tanstack/react-query';
import { announcementsValueSchema, contentPaths, type Announcement } from '@lobby/contract/content';
import type { LanguageCode } from '@lobby/contract/languages';
import { apiGet } from '@/lib/api-client';

export type AnnouncementParams = {
  types: Announcement['type'][];
  /** A logged in, B guest (product §3). */
  execution: Announcement['execution'];
  language: LanguageCode;
  pageNo?: number;
  pageSize?: number;
};

export function getAnnouncements(params: AnnouncementParams, signal?: AbortSignal) {
  return apiGet(
    contentPaths.announcements,
    {
      types: params.types.join(','),
      platform: 'W',
      execution: params.execution,
      language: params.language,
      pageNo: params.pageNo ?? 1,
      pageSize: params.pageSize ?? 9,
    },
    announcementsValueSchema,
    signal,
  );
}

export const announcementsQueryOptions = (params: AnnouncementParams) =>
  queryOptions({
    queryKey: ['announcements', params],
    queryFn: ({ signal }) => getAnnouncements(params, signal),
    staleTime: 5 * 60_000,
  });

export function useAnnouncements(params: AnnouncementParams, enabled = true) {
  return useQuery({ ...announcementsQueryOptions(params), enabled });
}
