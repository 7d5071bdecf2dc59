import { useTranslation } from 'react-i18next';

type Props = {
  failed: boolean;
  /** Said when loading failed. */
  message: string;
  /** Offers a retry button when loading failed. */
  onRetry?: () => void;
  /** A card of its own (the page's first data), rather than a part of one. */
  card?: boolean;
};

/** What a money page or card shows before its data: a spinner, or why loading failed. */
export function LoadState({ failed, message, onRetry, card = false }: Props) {
  const { t } = useTranslation();
  return (
    <div className={card ? 'mc-card wallet-state' : 'wallet-state'} role={failed ? 'alert' : 'status'}>
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
