import type { Game } from '@lobby/contract/games';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { FavouriteControl } from '../favourite-control';
import { GameCard } from './game-card';
import { GameGridSkeleton } from './game-grid-skeleton';
import './game-grid.css';

type GameGridProps = {
  games: Game[] | undefined;
  onSelect: (game: Game) => void;
  favourites?: FavouriteControl;
  /** An extra line for a game's card (card rooms: players and rooms). */
  detailOf?: (game: Game) => ReactNode;
  /** Boxes shown while the first page loads, so the layout does not jump. */
  skeletonCount?: number;
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
  if (!games) return <GameGridSkeleton count={skeletonCount} compact={compact} />;
  if (games.length === 0) return <div className="game-grid__empty">{empty ?? t('games.empty')}</div>;
  return (
    <ul className={`game-grid${compact ? ' game-grid--compact' : ''}`}>
      {games.map((game) => (
        <li key={game.nodeId}>
          <GameCard game={game} onSelect={onSelect} favourites={favourites} detail={detailOf?.(game)} />
        </li>
      ))}
    </ul>
  );
}
