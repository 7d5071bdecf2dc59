import type { Game, GameCategory } from '@lobby/contract/games';

/** Product §9 'Game selection tabs: NEW, FAV, ALL, HOT, RECENT', in that order; ALL is the default. */
export const gameTabs = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'] as const;
export type GameTab = (typeof gameTabs)[number];

/** The tabs listing the member's own games; they need a login. */
export type PersonalTab = Extract<GameTab, 'FAV' | 'RECENT'>;
export const isPersonalTab = (tab: GameTab): tab is PersonalTab => tab === 'FAV' || tab === 'RECENT';

export function readTab(value: string | null): GameTab {
  return gameTabs.find((tab) => tab === value) ?? 'ALL';
}

export type ListFilter = { gameType: GameCategory; vassalage?: string; name?: string };

/**
 * Whether a game belongs on a list page: its category (the chosen vendor's, BGS for the in-house
 * vendor), its vendor when one is chosen, and a name containing the search text (any case).
 */
export function matchesListFilter(game: Game, filter: ListFilter): boolean {
  if (game.gameType !== filter.gameType) return false;
  if (filter.vassalage && game.vassalage !== filter.vassalage) return false;
  const name = filter.name?.trim().toLocaleLowerCase();
  return !name || game.gameName.toLocaleLowerCase().includes(name);
}

/** One page of a list held whole in the browser. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number) {
  return {
    items: items.slice((page - 1) * pageSize, page * pageSize),
    totalPages: Math.ceil(items.length / pageSize),
  };
}
