import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentPaths, promotionsValueSchema } from '@lobby/contract/content';
import type { LanguageCode } from '@lobby/contract/languages';
import { apiGet } from '@/lib/api-client';

export function getPromotions(language: LanguageCode, signal?: AbortSignal) {
  return apiGet(contentPaths.promotions, { language }, promotionsValueSchema, signal);
}

export const promotionsQueryOptions = (language: LanguageCode) =>
  queryOptions({
    queryKey: ['promotions', language],
    queryFn: ({ signal }) => getPromotions(language, signal),
    staleTime: 5 * 60_000,
  });

export function usePromotions(language: LanguageCode) {
  return useQuery(promotionsQueryOptions(language));
}
