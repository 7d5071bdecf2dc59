import type { Game } from '@lobby/contract/games';
import { useTranslation } from 'react-i18next';
import { Carousel } from '@/components/ui/carousel';
import { GameCard } from './game-card';
import './hot-games-carousel.css';

/** Spec §2: 6 slides, autoplay every 1200 ms at 1100 ms speed, arrows only beyond 7 games. */
const hotCarousel = { autoplayMs: 1200, speedMs: 1100, arrowsAbove: 7 } as const;

type HotGamesCarouselProps = { games: Game[]; onSelect: (game: Game) => void; label: string };

export function HotGamesCarousel({ games, onSelect, label }: HotGamesCarouselProps) {
  const { t } = useTranslation();
  return (
    <Carousel
      label={label || t('category.HOT')}
      className="hot-carousel"
      autoplayMs={hotCarousel.autoplayMs}
      speedMs={hotCarousel.speedMs}
      arrows={games.length > hotCarousel.arrowsAbove}
      loop={games.length > 6}
    >
      {games.map((game) => (
        <GameCard key={game.nodeId} game={game} onSelect={onSelect} />
      ))}
    </Carousel>
  );
}
