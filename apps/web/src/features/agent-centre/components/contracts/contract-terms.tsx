import type { ContractTerms } from '@lobby/contract/agent-contracts';
import { useLanguageTag } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { useMoneyText } from '../../agent-context';
import { rateText } from './format';
import { fieldType, tierFields, type TierField } from './offer-tiers';
import { fieldLabel, periodLabel } from './labels';

/** One figure of a tier as the reader reads it: money, a count of members, or a percentage. */
export function useTierValueText() {
  const languageTag = useLanguageTag();
  const money = useMoneyText();
  return (field: TierField, value: number) => {
    const type = fieldType(field);
    if (type === 'rate') return rateText(value, languageTag);
    if (type === 'money') return money(value);
    return new Intl.NumberFormat(languageTag).format(value);
  };
}

/** A contract's terms: its period (dividends) and its tiers, a row each, lowest first. */
export function TermsTable({ terms, caption }: { terms: ContractTerms; caption: string }) {
  const { t } = useTranslation();
  const valueText = useTierValueText();
  const fields = tierFields[terms.kind] as readonly TierField[];
  return (
    <div className="contract-terms">
      {terms.kind === 'dividend' && (
        <p className="contract-terms__period">
          {t('agentContracts.periodLabel')}: <strong>{t(periodLabel[terms.period])}</strong>
        </p>
      )}
      {/* A table wider than a phone scrolls; the keyboard can reach it to scroll it. */}
      <div className="contract-table-wrap" tabIndex={0} role="region" aria-label={caption}>
        <table className="contract-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('agentContracts.tier')}</th>
              {fields.map((field) => (
                <th key={field} scope="col">
                  {t(fieldLabel[field])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {terms.tiers.map((tier, index) => (
              <tr key={index}>
                <th scope="row">{index + 1}</th>
                {fields.map((field) => (
                  <td key={field} dir="ltr">
                    {valueText(field, (tier as Record<string, number>)[field] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
