import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerService } from '@lobby/contract/system';
import { decryptServicePath } from '@lobby/contract/customer-service-path';
import { usePermission } from '../api/get-permission';

export type CustomerServiceLink = Pick<CustomerService, 'name' | 'type'> & { url: string };

/** Only web links and mail are offered; anything else decrypted from a path is ignored. */
const allowedScheme = /^(https?:|mailto:)/i;

async function decryptAll(services: CustomerService[]): Promise<CustomerServiceLink[]> {
  const urls = await Promise.all(services.map((service) => decryptServicePath(service.path)));
  return services.flatMap((service, index) => {
    const url = urls[index];
    return url && allowedScheme.test(url) ? [{ name: service.name, type: service.type, url }] : [];
  });
}

const customerServiceQueryOptions = (services: CustomerService[]) =>
  queryOptions({
    queryKey: ['system', 'customer-service', services.map((s) => s.path)],
    queryFn: () => decryptAll(services),
    staleTime: Infinity,
  });

/** Customer-service links from the site configuration, decrypted (product §9). */
export function useCustomerServiceLinks(): CustomerServiceLink[] {
  const services = usePermission().data?.info.customerService ?? [];
  return useQuery({ ...customerServiceQueryOptions(services), enabled: services.length > 0 }).data ?? [];
}

/**
 * Whether the configuration lists a customer service, known as soon as it arrives (the links are
 * decrypted a moment later): a menu holds the entry's place from the start, so nothing below it moves.
 */
export function useCustomerServiceListed(): boolean {
  return (usePermission().data?.info.customerService.length ?? 0) > 0;
}

/** The first live-chat link, the one the customer-service buttons open. */
export function usePrimaryCustomerService(): CustomerServiceLink | undefined {
  const links = useCustomerServiceLinks();
  return links.find((link) => link.type === 'LIVECHAT') ?? links[0];
}
