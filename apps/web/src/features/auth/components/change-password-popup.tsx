import type { RegisterSettingValue } from '@lobby/contract/system';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { showToast } from '@/components/ui/toast-store';
import { useChangePassword } from '../api/change-password';
import { useFormValues } from '../hooks/use-form-values';
import { useGuardedSubmit } from '../hooks/use-guarded-submit';
import { useProblemMessage } from '../hooks/use-problem-message';
import { checkConfirmation, checkValue, hasProblems } from '../validation';
import './auth-popup.css';

type ChangePasswordPopupProps = {
  /** Why it opened: an expired or operator-set password shows a note explaining the change is needed. */
  reason: 'expired' | 'first-login' | 'requested';
  settings: Pick<RegisterSettingValue, 'passwordMinLength' | 'passwordMaxLength'>;
  onClose: () => void;
  onChanged: () => void;
};

export function ChangePasswordPopup({ reason, settings, onClose, onChanged }: ChangePasswordPopupProps) {
  const { t } = useTranslation();
  const message = useProblemMessage();
  const run = useGuardedSubmit();
  const change = useChangePassword();
  const form = useFormValues({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const { problems, setProblems, values } = form;
  const rule = {
    enabled: true,
    required: true,
    acceptedPattern: '*',
    patternId: 'pattern_any',
    minLength: settings.passwordMinLength,
    maxLength: settings.passwordMaxLength,
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = {
      oldPassword: checkValue(values.oldPassword, true),
      newPassword: checkValue(values.newPassword, true, rule),
      confirmNewPassword: checkConfirmation(values.newPassword, values.confirmNewPassword),
    };
    setProblems(found);
    if (hasProblems(found)) return;
    const done = await run(() => change.mutateAsync(values));
    if (done === undefined) return;
    showToast(t('changePassword.success'), 'success');
    onChanged();
  }

  return (
    <Modal title={t('changePassword.title')} onClose={onClose} size="small" className="auth-popup">
      {reason !== 'requested' && <p className="auth-popup__note">{t('changePassword.required')}</p>}
      <form className="form auth-popup__form" onSubmit={onSubmit} noValidate>
        <PasswordField
          label={t('changePassword.old')}
          autoComplete="current-password"
          error={message(problems.oldPassword)}
          {...form.field('oldPassword')}
        />
        <PasswordField
          label={t('forgot.newPassword')}
          autoComplete="new-password"
          hint={t('register.passwordHint', {
            min: settings.passwordMinLength,
            max: settings.passwordMaxLength,
          })}
          maxLength={settings.passwordMaxLength}
          error={message(problems.newPassword)}
          {...form.field('newPassword')}
        />
        <PasswordField
          label={t('register.confirmPassword')}
          autoComplete="new-password"
          maxLength={settings.passwordMaxLength}
          error={message(problems.confirmNewPassword)}
          {...form.field('confirmNewPassword')}
        />
        <button type="submit" className="btn btn--gold btn--block">
          {t('changePassword.submit')}
        </button>
      </form>
    </Modal>
  );
}
