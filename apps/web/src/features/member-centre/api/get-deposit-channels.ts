import { queryOptions, useQuery } from '@tanstack/react-query';
import { depositChannelsValueSchema, paymentPaths } from '@lobby/contract/payments';
import { apiGet } from '@/lib/api-client';
import { memberQueryKey } from '@/lib/session';

/** The payment channels of the deposit page, with their amount bounds (minor units). */
export function getDepositChannels(signal?: AbortSignal) {
  return apiGet(paymentPaths.depositChannels, {}, depositChannelsValueSchema, signal);
}

export const depositChannelsQueryOptions = () =>
  queryOptions({
    queryKey: [...memberQueryKey, 'deposit-channels'],
    queryFn: ({ signal }) => getDepositChannels(signal),
    staleTime: 60_000,
  });

export function useDepositChannels() {
  return useQuery(depositChannelsQueryOptions());
}
