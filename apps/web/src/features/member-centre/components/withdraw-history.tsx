import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { Confirmation, Withdrawal, WithdrawalStatus } from '@lobby/contract/payments';
import { Icon } from '@/components/ui/icon';
import { useLanguageTag } from '@/lib/i18n';
import { withdrawHistoryQueryOptions } from '../api/get-withdraw-history';
import { formatInZone } from '@/lib/zoned-time';
import { HistoryList } from './history-list';
import { Notice } from '@/components/money/notice';
import { PayRecord, RecordAmount, type StatusTone } from './pay-record';
import { bindingIcon, PaymentIcon } from '@/components/money/payment-icons';
import { WithdrawConfirm } from './withdraw-confirm';

const statusKey = {
  requested: 'payments.withdrawStatus.requested',
  approved: 'payments.withdrawStatus.approved',
  paid: 'payments.withdrawStatus.paid',
  rejected: 'payments.withdrawStatus.rejected',
} as const satisfies Record<WithdrawalStatus, string>;

const tone: Record<WithdrawalStatus, StatusTone> = {
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
  const [confirming, setConfirming] = useState<number | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const when = (iso: string) => formatInZone(iso, languageTag, timeZoneOffsetMinutes, true);

  return (
    <HistoryList
      headingId="withdraw-history-heading"
      title={t('payments.history.withdrawals')}
      testId="withdraw-history"
      query={withdrawHistoryQueryOptions}
    >
      {(withdrawal) => (
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
      )}
    </HistoryList>
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
    <PayRecord
      icon={bindingIcon[withdrawal.binding.type]}
      title={
        <>
          {withdrawal.binding.provider}{' '}
          <span dir="ltr" className="pay-record__number">
            {withdrawal.binding.accountNumberMasked}
          </span>
        </>
      }
      end={
        <RecordAmount
          amount={money(withdrawal.amount)}
          status={t(statusKey[withdrawal.status])}
          tone={tone[withdrawal.status]}
        />
      }
      below={
        <>
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
            <Notice kind="success" className="pay-record__panel">
              {t('payments.confirm.done')}
            </Notice>
          )}
        </>
      }
      variant="wide"
      testId={`withdrawal-${withdrawal.id}`}
    >
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
    </PayRecord>
  );
}
