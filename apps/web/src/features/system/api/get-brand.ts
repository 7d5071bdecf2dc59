import { queryOptions, useQuery } from '@tanstack/react-query';
import { brandValueSchema, systemPaths } from '@lobby/contract/system';
import { apiGet } from '@/lib/api-client';

export function getBrand(signal?: AbortSignal) {
  return apiGet(systemPaths.brand, {}, brandValueSchema, signal);
}

export const brandQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'brand'],
    queryFn: ({ signal }) => getBrand(signal),
    staleTime: Infinity,
  });

export function useBrand() {
  return useQuery(brandQueryOptions());
}
