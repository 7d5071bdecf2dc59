import { queryOptions, useQuery } from '@tanstack/react-query';
import { favouriteIdsValueSchema } from '@lobby/contract/favourites';
import { favouritesPaths } from '@lobby/contract/games';
import { apiGet } from '@/lib/api-client';
import { memberQueryKey, useSession } from '@/lib/session';

/** MCSFE_getFavoriteGames: the member's favourite node ids, kept in the query cache (product §3). */
export function getFavouriteIds(signal?: AbortSignal) {
  return apiGet(favouritesPaths.ids, {}, favouriteIdsValueSchema, signal);
}

export const favouriteIdsQueryOptions = () =>
  queryOptions({
    queryKey: [...memberQueryKey, 'favourites', 'ids'],
    queryFn: ({ signal }) => getFavouriteIds(signal),
    // The toggles keep it current; only another device's changes would make it stale.
    staleTime: 5 * 60_000,
  });

/** Only real accounts have favourites: visitors and trial accounts never ask (the server refuses them). */
export function useFavouriteIds() {
  const { token, isTrial } = useSession();
  return useQuery({ ...favouriteIdsQueryOptions(), enabled: Boolean(token) && isTrial === false });
}
