import type { LoginValue } from '@lobby/contract/accounts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { showDialog } from '@/components/ui/dialog-store';
import { FormAlert } from '@/components/ui/form-alert';
import { CheckboxField, PasswordField, TextField } from '@/components/ui/form-field';
import { shapes } from '@/components/ui/icon-shapes';
import { withLoading } from '@/components/ui/loading-store';
import { SubmitButton } from '@/components/ui/submit-button';
import { errorMessage } from '@/lib/error-message';
import { startSession } from '@/lib/session';
import { readCookie, writeCookie } from '@/lib/storage';
import { cookieKeys } from '@/lib/storage-keys';
import { useAgentLogin } from '../api/agent-login';
import './agent-login-form.css';

type AgentLoginFormProps = { onLoggedIn: (value: LoginValue) => void };

function rememberedAgent(): string {
  return readCookie(cookieKeys.loginRemember) === '1' ? (readCookie(cookieKeys.lastUsername) ?? '') : '';
}

/** Agent sign-in card of the /agent page. */
export function AgentLoginForm({ onLoggedIn }: AgentLoginFormProps) {
  const { t } = useTranslation();
  const login = useAgentLogin();
  const [username, setUsername] = useState(rememberedAgent);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => readCookie(cookieKeys.loginRemember) === '1');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  /** Why the server refused, told above the button (as the member login does), not in a dialog. */
  const [failure, setFailure] = useState<string | null>(null);
  const busy = login.isPending;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const name = username.trim();
    const found = {
      username: name ? undefined : t('validation.required'),
      password: password ? undefined : t('validation.required'),
    };
    setErrors(found);
    setFailure(null);
    if (found.username || found.password) return;
    try {
      const value = await withLoading(login.mutateAsync({ username: name, password, remember }));
      if (!value.token) {
        // A login from a new address needs a second factor, which the site's login popup asks for.
        void showDialog({ icon: 'info', message: t('agent.verifyOnMainSite') });
        return;
      }
      startSession(value.token, name, { isAgent: true });
      writeCookie(cookieKeys.loginRemember, remember ? '1' : null);
      writeCookie(cookieKeys.lastUsername, remember ? name : null);
      onLoggedIn(value);
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  }

  return (
    <form className="agent-login form" onSubmit={onSubmit} noValidate aria-labelledby="agent-login-title">
      <h2 id="agent-login-title" className="agent-login__title">
        {t('agent.loginTitle')}
      </h2>
      <p className="agent-login__intro">{t('agent.loginIntro')}</p>
      <TextField
        label={t('auth.username')}
        icon={shapes.user}
        autoComplete="username"
        value={username}
        onValueChange={setUsername}
        error={errors.username}
      />
      <PasswordField
        label={t('auth.password')}
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        error={errors.password}
      />
      <CheckboxField label={t('auth.rememberMe')} checked={remember} onCheckedChange={setRemember} />
      {failure && <FormAlert>{failure}</FormAlert>}
      <SubmitButton busy={busy} busyLabel={t('auth.checking')}>
        {t('agent.login')}
      </SubmitButton>
    </form>
  );
}
