import { useTranslation } from '@/lib/use-translation';
import { SelectField } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icon';
import { useTransactionHistory } from '../api/get-transaction-history';
import { brandDay } from '../brand-day';
import { DateFields, QuickRanges, type QuickRange } from '../components/date-range';
import { EmptyState } from '../components/empty-state';
import { HistoryFilters, ResetFilters } from '../components/history-filters';
import { HistoryResults } from '../components/history-results';
import { Pager } from '../components/pager';
import { TransactionTable, useTransactionTypeName } from '../components/transaction-row';
import { useRecordFilters } from '../hooks/use-record-filters';
import type { MemberPageProps } from '../page-props';
import './money-pages.css';
import './wallet-pages.css';

const pageSize = 20;

type Filters = { startDate: string; endDate: string; type: string; pageNo: number };

/**
 * transactionHistory, the account record (spec §2): every movement on the member's wallets with
 * its type, signed amount, balance after and time, filtered by days of the brand's time zone and by
 * type, 20 to a page. A table on wide screens, one card per movement on phones.
 */
export default function TransactionHistory({ timeZoneOffsetMinutes = 480 }: Partial<MemberPageProps>) {
  const { t } = useTranslation();
  const { filters, change, reset, goTo, rangeWrong } = useRecordFilters<Filters>(() => ({
    startDate: brandDay(timeZoneOffsetMinutes, 6),
    endDate: brandDay(timeZoneOffsetMinutes),
    type: '',
    pageNo: 1,
  }));
  const history = useTransactionHistory({
    startDate: filters.startDate || undefined,
    endDate: filters.endDate || undefined,
    type: filters.type || undefined,
    pageNo: filters.pageNo,
    pageSize,
  });

  const ranges: QuickRange[] = [
    { id: 'today', label: t('wallet.history.today'), from: 0, to: 0 },
    { id: 'week', label: t('wallet.history.week'), from: 6, to: 0 },
    { id: 'month', label: t('wallet.history.month'), from: 29, to: 0 },
  ];
  const typeName = useTransactionTypeName();
  const types = [...new Set([...(history.data?.types ?? []), ...(filters.type ? [filters.type] : [])])];

  return (
    <div className="wallet-page">
      <HistoryFilters label={t('wallet.history.filters')} rangeWrong={rangeWrong}>
        <QuickRanges
          ranges={ranges}
          value={filters}
          timeZoneOffsetMinutes={timeZoneOffsetMinutes}
          onChange={change}
        />
        <div className="history-fields">
          <DateFields value={filters} onChange={change} />
          <SelectField
            label={t('wallet.history.type')}
            value={filters.type}
            onValueChange={(type) => change({ type })}
            options={[
              { value: '', label: t('wallet.history.allTypes') },
              ...types.map((type) => ({ value: type, label: typeName(type) })),
            ]}
          />
          <ResetFilters onReset={reset} />
        </div>
      </HistoryFilters>

      <HistoryResults
        title={t('memberCentre.menu.transactionHistory')}
        query={history}
        failure={rangeWrong ? t('serverMessage.invalid_date_range') : undefined}
      >
        {(result) =>
          result.list.length === 0 ? (
            <EmptyState icon={<Icon name="ticket" size={32} />}>{t('wallet.history.empty')}</EmptyState>
          ) : (
            <>
              <p className="history-count">{t('wallet.history.count', { total: result.total })}</p>
              <TransactionTable records={result.list} timeZoneOffsetMinutes={timeZoneOffsetMinutes} />
              {result.totalPages > 1 && (
                <Pager page={filters.pageNo} totalPages={result.totalPages} onChange={goTo} />
              )}
            </>
          )
        }
      </HistoryResults>
    </div>
  );
}
