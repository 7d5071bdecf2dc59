import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAnnouncements } from '@/features/announcements/api/get-announcements';
import { NoticeMarquee } from '@/features/announcements/components/notice-marquee';
import { useBanners } from '@/features/banners/api/get-banners';
import { BannerCarousel } from '@/features/banners/components/banner-carousel';
import { useGameVendors } from '@/features/games/api/get-game-vendors';
import { GameGridSkeleton } from '@/features/games/components/game-grid-skeleton';
import { usePromotions } from '@/features/promotions/api/get-promotions';
import { PromotionCarousel } from '@/features/promotions/components/promotion-carousel';
import { useBrand } from '@/features/system/api/get-brand';
import { usePermission } from '@/features/system/api/get-permission';
import { useLanguage } from '@/lib/i18n';
import { openPopup } from '@/lib/popup-store';
import { useIsLoggedIn } from '@/lib/session';
import { useBootDone } from '../boot-frame';
import { usePublicPopup } from './use-public-popup';
import './home-page.css';

/*
 * The lobby's sections are not part of the first paint: they appear one by one (spec §2: every
 * 300 ms) once the browser is idle after it. So their code is not in the first download either; it
 * is fetched as the page first renders, while the first screen paints.
 */
const HomeLobby = lazy(() => import('./home-lobby'));

/** /login, /register and /help are the home page with a popup open over it (spec §2). */
function useRoutePopup(): void {
  const location = useLocation();
  useEffect(() => {
    if (location.pathname === '/login') openPopup({ name: 'login' });
    if (location.pathname === '/register') {
      const referralCode = new URLSearchParams(location.search).get('referralCode') ?? undefined;
      openPopup({ name: 'register', referralCode });
    }
    if (location.pathname === '/help') {
      openPopup({ name: 'help', slug: decodeURIComponent(location.hash.slice(1)) || undefined });
    }
  }, [location]);
}

export function HomePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const loggedIn = useIsLoggedIn();
  const brand = useBrand().data;
  const bannersQuery = useBanners('w_home', language);
  const banners = bannersQuery.data;
  useBootDone(!bannersQuery.isPending);
  const notices =
    useAnnouncements({ types: ['B'], execution: loggedIn ? 'A' : 'B', language }).data?.list ?? [];
  const promotions = usePromotions(language).data;
  const lanes = useGameVendors(language).data?.data.lanes;
  const whitelabel = usePermission().data?.info.whitelabel;
  useRoutePopup();
  usePublicPopup(language, loggedIn);

  return (
    <div className="home">
      <h1 className="visually-hidden">{t('home.title', { brand: brand?.name ?? '' })}</h1>
      <BannerCarousel banners={banners} />
      <NoticeMarquee
        notices={notices}
        onOpen={(notice) => openPopup({ name: 'notice', announcement: notice })}
      />
      <PromotionCarousel promotions={promotions} />
      {/* Reserves a screen's height so sections arriving one by one never pull the footer into view. */}
      <div className="home__lobby">
        {lanes && whitelabel ? (
          <Suspense fallback={null}>
            <HomeLobby
              language={language}
              merchantCode={brand?.merchantCode}
              lanes={lanes}
              whitelabel={whitelabel}
            />
          </Suspense>
        ) : (
          <GameGridSkeleton count={6} compact />
        )}
      </div>
    </div>
  );
}
