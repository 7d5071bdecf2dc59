import type { Country, RegisterSettingValue } from '@lobby/contract/system';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showDialog } from '@/components/ui/dialog-store';
import { PasswordField, TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { tabPanelProps, Tabs } from '@/components/ui/tabs';
import { showToast } from '@/components/ui/toast-store';
import { openPopup } from '@/lib/popup-store';
import { startSession } from '@/lib/session';
import { useForgotPasswordByEmail } from '../api/forgot-password-by-email';
import { useLogin } from '../api/login';
import { useResetPasswordByMobile } from '../api/reset-password-by-mobile';
import { useFormValues } from '../hooks/use-form-values';
import { useGuardedSubmit } from '../hooks/use-guarded-submit';
import { useSmsCodeSender } from '../hooks/use-sms-code-sender';
import { useProblemMessage } from '../hooks/use-problem-message';
import { checkConfirmation, checkMobile, checkValue, hasProblems, trimAll } from '../validation';
import { MobileNumberField } from './mobile-number-field';
import { SmsCodeButton } from './sms-code-button';
import './auth-popup.css';

type ForgotTab = 'email' | 'mobile';

type ForgotPasswordPopupProps = {
  countries: Country[];
  settings: Pick<RegisterSettingValue, 'passwordMinLength' | 'passwordMaxLength'>;
  onClose: () => void;
  /** After a reset by phone the member is logged in with the new password (spec §4). */
  onLoggedIn: () => void;
};

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function ForgotPasswordPopup({ countries, settings, onClose, onLoggedIn }: ForgotPasswordPopupProps) {
  const { t } = useTranslation();
  const message = useProblemMessage();
  const run = useGuardedSubmit();
  const byEmail = useForgotPasswordByEmail();
  const byMobile = useResetPasswordByMobile();
  const login = useLogin();
  const [tab, setTab] = useState<ForgotTab>('email');
  const [dialingCode, setDialingCode] = useState(countries[0]?.countryDialingCode ?? '');
  const form = useFormValues({
    username: '',
    email: '',
    mobile: '',
    code: '',
    newPassword: '',
    confirmPassword: '',
  });
  const { problems, setProblems } = form;
  const passwordRule = {
    enabled: true,
    required: true,
    acceptedPattern: '*',
    patternId: 'pattern_any',
    minLength: settings.passwordMinLength,
    maxLength: settings.passwordMaxLength,
  };

  async function submitEmail() {
    const values = trimAll(form.values);
    const found = {
      username: checkValue(values.username, true),
      email:
        checkValue(values.email, true) ??
        (emailPattern.test(values.email)
          ? null
          : { kind: 'pattern' as const, patternId: 'pattern_email', min: 5, max: 64 }),
    };
    setProblems(found);
    if (hasProblems(found)) return;
    const sent = await run(() => byEmail.mutateAsync({ username: values.username, email: values.email }));
    if (sent === undefined) return;
    onClose();
    void showDialog({ icon: 'success', message: t('forgot.emailSent') });
  }

  async function submitMobile() {
    const values = trimAll(form.values);
    const found = {
      mobile: checkMobile(values.mobile),
      code: checkValue(values.code, true),
      newPassword: checkValue(form.values.newPassword, true, passwordRule),
      confirmPassword: checkConfirmation(form.values.newPassword, form.values.confirmPassword),
    };
    setProblems(found);
    if (hasProblems(found)) return;
    const reset = await run(() =>
      byMobile.mutateAsync({
        newPassword: form.values.newPassword,
        mobileNum: values.mobile,
        verificationCode: values.code,
        countryDialingCode: dialingCode,
      }),
    );
    if (reset === undefined) return;
    const session = await run(() =>
      login.mutateAsync({
        username: values.mobile,
        password: form.values.newPassword,
        type: 'username',
        countryDialingCode: dialingCode,
      }),
    );
    if (!session) return;
    startSession(session.token, values.mobile);
    showToast(t('forgot.resetDone'), 'success');
    onLoggedIn();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void (tab === 'email' ? submitEmail() : submitMobile());
  }

  const smsCode = useSmsCodeSender({
    purpose: 'forgot-password',
    countryDialingCode: dialingCode,
    mobile: form.values.mobile,
    onMobileProblem: (mobile) => setProblems((current) => ({ ...current, mobile })),
  });

  return (
    <Modal title={t('forgot.title')} onClose={onClose} size="small" className="auth-popup">
      <Tabs
        label={t('forgot.method')}
        idPrefix="forgot-tabs"
        items={[
          { id: 'email', label: t('forgot.byEmail') },
          { id: 'mobile', label: t('forgot.byMobile') },
        ]}
        value={tab}
        onChange={(next) => {
          setTab(next);
          setProblems({});
        }}
      />
      <form
        className="form auth-popup__form"
        onSubmit={onSubmit}
        noValidate
        {...tabPanelProps('forgot-tabs', tab)}
      >
        {tab === 'email' ? (
          <>
            <p className="auth-popup__note">{t('forgot.emailIntro')}</p>
            <TextField
              label={t('auth.username')}
              icon="user"
              autoComplete="username"
              error={message(problems.username)}
              {...form.field('username')}
            />
            <TextField
              label={t('register.email')}
              icon="mail"
              type="email"
              inputMode="email"
              autoComplete="email"
              error={message(problems.email)}
              {...form.field('email')}
            />
          </>
        ) : (
          <>
            <MobileNumberField
              countries={countries}
              countryDialingCode={dialingCode}
              onCountryChange={setDialingCode}
              error={message(problems.mobile)}
              {...form.field('mobile')}
            />
            <TextField
              label={t('auth.smsCode')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              error={message(problems.code)}
              addon={<SmsCodeButton send={smsCode.send} canSend={smsCode.canSend} />}
              {...form.field('code')}
            />
            <PasswordField
              label={t('forgot.newPassword')}
              autoComplete="new-password"
              maxLength={settings.passwordMaxLength}
              error={message(problems.newPassword)}
              {...form.field('newPassword')}
            />
            <PasswordField
              label={t('register.confirmPassword')}
              autoComplete="new-password"
              maxLength={settings.passwordMaxLength}
              error={message(problems.confirmPassword)}
              {...form.field('confirmPassword')}
            />
          </>
        )}
        <button type="submit" className="btn btn--gold btn--block">
          {tab === 'email' ? t('forgot.sendEmail') : t('forgot.reset')}
        </button>
      </form>
      <p className="auth-popup__switch">
        <button type="button" className="link-btn" onClick={() => openPopup({ name: 'login' })}>
          {t('forgot.backToLogin')}
        </button>
      </p>
    </Modal>
  );
}
