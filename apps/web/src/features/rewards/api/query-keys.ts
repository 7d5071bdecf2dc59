import { memberQueryKey } from '@/lib/session';

/* Under the member's key, so a logout drops the reward centre and the bonuses with the rest. */
export const rewardsQueryKey = [...memberQueryKey, 'rewards'] as const;
export const activitiesQueryKey = [...rewardsQueryKey, 'activities'] as const;
export const bonusesQueryKey = [...rewardsQueryKey, 'bonuses'] as const;
