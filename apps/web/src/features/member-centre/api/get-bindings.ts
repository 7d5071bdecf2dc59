import { queryOptions, useQuery } from '@tanstack/react-query';
import { bindingsValueSchema, paymentPaths } from '@lobby/contract/payments';
import { apiGet } from '@/lib/api-client';
import { memberQueryKey } from '@/lib/session';

export const bindingsQueryKey = [...memberQueryKey, 'bindings'] as const;

/** The bank accounts and e-wallets bound to the account (at most 5). */
export function getBindings(signal?: AbortSignal) {
  return apiGet(paymentPaths.bindings, {}, bindingsValueSchema, signal);
}

export const bindingsQueryOptions = () =>
  queryOptions({ queryKey: bindingsQueryKey, queryFn: ({ signal }) => getBindings(signal) });

export function useBindings() {
  return useQuery(bindingsQueryOptions());
}
