import { useLanguageTag } from '@/lib/i18n';
import { formatInZone } from '@/lib/zoned-time';
import { useTranslation } from '@/lib/use-translation';
import { Loaded } from '@/components/records/load-state';
import { useContractDetail } from '../../api/get-contract-detail';
import { useAgentCentre } from '../../agent-context';
import { byLabel, endReasonLabel, eventLabel } from './labels';

/** A contract's history, oldest first: who offered, answered and ended it, and why. */
export function ContractHistory({ contractId }: { contractId: number }) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const { timeZoneOffsetMinutes } = useAgentCentre();
  const detail = useContractDetail(contractId);
  return (
    <Loaded query={detail} failure={t('agentContracts.loadFailed')}>
      {({ history }) => (
        <ol className="contract-history" aria-label={t('agentContracts.history')}>
          {history.map((entry, index) => (
            <li key={index} className="contract-history__item">
              <span className="contract-history__when">
                {formatInZone(entry.at, languageTag, timeZoneOffsetMinutes, true)}
              </span>
              <span className="contract-history__what">
                {t(eventLabel[entry.event])} · {t(byLabel[entry.by])}
                {entry.reason && ` · ${t(endReasonLabel[entry.reason])}`}
              </span>
              {entry.note && <span className="contract-history__note">“{entry.note}”</span>}
            </li>
          ))}
        </ol>
      )}
    </Loaded>
  );
}
