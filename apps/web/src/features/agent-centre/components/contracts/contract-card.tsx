import { useState, type ReactNode } from 'react';
import type { AgentContract } from '@lobby/contract/agent-contracts';
import { StatusChip, type ChipTone } from '@/components/ui/status-chip';
import { useLanguageTag } from '@/lib/i18n';
import { formatInZone } from '@/lib/zoned-time';
import { useTranslation } from '@/lib/use-translation';
import { useAgentCentre } from '../../agent-context';
import { ContractHistory } from './contract-history';
import { TermsTable } from './contract-terms';
import { rateText } from './format';
import { endReasonLabel, stateLabel } from './labels';

const tone: Record<AgentContract['state'], ChipTone> = {
  offered: 'pending',
  accepted: 'success',
  rejected: 'muted',
  terminated: 'danger',
};

/** The other party's name: the upline for the downline's view, the downline for the upline's. */
export function usePartyText() {
  const { t } = useTranslation();
  return (contract: AgentContract) => {
    const party = contract.role === 'downline' ? contract.upline : contract.downline;
    return party ? `${party.nickname || party.account} (${party.account})` : t('agentContracts.platform');
  };
}

type Props = {
  contract: AgentContract;
  /** What the card is, e.g. "Your contract" or "Offer waiting for your answer". */
  heading: string;
  actions?: ReactNode;
};

/** One contract: whom it is with, its state, rate and dates, its terms, and its history on demand. */
export function ContractCard({ contract, heading, actions }: Props) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const { timeZoneOffsetMinutes } = useAgentCentre();
  const partyText = usePartyText();
  const [historyShown, setHistoryShown] = useState(false);
  const date = (iso: string) => formatInZone(iso, languageTag, timeZoneOffsetMinutes, true);
  const headingId = `contract-${contract.id}-heading`;
  return (
    <section className="mc-card contract-card" aria-labelledby={headingId} data-testid="contract-card">
      <header className="contract-card__head">
        <h2 id={headingId} className="contract-card__title">
          {heading}
        </h2>
        <StatusChip tone={tone[contract.state]}>{t(stateLabel[contract.state])}</StatusChip>
      </header>
      <dl className="contract-facts">
        <div>
          <dt>{t(contract.role === 'downline' ? 'agentContracts.from' : 'agentContracts.to')}</dt>
          <dd>{partyText(contract)}</dd>
        </div>
        <div>
          <dt>{t('agentContracts.rate')}</dt>
          <dd dir="ltr" data-testid="contract-rate">
            {rateText(contract.rate, languageTag)}
          </dd>
        </div>
        <div>
          <dt>{t('agentContracts.number')}</dt>
          <dd dir="ltr">#{contract.id}</dd>
        </div>
        <div>
          <dt>{t(contract.state === 'accepted' ? 'agentContracts.since' : 'agentContracts.offeredAt')}</dt>
          <dd>
            {date(
              contract.state === 'accepted'
                ? (contract.answeredAt ?? contract.offeredAt)
                : contract.offeredAt,
            )}
          </dd>
        </div>
        {contract.endedAt && (
          <div>
            <dt>{t('agentContracts.endedAt')}</dt>
            <dd>
              {date(contract.endedAt)}
              {contract.endReason && ` · ${t(endReasonLabel[contract.endReason])}`}
            </dd>
          </div>
        )}
        {contract.note && (
          <div>
            <dt>{t('agentContracts.note')}</dt>
            <dd>{contract.note}</dd>
          </div>
        )}
      </dl>
      <TermsTable terms={contract.terms} caption={t('agentContracts.termsOf', { id: contract.id })} />
      <div className="contract-card__actions">
        {actions}
        <button
          type="button"
          className="btn btn--outline btn--small"
          aria-expanded={historyShown}
          onClick={() => setHistoryShown((shown) => !shown)}
        >
          {t(historyShown ? 'agentContracts.hideHistory' : 'agentContracts.showHistory')}
        </button>
      </div>
      {historyShown && <ContractHistory contractId={contract.id} />}
    </section>
  );
}
