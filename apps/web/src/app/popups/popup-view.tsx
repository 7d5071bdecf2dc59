import { lazy, type ComponentProps } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLocation } from 'react-router';
import { useLogout } from '@/features/account/api/logout';
import { registerOffer } from '@lobby/contract/system';
import type { LoggedIn } from '@/features/auth/login-outcome';
import { useBrand } from '@/features/system/api/get-brand';
import { useCountries } from '@/features/system/api/get-countries';
import { usePermission } from '@/features/system/api/get-permission';
import { useValidationRules } from '@/features/system/api/get-validation-rules';
import { useWhitelabelFlag } from '@/features/system/hooks/use-whitelabel-flag';
import { readerExecutions } from '@/features/announcements/api/get-announcements';
import { useLanguage } from '@/lib/i18n';
import { useIsLoggedIn } from '@/lib/session';
import { closePopup, openPopup, type Popup } from '@/lib/popup-store';
import { afterLogin, passwordChanged } from '../after-login';
import { memberPages } from '../member-pages';

/* The root route reaches the auth startup through this chunk, which it already knows how to load. */
export { startAuth } from '../after-login';
import { navigateTo } from '../navigation';
import { memberPagePath } from '../paths';
import { LoginBanner, useLoginBannerSettled } from './login-banner';
import { PopupLoading } from './popup-loading';

/*
 * Each popup's code (forms, validation, the QR library) is its own chunk, fetched when first opened.
 * This module, which wires them to the data they need, is itself loaded by PopupHost only once a
 * popup opens, so none of it weighs on the home page's first download.
 */
const AppDownloadPopup = lazy(() => import('@/features/app-download/components/app-download-popup'));
const LoginPopup = lazy(() =>
  import('@/features/auth/components/login-popup').then((m) => ({ default: m.LoginPopup })),
);
const RegisterPopup = lazy(() =>
  import('@/features/auth/components/register-popup').then((m) => ({ default: m.RegisterPopup })),
);
const ForgotPasswordPopup = lazy(() =>
  import('@/features/auth/components/forgot-password-popup').then((m) => ({
    default: m.ForgotPasswordPopup,
  })),
);
const ChangePasswordPopup = lazy(() =>
  import('@/features/auth/components/change-password-popup').then((m) => ({
    default: m.ChangePasswordPopup,
  })),
);
const ResetPasswordPopup = lazy(() =>
  import('@/features/auth/components/reset-password-popup').then((m) => ({
    default: m.ResetPasswordPopup,
  })),
);
const HelpPopup = lazy(() =>
  import('@/features/help/components/help-popup').then((m) => ({ default: m.HelpPopup })),
);
const NoticePopup = lazy(() =>
  import('@/features/announcements/components/notice-popup').then((m) => ({ default: m.NoticePopup })),
);
const AnnouncementsPopup = lazy(() => import('@/features/announcements/components/announcements-popup'));
const PublicPopup = lazy(() =>
  import('@/features/announcements/components/public-popup').then((m) => ({ default: m.PublicPopup })),
);
const FeedbackPopup = lazy(() =>
  import('@/features/feedback/components/feedback-popup').then((m) => ({ default: m.FeedbackPopup })),
);
/* With the favourites and launch wiring it needs, which the other popups do not. */
const VendorGamesContainer = lazy(() => import('./vendor-games-container'));

function usePasswordBounds() {
  const register = usePermission().data?.info.register;
  return {
    passwordMinLength: register?.passwordMinLength ?? 6,
    passwordMaxLength: register?.passwordMaxLength ?? 20,
  };
}

function RegisterContainer({
  referralCode,
  affiliateCode,
  onClose,
  onDone,
}: {
  referralCode?: string;
  affiliateCode?: string;
  onClose: () => void;
  onDone: (result: LoggedIn) => void;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  // Product §4: /register?affiliateCode= carries an agent's invitation code, which the popup checks.
  const codeInAddress = pathname === '/register' ? new URLSearchParams(search).get('affiliateCode') : null;
  const info = usePermission().data?.info;
  const settings = info?.register;
  const rules = useValidationRules().data;
  const countries = useCountries().data ?? [];
  const bannerSettled = useLoginBannerSettled();
  if (!info || !settings || !rules || !bannerSettled) {
    return <PopupLoading title={t('register.title')} onClose={onClose} />;
  }
  return (
    <RegisterPopup
      settings={settings}
      offer={registerOffer(settings, info.whitelabel)}
      rules={rules}
      countries={countries}
      referralCode={referralCode}
      affiliateCode={affiliateCode ?? codeInAddress ?? undefined}
      onClose={onClose}
      onRegistered={onDone}
      banner={<LoginBanner />}
    />
  );
}

/** The login popup, once its banner's call has answered (so it opens at its full size). */
function LoginContainer(props: ComponentProps<typeof LoginPopup>) {
  return useLoginBannerSettled() ? <LoginPopup {...props} /> : null;
}

/**
 * Product §2: the announcements' reward action opens the reward centre, offered only once the member
 * centre has that page (decision 0231): never a link to a page that does not exist.
 */
function AnnouncementsContainer({ onClose }: { onClose: () => void }) {
  const language = useLanguage();
  const loggedIn = useIsLoggedIn();
  const rewardCentre = loggedIn && memberPages.rewardCenter !== undefined;
  return (
    <AnnouncementsPopup
      language={language}
      executions={readerExecutions(loggedIn)}
      onReward={
        rewardCentre
          ? () => {
              closePopup();
              navigateTo(memberPagePath('rewardCenter'));
            }
          : undefined
      }
      onClose={onClose}
    />
  );
}

function AppDownloadContainer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const brand = useBrand().data;
  if (!brand) return <PopupLoading title={t('appDownload.short')} onClose={onClose} />;
  return (
    <AppDownloadPopup
      ios={brand.appDownload.ios}
      android={brand.appDownload.android}
      brandName={brand.name}
      onClose={onClose}
    />
  );
}

export default function PopupView({
  popup,
  onClose,
  onDone,
}: {
  popup: Popup;
  onClose: () => void;
  onDone: () => void;
}) {
  const language = useLanguage();
  const countries = useCountries().data ?? [];
  const smsLogin = useWhitelabelFlag('MOBILEVERCODELOGIN3');
  const freePlay = useWhitelabelFlag('FREEPLAY3');
  const passwordBounds = usePasswordBounds();
  const logOut = useLogout();

  /** Product §4: the popup closes (free play, registration and a reset go to /), then what a login brings. */
  function loggedIn(result: LoggedIn) {
    if (['free-play', 'register', 'reset'].includes(result.source)) onDone();
    else onClose();
    afterLogin(result);
  }

  switch (popup.name) {
    case 'login':
      return (
        <LoginContainer
          // A second factor handed over while the popup is open starts it afresh at that step.
          key={popup.pending?.challenge.ticket ?? 'login'}
          smsEnabled={smsLogin}
          freePlayEnabled={freePlay}
          countries={countries}
          initialUsername={popup.username}
          pending={popup.pending}
          onClose={onClose}
          banner={<LoginBanner />}
          onLoggedIn={loggedIn}
        />
      );
    case 'register':
      return (
        <RegisterContainer
          referralCode={popup.referralCode}
          affiliateCode={popup.affiliateCode}
          onClose={onClose}
          onDone={loggedIn}
        />
      );
    case 'forgot-password':
      return (
        <ForgotPasswordPopup
          countries={countries}
          settings={passwordBounds}
          onClose={onClose}
          onLoggedIn={loggedIn}
        />
      );
    case 'reset-password':
      return (
        <ResetPasswordPopup
          token={popup.token}
          settings={passwordBounds}
          onClose={onClose}
          onReset={(account) => openPopup({ name: 'login', username: account })}
        />
      );
    case 'change-password':
      return (
        <ChangePasswordPopup
          reason={popup.reason}
          forced={popup.forced}
          settings={passwordBounds}
          onClose={onClose}
          onLogout={() => {
            logOut();
            closePopup();
          }}
          onChanged={() => {
            if (popup.next && popup.next !== '/') {
              closePopup();
              navigateTo(popup.next);
            } else {
              onDone();
            }
            passwordChanged(popup);
          }}
        />
      );
    case 'help':
      return <HelpPopup language={language} slug={popup.slug} onClose={onClose} />;
    case 'notice':
      return <NoticePopup notice={popup.announcement} onClose={onClose} />;
    case 'public':
      return <PublicPopup announcements={popup.announcements} onClose={onClose} />;
    case 'announcements':
      return <AnnouncementsContainer onClose={onClose} />;
    case 'app-download':
      return <AppDownloadContainer onClose={onClose} />;
    case 'feedback':
      return <FeedbackPopup onClose={onClose} />;
    case 'vendor-games':
      return <VendorGamesContainer vendor={popup.vendor} onClose={onClose} />;
  }
}
