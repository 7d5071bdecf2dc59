import { useTranslation } from '@/lib/use-translation';
import type { DepositStatus } from '@lobby/contract/payments';
import { useLanguageTag } from '@/lib/i18n';
import { depositHistoryQueryOptions } from '../api/get-deposit-history';
import { formatInZone } from '@/lib/zoned-time';
import { HistoryList } from './history-list';
import { PayRecord, RecordAmount, type StatusTone } from './pay-record';
import { channelIcon } from '@/components/money/payment-icons';

export const depositStatusKey = {
  pending: 'payments.depositStatus.pending',
  paid: 'payments.depositStatus.paid',
  cancelled: 'payments.depositStatus.cancelled',
  expired: 'payments.depositStatus.expired',
  failed: 'payments.depositStatus.failed',
} as const satisfies Record<DepositStatus, string>;

const tone: Record<DepositStatus, StatusTone> = {
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

  return (
    <HistoryList
      headingId="deposit-history-heading"
      title={t('payments.history.deposits')}
      testId="deposit-history"
      query={depositHistoryQueryOptions}
    >
      {(order) => (
        <PayRecord
          key={order.orderId}
          icon={channelIcon[order.channelType]}
          title={order.channelName}
          end={
            <RecordAmount
              amount={money(order.amount)}
              status={t(depositStatusKey[order.status])}
              tone={tone[order.status]}
            />
          }
        >
          <span className="pay-record__meta" dir="ltr">
            {order.orderId}
          </span>
          <span className="pay-record__meta">
            {formatInZone(order.createdAt, languageTag, timeZoneOffsetMinutes, true)}
          </span>
        </PayRecord>
      )}
    </HistoryList>
  );
}
