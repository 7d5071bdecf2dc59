import { queryOptions, useQuery } from '@tanstack/react-query';
import { lotteryPaths, vnGameMenuValueSchema } from '@lobby/contract/lottery';
import type { PrizeMode } from '@lobby/contract/lottery-menus';
import type { LanguageCode } from '@lobby/contract/languages';
import { apiGet } from '@/lib/api-client';
import { menuRefetchMs } from '../draw-timing';
import { withClock } from './with-clock';

export type LotteryMenuParams = { prizeMode?: PrizeMode; language: LanguageCode };

/** The drawn games by lottery type, each with its open draw (product §7 /lgw/vn/games/game_menu). */
export function getLotteryMenu(params: LotteryMenuParams, signal?: AbortSignal) {
  return withClock(() =>
    apiGet(
      lotteryPaths.vnGameMenu,
      { prizeMode: params.prizeMode, device: 'WEB', language: params.language },
      vnGameMenuValueSchema,
      signal,
    ),
  );
}

export const lotteryMenuQueryOptions = (params: LotteryMenuParams) =>
  queryOptions({
    queryKey: ['lottery', 'menu', params],
    queryFn: ({ signal }) => getLotteryMenu(params, signal),
    staleTime: 5_000,
    // Each game's next draw is part of the answer: ask again when the first of them closes.
    refetchInterval: (query) => {
      const value = query.state.data;
      if (!value) return false;
      const closing = value.gameMenus.flatMap((menu) => menu.games.map((game) => game.closesAt));
      return menuRefetchMs(closing, Date.now() + value.clockOffsetMs);
    },
  });

export function useLotteryMenu(params: LotteryMenuParams) {
  return useQuery(lotteryMenuQueryOptions(params));
}
