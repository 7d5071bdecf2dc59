import { SelectField } from '@/components/ui/form-field';
import { useTranslation } from '@/lib/use-translation';
import { DateFields, QuickRanges, type QuickRange } from './date-range';
import { ResetFilters } from './history-filters';
import { useTransactionTypeName } from './transaction-row';

export type TransactionFilterValues = { startDate: string; endDate: string; type: string };

type Props = {
  filters: TransactionFilterValues;
  onChange: (change: Partial<TransactionFilterValues>) => void;
  onReset: () => void;
  /** The types the record answered; the chosen one stays offered while a new answer loads. */
  types: string[] | undefined;
  timeZoneOffsetMinutes: number;
};

/**
 * An account record's filters (the member's, and the agent centre's downline transactions): quick
 * ranges and days of the brand's time zone, the ledger type, and reset.
 */
export function TransactionFilterFields({ filters, onChange, onReset, types, timeZoneOffsetMinutes }: Props) {
  const { t } = useTranslation();
  const typeName = useTransactionTypeName();
  const ranges: QuickRange[] = [
    { id: 'today', label: t('wallet.history.today'), from: 0, to: 0 },
    { id: 'week', label: t('wallet.history.week'), from: 6, to: 0 },
    { id: 'month', label: t('wallet.history.month'), from: 29, to: 0 },
  ];
  const offered = [...new Set([...(types ?? []), ...(filters.type ? [filters.type] : [])])];
  return (
    <>
      <QuickRanges
        ranges={ranges}
        value={filters}
        timeZoneOffsetMinutes={timeZoneOffsetMinutes}
        onChange={onChange}
      />
      <div className="history-fields">
        <DateFields value={filters} onChange={onChange} />
        <SelectField
          label={t('wallet.history.type')}
          value={filters.type}
          onValueChange={(type) => onChange({ type })}
          options={[
            { value: '', label: t('wallet.history.allTypes') },
            ...offered.map((type) => ({ value: type, label: typeName(type) })),
          ]}
        />
        <ResetFilters onReset={onReset} />
      </div>
    </>
  );
}
