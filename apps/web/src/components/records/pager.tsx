import { useTranslation } from '@/lib/use-translation';
import './pager.css';

type Props = { page: number; totalPages: number; onChange: (page: number) => void };

/*
 * Previous / page x of y / next, for records read newest first (the account and betting records).
 * The site's numbered Pagination would become a chunk shared with the promotions list, whose file
 * names the home route's first download then lists for preloading (docs/decisions.md, Money).
 */
export function Pager({ page, totalPages, onChange }: Props) {
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
