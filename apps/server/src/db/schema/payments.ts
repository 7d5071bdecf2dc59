import { bigint, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { at, bytea } from './columns';
import { members } from './accounts';

/**
 * Deposit orders (depositv2). The member creates one (status pending) and pays it on the gateway's
 * hosted page; the gateway's signed notification marks it paid and credits the main wallet in the same
 * database transaction, under the ledger key `DEPOSIT:<id>`, so it is credited once however often the
 * notification arrives. `requestId` is the member's idempotency key for creating it.
 */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: text('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    requestId: text('request_id').notNull(),
    channelId: text('channel_id').notNull(),
    channelName: text('channel_name').notNull(),
    channelType: text('channel_type').$type<'BANK_TRANSFER' | 'EWALLET' | 'CARD'>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** pending, paid, cancelled or failed; a pending order past expiresAt reads as expired. */
    status: text('status').$type<'pending' | 'paid' | 'cancelled' | 'failed'>().notNull().default('pending'),
    gateway: text('gateway').notNull(),
    gatewayPaymentId: text('gateway_payment_id'),
    payUrl: text('pay_url').notNull().default(''),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    paidAt: at('paid_at'),
  },
  (t) => [
    uniqueIndex('deposit_orders_request').on(t.memberId, t.requestId),
    index('deposit_orders_member').on(t.memberId, t.createdAt),
  ],
);

/**
 * Deposit limits the member set (player protection), per rolling period. A lower limit applies at
 * once; a higher one (or none) waits in `pending*` until `pendingFrom` (24 hours later).
 */
export const depositLimits = pgTable(
  'deposit_limits',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    period: text('period').$type<'daily' | 'weekly' | 'monthly'>().notNull(),
    /** Null: no limit. */
    amount: bigint('amount', { mode: 'number' }),
    pendingAmount: bigint('pending_amount', { mode: 'number' }),
    /** Set while a raise or removal waits; pendingAmount null then removes the limit. */
    pendingFrom: at('pending_from'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.period] })],
);

/**
 * The sandbox payment gateway's own records (modules/payment-gateway): what a real provider keeps on
 * its side. `id` is the unguessable payment id in the hosted page's address.
 */
export const sandboxGatewayPayments = pgTable(
  'sandbox_gateway_payments',
  {
    id: text('id').primaryKey(),
    merchantOrderId: text('merchant_order_id').notNull().unique(),
    merchantName: text('merchant_name').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull().default(''),
    returnUrl: text('return_url').notNull(),
    notifyUrl: text('notify_url').notNull(),
    status: text('status').$type<'pending' | 'paid' | 'cancelled'>().notNull().default('pending'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    completedAt: at('completed_at'),
    /** When the merchant acknowledged the notification (a 2xx); null while it is to be sent again. */
    notifiedAt: at('notified_at'),
    notifyAttempts: integer('notify_attempts').notNull().default(0),
  },
  (t) => [index('sandbox_gateway_payments_undelivered').on(t.status, t.notifiedAt)],
);

/** Bank accounts and e-wallets a member withdraws to (at most 5 in use); removal keeps the row. */
export const payoutBindings = pgTable(
  'payout_bindings',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    type: text('type').$type<'BANK' | 'EWALLET'>().notNull(),
    provider: text('provider').notNull(),
    holderName: text('holder_name').notNull(),
    accountNumber: text('account_number').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    removedAt: at('removed_at'),
  },
  (t) => [
    index('payout_bindings_member').on(t.memberId),
    // The members who bound one account (removed or not): a reward given once per payout account.
    index('payout_bindings_account').on(t.type, t.provider, t.accountNumber),
    uniqueIndex('payout_bindings_unique')
      .on(t.memberId, t.type, t.provider, t.accountNumber)
      .where(sql`${t.removedAt} is null`),
  ],
);

/**
 * Per-member payment state: failed payment-password attempts with the lock they lead to. (The wagering
 * still to do before withdrawing is the rewards engine's: bonus_wagering.)
 */
export const paymentProfiles = pgTable('payment_profiles', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  paymentPasswordFailures: integer('payment_password_failures').notNull().default(0),
  paymentPasswordLockedUntil: at('payment_password_locked_until'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * Withdrawals: requested (the money moved MAIN → WITHDRAWALS) → approved → paid (WITHDRAWALS →
 * GATEWAY), or rejected (WITHDRAWALS → MAIN). Each money move happens in the same database transaction
 * as its status change. The binding is copied, so removing it later changes nothing here.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    requestId: text('request_id').notNull(),
    bindingId: integer('binding_id')
      .notNull()
      .references(() => payoutBindings.id),
    bindingType: text('binding_type').$type<'BANK' | 'EWALLET'>().notNull(),
    provider: text('provider').notNull(),
    holderName: text('holder_name').notNull(),
    accountNumber: text('account_number').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'requested' | 'approved' | 'paid' | 'rejected'>().notNull(),
    rejectReason: text('reject_reason').notNull().default(''),
    confirmation: text('confirmation').$type<
      'received' | 'partly_received' | 'not_received' | 'auto_received'
    >(),
    receivedAmount: bigint('received_amount', { mode: 'number' }),
    remark: text('remark').notNull().default(''),
    createdAt: at('created_at').notNull(),
    approvedAt: at('approved_at'),
    paidAt: at('paid_at'),
    rejectedAt: at('rejected_at'),
    confirmedAt: at('confirmed_at'),
  },
  (t) => [
    uniqueIndex('withdrawals_request').on(t.memberId, t.requestId),
    index('withdrawals_member').on(t.memberId, t.id),
    index('withdrawals_status').on(t.status, t.paidAt),
  ],
);

/** Proof images of a withdrawal confirmation (png or jpeg, at most 5 MB, at most 3), kept in the database. */
export const withdrawalProofs = pgTable(
  'withdrawal_proofs',
  {
    id: serial('id').primaryKey(),
    withdrawalId: integer('withdrawal_id')
      .notNull()
      .references(() => withdrawals.id),
    contentType: text('content_type').$type<'image/png' | 'image/jpeg'>().notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('withdrawal_proofs_withdrawal').on(t.withdrawalId)],
);
