import { useState, type FormEvent } from 'react';
import type { CreatedDownlineAccountValue, DownlineAccountKind } from '@lobby/contract/agent-team';
import { PasswordField, TextField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/use-translation';
import { Notice } from '@/components/money/notice';
import { useCreateDownlineAccount } from '../api/create-account';
import './agent-pages.css';

type Field = 'account' | 'password' | 'confirm';
const empty = { account: '', nickname: '', password: '', confirm: '' };

/**
 * registerCenter (product §2 'Agent menu': create accounts): the agent opens a member or a sub-agent
 * account right under itself. The password is the agent's choice, so the new account changes it at
 * its first login; the server checks the brand's username and password rules.
 */
export function RegisterCenter() {
  const { t } = useTranslation();
  const create = useCreateDownlineAccount();
  const [kind, setKind] = useState<DownlineAccountKind>('member');
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState('');
  const [created, setCreated] = useState<CreatedDownlineAccountValue | null>(null);

  const change = (field: keyof typeof empty) => (value: string) => {
    setForm((now) => ({ ...now, [field]: value }));
    setErrors((now) => ({ ...now, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    setFailure('');
    const problems: Partial<Record<Field, string>> = {};
    if (!form.account.trim()) problems.account = t('validation.required');
    if (!form.password) problems.password = t('validation.required');
    if (form.confirm !== form.password) problems.confirm = t('validation.mismatch');
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      const value = await create.mutateAsync({
        kind,
        account: form.account.trim(),
        password: form.password,
        nickname: form.nickname.trim() || undefined,
      });
      setCreated(value);
      setForm(empty);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      setFailure(errorMessage(error, t));
    }
  }

  return (
    <div className="register-center">
      {created && (
        <Notice kind="success">
          {t(created.isAgent ? 'agentCentre.register.doneAgent' : 'agentCentre.register.doneMember', {
            account: created.account,
            code: created.invitationCode ?? '',
          })}
        </Notice>
      )}
      <section className="mc-card" aria-labelledby="register-heading">
        <h2 id="register-heading" className="mc-card__title">
          {t('agentCentre.register.title')}
        </h2>
        <p className="wallet-hint">{t('agentCentre.register.intro')}</p>
        <form className="form wallet-form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <fieldset className="register-kind">
            <legend className="field__label">{t('agentCentre.register.kind')}</legend>
            <div className="downline-scope">
              {(['member', 'agent'] as const).map((value) => (
                <label key={value} className="downline-scope__option register-kind__option">
                  <input
                    type="radio"
                    name="kind"
                    value={value}
                    className="visually-hidden"
                    checked={kind === value}
                    onChange={() => setKind(value)}
                  />
                  {value === 'member' ? t('agentCentre.downline.member') : t('agentCentre.downline.agent')}
                </label>
              ))}
            </div>
          </fieldset>
          <TextField
            label={t('agentCentre.register.account')}
            value={form.account}
            onValueChange={change('account')}
            error={errors.account}
            autoComplete="off"
            dir="ltr"
            maxLength={64}
            name="account"
          />
          <TextField
            label={t('agentCentre.register.nickname')}
            value={form.nickname}
            onValueChange={change('nickname')}
            hint={t('agentCentre.register.nicknameHint')}
            autoComplete="off"
            maxLength={32}
            name="nickname"
          />
          <PasswordField
            label={t('agentCentre.register.password')}
            value={form.password}
            onValueChange={change('password')}
            error={errors.password}
            hint={t('agentCentre.register.passwordHint')}
            autoComplete="new-password"
            name="new-password"
          />
          <PasswordField
            label={t('agentCentre.register.confirm')}
            value={form.confirm}
            onValueChange={change('confirm')}
            error={errors.confirm}
            autoComplete="new-password"
            name="confirm-password"
          />
          {failure && <Notice kind="error">{failure}</Notice>}
          <SubmitButton busy={create.isPending} busyLabel={t('agentCentre.register.creating')}>
            {t('agentCentre.register.submit')}
          </SubmitButton>
        </form>
      </section>
    </div>
  );
}
