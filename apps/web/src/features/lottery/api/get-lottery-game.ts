import { queryOptions, useQuery } from '@tanstack/react-query';
import { gameDetailValueSchema, lotteryPaths } from '@lobby/contract/lottery';
import type { LanguageCode } from '@lobby/contract/languages';
import { apiGet } from '@/lib/api-client';

export type LotteryGameParams = { gameCode: string; language: LanguageCode };

/** A game's rules: result format, bet types with odds, stake limits (/lotto/lgw/games/detail). */
export function getLotteryGame(params: LotteryGameParams, signal?: AbortSignal) {
  return apiGet(lotteryPaths.gameDetail, params, gameDetailValueSchema, signal);
}

export const lotteryGameQueryOptions = (params: LotteryGameParams) =>
  queryOptions({
    queryKey: ['lottery', 'game', params],
    queryFn: ({ signal }) => getLotteryGame(params, signal),
    // Rules and odds change only when an operator changes them; a bet keeps the odds it was placed at.
    staleTime: 5 * 60_000,
  });

export function useLotteryGame(params: LotteryGameParams) {
  return useQuery(lotteryGameQueryOptions(params));
}
