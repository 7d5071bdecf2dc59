import { queryOptions, useQuery } from '@tanstack/react-query';
import { permissionValueSchema, systemPaths } from '@lobby/contract/system';
import { apiGet } from '@/lib/api-client';
import { setImageCdns } from '@/lib/cdn';

export async function getPermission(signal?: AbortSignal) {
  const value = await apiGet(systemPaths.permission, {}, permissionValueSchema, signal);
  setImageCdns(value.info.imageCDNs);
  return value;
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
