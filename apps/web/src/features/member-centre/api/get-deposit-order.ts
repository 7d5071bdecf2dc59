import { queryOptions, useQuery } from '@tanstack/react-query';
import { depositOrderSchema, paymentPaths, type DepositOrder } from '@lobby/contract/payments';
import { apiGet } from '@/lib/api-client';
import { memberQueryKey } from '@/lib/session';

/** One of the member's deposit orders: the return from the gateway shows how it went. */
export function getDepositOrder(orderId: string, signal?: AbortSignal) {
  return apiGet(paymentPaths.depositOrder, { orderId }, depositOrderSchema, signal);
}

export const depositOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: [...memberQueryKey, 'deposit-order', orderId],
    queryFn: ({ signal }) => getDepositOrder(orderId, signal),
    // The gateway's notification may arrive just after the player: ask again while it is pending.
    refetchInterval: (query) =>
      (query.state.data as DepositOrder | undefined)?.status === 'pending' ? 2000 : false,
  });

export function useDepositOrder(orderId: string | null) {
  return useQuery({ ...depositOrderQueryOptions(orderId ?? ''), enabled: Boolean(orderId) });
}
