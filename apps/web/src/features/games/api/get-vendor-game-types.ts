import { queryOptions, useQuery } from '@tanstack/react-query';
import { vassGameTypePath } from '@lobby/contract/games';
import type { LanguageCode } from '@lobby/contract/languages';
import { vendorGameTypesValueSchema } from '@lobby/contract/vendor-game-types';
import { apiGet } from '@/lib/api-client';

/** GCSGAME_getVassGameType (product §7): the categories one vendor offers, with their game counts. */
export function getVendorGameTypes(vassalage: string, language: LanguageCode, signal?: AbortSignal) {
  return apiGet(vassGameTypePath, { vassalage, language }, vendorGameTypesValueSchema, signal);
}

export const vendorGameTypesQueryOptions = (vassalage: string, language: LanguageCode) =>
  queryOptions({
    queryKey: ['games', 'vendor-types', vassalage, language],
    queryFn: ({ signal }) => getVendorGameTypes(vassalage, language, signal),
    staleTime: 5 * 60_000,
  });

/** Asks only while a vendor is chosen (a /rng?vassalage= or /fish?vassalage= page). */
export function useVendorGameTypes(vassalage: string | null, language: LanguageCode) {
  return useQuery({ ...vendorGameTypesQueryOptions(vassalage ?? '', language), enabled: Boolean(vassalage) });
}
