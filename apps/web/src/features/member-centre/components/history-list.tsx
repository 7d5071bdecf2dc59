import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Pagination } from '@/components/ui/pagination';
import { LoadState } from '@/components/records/load-state';
import { MoneyCard } from '@/components/money/money-card';

/** A page of a history as the server sends it (the exact type, so the query options fit as they are). */
type Paged = { list: unknown[]; totalPages: number };

type Props<D extends Paged, K extends QueryKey> = {
  headingId: string;
  title: string;
  testId: string;
  /** The query of one page of the history (its api file's query options). */
  query: (page: number) => UseQueryOptions<D, Error, D, K>;
  /** One list item (with its key) for a record. */
  children: (item: D['list'][number]) => ReactNode;
};

/** A card listing a member's payments a page at a time, with numbered paging under the list. */
export function HistoryList<D extends Paged, K extends QueryKey>({
  headingId,
  title,
  testId,
  query,
  children,
}: Props<D, K>) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useQuery(query(page));
  const value = history.data;

  return (
    <MoneyCard headingId={headingId} title={title} testId={testId}>
      {!value ? (
        <LoadState failed={history.isError} message={t('payments.loadFailed')} />
      ) : value.list.length === 0 ? (
        <p className="wallet-note">{t('payments.history.empty')}</p>
      ) : (
        <ul className="pay-records">{value.list.map(children)}</ul>
      )}
      {value && <Pagination page={page} totalPages={value.totalPages} onChange={setPage} />}
    </MoneyCard>
  );
}
