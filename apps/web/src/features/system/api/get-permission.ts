import { queryOptions, useQuery } from '@tanstack/react-query';
import { permissionValueSchema, systemPaths } from '@lobby/contract/system';
import { apiGet } from '@/lib/api-client';

export function getPermission(signal?: AbortSignal) {
  return apiGet(systemPaths.permission, {}, permissionValueSchema, signal);
}

export const permissionQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'permission'],
    queryFn: ({ signal }) => getPermission(signal),
    staleTime: 5 * 60_000,
  });

export function usePermission() {
  return useQuery(permissionQueryOptions());
}
