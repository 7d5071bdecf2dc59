import { useState } from 'react';
import type { AgentContract, ContractKind } from '@lobby/contract/agent-contracts';
import { Icon } from '@/components/ui/icon';
import { StatusChip } from '@/components/ui/status-chip';
import { EmptyState } from '@/components/records/empty-state';
import { Loaded } from '@/components/records/load-state';
import { Pager } from '@/components/records/pager';
import { useLanguageTag } from '@/lib/i18n';
import { formatInZone } from '@/lib/zoned-time';
import { useTranslation } from '@/lib/use-translation';
import { useContracts } from '../../api/get-contracts';
import { useAgentCentre } from '../../agent-context';
import { ContractHistory } from './contract-history';
import { TermsTable } from './contract-terms';
import { rateText } from './format';
import { OfferForm } from './offer-form';
import { useEndContract } from './use-end-contract';
import { endReasonLabel, stateLabel } from './labels';

const pageSize = 10;

const tone = { offered: 'pending', accepted: 'success', rejected: 'muted', terminated: 'danger' } as const;

function DownlineRow({ contract }: { contract: AgentContract }) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const { timeZoneOffsetMinutes } = useAgentCentre();
  const endContract = useEndContract();
  const [open, setOpen] = useState(false);
  const date = (iso: string) => formatInZone(iso, languageTag, timeZoneOffsetMinutes, true);
  const since = contract.endedAt ?? contract.answeredAt ?? contract.offeredAt;
  return (
    <li className="contract-row" data-testid="downline-contract">
      <div className="contract-row__main">
        <div className="contract-row__who">
          <p className="contract-row__account" dir="ltr">
            {contract.downline.account}
          </p>
          <p className="contract-row__nickname">{contract.downline.nickname || '—'}</p>
        </div>
        <StatusChip tone={tone[contract.state]}>{t(stateLabel[contract.state])}</StatusChip>
        <p className="contract-row__rate" dir="ltr">
          {rateText(contract.rate, languageTag)}
        </p>
      </div>
      <p className="contract-row__when">
        #{contract.id} · {date(since)}
        {contract.endReason && ` · ${t(endReasonLabel[contract.endReason])}`}
        {contract.note && ` · “${contract.note}”`}
      </p>
      <div className="contract-card__actions">
        {contract.state === 'offered' && (
          <button
            type="button"
            className="btn btn--outline btn--small"
            onClick={() => void endContract(contract)}
          >
            {t('agentContracts.withdraw')}
          </button>
        )}
        {contract.state === 'accepted' && (
          <button
            type="button"
            className="btn btn--outline btn--small"
            onClick={() => void endContract(contract)}
          >
            {t('agentContracts.end')}
          </button>
        )}
        <button
          type="button"
          className="btn btn--outline btn--small"
          aria-expanded={open}
          onClick={() => setOpen((shown) => !shown)}
        >
          {t(open ? 'agentContracts.hideDetails' : 'agentContracts.showDetails')}
        </button>
      </div>
      {open && (
        <div className="contract-row__details">
          <TermsTable terms={contract.terms} caption={t('agentContracts.termsOf', { id: contract.id })} />
          <ContractHistory contractId={contract.id} />
        </div>
      )}
    </li>
  );
}

/**
 * "Downline contracts": what the agent gave its direct downline agents, newest first; offering one
 * needs a contract of the kind in force (its rate caps the offer, decision 0255).
 */
export function DownlineContracts({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const [pageNo, setPageNo] = useState(1);
  const [offering, setOffering] = useState(false);
  const given = useContracts({ role: 'upline', kind, pageNo, pageSize });
  const own = useContracts({ role: 'downline', kind, state: 'accepted', pageNo: 1, pageSize: 1 });
  const ownRate = own.data?.list[0]?.rate ?? null;

  return (
    <div className="contract-stack">
      <section className="mc-card contract-offer-bar" aria-label={t('agentContracts.offerTitle')}>
        <p className="contract-note">
          {ownRate === null
            ? t('agentContracts.needOwn')
            : t('agentContracts.ownRate', { rate: rateText(ownRate, languageTag) })}
        </p>
        <button
          type="button"
          className="btn btn--gold btn--small"
          disabled={ownRate === null}
          onClick={() => setOffering(true)}
        >
          {t('agentContracts.offerTitle')}
        </button>
      </section>
      <Loaded query={given} card failure={t('agentContracts.loadFailed')}>
        {(value) =>
          value.total === 0 ? (
            <EmptyState card icon={<Icon name="agent" size={32} />}>
              {t('agentContracts.noneGiven')}
            </EmptyState>
          ) : (
            <section className="mc-card" aria-labelledby="downline-contracts-count">
              <h2 id="downline-contracts-count" className="downline-count" aria-live="polite">
                {t('agentContracts.givenCount', { count: value.total })}
              </h2>
              <ul className="contract-list">
                {value.list.map((contract) => (
                  <DownlineRow key={contract.id} contract={contract} />
                ))}
              </ul>
              {value.totalPages > 1 && (
                <Pager page={value.pageNo} totalPages={value.totalPages} onChange={setPageNo} />
              )}
            </section>
          )
        }
      </Loaded>
      {offering && ownRate !== null && (
        <OfferForm kind={kind} ownRate={ownRate} onClose={() => setOffering(false)} />
      )}
    </div>
  );
}
