import type { LoginValue } from '@lobby/contract/accounts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { TextField } from '@/components/ui/form-field';
import { shapes } from '@/components/ui/icon-shapes';
import { SubmitButton } from '@/components/ui/submit-button';
import type { SecondFactorChallenge } from '@/lib/popup-store';
import { useSendSecondFactorCode, useVerifySecondFactor } from '../api/second-factor';
import { useFormValues } from '../hooks/use-form-values';
import { useGuardedSubmit } from '../hooks/use-guarded-submit';
import { checkValue, hasProblems } from '../validation';
import { SmsCodeButton } from './sms-code-button';

type SecondFactorStepProps = {
  challenge: SecondFactorChallenge;
  /** The login that needed it is complete: the value carries the session token. */
  onVerified: (value: LoginValue) => void;
  onBack: () => void;
};

/** Product §4 "additional verification": what the member is asked for, by method. */
function useIntro(challenge: SecondFactorChallenge): string {
  const { t } = useTranslation();
  switch (challenge.method) {
    case 'sms':
      return t('secondFactor.smsIntro', { hint: challenge.hint });
    case 'email':
      return t('secondFactor.emailIntro', { hint: challenge.hint });
    case 'totp':
      return t('secondFactor.totpIntro');
    case 'bankName':
      return challenge.hint
        ? t('secondFactor.bankNameHintIntro', { hint: challenge.hint })
        : t('secondFactor.bankNameIntro');
  }
}

/**
 * The second step of a login from an address the member has not used before: a code sent by SMS
 * or e-mail to the address already on the account, an authenticator code, or the name on the
 * member's bank account. Nothing is bound here (issue 15): that is the security centre's.
 */
export function SecondFactorStep({ challenge, onVerified, onBack }: SecondFactorStepProps) {
  const { t } = useTranslation();
  const { run, busy } = useGuardedSubmit();
  const verify = useVerifySecondFactor();
  const sendCode = useSendSecondFactorCode();
  const sender = useGuardedSubmit();
  const sendsCode = challenge.method === 'sms' || challenge.method === 'email';
  const minutes = challenge.expiredMinutes ?? 1;
  // The login sent the first code: the countdown runs from the start.
  const [firstCountdown] = useState(minutes * 60);
  const form = useFormValues({ code: '' });
  const intro = useIntro(challenge);

  async function resend(): Promise<number> {
    const sent = await sender.run(() => sendCode.mutateAsync({ ticket: challenge.ticket }));
    if (!sent) throw new Error('not sent');
    return (sent.expiredMinutes ?? minutes) * 60;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const code = form.values.code.trim();
    const found = { code: checkValue(code, true) };
    form.setProblems(found);
    if (hasProblems(found)) return;
    const value = await run(() => verify.mutateAsync({ ticket: challenge.ticket, code }));
    if (value) onVerified(value);
  }

  const isName = challenge.method === 'bankName';
  return (
    <form
      className="form auth-popup__form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="second-factor-title"
    >
      <h3 id="second-factor-title" className="auth-popup__step-title">
        {t('secondFactor.title')}
      </h3>
      <p className="auth-popup__note">{intro}</p>
      <TextField
        label={isName ? t('secondFactor.bankName') : t('secondFactor.code')}
        icon={isName ? shapes.user : shapes.lock}
        inputMode={isName ? 'text' : 'numeric'}
        autoComplete={isName ? 'name' : 'one-time-code'}
        maxLength={isName ? 64 : 8}
        addon={sendsCode && <SmsCodeButton send={resend} initialSeconds={firstCountdown} />}
        {...form.field('code')}
      />
      <SubmitButton busy={busy} busyLabel={t('auth.checking')}>
        {t('secondFactor.submit')}
      </SubmitButton>
      <p className="auth-popup__switch">
        <button type="button" className="link-btn" onClick={onBack}>
          {t('forgot.backToLogin')}
        </button>
      </p>
    </form>
  );
}
