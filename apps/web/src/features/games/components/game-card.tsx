import type { Game } from '@lobby/contract/games';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { LazyImage } from '@/components/ui/lazy-image';
import type { FavouriteControl } from '../favourite-control';
import './game-card.css';

type GameCardProps = {
  game: Game;
  onSelect: (game: Game) => void;
  favourites?: FavouriteControl;
  /** A line under the vendor's name, such as a card game's players and rooms. */
  detail?: ReactNode;
};

/* Drawn here rather than in the shared icon set: only game cards use it, and they load after the first screen. */
function HeartIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 20.5S3.5 15.3 3.5 9.2A4.7 4.7 0 0 1 12 6.4a4.7 4.7 0 0 1 8.5 2.8c0 6.1-8.5 11.3-8.5 11.3Z" />
    </svg>
  );
}

export function GameCard({ game, onSelect, favourites, detail }: GameCardProps) {
  const { t } = useTranslation();
  const favourite = favourites?.isFavourite(game.nodeId) ?? false;
  return (
    <div className="game-card">
      <button
        type="button"
        className="game-card__open"
        onClick={() => onSelect(game)}
        title={t('games.playGame', { name: game.gameName, vendor: game.displayName })}
      >
        <span className="game-card__media">
          {/* The art holds no words (the server draws motifs only); the name is written under it, so it
              translates and the picture is decorative for screen readers. Portrait 3:4, sized before it loads. */}
          <LazyImage src={game.iconUrl} alt="" ratio="3 / 4" />
          <span className="game-card__badges">
            {game.isHot === 1 && <span className="badge badge--hot">{t('games.hot')}</span>}
            {game.isNew === 1 && <span className="badge badge--new">{t('games.new')}</span>}
          </span>
          <span className="game-card__play" aria-hidden="true">
            {t('games.play')}
          </span>
        </span>
        {/* Operator text: dir="auto" keeps a Latin name whole and cut at its own end inside Urdu pages. */}
        <span className="game-card__name" dir="auto">
          {game.gameName}
        </span>
        <span className="game-card__vendor" dir="auto">
          {game.displayName}
        </span>
        {detail && <span className="game-card__detail">{detail}</span>}
      </button>
      {favourites && (
        <button
          type="button"
          className="game-card__favourite"
          aria-pressed={favourite}
          aria-label={t('games.favourite', { name: game.gameName })}
          title={t(favourite ? 'games.removeFavourite' : 'games.addFavourite')}
          onClick={() => favourites.toggle(game)}
        >
          <HeartIcon />
        </button>
      )}
    </div>
  );
}
