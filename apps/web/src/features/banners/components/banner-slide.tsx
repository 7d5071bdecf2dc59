import type { Banner } from '@lobby/contract/content';
import { useTranslation } from '@/lib/use-translation';
import { LazyImage } from '@/components/ui/lazy-image';
import { BannerLink, bannerTarget } from './banner-link';

/** The generated banner art is 1920 × 600. */
export const bannerRatio = '16 / 5';

const ctaKey = {
  PROMOTION: 'banners.claim',
  ROUTE: 'banners.playNow',
  URL: 'banners.learnMore',
} as const;

type BannerSlideProps = { banner: Banner; priority: boolean };

/**
 * One home banner: the server's key visual with the site's own call to action over its lower corner. The
 * button is a real, translated link; its ::after stretches over the slide, so the whole picture stays
 * clickable without a second link to the same place.
 */
export function BannerSlide({ banner, priority }: BannerSlideProps) {
  const { t } = useTranslation();
  const target = bannerTarget(banner);
  const cta = target && banner.linkageType !== 'NONE' ? t(ctaKey[banner.linkageType]) : null;
  return (
    <div className="banner-slide">
      {/* With a call to action the link carries the title, so the picture would only repeat it. */}
      <LazyImage src={banner.url} alt={cta ? '' : banner.title} ratio={bannerRatio} priority={priority} />
      {cta && (
        <div className="banner-slide__overlay">
          {/* The name starts with the visible words (WCAG 2.5.3) and says which banner it belongs to. */}
          <BannerLink banner={banner} className="banner-slide__cta" label={`${cta}: ${banner.title}`}>
            {cta}
          </BannerLink>
        </div>
      )}
    </div>
  );
}
