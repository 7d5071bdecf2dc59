import { useEffect } from 'react';
import { useBrand } from '@/features/system/api/get-brand';

/** "Page · Brand" in the tab, so history and bookmarks tell pages apart. */
export function useDocumentTitle(page: string | undefined): void {
  const brand = useBrand().data?.name;
  useEffect(() => {
    const parts = [page, brand].filter(Boolean);
    if (parts.length > 0) document.title = parts.join(' · ');
  }, [page, brand]);
}
