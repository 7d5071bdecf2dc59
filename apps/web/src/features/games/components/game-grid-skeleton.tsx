import './game-grid.css';

type GameGridSkeletonProps = { count: number; compact?: boolean };

/** Boxes shown while games load, so the layout does not jump; the home page shows it before its lobby code arrives. */
export function GameGridSkeleton({ count, compact = false }: GameGridSkeletonProps) {
  return (
    <div className={`game-grid${compact ? ' game-grid--compact' : ''}`} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className="game-grid__skeleton" />
      ))}
    </div>
  );
}
