import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import './history-filters.css';

type Props = {
  /** The card's accessible name. */
  label: string;
  /** The chosen days are reversed or incomplete: said under the controls instead of `otherwise`. */
  rangeWrong: boolean;
  /** What stands under the controls while the range is fine (the span of days answered). */
  otherwise?: ReactNode;
  /** The controls: quick ranges, date fields, selects. */
  children: ReactNode;
};

/** The filter card of a record page: its controls, then why the chosen days cannot be asked for. */
export function HistoryFilters({ label, rangeWrong, otherwise = null, children }: Props) {
  const { t } = useTranslation();
  return (
    <section className="mc-card history-filters" aria-label={label}>
      {children}
      {rangeWrong ? (
        <p className="field__error" role="alert">
          {t('serverMessage.invalid_date_range')}
        </p>
      ) : (
        otherwise
      )}
    </section>
  );
}

/** Puts every filter back as the page opened; the last control of the filter fields. */
export function ResetFilters({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn btn--outline history-reset" onClick={onReset}>
      {t('wallet.history.reset')}
    </button>
  );
}
