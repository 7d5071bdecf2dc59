import { useState } from 'react';
import type { DownlineAccount, DownlineScope, DownlineValue } from '@lobby/contract/agent-team';
import { Icon } from '@/components/ui/icon';
import { shapes } from '@/components/ui/icon-shapes';
import { EmptyState } from '@/components/records/empty-state';
import { Loaded } from '@/components/records/load-state';
import { Pager } from '@/components/records/pager';
import { formatInZone } from '@/lib/zoned-time';
import { useLanguageTag } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { useDownline } from '../api/get-downline';
import { DownlineTransfer } from '../components/downline-transfer';
import { AccountSearch, ScopeSwitch } from '../components/team-filters';
import { useAgentCentre, useMoneyText } from '../agent-context';
import './agent-pages.css';

const pageSize = 20;

function AccountCard({ row, onTransfer }: { row: DownlineAccount; onTransfer: () => void }) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const money = useMoneyText();
  const { timeZoneOffsetMinutes } = useAgentCentre();
  const date = (iso: string) => formatInZone(iso, languageTag, timeZoneOffsetMinutes, true);
  return (
    <li className="downline-row" data-testid="downline-row">
      <div className="downline-row__who">
        <span className={`downline-row__avatar${row.isAgent ? ' downline-row__avatar--agent' : ''}`}>
          <Icon name={row.isAgent ? 'agent' : shapes.user} size={20} />
        </span>
        <div className="downline-row__names">
          <p className="downline-row__account" dir="ltr">
            {row.account}
          </p>
          <p className="downline-row__nickname">{row.nickname || '—'}</p>
        </div>
        <span className={`downline-tag${row.isAgent ? ' downline-tag--agent' : ''}`}>
          {row.isAgent ? t('agentCentre.downline.agent') : t('agentCentre.downline.member')}
        </span>
        {!row.active && (
          <span className="downline-tag downline-tag--off">{t('agentCentre.downline.disabled')}</span>
        )}
      </div>
      <dl className="downline-row__facts">
        <div>
          <dt>{t('agentCentre.downline.level')}</dt>
          <dd>{t('agentCentre.downline.levelValue', { level: row.level, parent: row.parent })}</dd>
        </div>
        <div>
          <dt>{t('agentCentre.downline.balance')}</dt>
          <dd dir="ltr" className="downline-row__money">
            {money(row.balance)}
          </dd>
        </div>
        <div>
          <dt>{t('agentCentre.downline.registered')}</dt>
          <dd>{date(row.registeredAt)}</dd>
        </div>
        <div>
          <dt>{t('agentCentre.downline.lastLogin')}</dt>
          <dd>{row.lastLoginAt ? date(row.lastLoginAt) : t('agentCentre.downline.never')}</dd>
        </div>
      </dl>
      {row.active && (
        <button
          type="button"
          className="btn btn--outline btn--small downline-row__action"
          onClick={onTransfer}
          aria-label={t('agentCentre.downline.transferTo', { account: row.account })}
        >
          {t('agentCentre.downline.transfer')}
        </button>
      )}
    </li>
  );
}

function Results({
  value,
  onPage,
  onTransfer,
}: {
  value: DownlineValue;
  onPage: (page: number) => void;
  onTransfer: (row: DownlineAccount) => void;
}) {
  const { t } = useTranslation();
  if (value.total === 0) {
    return (
      <EmptyState card icon={<Icon name="agent" size={32} />}>
        {t('agentCentre.downline.empty')}
      </EmptyState>
    );
  }
  const totalPages = Math.max(1, Math.ceil(value.total / value.pageSize));
  return (
    <section className="mc-card" aria-labelledby="downline-results">
      <h2 id="downline-results" className="downline-count" aria-live="polite">
        {t('agentCentre.downline.count', { count: value.total })}
      </h2>
      <ul className="downline-list">
        {value.list.map((row) => (
          <AccountCard key={row.account} row={row} onTransfer={() => onTransfer(row)} />
        ))}
      </ul>
      {totalPages > 1 && <Pager page={value.pageNo} totalPages={totalPages} onChange={onPage} />}
    </section>
  );
}

/**
 * downlineManagmentView: the agent's team, right under it or at every depth, searchable by account;
 * each active account can be sent money from the agent's main wallet.
 */
export function Downline() {
  const { t } = useTranslation();
  const [scope, setScope] = useState<DownlineScope>('direct');
  const [account, setAccount] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [recipient, setRecipient] = useState<DownlineAccount | null>(null);
  const downline = useDownline({ scope, account: account || undefined, pageNo, pageSize });

  return (
    <div className="downline-page">
      <section className="mc-card downline-controls" aria-label={t('agentCentre.downline.filters')}>
        <ScopeSwitch
          value={scope}
          onChange={(value) => {
            setScope(value);
            setPageNo(1);
          }}
        />
        <AccountSearch
          onSearch={(value) => {
            setAccount(value);
            setPageNo(1);
          }}
        />
      </section>
      <Loaded query={downline} card failure={t('agentCentre.loadFailed')}>
        {(value) => <Results value={value} onPage={setPageNo} onTransfer={setRecipient} />}
      </Loaded>
      {recipient && <DownlineTransfer recipient={recipient} onClose={() => setRecipient(null)} />}
    </div>
  );
}
