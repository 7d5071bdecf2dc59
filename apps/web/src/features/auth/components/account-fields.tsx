import { useTranslation } from '@/lib/use-translation';
import { TextField } from '@/components/ui/form-field';
import { shapes } from '@/components/ui/icon-shapes';
import type { FieldBinding } from '../hooks/use-form-values';

/** The account name (login, registration, forgot password). */
export function UsernameField(props: FieldBinding & { maxLength?: number }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.username')}
      icon={shapes.user}
      autoComplete="username"
      autoCapitalize="none"
      placeholder={t('auth.usernamePlaceholder')}
      {...props}
    />
  );
}

/** An e-mail address (forgot password, binding one for the second factor). */
export function EmailField(props: FieldBinding) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('register.email')}
      icon={shapes.mail}
      type="email"
      inputMode="email"
      autoComplete="email"
      {...props}
    />
  );
}
