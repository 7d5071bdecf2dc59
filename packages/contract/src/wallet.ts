import * as z from 'zod/mini';
import { checked } from './checked.ts';

/**
 * Wallet calls: product §7 'Wallet transfer', 'GCS_merchantWallet', 'Consolidated funds', and the member
 * centre's transferFund, transferUpline and transactionHistory pages (paths marked "ours" are not in
 * the product description; docs/decisions.md, Money). Money is always an integer in minor units of the brand currency.
 */
export const walletPaths = {
  walletTransfer: '/wps/relay/GCS_walletTransfer',
  merchantWallet: '/wps/relay/GCS_merchantWallet',
  consolidated: '/wps/member/info/funds/consolidated',
  /** ours: the main wallet and every vendor wallet of the member (transferFund page). */
  wallets: '/wps/v2/wallets',
  /** ours: the member's direct upline agent and main balance (transferUpline page). */
  upline: '/wps/relay/MCSFE_getUpline',
  /** ours: main wallet → direct upline agent. */
  transferUpline: '/wps/relay/MCSFE_transferUpline',
  /** ours: an agent's main wallet → a member or agent anywhere in its own downline. */
  transferDownline: '/wps/agent/downline/transfer',
  /** ours: the account record (every ledger movement of the member), paged. */
  transactionHistory: '/wps/relay/MCSFE_transactionHistory',
  /** ours: the WebSocket that pushes balance changes (first message authenticates). */
  socket: '/ws',
} as const;

/** The largest amount one request may move: 10^12 minor units, far below 2^53. */
export const maxTransferAmount = 1_000_000_000_000;

/** An amount a member may ask to move: a whole number of minor units, above zero. */
export function isValidAmount(amount: unknown): amount is number {
  return (
    typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0 && amount <= maxTransferAmount
  );
}

/**
 * One per user action (the site uses crypto.randomUUID()) and reused on retry: the ledger key is
 * `<kind>:<memberId>:<requestId>`, so a repeat replays the first answer and never moves money twice.
 */
export const requestIdSchema = checked(z.string(), z.minLength(8), z.maxLength(64));

/** The ledger kinds this module writes; the account record lists them (others add their own). */
export const walletKinds = ['WALLET_TRANSFER', 'TRANSFER_UPLINE', 'TRANSFER_DOWNLINE', 'ADJUSTMENT'] as const;
export type WalletKind = (typeof walletKinds)[number];

export const transferDirections = ['in', 'out'] as const;
export type TransferDirection = (typeof transferDirections)[number];

export const walletTransferValueSchema = z.object({
  transactionId: z.int(),
  direction: z.enum(transferDirections),
  vassalage: z.string(),
  /** What moved (for all-in/all-out, the whole balance at that moment). */
  amount: z.int(),
  mainBalance: z.int(),
  vendorBalance: z.int(),
  currency: z.string(),
  createdAt: z.string(),
});
export type WalletTransferValue = z.infer<typeof walletTransferValueSchema>;

/** Product §7 GCS_merchantWallet: a single-wallet brand has no vendor wallets and no transfers. */
export const merchantWalletValueSchema = z.object({ isSingle: z.boolean() });
export type MerchantWalletValue = z.infer<typeof merchantWalletValueSchema>;

export const vendorWalletSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  balance: z.int(),
  /** A disabled vendor is listed only while money is left there; it can only be transferred out. */
  enabled: z.boolean(),
});
export type VendorWallet = z.infer<typeof vendorWalletSchema>;

export const walletsValueSchema = z.object({
  isSingle: z.boolean(),
  currency: z.string(),
  currencySymbol: z.string(),
  decimals: z.int(),
  /** The main wallet. */
  balance: z.int(),
  /** Empty for a single-wallet brand. */
  vendors: z.array(vendorWalletSchema),
});
export type WalletsValue = z.infer<typeof walletsValueSchema>;

/**
 * Product §3 'Consolidated contract': which kinds of agent pay the brand runs. 0: none (the default);
 * 1: offered through a contract with the upline (product §4 'Contracts').
 */
export const consolidatedValueSchema = z.object({
  dailysalreqtype: z.int(),
  divtypereq: z.int(),
  contracthoursalreq: z.int(),
  realtimesalreqtype: z.int(),
});
export type ConsolidatedValue = z.infer<typeof consolidatedValueSchema>;

export const peerSchema = z.object({ account: z.string(), nickname: z.string() });
export type Peer = z.infer<typeof peerSchema>;

export const uplineValueSchema = z.object({
  /** Null when the member has no upline agent. */
  upline: z.nullable(peerSchema),
  balance: z.int(),
  currency: z.string(),
  currencySymbol: z.string(),
  decimals: z.int(),
});
export type UplineValue = z.infer<typeof uplineValueSchema>;

export const peerTransferValueSchema = z.object({
  transactionId: z.int(),
  amount: z.int(),
  to: peerSchema,
  /** The sender's main wallet after the transfer. */
  balance: z.int(),
  currency: z.string(),
  createdAt: z.string(),
});
export type PeerTransferValue = z.infer<typeof peerTransferValueSchema>;

/** The game round a bet, a win or a refund belongs to, named for the player. */
export const transactionRoundSchema = z.object({
  roundId: z.string(),
  vendorCode: z.string(),
  gameCode: z.string(),
  /** In the requested language (falling back to English, then to the game code). */
  gameName: z.string(),
});
export type TransactionRound = z.infer<typeof transactionRoundSchema>;

export const transactionRecordSchema = z.object({
  /** The ledger entry: one row per account a movement touched. */
  id: z.int(),
  transactionId: z.int(),
  type: z.string(),
  /** MAIN, or the vendor code of a vendor wallet. */
  wallet: z.string(),
  /** Signed: positive into the wallet, negative out of it. */
  amount: z.int(),
  balanceAfter: z.int(),
  createdAt: z.string(),
  reference: z.string(),
  /** The other member of an upline or downline transfer, when there is one. */
  counterparty: z.string(),
  /** The round of a game movement (BET, WIN, BET_REFUND); null (or absent) for any other. */
  round: z.optional(z.nullable(transactionRoundSchema)),
});
export type TransactionRecord = z.infer<typeof transactionRecordSchema>;

export const transactionHistoryValueSchema = z.object({
  list: z.array(transactionRecordSchema),
  pageNo: z.int(),
  pageSize: z.int(),
  total: z.int(),
  totalPages: z.int(),
  /** Every type the member has movements of, for the filter. */
  types: z.array(z.string()),
});
export type TransactionHistoryValue = z.infer<typeof transactionHistoryValueSchema>;

/** Close codes of the balance socket: not authenticated (or the session ended), and too many sockets. */
export const socketCloseCodes = { unauthorized: 4401, tooMany: 4429 } as const;
