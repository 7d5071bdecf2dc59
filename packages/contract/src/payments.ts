import * as z from 'zod/mini';
import { checked } from './checked.ts';
import { requestIdSchema } from './wallet.ts';
import { base64ImageSchema, imageRules } from './images.ts';

/**
 * Deposits (the member centre's depositv2 page) through a payment gateway, and withdrawals (withdraw)
 * to bank accounts and e-wallets bound to the account. Every path is "ours": the product description names the pages,
 * not their calls (docs/decisions.md, Money). Money is an integer in minor units of the brand currency.
 */
export const paymentPaths = {
  depositChannels: '/wps/payment/deposit/channels',
  /** POST: creates a deposit order and answers with the gateway's hosted payment page. */
  deposit: '/wps/payment/deposit',
  /** GET ?orderId=: one of the member's orders (the return from the gateway shows it). */
  depositOrder: '/wps/payment/deposit/order',
  depositHistory: '/wps/payment/deposit/history',
  /** GET and PUT: the member's own deposit limits (player protection). */
  depositLimits: '/wps/payment/deposit/limits',
  /** The sandbox gateway's signed server-to-server notification. */
  sandboxCallback: '/wps/payment/callback/sandbox',
  /** GET: amount rules, main balance, turnover left, payment password state. */
  withdrawInfo: '/wps/payment/withdraw/info',
  /** GET lists, POST adds; DELETE bindingPath(id) removes. */
  bindings: '/wps/payment/withdraw/bindings',
  binding: '/wps/payment/withdraw/bindings/:id',
  /** POST: sets (login password as proof) or changes (old payment password) the payment password. */
  paymentPassword: '/wps/member/paymentPassword',
  withdraw: '/wps/payment/withdraw',
  withdrawHistory: '/wps/payment/withdraw/history',
  /** POST: received, partly received or not received, with proof images. */
  withdrawConfirm: '/wps/payment/withdraw/confirm',
  /** GET: a proof image the member uploaded (its bytes, png or jpeg). */
  withdrawProof: '/wps/payment/withdraw/proof/:id',
} as const;

export const bindingPath = (id: number) => `/wps/payment/withdraw/bindings/${id}`;
export const withdrawProofPath = (id: number) => `/wps/payment/withdraw/proof/${id}`;

/** Where the gateway sends the player back: the deposit page showing the order. */
export const depositReturnPath = (orderId: string) =>
  `/member?page=depositv2&order=${encodeURIComponent(orderId)}`;

/**
 * Amounts are checked by the server rather than by the schema (as in wallet.ts), so a zero, negative,
 * fractional or too large amount answers the translated 'invalid_amount'.
 */
const amountSchema = z.number();
/** Letters, digits, '-' and '_' (a UUID), on top of wallet.ts's length rule. */
const requestId = checked(requestIdSchema, z.regex(/^[A-Za-z0-9_-]+$/));
const isoDate = z.string();
/** A row id the member sends back: beyond the database's integer it is refused here, not by a query. */
const rowId = checked(z.int(), z.gte(1), z.lte(2_147_483_647));
const pageNumber = (max: number, fallback: number) =>
  z._default(checked(z.coerce.number(), z.int(), z.gte(1), z.lte(max)), fallback);

/** The ledger kinds deposits and withdrawals write; the account record lists them. */
export const paymentKinds = ['DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND', 'WITHDRAW_PAYOUT'] as const;
export type PaymentKind = (typeof paymentKinds)[number];

// ---------------------------------------------------------------------------------------------------
// Deposits

export const channelTypes = ['BANK_TRANSFER', 'EWALLET', 'CARD'] as const;
export type ChannelType = (typeof channelTypes)[number];

export const paymentChannelSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(channelTypes),
  minAmount: z.int(),
  maxAmount: z.int(),
});
export type PaymentChannel = z.infer<typeof paymentChannelSchema>;

export const depositChannelsValueSchema = z.object({
  channels: z.array(paymentChannelSchema),
  currency: z.string(),
  /** Minutes an unpaid order stays open at the gateway. */
  orderMinutes: z.int(),
});
export type DepositChannelsValue = z.infer<typeof depositChannelsValueSchema>;

export const createDepositRequestSchema = z.object({
  channelId: checked(z.string(), z.minLength(1), z.maxLength(32)),
  amount: amountSchema,
  requestId,
});
export type CreateDepositRequest = z.infer<typeof createDepositRequestSchema>;

/** expired: pending past its time at the gateway; failed: the gateway could not take the order. */
export const depositStatuses = ['pending', 'paid', 'cancelled', 'expired', 'failed'] as const;
export type DepositStatus = (typeof depositStatuses)[number];

export const depositOrderSchema = z.object({
  orderId: z.string(),
  channelId: z.string(),
  channelName: z.string(),
  channelType: z.enum(channelTypes),
  amount: z.int(),
  currency: z.string(),
  status: z.enum(depositStatuses),
  createdAt: isoDate,
  expiresAt: isoDate,
  paidAt: z.nullable(isoDate),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

export const createDepositValueSchema = z.object({
  order: depositOrderSchema,
  /** The gateway's hosted payment page; the site navigates there (a full page load). */
  payUrl: z.string(),
});
export type CreateDepositValue = z.infer<typeof createDepositValueSchema>;

export const depositOrderQuerySchema = z.object({
  orderId: checked(z.string(), z.minLength(1), z.maxLength(40)),
});

export const historyQuerySchema = z.object({
  pageNo: pageNumber(10_000, 1),
  pageSize: pageNumber(50, 10),
});
export type HistoryQuery = z.input<typeof historyQuerySchema>;

export const depositHistoryValueSchema = z.object({
  list: z.array(depositOrderSchema),
  pageNo: z.int(),
  pageSize: z.int(),
  total: z.int(),
  totalPages: z.int(),
});
export type DepositHistoryValue = z.infer<typeof depositHistoryValueSchema>;

/** Rolling windows: the last 24 hours, 7 days and 30 days. */
export const limitPeriods = ['daily', 'weekly', 'monthly'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];

/** Hours before a raised (or removed) limit applies; a lowered one applies at once. */
export const limitRaiseDelayHours = 24;

export const depositLimitSchema = z.object({
  /** The limit in force; null: none. */
  amount: z.nullable(z.int()),
  /** A raise or removal waiting for its delay; amount null removes the limit. */
  pending: z.nullable(z.object({ amount: z.nullable(z.int()), effectiveAt: isoDate })),
  /** Deposited (paid, or open at the gateway) within the period's window. */
  used: z.int(),
});
export type DepositLimit = z.infer<typeof depositLimitSchema>;

export const depositLimitsValueSchema = z.object({
  daily: depositLimitSchema,
  weekly: depositLimitSchema,
  monthly: depositLimitSchema,
});
export type DepositLimitsValue = z.infer<typeof depositLimitsValueSchema>;

/** Each period's wanted limit; null for none. All three are sent. */
export const depositLimitsRequestSchema = z.object({
  daily: z.nullable(amountSchema),
  weekly: z.nullable(amountSchema),
  monthly: z.nullable(amountSchema),
});
export type DepositLimitsRequest = z.infer<typeof depositLimitsRequestSchema>;

/**
 * The sandbox gateway's notification body. It travels signed: header `x-sandbox-timestamp` (Unix
 * seconds) and `x-sandbox-signature`, hex HMAC-SHA256 of `${timestamp}.${raw body}` with the
 * merchant secret.
 */
export const gatewayCallbackSchema = z.object({
  merchantOrderId: checked(z.string(), z.minLength(1), z.maxLength(40)),
  paymentId: checked(z.string(), z.minLength(1), z.maxLength(64)),
  amount: z.int(),
  currency: checked(z.string(), z.maxLength(8)),
  status: z.enum(['PAID', 'CANCELLED']),
});
export type GatewayCallback = z.infer<typeof gatewayCallbackSchema>;

// ---------------------------------------------------------------------------------------------------
// Withdrawals

export const maxBindings = 5;
export const bindingTypes = ['BANK', 'EWALLET'] as const;
export type BindingType = (typeof bindingTypes)[number];

export const bindingSchema = z.object({
  id: z.int(),
  type: z.enum(bindingTypes),
  /** The bank or e-wallet. */
  provider: z.string(),
  holderName: z.string(),
  /** The last four digits shown, the rest masked. */
  accountNumberMasked: z.string(),
  createdAt: isoDate,
});
export type Binding = z.infer<typeof bindingSchema>;

export const bindingsValueSchema = z.object({ list: z.array(bindingSchema), max: z.int() });
export type BindingsValue = z.infer<typeof bindingsValueSchema>;

export const addBindingRequestSchema = z.object({
  type: z.enum(bindingTypes),
  provider: checked(z.string(), z.trim(), z.minLength(2), z.maxLength(40)),
  holderName: checked(z.string(), z.trim(), z.minLength(1), z.maxLength(60)),
  /** Digits; spaces and dashes are ignored. */
  accountNumber: checked(z.string(), z.trim(), z.minLength(1), z.maxLength(40)),
});
export type AddBindingRequest = z.infer<typeof addBindingRequestSchema>;

/** Six digits, like the registration form's payment password rule of the demo brand. */
export const paymentPasswordPattern = /^\d{6}$/;

/**
 * Without a payment password yet, `loginPassword` proves the member; with one, `oldPaymentPassword`.
 */
export const paymentPasswordRequestSchema = z.object({
  loginPassword: z.optional(checked(z.string(), z.maxLength(128))),
  oldPaymentPassword: z.optional(checked(z.string(), z.maxLength(32))),
  newPaymentPassword: checked(z.string(), z.maxLength(32)),
  confirmPaymentPassword: checked(z.string(), z.maxLength(32)),
});
export type PaymentPasswordRequest = z.infer<typeof paymentPasswordRequestSchema>;
export const paymentPasswordValueSchema = z.object({ paymentPasswordSet: z.boolean() });

export const withdrawInfoValueSchema = z.object({
  minAmount: z.int(),
  maxAmount: z.int(),
  /** The main wallet. */
  balance: z.int(),
  currency: z.string(),
  /** Betting still needed before a withdrawal (a pending bonus's turnover); 0 when none. */
  turnoverRemaining: z.int(),
  paymentPasswordSet: z.boolean(),
  /** After payout, minutes the member has to confirm before it counts as received. */
  autoReceiveMinutes: z.int(),
  /** The name bound accounts must be held in; empty when no name is on the account yet. */
  payeeName: z.string(),
});
export type WithdrawInfoValue = z.infer<typeof withdrawInfoValueSchema>;

export const withdrawRequestSchema = z.object({
  bindingId: rowId,
  amount: amountSchema,
  paymentPassword: checked(z.string(), z.maxLength(32)),
  requestId,
});
export type WithdrawRequest = z.infer<typeof withdrawRequestSchema>;

export const withdrawalStatuses = ['requested', 'approved', 'paid', 'rejected'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/** What the member says arrived; auto_received: unconfirmed in time (product §4), no refund. */
export const confirmOutcomes = ['received', 'partly_received', 'not_received'] as const;
export type ConfirmOutcome = (typeof confirmOutcomes)[number];
export const confirmations = [...confirmOutcomes, 'auto_received'] as const;
export type Confirmation = (typeof confirmations)[number];

export const withdrawalSchema = z.object({
  id: z.int(),
  amount: z.int(),
  currency: z.string(),
  status: z.enum(withdrawalStatuses),
  binding: z.object({
    type: z.enum(bindingTypes),
    provider: z.string(),
    holderName: z.string(),
    accountNumberMasked: z.string(),
  }),
  createdAt: isoDate,
  approvedAt: z.nullable(isoDate),
  paidAt: z.nullable(isoDate),
  rejectedAt: z.nullable(isoDate),
  rejectReason: z.string(),
  confirmation: z.nullable(z.enum(confirmations)),
  /** For partly_received: what arrived. */
  receivedAmount: z.nullable(z.int()),
  confirmedAt: z.nullable(isoDate),
  /** Paid and unconfirmed: when it will count as received. */
  confirmBy: z.nullable(isoDate),
  proofIds: z.array(z.int()),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawHistoryValueSchema = z.object({
  list: z.array(withdrawalSchema),
  pageNo: z.int(),
  pageSize: z.int(),
  total: z.int(),
  totalPages: z.int(),
});
export type WithdrawHistoryValue = z.infer<typeof withdrawHistoryValueSchema>;

/** Product §5 and §9: the rules of every picture a member sends (images.ts). */
export const proofRules = imageRules;

export const withdrawConfirmRequestSchema = z.object({
  withdrawalId: rowId,
  outcome: z.enum(confirmOutcomes),
  /** partly_received only: the amount that arrived, below the withdrawal's. */
  receivedAmount: z.optional(amountSchema),
  remark: z.optional(checked(z.string(), z.trim(), z.maxLength(proofRules.maxRemark))),
  /** Proof images (base64). Required (at least one) unless the outcome is received. */
  images: z._default(z.array(base64ImageSchema), []),
});
export type WithdrawConfirmRequest = z.input<typeof withdrawConfirmRequestSchema>;
