import { queryOptions, useQuery, type PlaceholderDataFunction } from '@tanstack/react-query';
import {
  gamesPaths,
  newGameVendorQuery,
  newGameVendorValueSchema,
  type NewGameVendorValue,
} from '@lobby/contract/games';
import { languageCodeSchema, type LanguageCode } from '@lobby/contract/languages';
import * as z from 'zod/mini';
import { apiGet } from '@/lib/api-client';
import { readSessionJson, writeSessionJson } from '@/lib/storage';
import { sessionKeys } from '@/lib/storage-keys';

/** What session storage keeps under gameVendor: the answer and the language it was asked in. */
const keptVendorsSchema = z.object({ language: languageCodeSchema, value: newGameVendorValueSchema });

/**
 * Vendor lanes per category (GCSGAME_newGameVendor); drives the navigation and the lobby. Kept in
 * session storage under gameVendor (product §3).
 */
export async function getGameVendors(language: LanguageCode, signal?: AbortSignal) {
  const value = await apiGet(
    gamesPaths.newGameVendor,
    newGameVendorQuery(language),
    newGameVendorValueSchema,
    signal,
  );
  writeSessionJson(sessionKeys.gameVendor, { language, value });
  return value;
}

/** The lanes kept in this session for `language`, if any. */
export function keptGameVendors(language: LanguageCode): NewGameVendorValue | undefined {
  const kept = readSessionJson(sessionKeys.gameVendor, keptVendorsSchema);
  return kept?.language === language ? kept.value : undefined;
}

export const gameVendorsQueryOptions = (language: LanguageCode) => {
  const kept: PlaceholderDataFunction<NewGameVendorValue> = () => keptGameVendors(language);
  return queryOptions({
    queryKey: ['games', 'vendors', language],
    queryFn: ({ signal }) => getGameVendors(language, signal),
    // Shown at once on a reload while the fresh answer (which the page preloads) is on its way.
    placeholderData: kept,
    staleTime: 5 * 60_000,
  });
};

export function useGameVendors(language: LanguageCode) {
  return useQuery(gameVendorsQueryOptions(language));
}
