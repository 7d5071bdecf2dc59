import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingCover } from '@/components/ui/loading-cover';
import { useLocation, useNavigate } from 'react-router';
import { useBrand } from '@/features/system/api/get-brand';
import { useCountries } from '@/features/system/api/get-countries';
import { usePermission } from '@/features/system/api/get-permission';
import { useValidationRules } from '@/features/system/api/get-validation-rules';
import { useWhitelabelFlag } from '@/features/system/hooks/use-whitelabel-flag';
import { useLanguage } from '@/lib/i18n';
import { closePopup, openPopup, usePopup, type Popup } from '@/lib/popup-store';
import { LoginBanner } from './login-banner';
import { PopupLoading } from './popup-loading';
import './popup-host.css';

/*
 * Popups open on demand, so their code (forms, validation, the QR library) is fetched when first
 * opened rather than with the home page.
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
const HelpPopup = lazy(() =>
  import('@/features/help/components/help-popup').then((m) => ({ default: m.HelpPopup })),
);
const NoticePopup = lazy(() =>
  import('@/features/announcements/components/notice-popup').then((m) => ({ default: m.NoticePopup })),
);
const PublicPopup = lazy(() =>
  import('@/features/announcements/components/public-popup').then((m) => ({ default: m.PublicPopup })),
);

/** Routes that exist only to open a popup over the home page; closing it returns to /. */
const popupRoutes = ['/login', '/register', '/help'];

function usePasswordBounds() {
  const register = usePermission().data?.info.register;
  return {
    passwordMinLength: register?.passwordMinLength ?? 6,
    passwordMaxLength: register?.passwordMaxLength ?? 20,
  };
}

function RegisterContainer({
  referralCode,
  onClose,
  onDone,
}: {
  referralCode?: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const settings = usePermission().data?.info.register;
  const rules = useValidationRules().data;
  const countries = useCountries().data ?? [];
  if (!settings || !rules) return <PopupLoading title={t('register.title')} onClose={onClose} />;
  return (
    <RegisterPopup
      settings={settings}
      rules={rules}
      countries={countries}
      referralCode={referralCode}
      onClose={onClose}
      onRegistered={onDone}
      banner={<LoginBanner />}
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

function PopupView({ popup, onClose, onDone }: { popup: Popup; onClose: () => void; onDone: () => void }) {
  const language = useLanguage();
  const countries = useCountries().data ?? [];
  const smsLogin = useWhitelabelFlag('MOBILEVERCODELOGIN3');
  const passwordBounds = usePasswordBounds();
  switch (popup.name) {
    case 'login':
      return (
        <LoginPopup
          smsEnabled={smsLogin}
          countries={countries}
          onClose={onClose}
          banner={<LoginBanner />}
          onLoggedIn={(value) => {
            // Spec §4: an expired (or operator-set) password must be changed before playing.
            if (value.passwordExpired) openPopup({ name: 'change-password', reason: 'expired' });
            else onClose();
          }}
        />
      );
    case 'register':
      return <RegisterContainer referralCode={popup.referralCode} onClose={onClose} onDone={onDone} />;
    case 'forgot-password':
      return (
        <ForgotPasswordPopup
          countries={countries}
          settings={passwordBounds}
          onClose={onClose}
          onLoggedIn={onDone}
        />
      );
    case 'change-password':
      return (
        <ChangePasswordPopup
          reason={popup.reason}
          settings={passwordBounds}
          onClose={onClose}
          onChanged={onDone}
        />
      );
    case 'help':
      return <HelpPopup language={language} slug={popup.slug} onClose={onClose} />;
    case 'notice':
      return <NoticePopup notice={popup.announcement} onClose={onClose} />;
    case 'public':
      return <PublicPopup announcements={popup.announcements} onClose={onClose} />;
    case 'app-download':
      return <AppDownloadContainer onClose={onClose} />;
  }
}

/** Renders the popup that popup-store holds, wiring each feature's popup to the data it needs. */
export function PopupHost() {
  const popup = usePopup();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (!popup) return null;

  function leavePopupRoute() {
    if (popupRoutes.includes(pathname)) void navigate('/', { replace: true });
  }
  function onClose() {
    closePopup();
    leavePopupRoute();
  }
  /** After a successful login, registration or password change: spec §4 returns to /. */
  function onDone() {
    closePopup();
    if (pathname !== '/') void navigate('/', { replace: popupRoutes.includes(pathname) });
  }
  return (
    <Suspense fallback={<LoadingCover visible />}>
      <PopupView popup={popup} onClose={onClose} onDone={onDone} />
    </Suspense>
  );
}
