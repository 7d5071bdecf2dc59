import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  claimReferralRewardValueSchema,
  referralCenterValueSchema,
  referralPaths,
} from '@lobby/contract/referral';
import type { ClaimReferralRewardRequest } from '@lobby/contract/referral-requests';
import { apiGet, apiSend } from '@/lib/api-client';
import { memberInfoQueryKey } from '@/lib/inbox-cache';
import { memberQueryKey } from '@/lib/session';

/* Under the member's key, so a logout drops the referral page with the rest. */
export const referralQueryKey = [...memberQueryKey, 'referral'] as const;

/**
 * MCS2_getReferral: the member's code, the rule, one page of the friends (20, newest first) with their
 * state, and the rewards.
 */
export function getReferral(pageNo: number, signal?: AbortSignal) {
  return apiGet(referralPaths.center, pageNo > 1 ? { pageNo } : {}, referralCenterValueSchema, signal);
}

export const referralQueryOptions = (pageNo = 1) =>
  queryOptions({
    queryKey: [...referralQueryKey, pageNo],
    queryFn: ({ signal }) => getReferral(pageNo, signal),
    // The next page keeps the current one on screen until it arrives: the page does not jump.
    placeholderData: keepPreviousData,
  });

export function useReferral(pageNo = 1) {
  return useQuery(referralQueryOptions(pageNo));
}

/**
 * MCS2_claimReferralReward: the reward for a friend who qualified, or one's own as the invited
 * friend, paid into the main wallet with its wagering. A repeat with the same request id answers as
 * the first did.
 */
export function claimReferralReward(request: ClaimReferralRewardRequest) {
  return apiSend('POST', referralPaths.claim, request, claimReferralRewardValueSchema);
}

export function useClaimReferralReward() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...referralQueryKey, 'claim'],
    mutationFn: claimReferralReward,
    onSuccess: (answer) => client.setQueryData([...referralQueryKey, 1], answer.referral),
    // A refusal (claimed elsewhere) also means the page is stale; the balance and bonuses moved.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: referralQueryKey });
      void client.invalidateQueries({ queryKey: memberInfoQueryKey });
      void client.invalidateQueries({ queryKey: [...memberQueryKey, 'balance'] });
      void client.invalidateQueries({ queryKey: [...memberQueryKey, 'rewards'] });
    },
  });
}
