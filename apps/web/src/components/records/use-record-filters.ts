import { useState } from 'react';

/** A record's filters: a range of the brand's days, whatever else the page filters by, and the page. */
type RecordFilters = { startDate: string; endDate: string; pageNo: number };

/**
 * The filters of a paged record (account record, betting record): a change goes back to page 1,
 * reset puts back the filters the page opened with, and a reversed range is flagged (the date
 * fields bound each other, but a typed date can still cross).
 */
export function useRecordFilters<F extends RecordFilters>(initial: () => F) {
  const [filters, setFilters] = useState<F>(initial);
  return {
    filters,
    change: (next: Partial<F>) => setFilters((old) => ({ ...old, pageNo: 1, ...next })),
    reset: () => setFilters(initial()),
    goTo: (pageNo: number) => setFilters((old) => ({ ...old, pageNo })),
    rangeWrong: Boolean(filters.startDate && filters.endDate && filters.startDate > filters.endDate),
  };
}
