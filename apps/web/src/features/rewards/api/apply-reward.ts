import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rewardActivitySchema, rewardPaths } from '@lobby/contract/rewards';
import type { ApplyRewardRequest } from '@lobby/contract/rewards-requests';
import { apiSend } from '@/lib/api-client';
import { refreshAfterReward } from './claim-reward';
import { rewardsQueryKey } from './query-keys';

/**
 * MCS2_applyReward: sends an application (a remark and up to 3 pictures) for the operator's review;
 * answers the activity as it now stands (under review). A repeat with the same request id is the same
 * application.
 */
export function applyReward(request: ApplyRewardRequest) {
  return apiSend('POST', rewardPaths.apply, request, rewardActivitySchema);
}

export function useApplyReward() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...rewardsQueryKey, 'apply'],
    mutationFn: applyReward,
    onSettled: () => refreshAfterReward(client),
  });
}
