import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '@lobby/contract/languages';
import { rewardActivitiesValueSchema, rewardPaths } from '@lobby/contract/rewards';
import { apiGet } from '@/lib/api-client';
import { activitiesQueryKey } from './query-keys';

/** MCS2_getRewardCenter: the activities the member can see, in the member's language. */
export function getRewardActivities(language: LanguageCode, signal?: AbortSignal) {
  return apiGet(rewardPaths.activities, { language }, rewardActivitiesValueSchema, signal);
}

export const rewardActivitiesQueryOptions = (language: LanguageCode) =>
  queryOptions({
    queryKey: [...activitiesQueryKey, language],
    queryFn: ({ signal }) => getRewardActivities(language, signal),
  });

/** `enabled` false: not asked (a visitor or a trial account takes no rewards). */
export function useRewardActivities(language: LanguageCode, enabled = true) {
  return useQuery({ ...rewardActivitiesQueryOptions(language), enabled });
}
