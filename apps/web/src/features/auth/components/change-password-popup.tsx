import type { RegisterSettingValue } from '@lobby/contract/system';
import type { FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { PasswordField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { SubmitButton } from '@/components/ui/submit-button';
import { showToast } from '@/components/ui/toast-store';
import type { PasswordChangeReason } from '@/lib/popup-store';
import { useChangePassword } from '../api/change-password';
import { useFormValues } from '../hooks/use-form-values';
import { useGuardedSubmit } from '../hooks/use-guarded-submit';
import { checkConfirmation, checkValue, hasProblems, passwordBoundsRule } from '../validation';
import { PasswordPairFields } from './password-pair-fields';
import './auth-popup.css';

type ChangePasswordPopupProps = {
  reason: PasswordChangeReason;
  /** Product §4 forced change: no close button, Escape or cover click; logging out is the way out. */
  forced?: boolean;
  settings: Pick<RegisterSettingValue, 'passwordMinLength' | 'passwordMaxLength'>;
  onClose: () => void;
  /** Shown in forced mode. */
  onLogout?: () => void;
  onChanged: () => void;
};

const titleKey = {
  expired: 'changePassword.expiredTitle',
  assigned: 'changePassword.assignedTitle',
  requested: 'changePassword.title',
} as const;

const noteKey = {
  expired: 'changePassword.expiredNote',
  assigned: 'changePassword.assignedNote',
} as const;

export function ChangePasswordPopup({
  reason,
  forced = false,
  settings,
  onClose,
  onLogout,
  onChanged,
}: ChangePasswordPopupProps) {
  const { t } = useTranslation();
  const { run, busy } = useGuardedSubmit();
  const change = useChangePassword();
  const form = useFormValues({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const { setProblems, values } = form;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = {
      oldPassword: checkValue(values.oldPassword, true),
      newPassword: checkValue(values.newPassword, true, passwordBoundsRule(settings)),
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
    <Modal
      title={t(titleKey[reason])}
      onClose={onClose}
      dismissible={!forced}
      size="small"
      className="auth-popup"
    >
      {reason !== 'requested' && (
        <p className="auth-popup__note auth-popup__note--warning">{t(noteKey[reason])}</p>
      )}
      <form className="form auth-popup__form" onSubmit={onSubmit} noValidate>
        <PasswordField
          label={t('changePassword.old')}
          autoComplete="current-password"
          {...form.field('oldPassword')}
        />
        <PasswordPairFields
          label={t('forgot.newPassword')}
          password={form.field('newPassword')}
          confirm={form.field('confirmNewPassword')}
          bounds={settings}
        />
        <SubmitButton busy={busy} busyLabel={t('auth.checking')}>
          {t('changePassword.submit')}
        </SubmitButton>
      </form>
      {forced && onLogout && (
        <p className="auth-popup__switch">
          {t('changePassword.notNow')}{' '}
          <button type="button" className="link-btn" onClick={onLogout}>
            {t('header.logout')}
          </button>
        </p>
      )}
    </Modal>
  );
}
