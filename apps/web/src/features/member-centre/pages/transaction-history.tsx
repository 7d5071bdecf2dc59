import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransactionRecord } from '@lobby/contract/wallet';
import { SelectField } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icon';
import { errorMessage } from '@/lib/error-message';
import { formatMinorUnits } from '@/lib/format-money';
import { useLanguageTag } from '@/lib/i18n';
import { useTransactionHistory } from '../api/get-transaction-history';
import type { MemberPageProps } from '../page-props';
import { formatInZone } from '../profile-format';
import './wallet-pages.css';

const pageSize = 20;

/* The ledger kinds the site names; another kind shows as the server wrote it. Keys stay literal. */
const typeKey: Record<string, string> = {
  WALLET_TRANSFER: 'wallet.type.WALLET_TRANSFER',
  TRANSFER_UPLINE: 'wallet.type.TRANSFER_UPLINE',
  TRANSFER_DOWNLINE: 'wallet.type.TRANSFER_DOWNLINE',
  ADJUSTMENT: 'wallet.type.ADJUSTMENT',
  DEPOSIT: 'wallet.type.DEPOSIT',
  WITHDRAW: 'wallet.type.WITHDRAW',
  WITHDRAW_REFUND: 'wallet.type.WITHDRAW_REFUND',
  WITHDRAW_PAYOUT: 'wallet.type.WITHDRAW_PAYOUT',
};

type Range = 'today' | 'week' | 'month';
const rangeDays: Record<Range, number> = { today: 1, week: 7, month: 30 };
const rangeKey: Record<Range, string> = {
  today: 'wallet.history.today',
  week: 'wallet.history.week',
  month: 'wallet.history.month',
};

/** A day of the brand's calendar (YYYY-MM-DD), `back` days before today there. */
export function brandDay(offsetMinutes: number, back = 0, now = Date.now()): string {
  return new Date(now + offsetMinutes * 60_000 - back * 86_400_000).toISOString().slice(0, 10);
}

type Filters = { startDate: string; endDate: string; type: string; pageNo: number };

/**
 * transactionHistory, the account record (spec §2): every movement on the member's wallets with
 * its type, signed amount, balance after and time, filtered by days of the brand's time zone and by
 * type, 20 to a page. A table on wide screens, one card per movement on phones.
 */
export default function TransactionHistory({ timeZoneOffsetMinutes = 480 }: Partial<MemberPageProps>) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const id = useId();
  const initial = (): Filters => ({
    startDate: brandDay(timeZoneOffsetMinutes, rangeDays.week - 1),
    endDate: brandDay(timeZoneOffsetMinutes),
    type: '',
    pageNo: 1,
  });
  const [filters, setFilters] = useState<Filters>(initial);
  const history = useTransactionHistory({
    startDate: filters.startDate || undefined,
    endDate: filters.endDate || undefined,
    type: filters.type || undefined,
    pageNo: filters.pageNo,
    pageSize,
  });
  const value = history.data;

  const change = (next: Partial<Filters>) => setFilters((old) => ({ ...old, pageNo: 1, ...next }));
  const pickRange = (range: Range) =>
    change({
      startDate: brandDay(timeZoneOffsetMinutes, rangeDays[range] - 1),
      endDate: brandDay(timeZoneOffsetMinutes),
    });
  const activeRange = (Object.keys(rangeDays) as Range[]).find(
    (range) =>
      filters.endDate === brandDay(timeZoneOffsetMinutes) &&
      filters.startDate === brandDay(timeZoneOffsetMinutes, rangeDays[range] - 1),
  );
  const typeName = (type: string) => (typeKey[type] ? t(typeKey[type]) : type);
  const types = [...new Set([...(value?.types ?? []), ...(filters.type ? [filters.type] : [])])];
  const money = (minor: number) => formatMinorUnits(minor, languageTag);
  const walletName = (wallet: string) => (wallet === 'MAIN' ? t('wallet.history.main') : wallet);
  const rangeWrong = filters.startDate && filters.endDate && filters.startDate > filters.endDate;

  return (
    <div className="wallet-page">
      <section className="mc-card history-filters" aria-label={t('wallet.history.filters')}>
        <div className="history-ranges" role="group" aria-label={t('wallet.history.quickRange')}>
          {(Object.keys(rangeDays) as Range[]).map((range) => (
            <button
              key={range}
              type="button"
              className={`history-range${activeRange === range ? ' is-active' : ''}`}
              aria-pressed={activeRange === range}
              onClick={() => pickRange(range)}
            >
              {t(rangeKey[range]!)}
            </button>
          ))}
        </div>
        <div className="history-fields">
          <div className="field">
            <label className="field__label" htmlFor={`${id}-from`}>
              {t('wallet.history.from')}
            </label>
            <input
              id={`${id}-from`}
              className="field__input"
              type="date"
              value={filters.startDate}
              max={filters.endDate || undefined}
              onChange={(event) => change({ startDate: event.target.value })}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-to`}>
              {t('wallet.history.to')}
            </label>
            <input
              id={`${id}-to`}
              className="field__input"
              type="date"
              value={filters.endDate}
              min={filters.startDate || undefined}
              onChange={(event) => change({ endDate: event.target.value })}
            />
          </div>
          <SelectField
            label={t('wallet.history.type')}
            value={filters.type}
            onValueChange={(type) => change({ type })}
            options={[
              { value: '', label: t('wallet.history.allTypes') },
              ...types.map((type) => ({ value: type, label: typeName(type) })),
            ]}
          />
          <button
            type="button"
            className="btn btn--outline history-reset"
            onClick={() => setFilters(initial())}
          >
            {t('wallet.history.reset')}
          </button>
        </div>
        {rangeWrong && (
          <p className="field__error" role="alert">
            {t('serverMessage.invalid_date_range')}
          </p>
        )}
      </section>

      <section
        className="mc-card history"
        aria-labelledby={`${id}-results`}
        aria-busy={history.isFetching || undefined}
      >
        <h2 id={`${id}-results`} className="visually-hidden">
          {t('memberCentre.menu.transactionHistory')}
        </h2>
        {!value ? (
          history.isError ? (
            <div className="wallet-state" role="alert">
              <p>{rangeWrong ? t('serverMessage.invalid_date_range') : errorMessage(history.error, t)}</p>
              <button type="button" className="btn btn--outline" onClick={() => void history.refetch()}>
                {t('wallet.retry')}
              </button>
            </div>
          ) : (
            <div className="wallet-state" role="status">
              <span className="spinner" aria-hidden="true" />
              <span className="visually-hidden">{t('common.loading')}</span>
            </div>
          )
        ) : value.list.length === 0 ? (
          <div className="wallet-empty">
            <Icon name="ticket" size={32} />
            <p>{t('wallet.history.empty')}</p>
          </div>
        ) : (
          <>
            <p className="history-count">{t('wallet.history.count', { total: value.total })}</p>
            <table className="history-table">
              <thead>
                <tr>
                  <th scope="col">{t('wallet.history.time')}</th>
                  <th scope="col">{t('wallet.history.type')}</th>
                  <th scope="col">{t('wallet.history.wallet')}</th>
                  <th scope="col" className="is-number">
                    {t('wallet.history.amount')}
                  </th>
                  <th scope="col" className="is-number">
                    {t('wallet.history.balanceAfter')}
                  </th>
                  <th scope="col">{t('wallet.history.reference')}</th>
                </tr>
              </thead>
              <tbody>
                {value.list.map((record) => (
                  <HistoryRow
                    key={record.id}
                    record={record}
                    time={formatInZone(record.createdAt, languageTag, timeZoneOffsetMinutes, true)}
                    typeName={typeName(record.type)}
                    walletName={walletName(record.wallet)}
                    money={money}
                  />
                ))}
              </tbody>
            </table>
            {value.totalPages > 1 && (
              <Pager
                page={filters.pageNo}
                totalPages={value.totalPages}
                onChange={(pageNo) => setFilters((old) => ({ ...old, pageNo }))}
              />
            )}
          </>
        )}
      </section>
    </div>
  );
}

type PagerProps = { page: number; totalPages: number; onChange: (page: number) => void };

/*
 * Previous / page x of y / next. The site's numbered Pagination would become a chunk shared with
 * the promotions list, whose file names the home route's first download then lists for preloading
 * (docs/decisions.md, Money); a record read newest first is paged one step at a time anyway.
 */
function Pager({ page, totalPages, onChange }: PagerProps) {
  const { t } = useTranslation();
  return (
    <nav className="history-pager" aria-label={t('pagination.label')}>
      <button
        type="button"
        className="btn btn--outline btn--small"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <span aria-hidden="true">‹</span> {t('pagination.previous')}
      </button>
      <span className="history-pager__where" aria-current="page">
        {t('wallet.history.pageOf', { page, totalPages })}
      </span>
      <button
        type="button"
        className="btn btn--outline btn--small"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        {t('pagination.next')} <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}

type RowProps = {
  record: TransactionRecord;
  time: string;
  typeName: string;
  walletName: string;
  money: (minor: number) => string;
};

function HistoryRow({ record, time, typeName, walletName, money }: RowProps) {
  const { t } = useTranslation();
  const sign = record.amount > 0 ? '+' : record.amount < 0 ? '−' : '';
  const reference = record.counterparty
    ? t('wallet.history.counterparty', { account: record.counterparty })
    : record.reference;
  return (
    <tr className="history-row">
      <td className="history-row__time" data-label={t('wallet.history.time')}>
        {time}
      </td>
      <td className="history-row__type" data-label={t('wallet.history.type')}>
        {typeName}
      </td>
      <td data-label={t('wallet.history.wallet')}>{walletName}</td>
      <td
        className={`is-number history-row__amount ${record.amount >= 0 ? 'is-in' : 'is-out'}`}
        data-label={t('wallet.history.amount')}
      >
        <span dir="ltr">
          {sign}
          {money(Math.abs(record.amount))}
        </span>
      </td>
      <td className="is-number" data-label={t('wallet.history.balanceAfter')}>
        <span dir="ltr">{money(record.balanceAfter)}</span>
      </td>
      <td className="history-row__reference" data-label={t('wallet.history.reference')}>
        {reference || '—'}
      </td>
    </tr>
  );
}
