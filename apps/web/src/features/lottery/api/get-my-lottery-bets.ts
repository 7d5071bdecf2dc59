import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { lotteryPaths, myBetsValueSchema, type MyBetsQuery } from '@lobby/contract/lottery';
import { apiGet } from '@/lib/api-client';
import { memberQueryKey } from '@/lib/session';
import { myBetsRefetchMs } from '../draw-timing';

export const myBetsPageSize = 10;

export type MyLotteryBetsParams = { gameCode: string; status: MyBetsQuery['status']; page: number };

/** The member's bets on one game, open or settled, newest first (/lotto/lgw/bets/history). */
export function getMyLotteryBets(params: MyLotteryBetsParams, signal?: AbortSignal) {
  return apiGet(lotteryPaths.myBets, { ...params, pageSize: myBetsPageSize }, myBetsValueSchema, signal);
}

/** Under the member's keys, so ending the session drops them. */
export const myLotteryBetsKey = [...memberQueryKey, 'lottery', 'bets'] as const;

/** `clockOffsetMs`: the server clock's offset, so the page asks again right after each bet's draw. */
export const myLotteryBetsQueryOptions = (params: MyLotteryBetsParams, clockOffsetMs = 0) =>
  queryOptions({
    queryKey: [...myLotteryBetsKey, params],
    queryFn: ({ signal }) => getMyLotteryBets(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => {
      const value = query.state.data;
      return value ? myBetsRefetchMs(value.list, Date.now() + clockOffsetMs) : false;
    },
  });

export function useMyLotteryBets(params: MyLotteryBetsParams, clockOffsetMs = 0) {
  return useQuery(myLotteryBetsQueryOptions(params, clockOffsetMs));
}
