import { LazyImage } from '@/components/ui/lazy-image';
import { useBanners } from '@/features/banners/api/get-banners';
import { useLanguage } from '@/lib/i18n';

const useLoginBanners = () => useBanners('w_login', useLanguage());

/**
 * Whether the w_login banner's call has answered. The login and register popups open only then, at
 * their full size: a banner arriving after them grew the dialog and moved it (a layout shift).
 */
export function useLoginBannerSettled(): boolean {
  return !useLoginBanners().isPending;
}

/** The w_login banner across the top of the login and register popups. */
export function LoginBanner() {
  const banner = useLoginBanners().data?.[0];
  if (!banner) return null;
  return (
    <div className="auth-popup__banner">
      <LazyImage src={banner.url} alt={banner.title} ratio="16 / 5" eager />
    </div>
  );
}
