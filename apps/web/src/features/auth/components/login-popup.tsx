import type { Country } from '@lobby/contract/system';
import type { LoginValue } from '@lobby/contract/accounts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField, PasswordField, TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { tabPanelProps, Tabs } from '@/components/ui/tabs';
import { showToast } from '@/components/ui/toast-store';
import { openPopup } from '@/lib/popup-store';
import { startSession } from '@/lib/session';
import { useLogin } from '../api/login';
import { useFormValues } from '../hooks/use-form-values';
import { useGuardedSubmit } from '../hooks/use-guarded-submit';
import { useSmsCodeSender } from '../hooks/use-sms-code-sender';
import { useProblemMessage } from '../hooks/use-problem-message';
import { isRemembered, rememberedUsername, rememberLogin, rememberSmsLogin } from '../remember-me';
import { checkMobile, checkValue, hasProblems, trimAll } from '../validation';
import { MobileNumberField } from './mobile-number-field';
import { SmsCodeButton } from './sms-code-button';
import './auth-popup.css';

type LoginTab = 'username' | 'sms';

type LoginPopupProps = {
  /** Whitelabel MOBILEVERCODELOGIN3: offers the SMS-code tab. */
  smsEnabled: boolean;
  countries: Country[];
  onClose: () => void;
  /** Called after the session started, e.g. to open the change-password popup. */
  onLoggedIn: (value: LoginValue) => void;
  banner?: ReactNode;
};

export function LoginPopup({ smsEnabled, countries, onClose, onLoggedIn, banner }: LoginPopupProps) {
  const { t } = useTranslation();
  const message = useProblemMessage();
  const run = useGuardedSubmit();
  const login = useLogin();
  const [tab, setTab] = useState<LoginTab>('username');
  const [remember, setRemember] = useState(isRemembered);
  const [dialingCode, setDialingCode] = useState(countries[0]?.countryDialingCode ?? '');
  const form = useFormValues({ username: rememberedUsername(), password: '', mobile: '', code: '' });
  const { problems, setProblems } = form;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const values = trimAll(form.values);
    const found =
      tab === 'username'
        ? { username: checkValue(values.username, true), password: checkValue(form.values.password, true) }
        : { mobile: checkMobile(values.mobile), code: checkValue(values.code, true) };
    setProblems(found);
    if (hasProblems(found)) return;
    const request =
      tab === 'username'
        ? { username: values.username, password: form.values.password, type: 'username' as const }
        : {
            username: values.mobile,
            password: values.code,
            type: 'sms' as const,
            countryDialingCode: dialingCode,
          };
    const result = await run(() => login.mutateAsync(request));
    if (!result) return;
    startSession(result.token, request.username);
    if (tab === 'username') rememberLogin(remember, values.username);
    else rememberSmsLogin(remember, values.mobile, dialingCode);
    showToast(t('auth.loginSuccess'), 'success');
    onLoggedIn(result);
  }

  const smsCode = useSmsCodeSender({
    purpose: 'login',
    countryDialingCode: dialingCode,
    mobile: form.values.mobile,
    onMobileProblem: (mobile) => setProblems((current) => ({ ...current, mobile })),
  });

  return (
    <Modal title={t('auth.loginTitle')} onClose={onClose} size="small" className="auth-popup">
      {banner}
      {smsEnabled && (
        <Tabs
          label={t('auth.loginMethod')}
          idPrefix="login-tabs"
          items={[
            { id: 'username', label: t('auth.tabUsername') },
            { id: 'sms', label: t('auth.tabSms') },
          ]}
          value={tab}
          onChange={setTab}
        />
      )}
      <form
        className="form auth-popup__form"
        onSubmit={onSubmit}
        noValidate
        {...(smsEnabled ? tabPanelProps('login-tabs', tab) : {})}
      >
        {tab === 'username' ? (
          <>
            <TextField
              label={t('auth.username')}
              icon="user"
              autoComplete="username"
              placeholder={t('auth.usernamePlaceholder')}
              error={message(problems.username)}
              {...form.field('username')}
            />
            <PasswordField
              label={t('auth.password')}
              autoComplete="current-password"
              placeholder={t('auth.passwordPlaceholder')}
              error={message(problems.password)}
              {...form.field('password')}
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
          </>
        )}
        <div className="auth-popup__row">
          <CheckboxField label={t('auth.rememberMe')} checked={remember} onCheckedChange={setRemember} />
          <button type="button" className="link-btn" onClick={() => openPopup({ name: 'forgot-password' })}>
            {t('auth.forgotPassword')}
          </button>
        </div>
        <button type="submit" className="btn btn--gold btn--block">
          {t('auth.login')}
        </button>
      </form>
      <p className="auth-popup__switch">
        {t('auth.noAccount')}{' '}
        <button type="button" className="link-btn" onClick={() => openPopup({ name: 'register' })}>
          {t('auth.registerNow')}
        </button>
      </p>
    </Modal>
  );
}
