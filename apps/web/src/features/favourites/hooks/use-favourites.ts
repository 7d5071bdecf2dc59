import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { translator } from '@/lib/translator';
import { useMemo } from 'react';
import { showToast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useFavouriteIds } from '../api/get-favourite-ids';
import { createFavouriteToggle, type FavouriteToggle } from '../favourite-toggle';

/* One toggle (and so one throttle) for the whole page, however many cards show a heart. */
const toggles = new WeakMap<QueryClient, FavouriteToggle>();

function reportRefusal(error: unknown): void {
  // A lost session has its own notice and login popup (app/query-client.ts).
  if (error instanceof ApiError && error.status === 401) return;
  showToast(errorMessage(error, translator.t), 'error');
}

function toggleFor(client: QueryClient): FavouriteToggle {
  let toggle = toggles.get(client);
  if (!toggle) {
    toggle = createFavouriteToggle(client, { onError: reportRefusal });
    toggles.set(client, toggle);
  }
  return toggle;
}

/** The member's favourites (ids from the query cache) and the product §4 toggle; no login check here. */
export function useFavourites() {
  const client = useQueryClient();
  const ids = useFavouriteIds().data;
  return useMemo(() => {
    const favourites = new Set(ids);
    return { isFavourite: (nodeId: string) => favourites.has(nodeId), toggle: toggleFor(client) };
  }, [client, ids]);
}
