import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Confirmation, Withdrawal, WithdrawalStatus } from '@lobby/contract/payments';
import { Icon } from '@/components/ui/icon';
import { Pagination } from '@/components/ui/pagination';
import { useLanguageTag } from '@/lib/i18n';
import { useWithdrawHistory } from '../api/get-withdraw-history';
import { formatInZone } from '../profile-format';
import { bindingIcon, PaymentIcon } from './payment-icons';
import { WithdrawConfirm } from './withdraw-confirm';

const statusKey = {
  requested: 'payments.withdrawStatus.requested',
  approved: 'payments.withdrawStatus.approved',
  paid: 'payments.withdrawStatus.paid',
  rejected: 'payments.withdrawStatus.rejected',
} as const satisfies Record<WithdrawalStatus, string>;

const tone: Record<WithdrawalStatus, string> = {
  requested: 'pending',
  approved: 'info',
  paid: 'success',
  rejected: 'danger',
};

const confirmationKey = {
  received: 'payments.confirmation.received',
  partly_received: 'payments.confirmation.partly_received',
  not_received: 'payments.confirmation.not_received',
  auto_received: 'payments.confirmation.auto_received',
} as const satisfies Record<Confirmation, string>;

type Props = { money: (minor: number) => string; symbol: string; timeZoneOffsetMinutes: number };

/** The member's withdrawals with their statuses, and the confirmation of the ones paid out. */
export function WithdrawHistory({ money, symbol, timeZoneOffsetMinutes }: Props) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const history = useWithdrawHistory(page);
  const value = history.data;
  const when = (iso: string) => formatInZone(iso, languageTag, timeZoneOffsetMinutes, true);

  return (
    <section className="mc-card" aria-labelledby="withdraw-history-heading" data-testid="withdraw-history">
      <h2 id="withdraw-history-heading" className="mc-card__title">
        {t('payments.history.withdrawals')}
      </h2>
      {!value ? (
        <div className="wallet-state" role={history.isError ? 'alert' : 'status'}>
          {history.isError ? (
            <p>{t('payments.loadFailed')}</p>
          ) : (
            <span className="spinner" aria-hidden="true" />
          )}
        </div>
      ) : value.list.length === 0 ? (
        <p className="wallet-note">{t('payments.history.empty')}</p>
      ) : (
        <ul className="pay-records">
          {value.list.map((withdrawal) => (
            <WithdrawalItem
              key={withdrawal.id}
              withdrawal={withdrawal}
              money={money}
              symbol={symbol}
              when={when}
              confirming={confirming === withdrawal.id}
              confirmed={done === withdrawal.id}
              onConfirming={(open) => {
                setConfirming(open ? withdrawal.id : null);
                setDone(null);
              }}
              onConfirmed={() => {
                setConfirming(null);
                setDone(withdrawal.id);
              }}
            />
          ))}
        </ul>
      )}
      {value && <Pagination page={page} totalPages={value.totalPages} onChange={setPage} />}
    </section>
  );
}

type ItemProps = {
  withdrawal: Withdrawal;
  money: (minor: number) => string;
  symbol: string;
  when: (iso: string) => string;
  confirming: boolean;
  confirmed: boolean;
  onConfirming: (open: boolean) => void;
  onConfirmed: () => void;
};

/* Top level, so a re-render of the list (a refetch) keeps an open confirmation form and its images. */
function WithdrawalItem({
  withdrawal,
  money,
  symbol,
  when,
  confirming,
  confirmed,
  onConfirming,
  onConfirmed,
}: ItemProps) {
  const { t } = useTranslation();
  const open = withdrawal.status === 'paid' && !withdrawal.confirmation;
  return (
    <li className="pay-record pay-record--wide" data-testid={`withdrawal-${withdrawal.id}`}>
      <span className="pay-record__icon">
        <PaymentIcon name={bindingIcon[withdrawal.binding.type]} />
      </span>
      <div className="pay-record__main">
        <span className="pay-record__title">
          {withdrawal.binding.provider}{' '}
          <span dir="ltr" className="pay-record__number">
            {withdrawal.binding.accountNumberMasked}
          </span>
        </span>
        <span className="pay-record__meta">{when(withdrawal.createdAt)}</span>
        {withdrawal.status === 'rejected' && withdrawal.rejectReason && (
          <span className="pay-record__meta">
            {t('payments.history.reason', { reason: withdrawal.rejectReason })}
          </span>
        )}
        {withdrawal.confirmation && (
          <span className="pay-record__meta pay-record__confirmed">
            <Icon name="success" size={14} />
            <span>
              {t(confirmationKey[withdrawal.confirmation])}
              {withdrawal.confirmation === 'partly_received' && withdrawal.receivedAmount !== null && (
                <> · {t('payments.history.receivedAmount', { amount: money(withdrawal.receivedAmount) })}</>
              )}
              {withdrawal.proofIds.length > 0 && (
                <> · {t('payments.history.proofs', { count: withdrawal.proofIds.length })}</>
              )}
            </span>
          </span>
        )}
        {open && withdrawal.confirmBy && (
          <span className="pay-record__meta pay-record__due">
            <PaymentIcon name="clock" size={14} />
            <span>{t('payments.history.confirmBy', { time: when(withdrawal.confirmBy) })}</span>
          </span>
        )}
      </div>
      <div className="pay-record__side">
        <span className="pay-record__amount" dir="ltr">
          {money(withdrawal.amount)}
        </span>
        <span className={`pay-status pay-status--${tone[withdrawal.status]}`}>
          {t(statusKey[withdrawal.status])}
        </span>
      </div>
      {open && !confirming && (
        <div className="pay-record__actions">
          <button type="button" className="btn btn--teal btn--small" onClick={() => onConfirming(true)}>
            {t('payments.history.confirmButton')}
          </button>
        </div>
      )}
      {open && confirming && (
        <div className="pay-record__panel">
          <WithdrawConfirm
            withdrawal={withdrawal}
            money={money}
            symbol={symbol}
            onDone={onConfirmed}
            onCancel={() => onConfirming(false)}
          />
        </div>
      )}
      {confirmed && (
        <p className="wallet-notice wallet-notice--success pay-record__panel" role="status">
          <Icon name="success" size={18} />
          {t('payments.confirm.done')}
        </p>
      )}
    </li>
  );
}
