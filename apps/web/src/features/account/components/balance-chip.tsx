import { useTranslation } from '@/lib/use-translation';
import { Icon } from '@/components/ui/icon';
import { shapes } from '@/components/ui/icon-shapes';
import { formatMinorUnits, maskedAmount } from '@/lib/format-money';
import { useLanguageTag } from '@/lib/i18n';
import { useBalance } from '../api/get-balance';
import { useBalanceVisibility } from '../hooks/use-balance-visibility';
import { useBalanceSocket } from '../hooks/use-balance-socket';
import { useThrottledRefresh } from '../hooks/use-throttled-refresh';
import './balance-chip.css';

/**
 * Product §2 header balance: the amount with 2 decimals and grouping (product §9), a show/hide toggle
 * that masks it, and a refresh that spins while fetching and runs at most once a second. The figure
 * follows the balance socket's pushes while the session lasts.
 */
export function BalanceChip() {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const balance = useBalance();
  // Pushed balances (WebSocket) keep the figure live without a refresh.
  useBalanceSocket();
  const { hidden, toggle } = useBalanceVisibility();
  const refresh = useThrottledRefresh(balance.refetch, balance.isFetching);
  const value = balance.data;
  const amount = value
    ? formatMinorUnits(value.balance, languageTag, { decimals: value.decimals })
    : balance.isError
      ? '--'
      : '';

  return (
    <div className="balance-chip" role="group" aria-label={t('header.balance')}>
      <span className="balance-chip__amount" dir="ltr">
        {value && <span className="balance-chip__symbol">{value.currencySymbol}</span>}
        {hidden ? (
          <>
            <span aria-hidden="true">{maskedAmount}</span>
            <span className="visually-hidden">{t('header.balanceHidden')}</span>
          </>
        ) : amount ? (
          <span data-testid="balance-amount">{amount}</span>
        ) : (
          <span className="balance-chip__pending" aria-hidden="true" />
        )}
      </span>
      <button
        type="button"
        className="balance-chip__button"
        aria-label={hidden ? t('header.showBalance') : t('header.hideBalance')}
        onClick={toggle}
      >
        <Icon name={hidden ? shapes.eyeOff : shapes.eye} size={16} />
      </button>
      <button
        type="button"
        className={`balance-chip__button balance-chip__refresh${balance.isFetching ? ' balance-chip__button--spinning' : ''}`}
        aria-label={t('header.refreshBalance')}
        aria-busy={balance.isFetching}
        onClick={refresh}
      >
        <Icon size={16} name={shapes.refresh} />
      </button>
    </div>
  );
}
