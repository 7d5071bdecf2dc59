import type { Game } from '@lobby/contract/games';
import { useTranslation } from '@/lib/use-translation';
import { Carousel } from '@/components/ui/carousel';
import type { FavouriteControl } from '../favourite-control';
import { GameCard } from './game-card';
import './hot-games-carousel.css';

/** Product §2: 6 slides, autoplay every 1200 ms at 1100 ms speed, arrows only beyond 7 games. */
export const hotCarousel = { slides: 6, autoplayMs: 1200, speedMs: 1100, arrowsAbove: 7 } as const;

type HotGamesCarouselProps = {
  games: Game[];
  onSelect: (game: Game) => void;
  favourites?: FavouriteControl;
  label: string;
};

export function HotGamesCarousel({ games, onSelect, favourites, label }: HotGamesCarouselProps) {
  const { t } = useTranslation();
  return (
    <Carousel
      label={label || t('category.HOT')}
      className="hot-carousel"
      autoplayMs={hotCarousel.autoplayMs}
      speedMs={hotCarousel.speedMs}
      arrows={games.length > hotCarousel.arrowsAbove}
      loop={games.length > hotCarousel.slides}
    >
      {games.map((game) => (
        <GameCard key={game.nodeId} game={game} onSelect={onSelect} favourites={favourites} />
      ))}
    </Carousel>
  );
}
