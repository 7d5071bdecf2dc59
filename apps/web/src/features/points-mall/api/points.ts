import { useEffect } from 'react';
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { LanguageCode } from '@lobby/contract/languages';
import {
  convertPointsValueSchema,
  pointBalanceValueSchema,
  pointConfigValueSchema,
  pointDetailsValueSchema,
  pointPaths,
  pointRewardsValueSchema,
  redeemValueSchema,
  redemptionListValueSchema,
} from '@lobby/contract/points';
import { apiGet, apiSend } from '@/lib/api-client';
import { memberQueryKey } from '@/lib/session';

/* Under the member's key, so a logout drops the member's points with the rest. */
export const pointsQueryKey = [...memberQueryKey, 'points'] as const;
const balanceKey = [...pointsQueryKey, 'balance'] as const;
const redemptionsKey = [...pointsQueryKey, 'redemptions'] as const;
const detailsKey = [...pointsQueryKey, 'details'] as const;
const pageSize = 20;

export const pointBalanceQueryOptions = () =>
  queryOptions({
    queryKey: balanceKey,
    queryFn: ({ signal }) => apiGet(pointPaths.balance, {}, pointBalanceValueSchema, signal),
  });

export function usePointBalance() {
  return useQuery(pointBalanceQueryOptions());
}

/** MCS2_getPointConfig: the earning rates, the conversion and the rules text in `language`. */
export function usePointConfig(language: LanguageCode) {
  return useQuery({
    queryKey: [...pointsQueryKey, 'config', language],
    queryFn: ({ signal }) => apiGet(pointPaths.config, { language }, pointConfigValueSchema, signal),
  });
}

/** MCS2_getPointReward: the catalogue, titled in `language`, with the stock left. */
export function usePointRewards(language: LanguageCode) {
  return useQuery({
    queryKey: [...pointsQueryKey, 'rewards', language],
    queryFn: ({ signal }) => apiGet(pointPaths.rewards, { language }, pointRewardsValueSchema, signal),
  });
}

const nextPage = (last: { pageNo: number; hasMore: boolean }) => (last.hasMore ? last.pageNo + 1 : undefined);

/** MCS2_getRedeemPointList: the member's redemptions, newest first, a page more on each "load more". */
export function useRedemptions(language: LanguageCode) {
  return useInfiniteQuery({
    queryKey: [...redemptionsKey, language],
    queryFn: ({ pageParam, signal }) =>
      apiGet(
        pointPaths.redemptions,
        { pageNo: pageParam, pageSize, language },
        redemptionListValueSchema,
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** ODSFE2_MemTransDet: every movement of the member's points, newest first. */
export function usePointDetails() {
  return useInfiniteQuery({
    queryKey: detailsKey,
    queryFn: ({ pageParam, signal }) =>
      apiGet(pointPaths.details, { pageNo: pageParam, pageSize }, pointDetailsValueSchema, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** What spending points changes: the balance (answered at once), the lists, and the wallet's money. */
function refreshAfterSpending(client: QueryClient, balance: number | undefined) {
  if (balance !== undefined) client.setQueryData(balanceKey, { balance });
  void client.invalidateQueries({ queryKey: pointsQueryKey });
  void client.invalidateQueries({ queryKey: [...memberQueryKey, 'balance'] });
}

type RedeemInput = {
  rewardId: number;
  quantity: number;
  paymentPassword: string;
  requestId: string;
  language: LanguageCode;
};

/** passwordCheck/MCS2_redeemPointReward: sealed by apiSend (a sealed path), behind the payment password. */
export function useRedeemPoints() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...pointsQueryKey, 'redeem'],
    mutationFn: (request: RedeemInput) => apiSend('POST', pointPaths.redeem, request, redeemValueSchema),
    // A refusal (the stock gone, the balance changed) also means what is shown is stale.
    onSettled: (value) => refreshAfterSpending(client, value?.balance),
  });
}

type ConvertInput = { points: number; paymentPassword: string; requestId: string };

/** passwordCheck/MCS2_convertPoint: sealed as redeeming is; the money goes to the main wallet. */
export function useConvertPoints() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...pointsQueryKey, 'convert'],
    mutationFn: (request: ConvertInput) =>
      apiSend('POST', pointPaths.convert, request, convertPointsValueSchema),
    onSettled: (value) => refreshAfterSpending(client, value?.balance),
  });
}

/* A removal waiting for the next task, so a remount at once (StrictMode, a quick return) keeps the data. */
let pendingDrop: ReturnType<typeof setTimeout> | undefined;

/** Spec §4: the mall's data leaves the cache when the member leaves the page. */
export function useDropPointsOnLeave() {
  const client = useQueryClient();
  useEffect(() => {
    clearTimeout(pendingDrop);
    return () => {
      pendingDrop = setTimeout(() => client.removeQueries({ queryKey: pointsQueryKey }), 0);
    };
  }, [client]);
}
