import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import type { Game } from '@lobby/contract/games';
import { addFavourite } from './api/add-favourite';
import { favouriteIdsQueryOptions } from './api/get-favourite-ids';
import { favouriteListsKey } from './api/get-favourite-list';
import { removeFavourite } from './api/remove-favourite';

/** Product §9: one toggle a second; calls within the second after one are dropped (leading only). */
export const favouriteThrottleMs = 1000;

export type FavouriteGame = Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>;
export type ToggleOutcome = 'added' | 'removed' | 'throttled';

type ToggleOptions = {
  now?: () => number;
  /** A call the server refused; the local change has been undone by then. */
  onError?: (error: unknown) => void;
};

/**
 * Product §4 'Favourites': a game already a favourite is removed, any other added. Both change the
 * cached ids first (add skips an id already there) and then tell the server; a refusal undoes the
 * local change. The server answers the whole list, which replaces the cached one unless another
 * toggle has happened since (its own answer is then the one to keep).
 */
export function createFavouriteToggle(client: QueryClient, options: ToggleOptions = {}) {
  const now = options.now ?? Date.now;
  const idsKey = favouriteIdsQueryOptions().queryKey;
  let lastAt = Number.NEGATIVE_INFINITY;
  let sequence = 0;

  const update = (change: (ids: string[]) => string[]) =>
    client.setQueryData(idsKey, (ids) => change(ids ?? []));
  const withId = (nodeId: string) => (ids: string[]) => (ids.includes(nodeId) ? ids : [nodeId, ...ids]);
  const withoutId = (nodeId: string) => (ids: string[]) => ids.filter((id) => id !== nodeId);

  function send<T>(mutationFn: (variables: T) => Promise<string[]>, variables: T, undo: () => void) {
    const mine = ++sequence;
    // Through the mutation cache, so a lost session is handled like any other member call.
    new MutationObserver(client, { mutationFn })
      .mutate(variables)
      .then(
        (ids) => {
          if (mine === sequence) client.setQueryData(idsKey, ids);
        },
        (error: unknown) => {
          undo();
          options.onError?.(error);
        },
      )
      .finally(() => void client.invalidateQueries({ queryKey: favouriteListsKey }));
  }

  return function toggle(game: FavouriteGame): ToggleOutcome {
    const at = now();
    if (at - lastAt < favouriteThrottleMs) return 'throttled';
    lastAt = at;
    const { nodeId } = game;
    if ((client.getQueryData(idsKey) ?? []).includes(nodeId)) {
      update(withoutId(nodeId));
      send(removeFavourite, { nodeId }, () => update(withId(nodeId)));
      return 'removed';
    }
    update(withId(nodeId));
    send(addFavourite, { nodeId, vendor: game.vassalage, gameType: game.gameType }, () =>
      update(withoutId(nodeId)),
    );
    return 'added';
  };
}

export type FavouriteToggle = ReturnType<typeof createFavouriteToggle>;
