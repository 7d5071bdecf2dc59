import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bonusSchema, rewardPaths } from '@lobby/contract/rewards';
import type { ForfeitBonusRequest } from '@lobby/contract/rewards-requests';
import { apiSend } from '@/lib/api-client';
import { refreshAfterReward } from './claim-reward';
import { rewardsQueryKey } from './query-keys';

/**
 * MCS2_forfeitBonus: gives a bonus up so a withdrawal need not wait for its wagering; the bonus is
 * taken back from the main wallet (as much as it holds). Answers the bonus as it ended.
 */
export function forfeitBonus(request: ForfeitBonusRequest) {
  return apiSend('POST', rewardPaths.forfeit, request, bonusSchema);
}

export function useForfeitBonus() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...rewardsQueryKey, 'forfeit'],
    mutationFn: forfeitBonus,
    onSettled: () => refreshAfterReward(client),
  });
}
