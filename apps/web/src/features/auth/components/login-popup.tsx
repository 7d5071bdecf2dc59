import type { LoginValue } from '@lobby/contract/accounts';
import type { Country } from '@lobby/contract/system';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { showDialog } from '@/components/ui/dialog-store';
import { Modal } from '@/components/ui/modal';
import { showToast } from '@/components/ui/toast-store';
import { openPopup, type SecondFactorChallenge } from '@/lib/popup-store';
import { beginSession, hasToken, type LoggedIn } from '../login-outcome';
import { LoginForm, type LoginAttempt } from './login-form';
import { OauthButtons } from './oauth-buttons';
import { SecondFactorStep } from './second-factor-step';
import './auth-popup.css';

type Pending = LoginAttempt & { challenge: SecondFactorChallenge };

type LoginPopupProps = {
  /** Whitelabel MOBILEVERCODELOGIN3: offers the SMS-code tab. */
  smsEnabled: boolean;
  /** Whitelabel FREEPLAY3: offers a trial account. */
  freePlayEnabled: boolean;
  countries: Country[];
  initialUsername?: string;
  /** A login begun elsewhere (a third-party login) that still needs its second factor. */
  pending?: Pending;
  onClose: () => void;
  /** The session has started; the app decides what follows (product §4). */
  onLoggedIn: (result: LoggedIn) => void;
  banner?: ReactNode;
};

/**
 * Product §2 login popup: the login form, then, for a login from a new address, the second-factor
 * step; the session starts only once the server hands over a token.
 */
export function LoginPopup({
  smsEnabled,
  freePlayEnabled,
  countries,
  initialUsername,
  pending,
  onClose,
  onLoggedIn,
  banner,
}: LoginPopupProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Pending | null>(pending ?? null);

  function onAnswer(value: LoginValue, attempt: LoginAttempt) {
    if (value.secondFactor) {
      setStep({ ...attempt, challenge: value.secondFactor });
      return;
    }
    if (!hasToken(value)) {
      void showDialog({ icon: 'warning', message: t('error.unknown') });
      return;
    }
    attempt.onSuccess?.();
    const result = beginSession(value, attempt.username, attempt.source);
    // A trial account is new: its header tag says enough.
    if (attempt.source !== 'free-play') showToast(t('auth.loginSuccess'), 'success');
    onLoggedIn(result);
  }

  return (
    <Modal title={t('auth.loginTitle')} onClose={onClose} size="small" className="auth-popup">
      {step ? (
        <SecondFactorStep
          challenge={step.challenge}
          onVerified={(value) => onAnswer(value, step)}
          onBack={() => setStep(null)}
        />
      ) : (
        <>
          {banner}
          <LoginForm
            smsEnabled={smsEnabled}
            freePlayEnabled={freePlayEnabled}
            countries={countries}
            initialUsername={initialUsername}
            onAnswer={onAnswer}
          />
          <OauthButtons />
          <p className="auth-popup__switch">
            {t('auth.noAccount')}{' '}
            <button type="button" className="link-btn" onClick={() => openPopup({ name: 'register' })}>
              {t('auth.registerNow')}
            </button>
          </p>
        </>
      )}
    </Modal>
  );
}
