import { isAgentType } from '@lobby/contract/accounts';
import { pickTextIn, textLanguage, type TextLanguage } from '@lobby/contract/languages';
import {
  isValidAmount,
  type ConsolidatedValue,
  type MerchantWalletValue,
  type PeerTransferValue,
  type TransactionHistoryValue,
  type TransactionRecord,
  type TransactionRound,
  type UplineValue,
  type WalletKind,
  type WalletsValue,
  type WalletTransferValue,
} from '@lobby/contract/wallet';
import type {
  TransactionHistoryQuery,
  TransferDownlineRequest,
  TransferUplineRequest,
  WalletTransferRequest,
} from '@lobby/contract/wallet-requests';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { dayRange, type BrandRecords } from '../../lib/brand-days';
import { DomainError } from '../../lib/errors';
import { findMemberByAccount, type MemberRow } from '../accounts/members.repository';
import { idempotencyKeyReused, type Ledger, type Posted } from '../ledger/ledger';
import type { SettingsStore } from '../system/settings.store';
import {
  findActiveMember,
  findInDownline,
  findPosting,
  findVendor,
  historyKinds,
  listVendors,
  memberWallets,
  readHistory,
  type HistoryRow,
  type LedgerMembers,
  type PeerRow,
  type StoredPosting,
} from './wallet.repository';
import { requireAgent } from '../accounts/require-agent';

export type WalletDeps = {
  db: Database;
  ledger: Ledger;
  settings: SettingsStore;
  clock: Clock;
  /** Product §3 'Consolidated contract' for this member: the agent pay contracts' answer (decision 0256). */
  consolidated: (member: Pick<MemberRow, 'id' | 'type'>) => Promise<ConsolidatedValue>;
};

/** The member an operation is for: what a session carries. */
type Member = Pick<MemberRow, 'id' | 'account' | 'nickname' | 'type' | 'currency' | 'parentId'>;

const invalidAmount = () => new DomainError('BAD_REQUEST', 'invalid_amount', 400);

/** Keys are per member and per kind, so two members (or two kinds) can never collide. */
export const ledgerKey = (kind: WalletKind, memberId: number, requestId: string) =>
  `${kind}:${memberId}:${requestId}`;

type Memo = Record<string, string | number | boolean>;

/** What a transfer answer is built from: a fresh posting, a replayed one, or one read back by key. */
type Movement = Pick<Posted, 'transactionId' | 'createdAt' | 'entries'> & { memo?: Memo };

function entryOf(movement: Movement, accountId: number) {
  const entry = movement.entries.find((e) => e.accountId === accountId);
  if (!entry) throw new Error(`posting ${movement.transactionId} has no entry for account ${accountId}`);
  return entry;
}

/** Ledger kinds of the seamless wallet, whose memo names the vendor, the game and the round. */
const gameKinds = new Set(['BET', 'WIN', 'BET_REFUND']);

/**
 * The round a game movement belongs to, named in the reader's language (falling back to the brand
 * default, English, then the game's code): what the account record shows instead of the internal "vendor:round" reference.
 */
function roundOfMovement(row: HistoryRow, words: TextLanguage): TransactionRound | null {
  const { vendor, game, round } = row.memo;
  if (!gameKinds.has(row.kind) || typeof vendor !== 'string' || typeof game !== 'string') return null;
  if (typeof round !== 'string') return null;
  const gameName = (row.gameName && pickTextIn(row.gameName, words)) || game;
  return { roundId: round, vendorCode: vendor, gameCode: game, gameName };
}

/** A movement as both account records show it: the member's own, and the agent's for its team. */
export function transactionOf(
  row: HistoryRow,
  words: TextLanguage = { language: 'EN', fallback: 'EN' },
): TransactionRecord {
  const peerTransfer = row.kind === 'TRANSFER_UPLINE' || row.kind === 'TRANSFER_DOWNLINE';
  // The other end of the transfer from the side of the member whose entry this is.
  const peer = row.memo.from === row.account ? row.memo.to : row.memo.from;
  return {
    id: row.id,
    transactionId: row.transactionId,
    type: row.kind,
    wallet: row.accountKind === 'VENDOR' ? row.vendorCode : row.accountKind,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    createdAt: row.createdAt.toISOString(),
    reference: row.reference,
    counterparty: peerTransfer && typeof peer === 'string' ? peer : '',
    round: roundOfMovement(row, words),
  };
}

/** An account record's answer, whatever its rows show. */
export type TransactionPage<T> = Omit<TransactionHistoryValue, 'list'> & { list: T[] };

/**
 * A page of the ledger entries of one member or of a set of members (wallet.repository's
 * LedgerMembers), newest first, and every type of movement they have whatever the filters (for the
 * filter's choices): the member's account record, and the agent's for its team. The days are the
 * brand's (`offsetMinutes` east of UTC); an impossible or reversed range is 400 invalid_date_range.
 */
export async function readTransactions<T>(
  db: Executor,
  memberId: LedgerMembers,
  query: TransactionHistoryQuery,
  brand: BrandRecords,
  record: (row: HistoryRow, words: TextLanguage) => T,
): Promise<TransactionPage<T>> {
  const { from, to } = dayRange(query.startDate, query.endDate, brand.timeZoneOffsetMinutes);
  const filter = { memberId, from, to, kind: query.type || undefined };
  const words = textLanguage(query.language ?? brand.defaultLanguage, brand);
  const [{ rows, total }, types] = await Promise.all([
    readHistory(db, filter, { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize }),
    historyKinds(db, memberId),
  ]);
  return {
    list: rows.map((row) => record(row, words)),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
    types,
  };
}

export function createWalletService(deps: WalletDeps) {
  const { db, ledger, settings } = deps;

  const currency = async () => (await settings.get('brand')).currency;

  async function isSingle(): Promise<boolean> {
    return (await settings.get('wallet')).isSingle;
  }

  async function mainAccount(member: Pick<Member, 'id' | 'currency'>) {
    return ledger.memberAccount(member.id, member.currency);
  }

  /**
   * Posts a movement whose amount depends on a balance (all-in, all-out): a repeat of the request
   * must replay the first movement even though the balance, and so the amount, has changed since.
   * The memo carries what was asked; a stored posting under the key answers when it asked the same.
   */
  async function postOnce(key: string, signature: Memo, post: () => Promise<Posted>): Promise<Movement> {
    const same = (stored: StoredPosting) =>
      Object.entries(signature).every(([name, value]) => stored.memo[name] === value);
    const stored = await findPosting(db, key);
    if (stored) {
      if (!same(stored)) throw idempotencyKeyReused();
      return stored;
    }
    try {
      return await post();
    } catch (error) {
      // A copy of this request raced ahead: it moved the balance this one read (so this one found
      // nothing to move, or another amount). The first one stands and is the answer.
      const winner = error instanceof DomainError ? await findPosting(db, key) : null;
      if (!winner) throw error;
      if (!same(winner)) throw idempotencyKeyReused();
      return winner;
    }
  }

  async function walletTransfer(
    member: Member,
    request: WalletTransferRequest,
  ): Promise<WalletTransferValue> {
    if (await isSingle()) throw new DomainError('FORBIDDEN', 'single_wallet_mode', 403);
    const all = request.all === true;
    if (!all && !isValidAmount(request.amount)) throw invalidAmount();
    const vendor = await findVendor(db, request.vassalage.toUpperCase());
    // Money can always come back from a vendor that was switched off; none goes in.
    if (!vendor || (!vendor.enabled && request.direction === 'in')) {
      throw new DomainError('NOT_FOUND', 'vendor_not_found', 404);
    }
    const main = await mainAccount(member);
    const wallet = await ledger.memberAccount(member.id, member.currency, vendor.code);
    const [from, to] = request.direction === 'in' ? [main, wallet] : [wallet, main];
    const key = ledgerKey('WALLET_TRANSFER', member.id, request.requestId);
    const signature: Memo = {
      direction: request.direction,
      vendor: vendor.code,
      mode: all ? 'all' : 'amount',
    };

    const postAmount = (amount: number) =>
      ledger.post({
        idempotencyKey: key,
        kind: 'WALLET_TRANSFER',
        memberId: member.id,
        reference: vendor.code,
        memo: signature,
        legs: [
          { accountId: from, amount: -amount },
          { accountId: to, amount },
        ],
      });

    const movement = all
      ? await postOnce(key, signature, async () => {
          const wallets = await memberWallets(db, member.id);
          const balance = wallets.find((w) => w.id === from)?.balance ?? 0;
          if (balance <= 0) throw new DomainError('BAD_REQUEST', 'nothing_to_transfer', 400);
          return postAmount(balance);
        })
      : await postAmount(request.amount!);

    return {
      transactionId: movement.transactionId,
      direction: request.direction,
      vassalage: vendor.code,
      amount: entryOf(movement, to).amount,
      mainBalance: entryOf(movement, main).balanceAfter,
      vendorBalance: entryOf(movement, wallet).balanceAfter,
      currency: (await currency()).code,
      createdAt: movement.createdAt.toISOString(),
    };
  }

  async function wallets(member: Member): Promise<WalletsValue> {
    const [single, money, rows] = await Promise.all([isSingle(), currency(), memberWallets(db, member.id)]);
    const main = rows.find((row) => row.kind === 'MAIN')?.balance ?? 0;
    const byVendor = new Map(rows.filter((r) => r.kind === 'VENDOR').map((r) => [r.vendorCode, r.balance]));
    const vendors = single
      ? []
      : (await listVendors(db))
          .map((vendor) => ({
            vassalage: vendor.code,
            displayName: vendor.name,
            balance: byVendor.get(vendor.code) ?? 0,
            enabled: vendor.enabled,
          }))
          .filter((vendor) => vendor.enabled || vendor.balance !== 0);
    return {
      isSingle: single,
      currency: money.code,
      currencySymbol: money.symbol,
      decimals: money.decimals,
      balance: main,
      vendors,
    };
  }

  /** A transfer from the member's main wallet to another member's main wallet. */
  async function peerTransfer(
    kind: 'TRANSFER_UPLINE' | 'TRANSFER_DOWNLINE',
    sender: Member,
    recipient: PeerRow,
    requestId: string,
    amount: number,
  ): Promise<PeerTransferValue> {
    if (recipient.currency !== sender.currency) throw new Error('members of different currencies');
    const from = await mainAccount(sender);
    const to = await mainAccount(recipient);
    const nickname = recipient.nickname || recipient.account;
    const posted = await ledger.post({
      idempotencyKey: ledgerKey(kind, sender.id, requestId),
      kind,
      memberId: sender.id,
      reference: recipient.account,
      memo: { from: sender.account, to: recipient.account, toNickname: nickname },
      legs: [
        { accountId: from, amount: -amount },
        { accountId: to, amount },
      ],
    });
    // A replay answers what the first call answered, even if the nickname changed since.
    const memo = posted.replayed
      ? (await findPosting(db, ledgerKey(kind, sender.id, requestId)))?.memo
      : null;
    return {
      transactionId: posted.transactionId,
      amount: entryOf(posted, to).amount,
      to: { account: recipient.account, nickname: String(memo?.toNickname ?? nickname) },
      balance: entryOf(posted, from).balanceAfter,
      currency: (await currency()).code,
      createdAt: posted.createdAt.toISOString(),
    };
  }

  /** The direct upline agent of a member, or null. */
  async function uplineOf(member: Member): Promise<PeerRow | null> {
    if (!member.parentId) return null;
    const upline = await findActiveMember(db, member.parentId);
    return upline && isAgentType(upline.type) ? upline : null;
  }

  return {
    walletTransfer,
    wallets,

    async merchantWallet(): Promise<MerchantWalletValue> {
      return { isSingle: await isSingle() };
    },

    consolidated: deps.consolidated,

    async upline(member: Member): Promise<UplineValue> {
      const [upline, rows, money] = await Promise.all([
        uplineOf(member),
        memberWallets(db, member.id),
        currency(),
      ]);
      return {
        upline: upline ? { account: upline.account, nickname: upline.nickname || upline.account } : null,
        balance: rows.find((row) => row.kind === 'MAIN')?.balance ?? 0,
        currency: money.code,
        currencySymbol: money.symbol,
        decimals: money.decimals,
      };
    },

    async transferUpline(member: Member, request: TransferUplineRequest): Promise<PeerTransferValue> {
      if (!isValidAmount(request.amount)) throw invalidAmount();
      const upline = await uplineOf(member);
      if (!upline) throw new DomainError('BAD_REQUEST', 'no_upline', 400);
      if (upline.account !== request.upline.toLowerCase()) {
        throw new DomainError('FORBIDDEN', 'not_your_upline', 403);
      }
      return peerTransfer('TRANSFER_UPLINE', member, upline, request.requestId, request.amount);
    },

    async transferDownline(agent: Member, request: TransferDownlineRequest): Promise<PeerTransferValue> {
      requireAgent(agent);
      if (!isValidAmount(request.amount)) throw invalidAmount();
      const recipient = await findInDownline(db, agent.id, request.account.toLowerCase());
      if (!recipient) throw new DomainError('FORBIDDEN', 'not_in_downline', 403);
      return peerTransfer('TRANSFER_DOWNLINE', agent, recipient, request.requestId, request.amount);
    },

    async transactionHistory(
      member: Member,
      query: TransactionHistoryQuery,
    ): Promise<TransactionHistoryValue> {
      return readTransactions(db, member.id, query, await settings.get('brand'), transactionOf);
    },

    /**
     * `npm run ops -- credit ACCOUNT AMOUNT`: money from the BONUS account into a member's main wallet,
     * with the operator's note. `requestId` makes a retried command safe; without one each run credits.
     */
    async credit(accountName: string, amount: number, note: string, requestId: string) {
      if (!isValidAmount(amount)) throw invalidAmount();
      const account = await findMemberByAccount(db, accountName);
      if (!account) throw new DomainError('NOT_FOUND', 'not_found', 404);
      const bonus = await ledger.systemAccount('BONUS', account.currency);
      const main = await mainAccount(account);
      const posted = await ledger.post({
        idempotencyKey: ledgerKey('ADJUSTMENT', account.id, requestId),
        kind: 'ADJUSTMENT',
        memberId: account.id,
        reference: note,
        memo: { note },
        legs: [
          { accountId: bonus, amount: -amount },
          { accountId: main, amount },
        ],
      });
      return {
        account: account.account,
        amount,
        balance: entryOf(posted, main).balanceAfter,
        transactionId: posted.transactionId,
        replayed: posted.replayed,
      };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
