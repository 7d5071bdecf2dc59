import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { claimRaffleValueSchema, rafflePaths, rafflesValueSchema } from '@lobby/contract/raffle';
import type { LanguageCode } from '@lobby/contract/languages';
import type { ClaimRaffleRequest } from '@lobby/contract/raffle-requests';
import { apiGet, apiSend } from '@/lib/api-client';
import { memberInfoQueryKey } from '@/lib/inbox-cache';
import { memberQueryKey } from '@/lib/session';

/* Under the member's key, so a logout drops the member's tickets with the rest. */
export const raffleQueryKey = [...memberQueryKey, 'raffle'] as const;

/** MCS2_getRaffles: the running and recent raffles, titled in `language`, with the member's tickets and prizes. */
export function getRaffles(language: LanguageCode, signal?: AbortSignal) {
  return apiGet(rafflePaths.list, { language }, rafflesValueSchema, signal);
}

export const rafflesQueryOptions = (language: LanguageCode) =>
  queryOptions({
    queryKey: [...raffleQueryKey, language],
    queryFn: ({ signal }) => getRaffles(language, signal),
    // Tickets grow as the member deposits and plays elsewhere: a minute old is fresh enough.
    refetchInterval: 60_000,
  });

export function useRaffles(language: LanguageCode) {
  return useQuery(rafflesQueryOptions(language));
}

/** MCS2_claimRafflePromotion: a winner's prize, paid once; a repeat with the same id answers the same. */
export function claimRaffle(request: ClaimRaffleRequest) {
  return apiSend('POST', rafflePaths.claim, request, claimRaffleValueSchema);
}

export function useClaimRaffle() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...raffleQueryKey, 'claim'],
    mutationFn: claimRaffle,
    // A refusal (claimed elsewhere) also means the page is stale; the balance and bonuses moved.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: raffleQueryKey });
      void client.invalidateQueries({ queryKey: memberInfoQueryKey });
      void client.invalidateQueries({ queryKey: [...memberQueryKey, 'balance'] });
      void client.invalidateQueries({ queryKey: [...memberQueryKey, 'rewards'] });
    },
  });
}
