import type { Country, RegisterSettingValue } from '@lobby/contract/system';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { showDialog } from '@/components/ui/dialog-store';
import { Modal } from '@/components/ui/modal';
import { SubmitButton } from '@/components/ui/submit-button';
import { tabPanelProps, Tabs } from '@/components/ui/tabs';
import { showToast } from '@/components/ui/toast-store';
import { openPopup } from '@/lib/popup-store';
import { useForgotPasswordByEmail } from '../api/forgot-password-by-email';
import { useLogin } from '../api/login';
import { useResetPasswordByMobile } from '../api/reset-password-by-mobile';
import { useFormValues } from '../hooks/use-form-values';
import { useGuardedSubmit } from '../hooks/use-guarded-submit';
import { settleLoginAnswer, type LoggedIn } from '../login-outcome';
import {
  checkConfirmation,
  checkEmail,
  checkMobile,
  checkValue,
  hasProblems,
  passwordBoundsRule,
  trimAll,
} from '../validation';
import { EmailField, UsernameField } from './account-fields';
import { MobileCodeFields, useDialingCode } from './mobile-code-fields';
import { PasswordPairFields } from './password-pair-fields';
import './auth-popup.css';

type ForgotTab = 'email' | 'mobile';

type ForgotPasswordPopupProps = {
  countries: Country[];
  settings: Pick<RegisterSettingValue, 'passwordMinLength' | 'passwordMaxLength'>;
  onClose: () => void;
  /** Product §4: after a reset by phone the site logs in with the mobile number and the new password. */
  onLoggedIn: (result: LoggedIn) => void;
};

export function ForgotPasswordPopup({ countries, settings, onClose, onLoggedIn }: ForgotPasswordPopupProps) {
  const { t } = useTranslation();
  const { run, busy } = useGuardedSubmit();
  const byEmail = useForgotPasswordByEmail();
  const byMobile = useResetPasswordByMobile();
  const login = useLogin();
  const [tab, setTab] = useState<ForgotTab>('email');
  const dialing = useDialingCode(countries);
  const dialingCode = dialing.code;
  const form = useFormValues({
    username: '',
    email: '',
    mobile: '',
    code: '',
    newPassword: '',
    confirmPassword: '',
  });
  const { setProblems } = form;

  async function submitEmail() {
    const values = trimAll(form.values);
    const found = { username: checkValue(values.username, true), email: checkEmail(values.email) };
    setProblems(found);
    if (hasProblems(found)) return;
    const sent = await run(() => byEmail.mutateAsync({ username: values.username, email: values.email }));
    if (sent === undefined) return;
    onClose();
    void showDialog({ icon: 'success', message: t('forgot.emailSent') });
  }

  async function submitMobile() {
    const values = trimAll(form.values);
    const { newPassword, confirmPassword } = form.values;
    const found = {
      mobile: checkMobile(values.mobile),
      code: checkValue(values.code, true),
      newPassword: checkValue(newPassword, true, passwordBoundsRule(settings)),
      confirmPassword: checkConfirmation(newPassword, confirmPassword),
    };
    setProblems(found);
    if (hasProblems(found)) return;
    const value = await run(async () => {
      await byMobile.mutateAsync({
        newPassword,
        mobileNum: values.mobile,
        verificationCode: values.code,
        countryDialingCode: dialingCode,
      });
      // Product §4: then log in with the mobile number and the new password.
      return login.mutateAsync({
        username: values.mobile,
        password: newPassword,
        type: 'username',
        countryDialingCode: dialingCode,
      });
    });
    if (!value) return;
    showToast(t('forgot.resetDone'), 'success');
    // A login from a new address may still ask for a second factor: the login popup takes over.
    const result = settleLoginAnswer(value, values.mobile, 'reset');
    if (result) onLoggedIn(result);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    void (tab === 'email' ? submitEmail() : submitMobile());
  }

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
            <UsernameField {...form.field('username')} />
            <EmailField {...form.field('email')} />
          </>
        ) : (
          <>
            <MobileCodeFields purpose="forgot-password" countries={countries} dialing={dialing} form={form} />
            <PasswordPairFields
              label={t('forgot.newPassword')}
              password={form.field('newPassword')}
              confirm={form.field('confirmPassword')}
              bounds={settings}
            />
          </>
        )}
        <SubmitButton busy={busy} busyLabel={t('auth.checking')}>
          {tab === 'email' ? t('forgot.sendEmail') : t('forgot.reset')}
        </SubmitButton>
      </form>
      <p className="auth-popup__switch">
        <button type="button" className="link-btn" onClick={() => openPopup({ name: 'login' })}>
          {t('forgot.backToLogin')}
        </button>
      </p>
    </Modal>
  );
}
