import { queryOptions, useQuery } from '@tanstack/react-query';
import { lotteryPaths, vnRecentGamesValueSchema } from '@lobby/contract/lottery';
import type { LanguageCode } from '@lobby/contract/languages';
import { apiGet } from '@/lib/api-client';
import { memberQueryKey } from '@/lib/session';

/** How many games the lobby's Recent row asks for. */
const recentLotteryGamesPageSize = 10;

export type RecentLotteryGamesParams = { language: LanguageCode };

/** The lottery games the member played (bet on or launched) last, newest first (product §7). */
export function getRecentLotteryGames(params: RecentLotteryGamesParams, signal?: AbortSignal) {
  return apiGet(
    lotteryPaths.vnRecentGames,
    { pageSize: recentLotteryGamesPageSize, device: 'WEB', language: params.language },
    vnRecentGamesValueSchema,
    signal,
  );
}

/**
 * Asked once per visit of the lobby and dropped when the lobby closes (gcTime 0), never refreshed
 * while it shows: the lobby waits for the answer, so the row never appears under the member's eyes
 * and pushes the games down (no layout shift), and the next visit shows the games played meanwhile.
 */
export const recentLotteryGamesQueryOptions = (params: RecentLotteryGamesParams) =>
  queryOptions({
    // Under the member's keys, so ending the session drops them.
    queryKey: [...memberQueryKey, 'lottery', 'recent', params],
    queryFn: ({ signal }) => getRecentLotteryGames(params, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export function useRecentLotteryGames(params: RecentLotteryGamesParams, enabled: boolean) {
  return useQuery({ ...recentLotteryGamesQueryOptions(params), enabled });
}
