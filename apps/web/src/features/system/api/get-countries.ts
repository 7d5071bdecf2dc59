import { queryOptions, useQuery } from '@tanstack/react-query';
import { countriesValueSchema, systemPaths } from '@lobby/contract/system';
import { apiGet } from '@/lib/api-client';

export function getCountries(signal?: AbortSignal) {
  return apiGet(systemPaths.countries, {}, countriesValueSchema, signal);
}

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'countries'],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Infinity,
  });

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
