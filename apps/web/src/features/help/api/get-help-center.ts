import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '@lobby/contract/languages';
import { helpCenterValueSchema, systemPaths } from '@lobby/contract/system';
import { apiGet } from '@/lib/api-client';

export function getHelpCenter(language: LanguageCode, signal?: AbortSignal) {
  return apiGet(systemPaths.helpCenter, { language, device: 'WEB' }, helpCenterValueSchema, signal);
}

export const helpCenterQueryOptions = (language: LanguageCode) =>
  queryOptions({
    queryKey: ['help', language],
    queryFn: ({ signal }) => getHelpCenter(language, signal),
    staleTime: 10 * 60_000,
  });

/** `enabled: false` defers the call (the footer's links wait for the page's own content). */
export function useHelpCenter(language: LanguageCode, enabled = true) {
  return useQuery({ ...helpCenterQueryOptions(language), enabled });
}
