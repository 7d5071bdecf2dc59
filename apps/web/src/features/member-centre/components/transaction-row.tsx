import type { TransactionRecord } from '@lobby/contract/wallet';
import { useTranslation } from '@/lib/use-translation';

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

type RowProps = {
  record: TransactionRecord;
  /** Whose movement it was, when the record is a team's (the agent centre's downline transactions). */
  account?: string;
  time: string;
  typeName: string;
  walletName: string;
  money: (minor: number) => string;
};

/** One movement: a table row on wide screens, a card on phones (wallet-pages.css). */
export function HistoryRow({ record, account, time, typeName, walletName, money }: RowProps) {
  const { t } = useTranslation();
  const sign = record.amount > 0 ? '+' : record.amount < 0 ? '−' : '';
  const reference = record.counterparty
    ? t('wallet.history.counterparty', { account: record.counterparty })
    : record.reference;
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
        {reference || '—'}
      </td>
    </tr>
  );
}
