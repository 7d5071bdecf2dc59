import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { claimRewardValueSchema, rewardPaths } from '@lobby/contract/rewards';
import type { ClaimRewardRequest } from '@lobby/contract/rewards-requests';
import { apiSend } from '@/lib/api-client';
import { memberInfoQueryKey } from '@/lib/inbox-cache';
import { memberQueryKey } from '@/lib/session';
import { rewardsQueryKey } from './query-keys';

/**
 * MCS2_claimReward: pays what an activity owes the member as a bonus (into the main wallet, with its
 * wagering to do). A repeat with the same request id answers as the first did.
 */
export function claimReward(request: ClaimRewardRequest) {
  return apiSend('POST', rewardPaths.claim, request, claimRewardValueSchema);
}

/**
 * What a claim or a forfeit changes beyond the reward centre: the activities and the bonuses, the
 * balance, and member info (its reward badge counts the activities left to claim).
 */
export function refreshAfterReward(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: rewardsQueryKey });
  void client.invalidateQueries({ queryKey: memberInfoQueryKey });
  void client.invalidateQueries({ queryKey: [...memberQueryKey, 'balance'] });
}

export function useClaimReward() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...rewardsQueryKey, 'claim'],
    mutationFn: claimReward,
    // A refusal (claimed elsewhere, the budget spent, the time over) also means the list is stale.
    onSettled: () => refreshAfterReward(client),
  });
}
