import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@/features/system/api/get-brand';
import { useCountries } from '@/features/system/api/get-countries';
import { usePermission } from '@/features/system/api/get-permission';
import { useValidationRules } from '@/features/system/api/get-validation-rules';
import { useWhitelabelFlag } from '@/features/system/hooks/use-whitelabel-flag';
import { useLanguage } from '@/lib/i18n';
import { openPopup, type Popup } from '@/lib/popup-store';
import { LoginBanner } from './login-banner';
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
const HelpPopup = lazy(() =>
  import('@/features/help/components/help-popup').then((m) => ({ default: m.HelpPopup })),
);
const NoticePopup = lazy(() =>
  import('@/features/announcements/components/notice-popup').then((m) => ({ default: m.NoticePopup })),
);
const PublicPopup = lazy(() =>
  import('@/features/announcements/components/public-popup').then((m) => ({ default: m.PublicPopup })),
);

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
