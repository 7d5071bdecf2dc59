import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositStatus } from '@lobby/contract/payments';
import { Pagination } from '@/components/ui/pagination';
import { useLanguageTag } from '@/lib/i18n';
import { useDepositHistory } from '../api/get-deposit-history';
import { formatInZone } from '../profile-format';
import { channelIcon, PaymentIcon } from './payment-icons';

export const depositStatusKey = {
  pending: 'payments.depositStatus.pending',
  paid: 'payments.depositStatus.paid',
  cancelled: 'payments.depositStatus.cancelled',
  expired: 'payments.depositStatus.expired',
  failed: 'payments.depositStatus.failed',
} as const satisfies Record<DepositStatus, string>;

const tone: Record<DepositStatus, string> = {
  pending: 'pending',
  paid: 'success',
  cancelled: 'muted',
  expired: 'muted',
  failed: 'danger',
};

type Props = { money: (minor: number) => string; timeZoneOffsetMinutes: number };

export function DepositHistory({ money, timeZoneOffsetMinutes }: Props) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const [page, setPage] = useState(1);
  const history = useDepositHistory(page);
  const value = history.data;

  return (
    <section className="mc-card" aria-labelledby="deposit-history-heading" data-testid="deposit-history">
      <h2 id="deposit-history-heading" className="mc-card__title">
        {t('payments.history.deposits')}
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
          {value.list.map((order) => (
            <li key={order.orderId} className="pay-record">
              <span className="pay-record__icon">
                <PaymentIcon name={channelIcon[order.channelType]} />
              </span>
              <div className="pay-record__main">
                <span className="pay-record__title">{order.channelName}</span>
                <span className="pay-record__meta" dir="ltr">
                  {order.orderId}
                </span>
                <span className="pay-record__meta">
                  {formatInZone(order.createdAt, languageTag, timeZoneOffsetMinutes, true)}
                </span>
              </div>
              <div className="pay-record__side">
                <span className="pay-record__amount" dir="ltr">
                  {money(order.amount)}
                </span>
                <span className={`pay-status pay-status--${tone[order.status]}`}>
                  {t(depositStatusKey[order.status])}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {value && <Pagination page={page} totalPages={value.totalPages} onChange={setPage} />}
    </section>
  );
}
