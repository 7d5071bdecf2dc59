import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '@lobby/contract/languages';
import { bonusesValueSchema, bonusPageSize, rewardPaths } from '@lobby/contract/rewards';
import { apiGet } from '@/lib/api-client';
import { bonusesQueryKey } from './query-keys';

/** MCS2_getBonusDetails: a page of the member's bonuses, newest first, and the wagering still open. */
export function getBonuses(pageNo: number, language: LanguageCode, signal?: AbortSignal) {
  return apiGet(
    rewardPaths.bonuses,
    { pageNo, pageSize: bonusPageSize.default, language },
    bonusesValueSchema,
    signal,
  );
}

export const bonusesQueryOptions = (pageNo: number, language: LanguageCode) =>
  queryOptions({
    queryKey: [...bonusesQueryKey, pageNo, language],
    queryFn: ({ signal }) => getBonuses(pageNo, language, signal),
  });

/** The page stays on screen while the next one loads, so paging does not flash an empty card. */
export function useBonuses(pageNo: number, language: LanguageCode) {
  return useQuery({ ...bonusesQueryOptions(pageNo, language), placeholderData: keepPreviousData });
}
