import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gameListValueSchema, gamesPaths, type GameCategory } from '@lobby/contract/games';
import type { LanguageCode } from '@lobby/contract/languages';
import { apiGet } from '@/lib/api-client';

export const gameListPageSize = 20;

export type GameListParams = {
  language: LanguageCode;
  merchant?: string;
  gameType?: GameCategory;
  vassalage?: string;
  name?: string;
  pageNo?: number;
  pageSize?: number;
};

/** One page of games (GCSGAME_gameList, product §7: clientType 3, page size 20). */
export function getGameList(params: GameListParams, signal?: AbortSignal) {
  return apiGet(
    gamesPaths.gameList,
    {
      clientType: 3,
      platform: 'html5-desktop',
      merchant: params.merchant,
      gameType: params.gameType,
      vassalage: params.vassalage,
      name: params.name,
      pageNo: params.pageNo ?? 1,
      pageSize: params.pageSize ?? gameListPageSize,
      language: params.language,
    },
    gameListValueSchema,
    signal,
  );
}

export const gameListQueryOptions = (params: GameListParams) =>
  queryOptions({
    queryKey: ['games', 'list', params],
    queryFn: ({ signal }) => getGameList(params, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useGameList(params: GameListParams, enabled = true) {
  return useQuery({ ...gameListQueryOptions(params), enabled });
}
