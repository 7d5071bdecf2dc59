import { useId, useRef, useState, type FormEvent } from 'react';
import { dividendPeriods, type ContractKind, type DividendPeriod } from '@lobby/contract/agent-contracts';
import { Modal } from '@/components/ui/modal';
import { SubmitButton } from '@/components/ui/submit-button';
import { showToast } from '@/components/ui/toast-store';
import { Notice } from '@/components/money/notice';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useLanguageTag } from '@/lib/i18n';
import { createRequestIds } from '@/lib/request-id';
import { useTranslation } from '@/lib/use-translation';
import { useOfferContract } from '../../api/offer-contract';
import { useDownline } from '../../api/get-downline';
import { useAgentCentre } from '../../agent-context';
import { rateText } from './format';
import {
  canAddTier,
  emptyTier,
  fieldType,
  nextTier,
  parseOffer,
  tierFields,
  type OfferProblem,
  type TierDraft,
  type TierField,
} from './offer-tiers';
import { fieldLabel, periodLabel, problemLabel } from './labels';

type Props = {
  kind: ContractKind;
  /** The rate of the agent's own contract of the kind, in basis points: no tier may exceed it. */
  ownRate: number;
  onClose: () => void;
};

/** The direct downline agents an offer can go to (the server checks it again). */
function useDirectAgents() {
  const downline = useDownline({ scope: 'direct', pageNo: 1, pageSize: 100 });
  return {
    ...downline,
    agents: (downline.data?.list ?? []).filter((row) => row.isAgent && row.active && row.level === 1),
  };
}

/**
 * Offer a contract to a direct downline agent: the terms of the kind with 1–10 rising tiers, none
 * above the agent's own rate. The form says what is wrong before sending, and the server's refusal
 * after.
 */
export function OfferForm({ kind, ownRate, onClose }: Props) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const { currencySymbol, decimals } = useAgentCentre();
  const id = useId();
  const offer = useOfferContract();
  const requestIds = useRef(createRequestIds());
  const directAgents = useDirectAgents();
  const [downline, setDownline] = useState('');
  const [period, setPeriod] = useState<DividendPeriod>('D');
  const [tiers, setTiers] = useState<TierDraft[]>([emptyTier(kind)]);
  const [problems, setProblems] = useState<OfferProblem[]>([]);
  const [downlineMissing, setDownlineMissing] = useState(false);
  const [failure, setFailure] = useState('');
  const fields = tierFields[kind] as readonly TierField[];
  const badField = (tier: number, field: TierField) =>
    problems.some((problem) => problem.kind === 'field' && problem.tier === tier && problem.field === field);

  function setField(index: number, field: TierField, text: string) {
    setTiers((drafts) => drafts.map((draft, i) => (i === index ? { ...draft, [field]: text } : draft)));
    setProblems([]);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (offer.isPending) return;
    setFailure('');
    const parsed = parseOffer(kind, period, tiers, decimals, ownRate);
    setDownlineMissing(downline === '');
    if (!parsed.ok) return setProblems(parsed.problems);
    setProblems([]);
    if (downline === '') return;
    const ask = { downline, terms: parsed.terms };
    try {
      await offer.mutateAsync({ requestId: requestIds.current.for(JSON.stringify(ask)), ...ask });
      requestIds.current.done();
      showToast(t('agentContracts.offered', { account: downline }), 'success');
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      setFailure(errorMessage(error, t));
    }
  }

  const messages = problems
    .filter((problem) => problem.kind !== 'field')
    .map((problem) =>
      problem.kind === 'aboveOwn'
        ? t('agentContracts.problem.aboveOwn', { rate: rateText(problem.own, languageTag) })
        : t(problemLabel[problem.kind]),
    );
  if (problems.some((problem) => problem.kind === 'field'))
    messages.unshift(t('agentContracts.problem.field'));

  return (
    <Modal title={t('agentContracts.offerTitle')} onClose={onClose} size="large">
      <form className="form contract-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-downline`}>
            {t('agentContracts.downlineAgent')}
          </label>
          <select
            id={`${id}-downline`}
            className="field__input"
            value={downline}
            aria-invalid={downlineMissing && downline === ''}
            onChange={(event) => {
              setDownline(event.target.value);
              setDownlineMissing(false);
            }}
          >
            <option value="">{t('agentContracts.pickDownline')}</option>
            {directAgents.agents.map((row) => (
              <option key={row.account} value={row.account}>
                {row.nickname ? `${row.nickname} (${row.account})` : row.account}
              </option>
            ))}
          </select>
          {directAgents.data && directAgents.agents.length === 0 && (
            <p className="field__hint">{t('agentContracts.noDirectAgents')}</p>
          )}
          {downlineMissing && downline === '' && (
            <p className="field__error">{t('agentContracts.pickDownline')}</p>
          )}
        </div>
        {kind === 'dividend' && (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-period`}>
              {t('agentContracts.periodLabel')}
            </label>
            <select
              id={`${id}-period`}
              className="field__input"
              value={period}
              onChange={(event) => setPeriod(event.target.value as DividendPeriod)}
            >
              {dividendPeriods.map((value) => (
                <option key={value} value={value}>
                  {t(periodLabel[value])}
                </option>
              ))}
            </select>
          </div>
        )}
        <p className="contract-note">
          {t('agentContracts.tierRule', { rate: rateText(ownRate, languageTag) })}
        </p>
        <ol className="tier-list">
          {tiers.map((tier, index) => (
            <li key={index} className="tier-row" data-testid="tier-row">
              <fieldset className="tier-row__fields">
                <legend className="tier-row__legend">{t('agentContracts.tierN', { n: index + 1 })}</legend>
                {fields.map((field) => {
                  const type = fieldType(field);
                  const inputId = `${id}-${index}-${field}`;
                  return (
                    <div key={field} className="field tier-field">
                      <label className="field__label" htmlFor={inputId}>
                        {t(fieldLabel[field])}
                        {type === 'rate'
                          ? ' (%)'
                          : type === 'money' && currencySymbol
                            ? ` (${currencySymbol})`
                            : ''}
                      </label>
                      <input
                        id={inputId}
                        className="field__input"
                        inputMode={type === 'count' ? 'numeric' : 'decimal'}
                        dir="ltr"
                        autoComplete="off"
                        value={tier[field] ?? ''}
                        aria-invalid={badField(index, field)}
                        onChange={(event) => setField(index, field, event.target.value)}
                      />
                    </div>
                  );
                })}
              </fieldset>
              {tiers.length > 1 && (
                <button
                  type="button"
                  className="btn btn--outline btn--small tier-row__remove"
                  aria-label={t('agentContracts.removeTier', { n: index + 1 })}
                  onClick={() => {
                    setTiers((drafts) => drafts.filter((_, i) => i !== index));
                    setProblems([]);
                  }}
                >
                  {t('agentContracts.remove')}
                </button>
              )}
            </li>
          ))}
        </ol>
        {canAddTier(tiers) && (
          <button
            type="button"
            className="btn btn--outline btn--small"
            onClick={() => setTiers((drafts) => [...drafts, nextTier(drafts, kind)])}
          >
            {t('agentContracts.addTier')}
          </button>
        )}
        {messages.length > 0 && (
          <div className="form-problems" role="alert">
            {messages.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        )}
        {failure && <Notice kind="error">{failure}</Notice>}
        <SubmitButton busy={offer.isPending} busyLabel={t('agentContracts.sending')}>
          {t('agentContracts.sendOffer')}
        </SubmitButton>
      </form>
    </Modal>
  );
}
