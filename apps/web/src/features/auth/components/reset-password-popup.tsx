import type { RegisterSettingValue } from '@lobby/contract/system';
import type { FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { showDialog } from '@/components/ui/dialog-store';
import { Modal } from '@/components/ui/modal';
import { SubmitButton } from '@/components/ui/submit-button';
import { useResetPasswordByLink } from '../api/reset-password-by-link';
import { useFormValues } from '../hooks/use-form-values';
import { useGuardedSubmit } from '../hooks/use-guarded-submit';
import { checkConfirmation, checkValue, hasProblems, passwordBoundsRule } from '../validation';
import { PasswordPairFields } from './password-pair-fields';
import './auth-popup.css';

type ResetPasswordPopupProps = {
  /** From the forgot-password e-mail's link (`/?resetPassword=`). */
  token: string;
  settings: Pick<RegisterSettingValue, 'passwordMinLength' | 'passwordMaxLength'>;
  onClose: () => void;
  /** The password is set: the member logs in with it (the login popup, with the account filled in). */
  onReset: (account: string) => void;
};

/** The set-new-password popup the forgot-password e-mail's link opens (docs/decisions.md). */
export function ResetPasswordPopup({ token, settings, onClose, onReset }: ResetPasswordPopupProps) {
  const { t } = useTranslation();
  const { run, busy } = useGuardedSubmit();
  const reset = useResetPasswordByLink();
  const form = useFormValues({ newPassword: '', confirmPassword: '' });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const { newPassword, confirmPassword } = form.values;
    const found = {
      newPassword: checkValue(newPassword, true, passwordBoundsRule(settings)),
      confirmPassword: checkConfirmation(newPassword, confirmPassword),
    };
    form.setProblems(found);
    if (hasProblems(found)) return;
    const done = await run(() => reset.mutateAsync({ token, newPassword }));
    if (!done) return;
    await showDialog({ icon: 'success', message: t('resetPassword.done') });
    onReset(done.account);
  }

  return (
    <Modal title={t('resetPassword.title')} onClose={onClose} size="small" className="auth-popup">
      <p className="auth-popup__note">{t('resetPassword.intro')}</p>
      <form className="form auth-popup__form" onSubmit={onSubmit} noValidate>
        <PasswordPairFields
          label={t('forgot.newPassword')}
          password={form.field('newPassword')}
          confirm={form.field('confirmPassword')}
          bounds={settings}
        />
        <SubmitButton busy={busy} busyLabel={t('auth.checking')}>
          {t('resetPassword.submit')}
        </SubmitButton>
      </form>
    </Modal>
  );
}
