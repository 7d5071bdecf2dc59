import type { Game } from '@lobby/contract/games';
import { useTranslation } from 'react-i18next';
import { GameCard } from './game-card';
import './game-grid.css';

type GameGridProps = {
  games: Game[] | undefined;
  onSelect: (game: Game) => void;
  /** Boxes shown while the first page loads, so the layout does not jump. */
  skeletonCount?: number;
  compact?: boolean;
};

export function GameGrid({ games, onSelect, skeletonCount = 12, compact = false }: GameGridProps) {
  const { t } = useTranslation();
  const className = `game-grid${compact ? ' game-grid--compact' : ''}`;
  if (!games) {
    return (
      <div className={className} aria-busy="true">
        {Array.from({ length: skeletonCount }, (_, i) => (
          <span key={i} className="game-grid__skeleton" />
        ))}
      </div>
    );
  }
  if (games.length === 0) return <p className="game-grid__empty">{t('games.empty')}</p>;
  return (
    <ul className={className}>
      {games.map((game) => (
        <li key={game.nodeId}>
          <GameCard game={game} onSelect={onSelect} />
        </li>
      ))}
    </ul>
  );
}
