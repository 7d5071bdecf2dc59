import type { ReactNode } from 'react';
import { Loaded, type QueryState } from './load-state';

type Props<T> = {
  /** The section's name, a heading only screen readers see (the page's h1 says it already). */
  title: string;
  query: QueryState<T> & { isFetching: boolean };
  /** Said instead of the query's error (a reversed date range, as the filter card says it). */
  failure?: string;
  children: (value: T) => ReactNode;
};

/** The results card of a record page: busy while a filter change refetches, a spinner until the first answer. */
export function HistoryResults<T>({ title, query, failure, children }: Props<T>) {
  return (
    // Not a landmark of its own: its name is the page's, which already names the page's region.
    <div className="mc-card history" aria-busy={query.isFetching || undefined}>
      <h2 className="visually-hidden">{title}</h2>
      <Loaded query={query} failure={failure} reserve>
        {children}
      </Loaded>
    </div>
  );
}
