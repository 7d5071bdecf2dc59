import { useState, type FormEvent } from 'react';
import type { DownlineScope } from '@lobby/contract/agent-team';
import { useTranslation } from '@/lib/use-translation';

type ScopeProps = { value: DownlineScope; onChange: (scope: DownlineScope) => void };

/** Direct accounts, or the whole team: the switch every team page has. */
export function ScopeSwitch({ value, onChange }: ScopeProps) {
  const { t } = useTranslation();
  return (
    <div className="downline-scope" role="group" aria-label={t('agentCentre.downline.scope')}>
      {(['direct', 'all'] as const).map((scope) => (
        <button
          key={scope}
          type="button"
          className="downline-scope__option"
          aria-pressed={value === scope}
          onClick={() => onChange(scope)}
        >
          {scope === 'direct' ? t('agentCentre.downline.direct') : t('agentCentre.downline.all')}
        </button>
      ))}
    </div>
  );
}

/** The account search of a team page: sent on Enter or the button, trimmed. */
export function AccountSearch({ onSearch }: { onSearch: (account: string) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(typed.trim());
  }
  return (
    <form className="downline-search" role="search" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="team-account-search">
        {t('agentCentre.downline.searchLabel')}
      </label>
      <input
        id="team-account-search"
        className="field__input downline-search__input"
        type="search"
        dir="ltr"
        autoComplete="off"
        maxLength={64}
        value={typed}
        placeholder={t('agentCentre.downline.searchPlaceholder')}
        onChange={(event) => setTyped(event.target.value)}
      />
      <button type="submit" className="btn btn--gold btn--small">
        {t('agentCentre.downline.search')}
      </button>
    </form>
  );
}
