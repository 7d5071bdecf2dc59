import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useDocumentTitle } from '../use-document-title';

type DataPageProps<T> = {
  title: string;
  lead: string;
  query: { data: T | undefined; isError: boolean };
  children: (data: T) => ReactNode;
};

/** A titled page whose body waits for one query: a spinner while loading, a message on failure. */
export function DataPage<T>({ title, lead, query, children }: DataPageProps<T>) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <div className="page">
      <header>
        <h1 className="page__title">{title}</h1>
        <p className="page__lead">{lead}</p>
      </header>
      {query.isError && <p className="page__loading">{t('error.loadFailed')}</p>}
      {query.data === undefined && !query.isError && (
        <div className="page__loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{t('common.loading')}</span>
        </div>
      )}
      {query.data !== undefined && children(query.data)}
    </div>
  );
}
