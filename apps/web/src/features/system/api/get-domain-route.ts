import { queryOptions } from '@tanstack/react-query';
import { domainRouteValueSchema, systemPaths } from '@lobby/contract/system';
import { apiGet } from '@/lib/api-client';

/** /wps/system/domainRoute (product §7): the brand's main domain and the route each domain opens. */
export function getDomainRoute(signal?: AbortSignal) {
  return apiGet(systemPaths.domainRoute, {}, domainRouteValueSchema, signal);
}

export const domainRouteQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'domain-route'],
    queryFn: ({ signal }) => getDomainRoute(signal),
    staleTime: 5 * 60_000,
  });
