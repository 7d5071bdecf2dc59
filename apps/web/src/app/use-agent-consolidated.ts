import { useEffect } from 'react';
import { useSession } from '@/lib/session';
import { queryClient } from './query-client';

/**
 * Product §5 and decision 0265: once a session is known to be an agent's (after its login, or at boot
 * for a stored one), the consolidated call is read and kept in session storage. Trial accounts never
 * ask. The agent centre's code loads only then, so visitors and members pay nothing for it.
 */
export function useAgentConsolidated() {
  const { token, isAgent, isTrial } = useSession();
  const wanted = Boolean(token) && isAgent && isTrial === false;
  useEffect(() => {
    if (!wanted) return;
    void import('@/features/agent-centre/api/get-consolidated').then(({ consolidatedQueryOptions }) =>
      queryClient.prefetchQuery(consolidatedQueryOptions()),
    );
  }, [wanted, token]);
}
