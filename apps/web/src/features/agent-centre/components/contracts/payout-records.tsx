import { useState } from 'react';
import type { ContractKind } from '@lobby/contract/agent-contracts';
import type { AgentPayout, PayoutBasis } from '@lobby/contract/agent-payouts';
import { Icon } from '@/components/ui/icon';
import { StatusChip } from '@/components/ui/status-chip';
import { DateFields } from '@/components/records/date-range';
import { EmptyState } from '@/components/records/empty-state';
import { Loaded } from '@/components/records/load-state';
import { Pager } from '@/components/records/pager';
import { useLanguageTag } from '@/lib/i18n';
import { formatInZone } from '@/lib/zoned-time';
import { useTranslation } from '@/lib/use-translation';
import { usePayouts } from '../../api/get-payouts';
import { useAgentCentre, useMoneyText } from '../../agent-context';
import { rateText } from './format';
import { basisLabel, payoutStateLabel } from './labels';

const pageSize = 20;

type Role = 'downline' | 'upline';

/** The figures a payout was computed from, those its kind uses, in the order the contract lists them. */
const basisFields = [
  'validBet',
  'profitLoss',
  'activeMembers',
  'qualifyingBets',
  'wonStake',
  'lostStake',
] as const;
const countFields = new Set<keyof PayoutBasis>(['activeMembers', 'qualifyingBets']);

function PayoutRow({ payout }: { payout: AgentPayout }) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const money = useMoneyText();
  const { timeZoneOffsetMinutes } = useAgentCentre();
  const date = (iso: string) => formatInZone(iso, languageTag, timeZoneOffsetMinutes, true);
  const party = payout.role === 'downline' ? payout.upline : payout.downline;
  const count = (value: number) => new Intl.NumberFormat(languageTag).format(value);
  return (
    <tr data-testid="payout-row">
      <td className="payout-when">
        <span className="payout-period">
          {date(payout.periodStart)} – {date(payout.periodEnd)}
        </span>
        <span className="payout-party">
          {party ? party.account : t('agentContracts.platform')} · #{payout.contractId}
        </span>
      </td>
      <td data-label={t('agentContracts.figures')}>
        <dl className="payout-basis">
          {basisFields.map((field) => {
            const value = payout.basis[field];
            if (value === undefined) return null;
            return (
              <div key={field}>
                <dt>{t(basisLabel[field])}</dt>
                <dd dir="ltr">{countFields.has(field) ? count(value) : money(value)}</dd>
              </div>
            );
          })}
        </dl>
      </td>
      <td data-label={t('agentContracts.tier')}>
        {payout.tier === null
          ? t('agentContracts.noTier')
          : t('agentContracts.tierN', { n: payout.tier + 1 })}
      </td>
      <td data-label={t('agentContracts.rate')}>
        <span dir="ltr">{rateText(payout.rate, languageTag)}</span>
      </td>
      <td data-label={t('agentContracts.amount')} className="payout-amount">
        <span dir="ltr">{money(payout.amount)}</span>
      </td>
      <td data-label={t('agentContracts.stateLabel')}>
        <StatusChip tone={payout.state === 'paid' ? 'success' : 'pending'}>
          {t(payoutStateLabel[payout.state])}
        </StatusChip>
      </td>
    </tr>
  );
}

/**
 * "Records": what the contracts of a kind paid, received from the upline or paid to the direct
 * downline, newest period first, with the totals paid and owed over the whole filter.
 */
export function PayoutRecords({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const money = useMoneyText();
  const [role, setRole] = useState<Role>('downline');
  const [range, setRange] = useState({ startDate: '', endDate: '' });
  const [pageNo, setPageNo] = useState(1);
  const payouts = usePayouts({
    kind,
    role,
    from: range.startDate || undefined,
    to: range.endDate || undefined,
    pageNo,
    pageSize,
  });

  return (
    <div className="contract-stack">
      <section className="mc-card payout-filters" aria-label={t('agentContracts.recordFilters')}>
        <div className="downline-scope" role="group" aria-label={t('agentContracts.recordSide')}>
          {(['downline', 'upline'] as const).map((value) => (
            <button
              key={value}
              type="button"
              className="downline-scope__option"
              aria-pressed={role === value}
              onClick={() => {
                setRole(value);
                setPageNo(1);
              }}
            >
              {t(value === 'downline' ? 'agentContracts.received' : 'agentContracts.paidOut')}
            </button>
          ))}
        </div>
        <div className="payout-filters__dates">
          <DateFields
            value={range}
            onChange={(change) => {
              setRange((current) => ({ ...current, ...change }));
              setPageNo(1);
            }}
          />
        </div>
      </section>
      <Loaded query={payouts} card failure={t('agentContracts.loadFailed')}>
        {(value) => (
          <section className="mc-card" aria-labelledby="payout-totals">
            <h2 id="payout-totals" className="visually-hidden">
              {t('agentContracts.totals')}
            </h2>
            <dl className="payout-totals" aria-live="polite">
              <div>
                <dt>{t('agentContracts.totalPaid')}</dt>
                <dd dir="ltr" data-testid="payout-total-paid">
                  {money(value.totals.paid)}
                </dd>
              </div>
              <div>
                <dt>{t('agentContracts.totalOwed')}</dt>
                <dd dir="ltr" data-testid="payout-total-owed">
                  {money(value.totals.owed)}
                </dd>
              </div>
            </dl>
            {value.total === 0 ? (
              <EmptyState icon={<Icon name="coins" size={32} />}>{t('agentContracts.noRecords')}</EmptyState>
            ) : (
              <div
                className="contract-table-wrap"
                tabIndex={0}
                role="region"
                aria-label={t('agentContracts.recordsTab')}
              >
                <table className="contract-table payout-table">
                  <caption className="visually-hidden">{t('agentContracts.recordsTab')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('agentContracts.periodColumn')}</th>
                      <th scope="col">{t('agentContracts.figures')}</th>
                      <th scope="col">{t('agentContracts.tier')}</th>
                      <th scope="col">{t('agentContracts.rate')}</th>
                      <th scope="col">{t('agentContracts.amount')}</th>
                      <th scope="col">{t('agentContracts.stateLabel')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {value.list.map((payout) => (
                      <PayoutRow key={payout.id} payout={payout} />
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {value.totalPages > 1 && (
              <Pager page={value.pageNo} totalPages={value.totalPages} onChange={setPageNo} />
            )}
          </section>
        )}
      </Loaded>
    </div>
  );
}
