import type { Banner } from '@lobby/contract/content';
import { LazyImage } from '@/components/ui/lazy-image';
import { BannerLink } from './banner-link';
import './left-menu-banner.css';

/** The first w_leftmenu banner, at the foot of the side menu. */
export function LeftMenuBanner({ banners }: { banners: Banner[] | undefined }) {
  const banner = banners?.[0];
  if (!banner) return null;
  return (
    <BannerLink banner={banner} className="left-menu-banner">
      <LazyImage src={banner.url} alt={banner.title} ratio="16 / 5" />
    </BannerLink>
  );
}
