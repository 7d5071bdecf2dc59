import { useId, type ReactNode } from 'react';
import type { BetRecord } from '@lobby/contract/bets';
import { Icon } from '@/components/ui/icon';
import { betStatusKey, gameTypeKey, outcomeClass, signedMinorUnits } from '@/lib/bet-format';
import { formatMinorUnits } from '@/lib/format-money';
import { useLanguageTag } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { formatInZone } from '@/lib/zoned-time';
import './outcome.css';
import './bet-table.css';

/** What a row shows of a round: the member's own rounds and a team's have it all. */
export type BetRow = Pick<
  BetRecord,
  | 'id'
  | 'roundId'
  | 'vendorName'
  | 'gameName'
  | 'gameType'
  | 'stake'
  | 'payout'
  | 'winLoss'
  | 'status'
  | 'placedAt'
>;

/** Rounds that open to show what they were (the member's betting record). */
type Details<R> = {
  isOpen: (record: R) => boolean;
  onToggle: (record: R) => void;
  /** What an opened round shows under its row. */
  render: (record: R) => ReactNode;
};

type Props<R extends BetRow> = {
  records: readonly R[];
  timeZoneOffsetMinutes: number;
  /** Whose each round was, for a team's record (the agent centre's team betting): an account column. */
  accountOf?: (record: R) => string;
  /**
   * A details button on every row, and the opened round's details under it; each round's body then
   * carries its round id (the account record links a game movement to its round).
   */
  details?: Details<R>;
  /** Added to bet-table. */
  className?: string;
  /** Each row's test id. */
  rowTestId?: string;
};

/**
 * Game rounds as the betting records show them: time, game, stake, payout, win/loss and status, a
 * body per round; a table on wide screens, one card per round on phones (bet-table.css).
 */
export function BetTable<R extends BetRow>({
  records,
  timeZoneOffsetMinutes,
  accountOf,
  details,
  className,
  rowTestId,
}: Props<R>) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const typeName = (type: string) => (gameTypeKey[type] ? t(gameTypeKey[type]) : type);
  const money = (minor: number) => formatMinorUnits(minor, languageTag);
  const time = (iso: string) => formatInZone(iso, languageTag, timeZoneOffsetMinutes, true);
  const columns = 6 + (accountOf ? 1 : 0) + (details ? 1 : 0);
  return (
    <table className={className ? `bet-table ${className}` : 'bet-table'}>
      <thead>
        <tr>
          <th scope="col">{t('wallet.history.time')}</th>
          {accountOf && <th scope="col">{t('agentCentre.bets.account')}</th>}
          <th scope="col">{t('bets.game')}</th>
          <th scope="col" className="is-number">
            {t('bets.stake')}
          </th>
          <th scope="col" className="is-number">
            {t('bets.payout')}
          </th>
          <th scope="col" className="is-number">
            {t('bets.winLoss')}
          </th>
          <th scope="col">{t('bets.statusLabel')}</th>
          {details && (
            <th scope="col">
              <span className="visually-hidden">{t('bets.details')}</span>
            </th>
          )}
        </tr>
      </thead>
      {records.map((record) => (
        <BetItem
          key={record.id}
          record={record}
          account={accountOf?.(record)}
          details={details}
          columns={columns}
          placed={time(record.placedAt)}
          money={money}
          typeName={typeName(record.gameType)}
          rowTestId={rowTestId}
        />
      ))}
    </table>
  );
}

type ItemProps<R extends BetRow> = {
  record: R;
  account: string | undefined;
  details: Details<R> | undefined;
  columns: number;
  placed: string;
  money: (minor: number) => string;
  typeName: string;
  rowTestId: string | undefined;
};

/** One round: a row (a card on phones) and, when opened, its details under it. */
function BetItem<R extends BetRow>({
  record,
  account,
  details,
  columns,
  placed,
  money,
  typeName,
  rowTestId,
}: ItemProps<R>) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const detailId = useId();
  const open = details?.isOpen(record) ?? false;
  return (
    // A body per round: on phones each is a card (bet-table.css).
    <tbody
      className={`bet-item${open ? ' is-open' : ''}`}
      data-round-id={details ? record.roundId : undefined}
    >
      <tr className="bet-row" data-testid={rowTestId}>
        <td className="bet-row__time" data-label={t('wallet.history.time')}>
          {placed}
        </td>
        {account !== undefined && (
          <td className="bet-row__account" data-label={t('agentCentre.bets.account')}>
            <span dir="ltr">{account}</span>
          </td>
        )}
        <td className="bet-row__game" data-label={t('bets.game')}>
          <bdi className="bet-row__name">{record.gameName}</bdi>
          <span className="bet-row__meta">
            {/* The in-house vendor and its category share a name; it is said once. */}
            {record.vendorName === typeName ? (
              typeName
            ) : (
              <>
                <bdi>{record.vendorName}</bdi> · {typeName}
              </>
            )}
          </span>
        </td>
        <td className="is-number bet-row__stake" data-label={t('bets.stake')}>
          <span dir="ltr">{money(record.stake)}</span>
        </td>
        <td className="is-number bet-row__payout" data-label={t('bets.payout')}>
          <span dir="ltr">{money(record.payout)}</span>
        </td>
        <td
          className={`is-number bet-row__outcome bet-outcome ${outcomeClass(record.winLoss)}`}
          data-label={t('bets.winLoss')}
        >
          <span dir="ltr">{signedMinorUnits(record.winLoss, languageTag)}</span>
        </td>
        <td className="bet-row__status" data-label={t('bets.statusLabel')}>
          <span className={`bet-status bet-status--${record.status.toLowerCase()}`}>
            {t(betStatusKey[record.status])}
          </span>
        </td>
        {details && (
          <td className="bet-row__toggle">
            <button
              type="button"
              className="bet-toggle"
              aria-expanded={open}
              aria-controls={open ? detailId : undefined}
              aria-label={t('bets.detailsOf', { game: record.gameName, time: placed })}
              onClick={() => details.onToggle(record)}
            >
              <span aria-hidden="true">{t('bets.details')}</span>
              <Icon name="chevron-down" size={16} className="bet-toggle__icon" />
            </button>
          </td>
        )}
      </tr>
      {details && open && (
        <tr className="bet-detail-row">
          <td colSpan={columns} id={detailId}>
            {details.render(record)}
          </td>
        </tr>
      )}
    </tbody>
  );
}
