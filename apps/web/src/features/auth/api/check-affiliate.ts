import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountPaths, affiliateValueSchema } from '@lobby/contract/accounts';
import { apiGet } from '@/lib/api-client';

/** Product §7 affiliate check: whether an invitation code names an agent of this site. */
export function checkAffiliate(code: string, domain: string, signal?: AbortSignal) {
  return apiGet(accountPaths.affiliate, { code, domain }, affiliateValueSchema, signal);
}

export const affiliateQueryOptions = (code: string, domain: string) =>
  queryOptions({
    queryKey: ['auth', 'affiliate', code, domain],
    queryFn: ({ signal }) => checkAffiliate(code, domain, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });

/** Checks the code from the address (product §4); nothing is asked without one. */
export function useAffiliateCheck(code: string | undefined) {
  return useQuery({ ...affiliateQueryOptions(code ?? '', window.location.hostname), enabled: Boolean(code) });
}
