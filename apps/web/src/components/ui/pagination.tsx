import { useTranslation } from '@/lib/use-translation';
import { Icon } from './icon';
import './pagination.css';

type PaginationProps = { page: number; totalPages: number; onChange: (page: number) => void };

/** Page numbers around the current one, with the first and last always reachable. */
export function pageWindow(page: number, totalPages: number): (number | 'gap')[] {
  const pages = new Set([1, totalPages, page - 1, page, page + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  for (const p of sorted) {
    const last = result[result.length - 1];
    if (typeof last === 'number' && p - last > 1) result.push('gap');
    result.push(p);
  }
  return result;
}

export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <button
        type="button"
        className="pagination__step"
        onClick={() => onChange(page - 1)}
        disabled={page <= 1}
        aria-label={t('pagination.previous')}
      >
        <Icon name="chevron-start" size={18} className="icon--directional" />
      </button>
      {pageWindow(page, totalPages).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            type="button"
            key={item}
            className={`pagination__page${item === page ? ' is-current' : ''}`}
            onClick={() => onChange(item)}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('pagination.page', { page: item })}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className="pagination__step"
        onClick={() => onChange(page + 1)}
        disabled={page >= totalPages}
        aria-label={t('pagination.next')}
      >
        <Icon name="chevron-end" size={18} className="icon--directional" />
      </button>
    </nav>
  );
}
