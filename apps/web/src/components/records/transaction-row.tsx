import type { TransactionRecord, TransactionRound } from '@lobby/contract/wallet';
import { Link } from 'react-router';
import { formatMinorUnits } from '@/lib/format-money';
import { useLanguageTag } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { formatInZone } from '@/lib/zoned-time';
import './transaction-table.css';

/* The ledger kinds the site names; another kind shows as the server wrote it. Keys stay literal. */
export const transactionTypeKey: Record<string, string> = {
  WALLET_TRANSFER: 'wallet.type.WALLET_TRANSFER',
  TRANSFER_UPLINE: 'wallet.type.TRANSFER_UPLINE',
  TRANSFER_DOWNLINE: 'wallet.type.TRANSFER_DOWNLINE',
  ADJUSTMENT: 'wallet.type.ADJUSTMENT',
  DEPOSIT: 'wallet.type.DEPOSIT',
  WITHDRAW: 'wallet.type.WITHDRAW',
  WITHDRAW_REFUND: 'wallet.type.WITHDRAW_REFUND',
  WITHDRAW_PAYOUT: 'wallet.type.WITHDRAW_PAYOUT',
  // The seamless wallet's, for every game provider (the lottery's bets included).
  BET: 'wallet.type.BET',
  WIN: 'wallet.type.WIN',
  BET_REFUND: 'wallet.type.BET_REFUND',
};

/** A ledger type in the reader's language; another type shows as the server wrote it. */
export function useTransactionTypeName() {
  const { t } = useTranslation();
  return (type: string) => (transactionTypeKey[type] ? t(transactionTypeKey[type]) : type);
}

type TableProps<R extends TransactionRecord> = {
  records: R[];
  /** Whose each movement was, for a team's record (the agent centre's downline transactions). */
  accountOf?: (record: R) => string;
  timeZoneOffsetMinutes: number;
  /** Where a game movement's round opens (the betting record); without it the game is named only. */
  roundHref?: (round: TransactionRound) => string;
};

/**
 * Movements of money as the account record shows them: time, type, wallet, signed amount, balance
 * after and what it was; a table on wide screens, one card per movement on phones (transaction-table.css).
 */
export function TransactionTable<R extends TransactionRecord>({
  records,
  accountOf,
  timeZoneOffsetMinutes,
  roundHref,
}: TableProps<R>) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const typeName = useTransactionTypeName();
  const money = (minor: number) => formatMinorUnits(minor, languageTag);
  const walletName = (wallet: string) => (wallet === 'MAIN' ? t('wallet.history.main') : wallet);
  return (
    <table className="history-table">
      <thead>
        <tr>
          <th scope="col">{t('wallet.history.time')}</th>
          {accountOf && <th scope="col">{t('agentCentre.bets.account')}</th>}
          <th scope="col">{t('wallet.history.type')}</th>
          <th scope="col">{t('wallet.history.wallet')}</th>
          <th scope="col" className="is-number">
            {t('wallet.history.amount')}
          </th>
          <th scope="col" className="is-number">
            {t('wallet.history.balanceAfter')}
          </th>
          <th scope="col">{t('wallet.history.reference')}</th>
        </tr>
      </thead>
      <tbody>
        {records.map((record) => (
          <HistoryRow
            key={record.id}
            record={record}
            account={accountOf?.(record)}
            time={formatInZone(record.createdAt, languageTag, timeZoneOffsetMinutes, true)}
            typeName={typeName(record.type)}
            walletName={walletName(record.wallet)}
            money={money}
            roundHref={roundHref}
          />
        ))}
      </tbody>
    </table>
  );
}

type RowProps = {
  record: TransactionRecord;
  /** Whose movement it was, when the record is a team's (the agent centre's downline transactions). */
  account?: string;
  time: string;
  typeName: string;
  walletName: string;
  money: (minor: number) => string;
  roundHref?: (round: TransactionRound) => string;
};

/** What a movement was: the game (and a link to its round), the other member, or the reference. */
function Details({ record, roundHref }: Pick<RowProps, 'record' | 'roundHref'>) {
  const { t } = useTranslation();
  const { round } = record;
  if (round) {
    // The game's name, never the internal "vendor:round" reference.
    const name = <bdi>{round.gameName}</bdi>;
    if (!roundHref) return name;
    return (
      <Link
        to={roundHref(round)}
        className="history-row__round"
        aria-label={t('wallet.history.roundOf', { game: round.gameName })}
      >
        {name}
      </Link>
    );
  }
  if (record.counterparty) return <>{t('wallet.history.counterparty', { account: record.counterparty })}</>;
  return <bdi>{record.reference || '—'}</bdi>;
}

function HistoryRow({ record, account, time, typeName, walletName, money, roundHref }: RowProps) {
  const { t } = useTranslation();
  const sign = record.amount > 0 ? '+' : record.amount < 0 ? '−' : '';
  return (
    <tr className="history-row">
      <td className="history-row__time" data-label={t('wallet.history.time')}>
        {time}
      </td>
      {account !== undefined && (
        <td className="history-row__account" data-label={t('agentCentre.bets.account')}>
          <span dir="ltr">{account}</span>
        </td>
      )}
      <td className="history-row__type" data-label={t('wallet.history.type')}>
        {typeName}
      </td>
      <td className="history-row__wallet" data-label={t('wallet.history.wallet')}>
        {walletName}
      </td>
      <td
        className={`is-number history-row__amount ${record.amount >= 0 ? 'is-in' : 'is-out'}`}
        data-label={t('wallet.history.amount')}
      >
        <span dir="ltr">
          {sign}
          {money(Math.abs(record.amount))}
        </span>
      </td>
      <td className="is-number history-row__balance" data-label={t('wallet.history.balanceAfter')}>
        <span dir="ltr">{money(record.balanceAfter)}</span>
      </td>
      <td className="history-row__reference" data-label={t('wallet.history.reference')}>
        <Details record={record} roundHref={roundHref} />
      </td>
    </tr>
  );
}
