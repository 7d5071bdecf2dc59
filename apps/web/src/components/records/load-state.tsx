import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { errorMessage } from '@/lib/error-message';
import './load-state.css';

type Props = {
  failed: boolean;
  /** Said when loading failed. */
  message: string;
  /** Offers a retry button when loading failed. */
  onRetry?: () => void;
  /** A card of its own (the page's first data), rather than a part of one. */
  card?: boolean;
  /**
   * The page's first data: the footer is kept below the fold until it comes (.mc-reserve in
   * components/centre/centre-layout.css). A card is, unless told otherwise.
   */
  reserve?: boolean;
};

/** What a money page or card shows before its data: a spinner, or why loading failed. */
export function LoadState({ failed, message, onRetry, card = false, reserve = card }: Props) {
  const { t } = useTranslation();
  // A failure looks as it always has: nothing more is on its way until a retry.
  const className = `${card ? 'mc-card ' : ''}wallet-state${reserve && !failed ? ' mc-reserve' : ''}`;
  return (
    <div className={className} role={failed ? 'alert' : 'status'}>
      {failed ? (
        <>
          <p>{message}</p>
          {onRetry && (
            <button type="button" className="btn btn--outline" onClick={onRetry}>
              {t('wallet.retry')}
            </button>
          )}
        </>
      ) : (
        <>
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{t('common.loading')}</span>
        </>
      )}
    </div>
  );
}

/** What Loaded reads of a query (TanStack Query's result fits as it is). */
export type QueryState<T> = {
  data: T | undefined;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
};

type LoadedProps<T> = Pick<Props, 'card' | 'reserve'> & {
  query: QueryState<T>;
  /** Said instead of the query's error. */
  failure?: string;
  children: (value: T) => ReactNode;
};

/** The query's data drawn by `children` once it has answered; LoadState with a retry until then. */
export function Loaded<T>({ query, failure, card, reserve, children }: LoadedProps<T>) {
  const { t } = useTranslation();
  if (query.data === undefined)
    return (
      <LoadState
        card={card}
        reserve={reserve}
        failed={query.isError}
        message={failure ?? errorMessage(query.error, t)}
        onRetry={() => void query.refetch()}
      />
    );
  return children(query.data);
}
