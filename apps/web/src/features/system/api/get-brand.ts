import { queryOptions, useQuery } from '@tanstack/react-query';
import { brandAnswerSchema, systemPaths } from '@lobby/contract/system';
import { apiGet } from '@/lib/api-client';

export function getBrand(signal?: AbortSignal) {
  return apiGet(systemPaths.brand, {}, brandAnswerSchema, signal);
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
