import type { LoginValue } from '@lobby/contract/accounts';
import type { Country } from '@lobby/contract/system';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { FormAlert } from '@/components/ui/form-alert';
import { CheckboxField, PasswordField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { tabPanelProps, Tabs } from '@/components/ui/tabs';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { openPopup } from '@/lib/popup-store';
import { useFreePlay } from '../api/free-play';
import { useLogin, type LoginInput } from '../api/login';
import { CaptchaField } from '@/components/captcha/captcha-field';
import { useCaptcha } from '../hooks/use-captcha';
import { useFormValues } from '../hooks/use-form-values';
import { useGuardedSubmit } from '../hooks/use-guarded-submit';
import { useRevealProblem } from '../hooks/use-reveal-problem';
import type { LoginSource } from '../login-outcome';
import {
  canUseRememberedLogin,
  forgetRememberedLogin,
  isRemembered,
  rememberedSmsLogin,
  rememberedUsername,
  rememberLogin,
  rememberSmsLogin,
} from '../remember-me';
import { checkMobile, checkValue, hasProblems, trimAll } from '../validation';
import { UsernameField } from './account-fields';
import { MobileCodeFields, useDialingCode } from './mobile-code-fields';

type LoginTab = 'username' | 'sms';

/** Who is logging in and how; `onSuccess` keeps the remember-me cookies once the login is complete. */
export type LoginAttempt = { source: LoginSource; username: string; onSuccess?: () => void };

type LoginFormProps = {
  /** Whitelabel MOBILEVERCODELOGIN3: offers the SMS-code tab. */
  smsEnabled: boolean;
  /** Whitelabel FREEPLAY3: offers a trial account. */
  freePlayEnabled: boolean;
  countries: Country[];
  initialUsername?: string;
  /** The server answered: a session, or a second factor to ask for. */
  onAnswer: (value: LoginValue, attempt: LoginAttempt) => void;
};

/** What the form sends for the username tab (product §3 login form; docs/decisions.md remember me). */
export function usernameLoginInput(input: {
  username: string;
  password: string;
  remember: boolean;
  rememberedName: string;
  captcha?: string;
}): LoginInput {
  if (input.password === '' && canUseRememberedLogin(input.rememberedName, input.username, input.remember)) {
    return { username: input.username, password: '', type: 'device', remember: true };
  }
  return {
    username: input.username,
    password: input.password,
    type: 'username',
    remember: input.remember,
    ...(input.captcha ? { captcha: input.captcha } : {}),
  };
}

export function LoginForm({
  smsEnabled,
  freePlayEnabled,
  countries,
  initialUsername,
  onAnswer,
}: LoginFormProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const freePlay = useFreePlay();
  const submit = useGuardedSubmit();
  const trial = useGuardedSubmit();
  const captcha = useCaptcha();
  const [tab, setTab] = useState<LoginTab>('username');
  const [remember, setRemember] = useState(isRemembered);
  const [rememberedName, setRememberedName] = useState(rememberedUsername);
  const [smsMemory] = useState(rememberedSmsLogin);
  const dialing = useDialingCode(countries, smsMemory?.countryDialingCode);
  const dialingCode = dialing.code;
  const form = useFormValues({
    username: initialUsername ?? rememberedName,
    password: '',
    captcha: '',
    mobile: smsMemory?.mobileNum ?? '',
    code: '',
  });
  const deviceReady = canUseRememberedLogin(rememberedName, form.values.username, remember);
  /** Why the last try failed, told under the fields rather than in a dialog over the popup. */
  const [failure, setFailure] = useState<string | null>(null);
  /** Why the trial account was refused, told under its button. */
  const [trialFailure, setTrialFailure] = useState<string | null>(null);
  const { attach: attachForm, reveal: revealProblem } = useRevealProblem();

  /** Every failure is told in the form: beside the field it concerns, else above the button. */
  function onFailure(error: unknown): boolean {
    if (error instanceof ApiError && error.message === 'remembered_login_expired') {
      forgetRememberedLogin();
      setRememberedName('');
      form.setProblem('password', { kind: 'message', text: errorMessage(error, t) });
      revealProblem();
      return true;
    }
    const captchaAsked =
      error instanceof ApiError &&
      (error.message === 'please_enter_captcha' || error.message === 'captcha_incorrect');
    // Product §4: a failure carrying the captcha flag shows the captcha; a used answer needs a new image.
    if (captchaAsked || (error instanceof ApiError && error.detail.captcha) || captcha.shown) {
      form.setValue('captcha', '');
      captcha.reload();
    }
    if (captchaAsked) {
      // Asked for by a server that counted failures this form never saw (another device, a reload):
      // the field has just appeared, so it is explained rather than called missing.
      const text = error.message === 'captcha_incorrect' ? errorMessage(error, t) : t('auth.captchaNeeded');
      form.setProblem('captcha', { kind: 'message', text });
      revealProblem();
      return true;
    }
    setFailure(errorMessage(error, t));
    return true;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submit.busy) return;
    setFailure(null);
    const values = trimAll(form.values);
    let input: LoginInput;
    let attempt: LoginAttempt;
    if (tab === 'username') {
      input = usernameLoginInput({
        username: values.username,
        password: form.values.password,
        remember,
        rememberedName,
        captcha: captcha.shown ? values.captcha : undefined,
      });
      const device = input.type === 'device';
      const found = {
        username: checkValue(values.username, true),
        password: device ? null : checkValue(form.values.password, true),
        captcha: captcha.shown && !device ? checkValue(values.captcha, true) : null,
      };
      form.setProblems(found);
      if (hasProblems(found)) {
        revealProblem();
        return;
      }
      attempt = {
        source: device ? 'device' : 'username',
        username: values.username,
        // A remembered login keeps its first day (docs/decisions.md): its cookies are not renewed.
        onSuccess: device ? undefined : () => rememberLogin(remember, values.username),
      };
    } else {
      const found = { mobile: checkMobile(values.mobile), code: checkValue(values.code, true) };
      form.setProblems(found);
      if (hasProblems(found)) {
        revealProblem();
        return;
      }
      input = {
        username: values.mobile,
        password: values.code,
        type: 'sms',
        countryDialingCode: dialingCode,
        remember,
      };
      attempt = {
        source: 'sms',
        username: values.mobile,
        onSuccess: () => rememberSmsLogin(remember, values.mobile, dialingCode),
      };
    }
    const value = await submit.run(() => login.mutateAsync(input), onFailure);
    if (value) onAnswer(value, attempt);
  }

  async function onFreePlay() {
    if (trial.busy) return;
    setTrialFailure(null);
    const value = await trial.run(
      () => freePlay.mutateAsync(),
      (error) => {
        setTrialFailure(errorMessage(error, t));
        return true;
      },
    );
    if (value) onAnswer(value, { source: 'free-play', username: value.account ?? '' });
  }

  return (
    <>
      {smsEnabled && (
        <Tabs
          label={t('auth.loginMethod')}
          idPrefix="login-tabs"
          items={[
            { id: 'username', label: t('auth.tabUsername') },
            { id: 'sms', label: t('auth.tabSms') },
          ]}
          value={tab}
          onChange={(next) => {
            setTab(next);
            form.setProblems({});
            setFailure(null);
          }}
        />
      )}
      <form
        ref={attachForm}
        className="form auth-popup__form"
        onSubmit={onSubmit}
        noValidate
        {...(smsEnabled ? tabPanelProps('login-tabs', tab) : {})}
      >
        {tab === 'username' ? (
          <>
            <UsernameField {...form.field('username')} />
            <PasswordField
              label={t('auth.password')}
              autoComplete="current-password"
              placeholder={deviceReady ? t('auth.rememberedPlaceholder') : t('auth.passwordPlaceholder')}
              hint={deviceReady ? t('auth.rememberedHint') : undefined}
              {...form.field('password')}
            />
            {captcha.shown && (
              <CaptchaField
                image={captcha.image}
                failed={captcha.failed}
                onRefresh={captcha.refresh}
                {...form.field('captcha')}
              />
            )}
          </>
        ) : (
          <MobileCodeFields purpose="login" countries={countries} dialing={dialing} form={form} />
        )}
        <div className="auth-popup__row">
          <CheckboxField label={t('auth.rememberMe')} checked={remember} onCheckedChange={setRemember} />
          <button type="button" className="link-btn" onClick={() => openPopup({ name: 'forgot-password' })}>
            {t('auth.forgotPassword')}
          </button>
        </div>
        {failure && <FormAlert>{failure}</FormAlert>}
        <SubmitButton busy={submit.busy} busyLabel={t('auth.checking')}>
          {t('auth.login')}
        </SubmitButton>
        {freePlayEnabled && (
          <button
            type="button"
            className="btn btn--outline btn--block"
            onClick={() => void onFreePlay()}
            aria-disabled={trial.busy || undefined}
            aria-busy={trial.busy || undefined}
          >
            {trial.busy ? t('auth.checking') : t('auth.freePlay')}
          </button>
        )}
        {trialFailure && <FormAlert>{trialFailure}</FormAlert>}
      </form>
    </>
  );
}
