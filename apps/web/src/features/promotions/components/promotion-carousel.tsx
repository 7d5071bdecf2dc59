import type { Promotion } from '@lobby/contract/content';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { Carousel } from '@/components/ui/carousel';
import { LazyImage } from '@/components/ui/lazy-image';
import './promotion-carousel.css';

type PromotionCarouselProps = { promotions: Promotion[] | undefined };

/** Home promotion strip: three slides on desktop, each leading to its entry on /promotions. */
export function PromotionCarousel({ promotions }: PromotionCarouselProps) {
  const { t } = useTranslation();
  if (promotions && promotions.length === 0) return null;
  return (
    <section className="promotion-strip" aria-labelledby="home-promotions">
      <div className="promotion-strip__heading">
        <h2 id="home-promotions">{t('home.promotions')}</h2>
        <Link to="/promotions" className="promotion-strip__all">
          {t('common.viewAll')}
        </Link>
      </div>
      {promotions ? (
        <Carousel label={t('home.promotions')} className="promotion-carousel" arrows={promotions.length > 3}>
          {promotions.map((promotion) => (
            <Link key={promotion.id} to={`/promotions#${promotion.id}`} className="promotion-card">
              <LazyImage src={promotion.imageUrl} alt="" ratio="2 / 1" />
              <span className="promotion-card__text">
                <span className="promotion-card__title" dir="auto">
                  {promotion.title}
                </span>
                <span className="promotion-card__summary" dir="auto">
                  {promotion.summary}
                </span>
              </span>
            </Link>
          ))}
        </Carousel>
      ) : (
        <div className="promotion-carousel promotion-carousel--loading" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      )}
    </section>
  );
}
