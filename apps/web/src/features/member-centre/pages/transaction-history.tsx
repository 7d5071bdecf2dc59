import { useTranslation } from '@/lib/use-translation';
import { useLanguage } from '@/lib/i18n';
import { Icon } from '@/components/ui/icon';
import { useTransactionHistory } from '../api/get-transaction-history';
import { brandDay } from '@/lib/brand-day';
import {
  TransactionFilterFields,
  type TransactionFilterValues,
} from '@/components/records/transaction-filter-fields';
import { EmptyState } from '@/components/records/empty-state';
import { HistoryFilters } from '@/components/records/history-filters';
import { HistoryResults } from '@/components/records/history-results';
import { Pager } from '@/components/records/pager';
import { TransactionTable } from '@/components/records/transaction-row';
import { useRecordFilters } from '@/components/records/use-record-filters';
import { roundHref } from '../round-link';
import type { MemberPageProps } from '../page-props';
import './money-pages.css';
import './wallet-pages.css';

const pageSize = 20;

type Filters = TransactionFilterValues & { pageNo: number };

/**
 * transactionHistory, the account record (product §2): every movement on the member's wallets with
 * its type, signed amount, balance after and time, filtered by days of the brand's time zone and by
 * type, 20 to a page. A table on wide screens, one card per movement on phones.
 */
export default function TransactionHistory({ timeZoneOffsetMinutes = 480 }: Partial<MemberPageProps>) {
  const { t } = useTranslation();
  const language = useLanguage();
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
    language,
  });

  return (
    <div className="wallet-page">
      <HistoryFilters label={t('wallet.history.filters')} rangeWrong={rangeWrong}>
        <TransactionFilterFields
          filters={filters}
          onChange={change}
          onReset={reset}
          types={history.data?.types}
          timeZoneOffsetMinutes={timeZoneOffsetMinutes}
        />
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
              <TransactionTable
                records={result.list}
                timeZoneOffsetMinutes={timeZoneOffsetMinutes}
                roundHref={roundHref}
              />
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
