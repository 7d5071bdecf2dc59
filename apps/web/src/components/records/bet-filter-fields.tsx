import { betStatuses, type BetStatus, type BetVendor } from '@lobby/contract/bets';
import { SelectField } from '@/components/ui/form-field';
import { useTranslation } from '@/lib/use-translation';
import { betStatusKey, gameTypeKey } from '@/lib/bet-format';
import { DateFields, QuickRanges, type QuickRange } from './date-range';
import { ResetFilters } from './history-filters';

export type BetFilterValues = {
  startDate: string;
  endDate: string;
  gameType: string;
  vendor: string;
  status: BetStatus | '';
};

type Props = {
  filters: BetFilterValues;
  onChange: (change: Partial<BetFilterValues>) => void;
  onReset: () => void;
  /** The filter choices the record answered (none until it has). */
  choices: { gameTypes: string[]; vendors: BetVendor[] } | undefined;
  timeZoneOffsetMinutes: number;
};

/**
 * A betting record's filters (the member's, and the agent centre's team betting): quick ranges and
 * days of the brand's time zone, game type, the vendors serving it, status, and reset.
 */
export function BetFilterFields({ filters, onChange, onReset, choices, timeZoneOffsetMinutes }: Props) {
  const { t } = useTranslation();
  const ranges: QuickRange[] = [
    { id: 'today', label: t('wallet.history.today'), from: 0, to: 0 },
    { id: 'yesterday', label: t('bets.yesterday'), from: 1, to: 1 },
    { id: 'week', label: t('wallet.history.week'), from: 6, to: 0 },
    { id: 'month', label: t('wallet.history.month'), from: 29, to: 0 },
  ];
  const typeName = (type: string) => (gameTypeKey[type] ? t(gameTypeKey[type]) : type);
  const vendors = (choices?.vendors ?? []).filter(
    (vendor) => !filters.gameType || vendor.gameTypes.includes(filters.gameType),
  );
  const chooseGameType = (gameType: string) => {
    // A vendor that does not serve the new game type would only empty the list.
    const keep = choices?.vendors.find((v) => v.code === filters.vendor)?.gameTypes.includes(gameType);
    onChange({ gameType, vendor: !gameType || keep ? filters.vendor : '' });
  };
  return (
    <>
      <QuickRanges
        ranges={ranges}
        value={filters}
        timeZoneOffsetMinutes={timeZoneOffsetMinutes}
        onChange={onChange}
      />
      <div className="history-fields bet-fields">
        <DateFields value={filters} onChange={onChange} />
        <SelectField
          label={t('bets.gameType')}
          value={filters.gameType}
          onValueChange={chooseGameType}
          options={[
            { value: '', label: t('bets.allGameTypes') },
            ...(choices?.gameTypes ?? []).map((type) => ({ value: type, label: typeName(type) })),
          ]}
        />
        <SelectField
          label={t('bets.vendor')}
          value={filters.vendor}
          onValueChange={(vendor) => onChange({ vendor })}
          options={[
            { value: '', label: t('bets.allVendors') },
            ...vendors.map((vendor) => ({ value: vendor.code, label: vendor.name })),
          ]}
        />
        <SelectField
          label={t('bets.statusLabel')}
          value={filters.status}
          onValueChange={(status) => onChange({ status: status as BetStatus | '' })}
          options={[
            { value: '', label: t('bets.allStatuses') },
            ...betStatuses.map((status) => ({ value: status, label: t(betStatusKey[status]) })),
          ]}
        />
        <ResetFilters onReset={onReset} />
      </div>
    </>
  );
}
