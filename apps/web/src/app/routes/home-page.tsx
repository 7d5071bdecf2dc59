import type { Announcement } from '@lobby/contract/content';
import type { LanguageCode } from '@lobby/contract/languages';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLocation } from 'react-router';
import { readerExecutions, useAnnouncements } from '@/features/announcements/api/get-announcements';
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
import { memberPagePath } from '../paths';
import { useDocumentTitle } from '../use-document-title';
import { usePublicPopup } from './use-public-popup';
import './home-page.css';

/*
 * The lobby's sections are not part of the first paint: they appear one by one (product §2: every
 * 300 ms) once the browser is idle after it. So their code is not in the first download either; it
 * is fetched as the page first renders, while the first screen paints.
 */
const HomeLobby = lazy(() => import('./home-lobby'));

/*
 * The red envelope's announcement is a chunk of its own too: it is below the first screen's banner and
 * marquee, and the home route's first download stays within its budget (decision 0240).
 */
const RedEnvelopeBanner = lazy(() =>
  import('@/features/red-envelope/components/red-envelope-banner').then((m) => ({
    default: m.RedEnvelopeBanner,
  })),
);

/** /login, /register and /help are the home page with a popup open over it (product §2). */
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

/*
 * Each part of the page subscribes to its own data, so a call's answer re-renders that part alone:
 * on a phone, re-rendering the whole page for each of the first screen's half-dozen answers kept the
 * main thread busy in long stretches.
 */

function HomeTitle() {
  const { t } = useTranslation();
  const brand = useBrand().data;
  // The tab reads "Home · Brand" like every other page's, not index.html's placeholder.
  useDocumentTitle(t('nav.home'));
  return <h1 className="visually-hidden">{t('home.title', { brand: brand?.name ?? '' })}</h1>;
}

function HomeBanners({ language }: { language: LanguageCode }) {
  const banners = useBanners('w_home', language);
  // The server's first frame shows the first banner until this one is ready (app/boot-frame.ts), or
  // the call has failed once: the retries must not keep the frame over the page.
  useBootDone(!banners.isPending || banners.failureCount > 0);
  return <BannerCarousel banners={banners.data} />;
}

const openNotice = (notice: Announcement) => openPopup({ name: 'notice', announcement: notice });
const openAnnouncements = () => openPopup({ name: 'announcements' });

/** Product §2 marquee: a visitor's notices, or a member's, which add the members' own (decision 0230). */
function HomeNotices({ language, loggedIn }: { language: LanguageCode; loggedIn: boolean }) {
  const { data } = useAnnouncements({ types: ['B'], executions: readerExecutions(loggedIn), language });
  return (
    <NoticeMarquee notices={data?.list ?? noNotices} onOpen={openNotice} onShowAll={openAnnouncements} />
  );
}

const noNotices: Announcement[] = [];

const openLogin = () => openPopup({ name: 'login' });

/** The red envelope's announcement (decision 0240): a visitor's call to open one opens the login. */
function HomeRedEnvelope({ loggedIn }: { loggedIn: boolean }) {
  const symbol = useBrand().data?.currency.symbol ?? '';
  return (
    <Suspense fallback={null}>
      <RedEnvelopeBanner
        loggedIn={loggedIn}
        currencySymbol={symbol}
        bonusDetailsHref={memberPagePath('bonusDetails')}
        onSignIn={openLogin}
      />
    </Suspense>
  );
}

function HomePromotions({ language }: { language: LanguageCode }) {
  return <PromotionCarousel promotions={usePromotions(language).data} />;
}

function HomeLobbyArea({ language }: { language: LanguageCode }) {
  const brand = useBrand().data;
  const merchantCode = brand?.merchantCode;
  const lanes = useGameVendors(language).data?.data.lanes;
  const whitelabel = usePermission().data?.info.whitelabel;
  return (
    // Reserves a screen's height so sections arriving one by one never pull the footer into view.
    <div className="home__lobby">
      {lanes && whitelabel ? (
        <Suspense fallback={null}>
          <HomeLobby
            language={language}
            merchantCode={merchantCode}
            currencySymbol={brand?.currency.symbol}
            lanes={lanes}
            whitelabel={whitelabel}
          />
        </Suspense>
      ) : (
        <GameGridSkeleton count={6} compact />
      )}
    </div>
  );
}

function PublicPopupOpener({ language, loggedIn }: { language: LanguageCode; loggedIn: boolean }) {
  usePublicPopup(language, loggedIn);
  return null;
}

export function HomePage() {
  const language = useLanguage();
  const loggedIn = useIsLoggedIn();
  useRoutePopup();
  return (
    <div className="home">
      <HomeTitle />
      <HomeBanners language={language} />
      <div className="home__notices">
        <HomeNotices language={language} loggedIn={loggedIn} />
      </div>
      <div className="home__envelope">
        <HomeRedEnvelope loggedIn={loggedIn} />
      </div>
      <HomePromotions language={language} />
      <HomeLobbyArea language={language} />
      <PublicPopupOpener language={language} loggedIn={loggedIn} />
    </div>
  );
}
