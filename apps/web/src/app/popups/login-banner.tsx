import { LazyImage } from '@/components/ui/lazy-image';
import { useBanners } from '@/features/banners/api/get-banners';
import { useLanguage } from '@/lib/i18n';

/** The w_login banner across the top of the login and register popups. */
export function LoginBanner() {
  const banner = useBanners('w_login', useLanguage()).data?.[0];
  if (!banner) return null;
  return (
    <div className="auth-popup__banner">
      <LazyImage src={banner.url} alt={banner.title} ratio="16 / 5" eager />
    </div>
  );
}
