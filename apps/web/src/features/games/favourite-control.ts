import type { Game } from '@lobby/contract/games';

/**
 * What a game card needs to show and toggle its heart. Favourites are their own feature, so the
 * screens in app/ build this (with the login check) and hand it down.
 */
export type FavouriteControl = {
  isFavourite: (nodeId: string) => boolean;
  toggle: (game: Game) => void;
};
