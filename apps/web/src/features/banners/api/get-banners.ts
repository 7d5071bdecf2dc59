import { queryOptions, useQuery } from '@tanstack/react-query';
import { bannersValueSchema, contentPaths, type bannerGroups } from '@lobby/contract/content';
import type { LanguageCode } from '@lobby/contract/languages';
import { apiGet } from '@/lib/api-client';

export type BannerGroup = (typeof bannerGroups)[number];

export function getBanners(groupName: BannerGroup, language: LanguageCode, signal?: AbortSignal) {
  return apiGet(contentPaths.banners, { groupName, language }, bannersValueSchema, signal);
}

export const bannersQueryOptions = (groupName: BannerGroup, language: LanguageCode) =>
  queryOptions({
    queryKey: ['banners', groupName, language],
    queryFn: ({ signal }) => getBanners(groupName, language, signal),
    staleTime: 5 * 60_000,
  });

/** `enabled: false` defers the call (a banner in a phone's drawer that has not been opened yet). */
export function useBanners(groupName: BannerGroup, language: LanguageCode, enabled = true) {
  return useQuery({ ...bannersQueryOptions(groupName, language), enabled });
}
