import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LanguageCode } from '@lobby/contract/languages';
import { claimVipBonusValueSchema, vipCenterValueSchema, vipPaths } from '@lobby/contract/vip';
import type { ClaimVipBonusRequest } from '@lobby/contract/vip-requests';
import { apiGet, apiSend } from '@/lib/api-client';
import { memberInfoQueryKey } from '@/lib/inbox-cache';
import { memberQueryKey } from '@/lib/session';

/* Under the member's key, so a logout drops the VIP page with the rest. */
export const vipQueryKey = [...memberQueryKey, 'vip'] as const;

/** MCS2_getVipCenter: the ladder, the member's level and totals, and the bonuses to claim. */
export function getVipCenter(language: LanguageCode, signal?: AbortSignal) {
  return apiGet(vipPaths.center, { language }, vipCenterValueSchema, signal);
}

export const vipCenterQueryOptions = (language: LanguageCode) =>
  queryOptions({
    queryKey: [...vipQueryKey, language],
    queryFn: ({ signal }) => getVipCenter(language, signal),
  });

export function useVipCenter(language: LanguageCode) {
  return useQuery(vipCenterQueryOptions(language));
}

/**
 * MCS2_claimVipBonus: a level-up bonus (by rank) or this week's bonus, paid into the main wallet with
 * its wagering. A repeat with the same request id answers as the first did. The language is the
 * page's, for the VIP page the answer carries.
 */
export function claimVipBonus(request: ClaimVipBonusRequest, language: LanguageCode) {
  return apiSend(
    'POST',
    `${vipPaths.claim}?language=${encodeURIComponent(language)}`,
    request,
    claimVipBonusValueSchema,
  );
}

export function useClaimVipBonus(language: LanguageCode) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...vipQueryKey, 'claim'],
    mutationFn: (request: ClaimVipBonusRequest) => claimVipBonus(request, language),
    onSuccess: (answer) => client.setQueryData(vipCenterQueryOptions(language).queryKey, answer.vip),
    // A refusal (claimed elsewhere) also means the page is stale; the balance and bonuses moved.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: vipQueryKey });
      void client.invalidateQueries({ queryKey: memberInfoQueryKey });
      void client.invalidateQueries({ queryKey: [...memberQueryKey, 'balance'] });
      void client.invalidateQueries({ queryKey: [...memberQueryKey, 'rewards'] });
    },
  });
}
