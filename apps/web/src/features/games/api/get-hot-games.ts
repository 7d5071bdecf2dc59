import { queryOptions, useQuery } from '@tanstack/react-query';
import { gameSchema, gamesPaths, hotGamesValueSchema } from '@lobby/contract/games';
import { languageCodeSchema, type LanguageCode } from '@lobby/contract/languages';
import * as z from 'zod/mini';
import { apiGet } from '@/lib/api-client';
import { readSession, readSessionJson, writeSession, writeSessionJson } from '@/lib/storage';
import { sessionKeys } from '@/lib/storage-keys';

/**
 * Hot games (GCSGAME_hotGamesV2). value.list is kept in session storage under HOT_GAMES as the
 * spec says; the language it was fetched in sits beside it so a language switch refetches.
 */
export async function getHotGames(language: LanguageCode, merchantCode: string, signal?: AbortSignal) {
  const value = await apiGet(
    gamesPaths.hotGames,
    { merchantCode, isPlatform: 2, platform: 'flash,html5-desktop', language },
    hotGamesValueSchema,
    signal,
  );
  writeSessionJson(sessionKeys.hotGames, value.list);
  writeSession(sessionKeys.hotGamesLanguage, language);
  return value.list;
}

function cachedHotGames(language: LanguageCode) {
  const cachedLanguage = languageCodeSchema.safeParse(readSession(sessionKeys.hotGamesLanguage));
  if (!cachedLanguage.success || cachedLanguage.data !== language) return undefined;
  return readSessionJson(sessionKeys.hotGames, z.array(gameSchema)) ?? undefined;
}

export const hotGamesQueryOptions = (language: LanguageCode, merchantCode: string) =>
  queryOptions({
    queryKey: ['games', 'hot', language, merchantCode],
    queryFn: ({ signal }) => getHotGames(language, merchantCode, signal),
    initialData: () => cachedHotGames(language),
    staleTime: Infinity,
  });

export function useHotGames(language: LanguageCode, merchantCode: string | undefined) {
  return useQuery({ ...hotGamesQueryOptions(language, merchantCode ?? ''), enabled: Boolean(merchantCode) });
}
