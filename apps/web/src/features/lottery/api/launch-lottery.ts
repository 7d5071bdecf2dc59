import { queryOptions, useQuery } from '@tanstack/react-query';
import { lotteryLaunchValueSchema, lotteryPaths } from '@lobby/contract/lottery';
import type { LanguageCode } from '@lobby/contract/languages';
import { apiSend } from '@/lib/api-client';
import { memberQueryKey } from '@/lib/session';

export type LotteryLaunchParams = { gameCode: string; language: LanguageCode };

/**
 * Product §7 lobby launch (/lotto/lgw/launch). The view is already this page; the call records the game
 * among the member's recent games and tells a game under maintenance from a playable one.
 */
export function launchLottery(params: LotteryLaunchParams) {
  return apiSend(
    'POST',
    lotteryPaths.launch,
    {
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoGameCode: params.gameCode,
      lottoView: 'betting',
      device: 'WEB',
      language: params.language,
    },
    lotteryLaunchValueSchema,
  );
}

/* A query rather than a mutation: one launch per opened game, shared by a quick remount. */
export const launchLotteryQueryOptions = (params: LotteryLaunchParams) =>
  queryOptions({
    queryKey: [...memberQueryKey, 'lottery', 'launch', params],
    queryFn: () => launchLottery(params),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export function useLaunchLottery(params: LotteryLaunchParams) {
  return useQuery(launchLotteryQueryOptions(params));
}
