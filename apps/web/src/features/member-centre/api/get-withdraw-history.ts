import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { paymentPaths, withdrawHistoryValueSchema } from '@lobby/contract/payments';
import { apiGet } from '@/lib/api-client';
import { memberQueryKey } from '@/lib/session';

export const withdrawHistoryQueryKey = [...memberQueryKey, 'withdraw-history'] as const;

export function getWithdrawHistory(pageNo: number, signal?: AbortSignal) {
  return apiGet(paymentPaths.withdrawHistory, { pageNo, pageSize: 10 }, withdrawHistoryValueSchema, signal);
}

export const withdrawHistoryQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: [...withdrawHistoryQueryKey, pageNo],
    queryFn: ({ signal }) => getWithdrawHistory(pageNo, signal),
    placeholderData: keepPreviousData,
  });
