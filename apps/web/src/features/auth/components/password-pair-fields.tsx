import { useTranslation } from '@/lib/use-translation';
import { PasswordField } from '@/components/ui/form-field';
import type { FieldBinding } from '../hooks/use-form-values';

type PasswordPairFieldsProps = {
  /** 'Password' when registering, 'New password' when changing or resetting. */
  label: string;
  password: FieldBinding;
  confirm: FieldBinding;
  bounds: { passwordMinLength: number; passwordMaxLength: number };
};

/** A new password and its confirmation ('The passwords do not match' when they differ, product §5). */
export function PasswordPairFields({ label, password, confirm, bounds }: PasswordPairFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        hint={t('register.passwordHint', { min: bounds.passwordMinLength, max: bounds.passwordMaxLength })}
        maxLength={bounds.passwordMaxLength}
        {...password}
      />
      <PasswordField
        label={t('register.confirmPassword')}
        autoComplete="new-password"
        maxLength={bounds.passwordMaxLength}
        {...confirm}
      />
    </>
  );
}
