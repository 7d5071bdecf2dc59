import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { depositHistoryValueSchema, paymentPaths } from '@lobby/contract/payments';
import { apiGet } from '@/lib/api-client';
import { memberQueryKey } from '@/lib/session';

export const depositHistoryQueryKey = [...memberQueryKey, 'deposit-history'] as const;

export function getDepositHistory(pageNo: number, signal?: AbortSignal) {
  return apiGet(paymentPaths.depositHistory, { pageNo, pageSize: 10 }, depositHistoryValueSchema, signal);
}

export const depositHistoryQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: [...depositHistoryQueryKey, pageNo],
    queryFn: ({ signal }) => getDepositHistory(pageNo, signal),
    placeholderData: keepPreviousData,
  });
