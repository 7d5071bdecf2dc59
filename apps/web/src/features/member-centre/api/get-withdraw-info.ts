import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentPaths, withdrawInfoValueSchema } from '@lobby/contract/payments';
import { apiGet } from '@/lib/api-client';
import { memberQueryKey } from '@/lib/session';

export const withdrawInfoQueryKey = [...memberQueryKey, 'withdraw-info'] as const;

/** Amount rules, main balance, turnover left and whether a payment password is set. */
export function getWithdrawInfo(signal?: AbortSignal) {
  return apiGet(paymentPaths.withdrawInfo, {}, withdrawInfoValueSchema, signal);
}

export const withdrawInfoQueryOptions = () =>
  queryOptions({ queryKey: withdrawInfoQueryKey, queryFn: ({ signal }) => getWithdrawInfo(signal) });

export function useWithdrawInfo() {
  return useQuery(withdrawInfoQueryOptions());
}
