import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { lotteryPaths, openedNumerosValueSchema } from '@lobby/contract/lottery';
import { apiGet } from '@/lib/api-client';

export const drawHistoryPageSize = 10;

export type DrawHistoryParams = { gameCode: string; page: number };

/** A game's past draws with results and revealed seeds, newest first (product §7 /lgw/vn/numeros/opened/game). */
export function getDrawHistory(params: DrawHistoryParams, signal?: AbortSignal) {
  return apiGet(
    lotteryPaths.openedNumeros,
    { gameCode: params.gameCode, page: params.page, pageSize: drawHistoryPageSize },
    openedNumerosValueSchema,
    signal,
  );
}

/** Every page of a game's history, for invalidating them together when a new result arrives. */
export const drawHistoryKey = (gameCode: string) => ['lottery', 'history', gameCode] as const;

export const drawHistoryQueryOptions = (params: DrawHistoryParams) =>
  queryOptions({
    queryKey: [...drawHistoryKey(params.gameCode), params.page],
    queryFn: ({ signal }) => getDrawHistory(params, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export function useDrawHistory(params: DrawHistoryParams) {
  return useQuery(drawHistoryQueryOptions(params));
}
