import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountPaths, oauthProvidersValueSchema } from '@lobby/contract/accounts';
import { apiGet } from '@/lib/api-client';

/** The third-party logins the operator configured (ours); an empty list shows no buttons. */
export function getOauthProviders(signal?: AbortSignal) {
  return apiGet(accountPaths.oauthProviders, {}, oauthProvidersValueSchema, signal);
}

export const oauthProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'oauth-providers'],
    queryFn: ({ signal }) => getOauthProviders(signal),
    staleTime: 10 * 60_000,
    // The buttons are an extra: a failure simply shows none.
    retry: false,
  });

export function useOauthProviders() {
  return useQuery(oauthProvidersQueryOptions());
}
