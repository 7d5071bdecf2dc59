import { queryOptions, useQuery } from '@tanstack/react-query';
import { winnerBoardPath } from '@lobby/contract/games';
import type { LanguageCode } from '@lobby/contract/languages';
import { maxWinnerBoardEntries, winnerBoardValueSchema } from '@lobby/contract/winner-board';
import { apiGet } from '@/lib/api-client';

/** ODSFE2_getWinnerBoard (product §7: gameCategory ALL, language, limitNum 20): recent real wins. */
export async function getWinnerBoard(language: LanguageCode, signal?: AbortSignal) {
  const value = await apiGet(
    winnerBoardPath,
    { gameCategory: 'ALL', language, limitNum: maxWinnerBoardEntries },
    winnerBoardValueSchema,
    signal,
  );
  return value.list.map((item) => item.vo);
}

export const winnerBoardQueryOptions = (language: LanguageCode) =>
  queryOptions({
    queryKey: ['games', 'winners', language],
    queryFn: ({ signal }) => getWinnerBoard(language, signal),
    staleTime: 60_000,
    // New wins join while the lobby stays open.
    refetchInterval: 60_000,
  });

export function useWinnerBoard(language: LanguageCode) {
  return useQuery(winnerBoardQueryOptions(language));
}
