import { queryOptions, useQuery } from '@tanstack/react-query';
import { lotteryPaths, openNumeroValueSchema } from '@lobby/contract/lottery';
import { apiGet } from '@/lib/api-client';
import { openDrawRefetchMs } from '../draw-timing';
import { withClock } from './with-clock';

/** The draw open for betting, the last drawn one and the server's time (/lotto/lgw/games/opened/numero). */
export function getOpenDraw(gameCode: string, signal?: AbortSignal) {
  return withClock(() => apiGet(lotteryPaths.openNumero, { gameCode }, openNumeroValueSchema, signal));
}

export const openDrawQueryKey = (gameCode: string) => ['lottery', 'open-draw', gameCode] as const;

export const openDrawQueryOptions = (gameCode: string) =>
  queryOptions({
    queryKey: openDrawQueryKey(gameCode),
    queryFn: ({ signal }) => getOpenDraw(gameCode, signal),
    staleTime: 1_000,
    // Turns over with the calendar: right after betting closes, and right after the last draw.
    refetchInterval: (query) => {
      const value = query.state.data;
      return value ? openDrawRefetchMs(value, Date.now() + value.clockOffsetMs) : false;
    },
  });

export function useOpenDraw(gameCode: string) {
  return useQuery(openDrawQueryOptions(gameCode));
}
