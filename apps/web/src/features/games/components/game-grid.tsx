import type { Game } from '@lobby/contract/games';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { FavouriteControl } from '../favourite-control';
import { GameCard } from './game-card';
import { GameGridSkeleton } from './game-grid-skeleton';
import { GameRow } from './game-row';
import './game-grid.css';

type GameGridProps = {
  games: Game[] | undefined;
  onSelect: (game: Game) => void;
  favourites?: FavouriteControl;
  /** An extra line for a game's card (card rooms: players and rooms). */
  detailOf?: (game: Game) => ReactNode;
  /** Boxes shown while the first page loads, so the layout does not jump. */
  skeletonCount?: number;
  /** A lobby row: one line of tiles scrolling sideways (GameRow) instead of wrapping rows. */
  compact?: boolean;
  /** What an empty list says; a search that matched nothing by default. */
  empty?: ReactNode;
};

export function GameGrid({
  games,
  onSelect,
  favourites,
  detailOf,
  skeletonCount = 12,
  compact = false,
  empty,
}: GameGridProps) {
  const { t } = useTranslation();
  /*
   * Games arrive through the query library's store, whose updates React renders at once, in one
   * task. The cards render from a deferred copy instead, in slices the browser can interrupt, with
   * the skeleton (the same size) until they are ready.
   */
  const shown = useDeferredValue<Game[] | null | undefined>(games, null);
  if (!shown) return <GameGridSkeleton count={skeletonCount} compact={compact} />;
  if (shown.length === 0) return <div className="game-grid__empty">{empty ?? t('games.empty')}</div>;
  const cards = shown.map((game) => (
    <li key={game.nodeId}>
      <GameCard game={game} onSelect={onSelect} favourites={favourites} detail={detailOf?.(game)} />
    </li>
  ));
  if (compact) return <GameRow>{cards}</GameRow>;
  return <ul className="game-grid">{cards}</ul>;
}
