import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { PasswordField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useSetPaymentPassword } from '../api/set-payment-password';
import { pinPattern } from '../payments-format';
import { Notice } from '@/components/money/notice';

type Fields = { proof: string; next: string; repeat: string };
type Problems = Partial<Record<keyof Fields, string>>;

/**
 * The payment password: set once with the login password as proof, changed with the old one.
 * `mode` follows whether one is set (withdraw info).
 */
export function PaymentPasswordForm({ mode, onSaved }: { mode: 'set' | 'change'; onSaved?: () => void }) {
  const { t } = useTranslation();
  const save = useSetPaymentPassword();
  const [fields, setFields] = useState<Fields>({ proof: '', next: '', repeat: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState('');
  const [saved, setSaved] = useState(false);

  const update = (name: keyof Fields) => (value: string) => {
    setFields((old) => ({ ...old, [name]: value }));
    setProblems((old) => ({ ...old, [name]: undefined }));
    setSaved(false);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const found: Problems = {};
    if (!fields.proof) found.proof = t('payments.pin.required');
    if (!pinPattern.test(fields.next)) found.next = t('payments.pin.format');
    if (fields.repeat !== fields.next) found.repeat = t('payments.pin.mismatch');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setFailure('');
    try {
      await save.mutateAsync({
        ...(mode === 'set' ? { loginPassword: fields.proof } : { oldPaymentPassword: fields.proof }),
        newPaymentPassword: fields.next,
        confirmPaymentPassword: fields.repeat,
      });
      setFields({ proof: '', next: '', repeat: '' });
      setSaved(true);
      onSaved?.();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      setFailure(errorMessage(error, t));
    }
  }

  const pinProps = { inputMode: 'numeric' as const, maxLength: 6, autoComplete: 'new-password', dir: 'ltr' };
  return (
    <form className="form pay-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <PasswordField
        label={t(mode === 'set' ? 'payments.pin.loginPassword' : 'payments.pin.old')}
        value={fields.proof}
        onValueChange={update('proof')}
        error={problems.proof}
        autoComplete={mode === 'set' ? 'current-password' : 'off'}
        {...(mode === 'change' ? { inputMode: 'numeric' as const, maxLength: 6 } : {})}
        name="proof"
      />
      <PasswordField
        label={t('payments.pin.new')}
        value={fields.next}
        onValueChange={update('next')}
        error={problems.next}
        hint={t('payments.pin.format')}
        name="newPaymentPassword"
        {...pinProps}
      />
      <PasswordField
        label={t('payments.pin.confirmNew')}
        value={fields.repeat}
        onValueChange={update('repeat')}
        error={problems.repeat}
        name="confirmPaymentPassword"
        {...pinProps}
      />
      {failure && <Notice kind="error">{failure}</Notice>}
      {saved && <Notice kind="success">{t('payments.pin.saved')}</Notice>}
      <SubmitButton busy={save.isPending} busyLabel={t('payments.pin.saving')}>
        {t('payments.pin.save')}
      </SubmitButton>
    </form>
  );
}
