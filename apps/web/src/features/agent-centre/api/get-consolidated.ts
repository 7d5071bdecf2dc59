import { queryOptions, useQuery } from '@tanstack/react-query';
import { consolidatedValueSchema, walletPaths } from '@lobby/contract/wallet';
import { apiGet } from '@/lib/api-client';
import { getToken, useSession } from '@/lib/session';
import { readStoredConsolidated, saveConsolidated } from '../contract-features';
import { consolidatedQueryKey } from './contract-keys';

/**
 * Product §7 consolidated funds: which kinds of contract the agent holds or is offered (decision
 * 0256). The answer goes to session storage (decision 0265) for whatever reads it without React.
 */
export async function getConsolidated(signal?: AbortSignal) {
  const token = getToken();
  const value = await apiGet(walletPaths.consolidated, {}, consolidatedValueSchema, signal);
  // A logout while the call was on its way must not write the agent's values back.
  if (token && getToken() === token) saveConsolidated(value);
  return value;
}

export const consolidatedQueryOptions = () =>
  queryOptions({
    queryKey: consolidatedQueryKey,
    queryFn: ({ signal }) => getConsolidated(signal),
    staleTime: 60_000,
  });

/**
 * Read for a logged-in agent that is not a trial account (product §5: trial accounts never ask); a
 * stored answer draws the menu until the fresh one comes.
 */
export function useConsolidated() {
  const { token, isAgent, isTrial } = useSession();
  return useQuery({
    ...consolidatedQueryOptions(),
    enabled: Boolean(token) && isAgent && isTrial === false,
    placeholderData: () => readStoredConsolidated() ?? undefined,
  });
}
