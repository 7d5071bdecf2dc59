import { useQueryClient } from '@tanstack/react-query';
import { memberQueryKey } from '@/lib/session';

/** Every query of the agent's contracts and their payouts starts with this key. */
export const contractsQueryKey = [...memberQueryKey, 'agentContracts'] as const;

/** The consolidated answer's key (get-consolidated.ts), here so a contract change can refresh it. */
export const consolidatedQueryKey = [...memberQueryKey, 'consolidated'] as const;

/**
 * A contract changed: its lists, and the consolidated answer that opens the menu's pages (an
 * accepted or ended contract may open or close one), are read again.
 */
export function useRefreshContracts() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: contractsQueryKey });
    void client.invalidateQueries({ queryKey: consolidatedQueryKey });
  };
}
