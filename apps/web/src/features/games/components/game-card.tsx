import type { Game } from '@lobby/contract/games';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '@/components/ui/lazy-image';
import './game-card.css';

type GameCardProps = { game: Game; onSelect: (game: Game) => void };

export function GameCard({ game, onSelect }: GameCardProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="game-card"
      onClick={() => onSelect(game)}
      title={t('games.playGame', { name: game.gameName, vendor: game.displayName })}
    >
      <span className="game-card__media">
        {/* The name is written under the art, so the art itself is decorative for screen readers. */}
        <LazyImage src={game.iconUrl} alt="" ratio="1 / 1" />
        <span className="game-card__badges">
          {game.isHot === 1 && <span className="badge badge--hot">{t('games.hot')}</span>}
          {game.isNew === 1 && <span className="badge badge--new">{t('games.new')}</span>}
        </span>
        <span className="game-card__play" aria-hidden="true">
          {t('games.play')}
        </span>
      </span>
      <span className="game-card__name">{game.gameName}</span>
      <span className="game-card__vendor">{game.displayName}</span>
    </button>
  );
}
