import { queryOptions, useQuery } from '@tanstack/react-query';
import { redEnvelopePaths, redEnvelopeValueSchema } from '@lobby/contract/red-envelope';
import { apiGet } from '@/lib/api-client';
import { memberQueryKey } from '@/lib/session';

/*
 * A member's read says what their own envelopes paid, so it lives under the member's key (a logout
 * drops it); a visitor's is a key of its own.
 */
export const redEnvelopeQueryKey = (loggedIn: boolean) =>
  loggedIn ? ([...memberQueryKey, 'redEnvelope'] as const) : (['redEnvelope', 'visitor'] as const);

/** MCS2_getRedEnvelope: the round open now and the next one. */
export function getRedEnvelope(signal?: AbortSignal) {
  return apiGet(redEnvelopePaths.rounds, {}, redEnvelopeValueSchema, signal);
}

export const redEnvelopeQueryOptions = (loggedIn: boolean) =>
  queryOptions({
    queryKey: redEnvelopeQueryKey(loggedIn),
    queryFn: ({ signal }) => getRedEnvelope(signal),
    // The envelopes left change as members open them; a minute is fresh enough for the announcement.
    staleTime: 60_000,
    refetchInterval: 60_000,
  });

export function useRedEnvelope(loggedIn: boolean) {
  return useQuery(redEnvelopeQueryOptions(loggedIn));
}
