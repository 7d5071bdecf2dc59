import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Game } from '@lobby/contract/games';
import { getGameList, type GameListParams } from './get-game-list';

/* The largest page the contract allows; a category holds a few hundred games at most. */
const bulkPageSize = 100;

/**
 * Every game matching the filter, fetched page by page. The contract's game list has no HOT/NEW
 * filter, so the HOT and NEW tabs filter this complete list in the browser.
 */
export async function getAllGames(params: Omit<GameListParams, 'pageNo' | 'pageSize'>, signal?: AbortSignal) {
  const games: Game[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const page = await getGameList({ ...params, pageNo, pageSize: bulkPageSize }, signal);
    games.push(...page.games);
    if (pageNo >= page.totalPages || page.games.length === 0) return games;
  }
}

export const allGamesQueryOptions = (params: Omit<GameListParams, 'pageNo' | 'pageSize'>) =>
  queryOptions({
    queryKey: ['games', 'all', params],
    queryFn: ({ signal }) => getAllGames(params, signal),
    staleTime: 60_000,
  });

export function useAllGames(params: Omit<GameListParams, 'pageNo' | 'pageSize'>, enabled = true) {
  return useQuery({ ...allGamesQueryOptions(params), enabled });
}
