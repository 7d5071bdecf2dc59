import { queryOptions, useQuery } from '@tanstack/react-query';
import { favouriteListValueSchema, maxFavourites } from '@lobby/contract/favourites';
import { favouritesPaths, type GameCategory } from '@lobby/contract/games';
import type { LanguageCode } from '@lobby/contract/languages';
import { apiGet } from '@/lib/api-client';
import { memberQueryKey } from '@/lib/session';

export type FavouriteListParams = { language: LanguageCode; gameType?: GameCategory };

/**
 * MCSFE_getFavoriteGamesList (product §7: clientType 3, platform flash, page 1 of 999): every favourite
 * at once, newest first; screens page it by 20 in the browser.
 */
export function getFavouriteList(params: FavouriteListParams, signal?: AbortSignal) {
  return apiGet(
    favouritesPaths.list,
    {
      clientType: 3,
      platform: 'flash',
      language: params.language,
      pageNo: 1,
      pageSize: maxFavourites,
      gameType: params.gameType,
    },
    favouriteListValueSchema,
    signal,
  );
}

/** Under the favourites key, so a toggle can refresh every list at once. */
export const favouriteListsKey = [...memberQueryKey, 'favourites', 'list'] as const;

export const favouriteListQueryOptions = (params: FavouriteListParams) =>
  queryOptions({
    queryKey: [...favouriteListsKey, params],
    queryFn: ({ signal }) => getFavouriteList(params, signal),
    staleTime: 30_000,
  });

export function useFavouriteList(params: FavouriteListParams, enabled = true) {
  return useQuery({ ...favouriteListQueryOptions(params), enabled });
}
