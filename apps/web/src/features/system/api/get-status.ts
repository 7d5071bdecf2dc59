import { queryOptions, useQuery } from '@tanstack/react-query';
import { statusValueSchema, systemPaths } from '@lobby/contract/system';
import { apiGet } from '@/lib/api-client';

export function getStatus(signal?: AbortSignal) {
  return apiGet(systemPaths.status, {}, statusValueSchema, signal);
}

export const statusQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'status'],
    queryFn: ({ signal }) => getStatus(signal),
    staleTime: 60_000,
  });

export function useStatus() {
  return useQuery(statusQueryOptions());
}
