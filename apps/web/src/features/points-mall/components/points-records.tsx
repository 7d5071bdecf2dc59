import type { PointKind, PointMovement, RedemptionStatus } from '@lobby/contract/points';
import { LoadState } from '@/components/records/load-state';
import { StatusChip, type ChipTone } from '@/components/ui/status-chip';
import { useLanguage, useLanguageTag } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import type { TFunction } from '@/lib/translator';
import { formatInZone } from '@/lib/zoned-time';
import { usePointDetails, useRedemptions } from '../api/points';
import { gameTypeLabel, type Formats } from '../points-format';
import './points-records.css';

const statusKey = {
  in_process: 'pointsMall.status.in_process',
  approved: 'pointsMall.status.approved',
  rejected: 'pointsMall.status.rejected',
} as const satisfies Record<RedemptionStatus, string>;
const statusTone = {
  in_process: 'pending',
  approved: 'success',
  rejected: 'danger',
} as const satisfies Record<RedemptionStatus, ChipTone>;
const typeKey = {
  EARN: 'pointsMall.type.EARN',
  REDEEM: 'pointsMall.type.REDEEM',
  CONVERT: 'pointsMall.type.CONVERT',
  REVERSE: 'pointsMall.type.REVERSE',
  ADJUST: 'pointsMall.type.ADJUST',
} as const satisfies Record<PointKind, string>;

type Props = { formats: Formats; timeZoneOffsetMinutes: number };

/**
 * What the server's memo adds to a movement's type: the game type earned on, the operator's words, the
 * money a conversion became. A redemption's internal reference says nothing to the member.
 */
function memoText(row: PointMovement, formats: Formats, t: TFunction): string {
  if (row.type === 'EARN') return gameTypeLabel(row.memo, t);
  if (row.type === 'ADJUST') return row.memo;
  if (row.type === 'CONVERT' && /^\d+$/.test(row.memo)) return formats.money(Number(row.memo));
  return '';
}

function LoadMore({ onMore, busy }: { onMore: () => void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn btn--outline points-records__more" onClick={onMore} disabled={busy}>
      {t(busy ? 'common.loading' : 'pointsMall.loadMore')}
    </button>
  );
}

/** The member's redemptions with their status (and the reason of a rejection), newest first. */
export function RedemptionHistory({ formats, timeZoneOffsetMinutes }: Props) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const query = useRedemptions(useLanguage());
  if (!query.data) {
    return (
      <LoadState
        failed={query.isError}
        message={t('pointsMall.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const list = query.data.pages.flatMap((page) => page.list);
  if (list.length === 0) return <p className="points-records__empty">{t('pointsMall.historyEmpty')}</p>;
  return (
    <>
      <ul className="points-records" aria-label={t('pointsMall.tab.history')}>
        {list.map((item) => (
          <li key={item.id} className="points-records__row">
            <div className="points-records__main">
              <strong>
                {item.title} × {item.quantity}
              </strong>
              <span className="points-records__time">
                {formatInZone(item.createdAt, languageTag, timeZoneOffsetMinutes, true)}
              </span>
              {item.status === 'rejected' && item.reason && (
                <span className="points-records__reason">
                  {t('pointsMall.reason', { reason: item.reason })}
                </span>
              )}
            </div>
            <div className="points-records__side">
              <span dir="ltr">−{formats.points(item.points)}</span>
              <StatusChip tone={statusTone[item.status]}>{t(statusKey[item.status])}</StatusChip>
            </div>
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <LoadMore busy={query.isFetchingNextPage} onMore={() => void query.fetchNextPage()} />
      )}
    </>
  );
}

/** Every movement of the member's points: time, type, amount and the balance after it. */
export function PointsDetails({ formats, timeZoneOffsetMinutes }: Props) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const query = usePointDetails();
  if (!query.data) {
    return (
      <LoadState
        failed={query.isError}
        message={t('pointsMall.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const list = query.data.pages.flatMap((page) => page.list);
  if (list.length === 0) return <p className="points-records__empty">{t('pointsMall.detailsEmpty')}</p>;
  return (
    <>
      {/* Focusable so that a keyboard can scroll it sideways on a narrow screen. */}
      <div className="points-table-wrap" tabIndex={0} role="region" aria-label={t('pointsMall.tab.details')}>
        <table className="points-table">
          <thead>
            <tr>
              <th scope="col">{t('pointsMall.col.time')}</th>
              <th scope="col">{t('pointsMall.col.type')}</th>
              <th scope="col">{t('pointsMall.col.amount')}</th>
              <th scope="col">{t('pointsMall.col.balanceAfter')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((row) => (
              <tr key={row.id}>
                <td>{formatInZone(row.time, languageTag, timeZoneOffsetMinutes, true)}</td>
                <td>
                  {t(typeKey[row.type])}
                  {memoText(row, formats, t) && (
                    <span className="points-table__memo" dir="auto">
                      {memoText(row, formats, t)}
                    </span>
                  )}
                </td>
                {/* The sign stays before the number whichever way the page reads. */}
                <td className={row.amount < 0 ? 'is-out' : 'is-in'}>
                  <span dir="ltr">
                    {row.amount > 0 ? '+' : row.amount < 0 ? '−' : ''}
                    {formats.points(Math.abs(row.amount))}
                  </span>
                </td>
                <td>{formats.points(row.balanceAfter)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {query.hasNextPage && (
        <LoadMore busy={query.isFetchingNextPage} onMore={() => void query.fetchNextPage()} />
      )}
    </>
  );
}
