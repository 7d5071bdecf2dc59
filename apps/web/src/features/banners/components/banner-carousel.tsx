import type { Banner } from '@lobby/contract/content';
import { useTranslation } from '@/lib/use-translation';
import { Carousel } from '@/components/ui/carousel';
import { BannerSlide } from './banner-slide';
import './banner-carousel.css';

/** Product §9: autoplay 5 s, 1 s transitions, looping when there is more than one banner. */
const bannerCarousel = { autoplayMs: 5000, speedMs: 1000 } as const;

type BannerCarouselProps = { banners: Banner[] | undefined };

export function BannerCarousel({ banners }: BannerCarouselProps) {
  const { t } = useTranslation();
  if (!banners) return <div className="banner-carousel banner-carousel--loading" aria-hidden="true" />;
  if (banners.length === 0) return null;
  const many = banners.length > 1;
  return (
    <Carousel
      label={t('home.banners')}
      className="banner-carousel"
      loop={many}
      autoplayMs={many ? bannerCarousel.autoplayMs : undefined}
      speedMs={bannerCarousel.speedMs}
      dots={many}
      arrows={many}
    >
      {banners.map((banner, index) => (
        <BannerSlide key={banner.id} banner={banner} priority={index === 0} />
      ))}
    </Carousel>
  );
}
