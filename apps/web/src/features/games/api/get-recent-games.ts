import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gameLaunchPaths, recentGameValueSchema } from '@lobby/contract/game-launch';
import type { GameCategory } from '@lobby/contract/games';
import type { LanguageCode } from '@lobby/contract/languages';
import { apiGet } from '@/lib/api-client';
import { memberQueryKey, useIsLoggedIn } from '@/lib/session';

export type RecentGamesParams = {
  language: LanguageCode;
  gameType?: GameCategory;
  page?: number;
  pageSize?: number;
};

/** Product §9: recent games come 20 a page. */
export const recentGamesPageSize = 20;

/** GCS_recentGame (product §7: clientType 3): the member's launched games, newest first. */
export function getRecentGames(params: RecentGamesParams, signal?: AbortSignal) {
  return apiGet(
    gameLaunchPaths.recentGame,
    {
      page: params.page ?? 1,
      pageSize: params.pageSize ?? recentGamesPageSize,
      gameType: params.gameType,
      language: params.language,
      clientType: 3,
    },
    recentGameValueSchema,
    signal,
  );
}

/** Every recent-games page sits under this key, so a launch can refresh them all. */
export const recentGamesKey = [...memberQueryKey, 'recent-games'] as const;

export const recentGamesQueryOptions = (params: RecentGamesParams) =>
  queryOptions({
    queryKey: [...recentGamesKey, params],
    queryFn: ({ signal }) => getRecentGames(params, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** Any session may ask (a trial account's list is empty); visitors never do. */
export function useRecentGames(params: RecentGamesParams, enabled = true) {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...recentGamesQueryOptions(params), enabled: enabled && loggedIn });
}
