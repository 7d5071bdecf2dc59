import { queryOptions, useQuery } from '@tanstack/react-query';
import { depositLimitsValueSchema, paymentPaths } from '@lobby/contract/payments';
import { apiGet } from '@/lib/api-client';
import { memberQueryKey } from '@/lib/session';

export const depositLimitsQueryKey = [...memberQueryKey, 'deposit-limits'] as const;

/** The member's own deposit limits per day, week and month, with what they used. */
export function getDepositLimits(signal?: AbortSignal) {
  return apiGet(paymentPaths.depositLimits, {}, depositLimitsValueSchema, signal);
}

export const depositLimitsQueryOptions = () =>
  queryOptions({ queryKey: depositLimitsQueryKey, queryFn: ({ signal }) => getDepositLimits(signal) });

export function useDepositLimits() {
  return useQuery(depositLimitsQueryOptions());
}
