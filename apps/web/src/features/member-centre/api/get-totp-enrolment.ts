import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountPaths, totpEnrolmentValueSchema } from '@lobby/contract/accounts';
import { apiGet } from '@/lib/api-client';
import { memberQueryKey } from '@/lib/session';

/**
 * Authenticator-app enrolment (ours): whether the app is on, and a new secret with its otpauth://
 * URI. Every call starts a new enrolment that the server keeps for ten minutes, so the answer is
 * kept a little less than that and never fetched again behind the member's back.
 */
export function getTotpEnrolment(signal?: AbortSignal) {
  return apiGet(accountPaths.totpEnrolment, {}, totpEnrolmentValueSchema, signal);
}

export const totpEnrolmentQueryKey = [...memberQueryKey, 'totp-enrolment'] as const;

export const totpEnrolmentQueryOptions = () =>
  queryOptions({
    queryKey: totpEnrolmentQueryKey,
    queryFn: ({ signal }) => getTotpEnrolment(signal),
    staleTime: 9 * 60_000,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useTotpEnrolment() {
  return useQuery(totpEnrolmentQueryOptions());
}
