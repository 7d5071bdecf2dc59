import { queryOptions, useQuery } from '@tanstack/react-query';
import { gamesPaths, newGameVendorQuery, newGameVendorValueSchema } from '@lobby/contract/games';
import type { LanguageCode } from '@lobby/contract/languages';
import { apiGet } from '@/lib/api-client';

/** Vendor lanes per category (GCSGAME_newGameVendor); drives the navigation and the lobby. */
export function getGameVendors(language: LanguageCode, signal?: AbortSignal) {
  return apiGet(gamesPaths.newGameVendor, newGameVendorQuery(language), newGameVendorValueSchema, signal);
}

export const gameVendorsQueryOptions = (language: LanguageCode) =>
  queryOptions({
    queryKey: ['games', 'vendors', language],
    queryFn: ({ signal }) => getGameVendors(language, signal),
    staleTime: 5 * 60_000,
  });

export function useGameVendors(language: LanguageCode) {
  return useQuery(gameVendorsQueryOptions(language));
}
