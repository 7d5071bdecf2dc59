import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  announcementsValueSchema,
  contentPaths,
  type Announcement,
  type AnnouncementExecution,
} from '@lobby/contract/content';
import type { LanguageCode } from '@lobby/contract/languages';
import { apiGet } from '@/lib/api-client';

export type AnnouncementParams = {
  types: Announcement['type'][];
  /** Product §3: A logged in, B guest (and everyone, for notices), F first login (decision 0230). */
  executions: AnnouncementExecution[];
  language: LanguageCode;
  pageNo?: number;
  pageSize?: number;
};

/** Product §9: announcements 9 per page. */
export const announcementsPageSize = 9;

/** Who the reader is, for the lists: a visitor reads B; a member A and B (decision 0230). */
export const readerExecutions = (loggedIn: boolean): AnnouncementExecution[] =>
  loggedIn ? ['A', 'B'] : ['B'];

export function getAnnouncements(params: AnnouncementParams, signal?: AbortSignal) {
  return apiGet(
    contentPaths.announcements,
    {
      types: params.types.join(','),
      platform: 'W',
      execution: params.executions.join(','),
      language: params.language,
      pageNo: params.pageNo ?? 1,
      pageSize: params.pageSize ?? announcementsPageSize,
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

/** A page of the announcements list, keeping the page on screen while the next one loads. */
export function useAnnouncementsPage(params: AnnouncementParams) {
  return useQuery({ ...announcementsQueryOptions(params), placeholderData: keepPreviousData });
}
