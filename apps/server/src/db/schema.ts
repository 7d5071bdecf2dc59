import {
  bigint,
  customType,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { LocalizedText } from '@lobby/contract/languages';
import type { BetChoice } from '@lobby/contract/lottery';
import type { ChatScheduleSlot } from '@lobby/contract/live-chat';

/** Operator settings, one row per key; each value is checked by its zod schema in settings.schemas.ts. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const whitelabelModules = pgTable('whitelabel_modules', {
  modId: text('mod_id').primaryKey(),
  parentId: text('parent_id'),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

export const registerFieldRules = pgTable('register_field_rules', {
  field: text('field').primaryKey(),
  enabled: boolean('enabled').notNull(),
  required: boolean('required').notNull(),
  acceptedPattern: text('accepted_pattern').notNull(),
  patternId: text('pattern_id').notNull(),
  minLength: integer('min_length').notNull(),
  maxLength: integer('max_length').notNull(),
});

export const countries = pgTable('countries', {
  countryCode: text('country_code').primaryKey(),
  dialingCode: text('dialing_code').notNull(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const vendors = pgTable('vendors', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** Brand colour used by the generated art. */
  color: text('color').notNull(),
  enabled: boolean('enabled').notNull().default(true),
});

/** A vendor can serve several categories (PG: RNG and FISH); isGame VASSALAGE opens a popup list. */
export const vendorCategories = pgTable(
  'vendor_categories',
  {
    id: serial('id').primaryKey(),
    vendorCode: text('vendor_code')
      .notNull()
      .references(() => vendors.code),
    category: text('category').notNull(),
    isGame: text('is_game').notNull().default('GAME'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('vendor_categories_vendor_category').on(t.vendorCode, t.category)],
);

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    nodeId: text('node_id').notNull().unique(),
    vendorCode: text('vendor_code')
      .notNull()
      .references(() => vendors.code),
    gameType: text('game_type').notNull(),
    gameCode: text('game_code').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('games_vendor_code').on(t.vendorCode, t.gameCode)],
);

/**
 * Editorial content keeps every language of a text in one jsonb object (LocalizedText), so a list in any
 * language is one indexed read and each item falls back to the brand default on its own.
 */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    groupName: text('group_name').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    linkageType: text('linkage_type').notNull().default('NONE'),
    linkage: text('linkage').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('banners_group').on(t.groupName, t.sort, t.id)],
);

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    execution: text('execution').notNull().default('B'),
    groupName: text('group_name').notNull().default(''),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    content: jsonb('content').$type<LocalizedText>().notNull(),
    sort: integer('sort').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('announcements_type').on(t.type, t.execution, t.sort)],
);

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    content: jsonb('content').$type<LocalizedText>().notNull(),
    sort: integer('sort').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('promotions_sort').on(t.sort, t.id)],
);

export const helpArticles = pgTable(
  'help_articles',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    content: jsonb('content').$type<LocalizedText>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('help_articles_slug').on(t.slug)],
);

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Optional registration fields a member gave (product §3), keyed by the product description's field names. */
export type MemberProfile = Partial<
  Record<
    'payeeName' | 'qqNum' | 'line' | 'whatsapp' | 'facebook' | 'wechat' | 'idNumber' | 'recommenderId',
    string
  >
>;

/**
 * Players, trial players and agents. `account` is stored lower-case so that names are unique however
 * they are typed. `passwordSetBy` other than 'self' forces a change at the next login (product §9).
 */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull().unique(),
    nickname: text('nickname').notNull().default(''),
    /** Product §3: 0 member, 1/2/41/42 agent, 4 trial. */
    type: integer('type').notNull().default(0),
    status: text('status').$type<'active' | 'disabled'>().notNull().default('active'),
    passwordHash: text('password_hash'),
    passwordSetBy: text('password_set_by').$type<'self' | 'agent' | 'support'>().notNull().default('self'),
    passwordChangedAt: at('password_changed_at').notNull().defaultNow(),
    paymentPasswordHash: text('payment_password_hash'),
    countryDialingCode: text('country_dialing_code'),
    mobileNum: text('mobile_num'),
    email: text('email'),
    profile: jsonb('profile').$type<MemberProfile>().notNull().default({}),
    /** The upline agent. */
    parentId: integer('parent_id').references((): AnyPgColumn => members.id),
    /** An agent's invitation code: registrations carrying it join the agent's downline. */
    affiliateCode: text('affiliate_code').unique(),
    /** The member's own referral (invite-a-friend) code. */
    referralCode: text('referral_code').notNull().unique(),
    referredBy: integer('referred_by').references((): AnyPgColumn => members.id),
    registerMethod: text('register_method').notNull().default('WEB'),
    registerUrl: text('register_url').notNull().default(''),
    registerIp: text('register_ip').notNull().default(''),
    currency: text('currency').notNull(),
    vipLevel: integer('vip_level').notNull().default(0),
    /** Second factor for logins from a new address: sms, email, totp or bankName; null when off. */
    secondFactor: text('second_factor').$type<'sms' | 'email' | 'totp' | 'bankName'>(),
    totpSecret: text('totp_secret'),
    failedLogins: integer('failed_logins').notNull().default(0),
    lastFailedLoginAt: at('last_failed_login_at'),
    lockedUntil: at('locked_until'),
    firstLoginAt: at('first_login_at'),
    lastLoginAt: at('last_login_at'),
    lastLoginIp: text('last_login_ip'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_mobile')
      .on(t.countryDialingCode, t.mobileNum)
      .where(sql`${t.mobileNum} is not null`),
    index('members_parent').on(t.parentId),
  ],
);

/** Only the SHA-256 of a session token is kept (spec quality bar). */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    tokenHash: text('token_hash').notNull().unique(),
    /** How the session began: username, sms, device, freeplay, register, oidc. */
    method: text('method').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('sessions_member').on(t.memberId)],
);

/** Remember me: a one-day device token in an http-only cookie stands in for a stored password. */
export const rememberedDevices = pgTable('remembered_devices', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  expiresAt: at('expires_at').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Addresses a member has logged in from; a new one asks for the second factor. */
export const knownAddresses = pgTable(
  'known_addresses',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    ip: text('ip').notNull(),
    firstSeenAt: at('first_seen_at').notNull().defaultNow(),
    /**
     * False when a login came in from here without a second factor because the member had none to
     * give: the address is on record, but does not count as known once a factor exists.
     */
    checked: boolean('checked').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.ip] })],
);

/**
 * One-time codes: SMS codes (purpose login or register, destination the full number), second-factor
 * codes and password-reset links. Only a hash of the code is kept.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    destination: text('destination').notNull(),
    codeHash: text('code_hash').notNull(),
    memberId: integer('member_id').references(() => members.id),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip').notNull().default(''),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('verification_codes_lookup').on(t.purpose, t.destination, t.createdAt)],
);

/** What the sandbox SMS and e-mail adapters would have sent (README: reading the outbox). */
export const outboxMessages = pgTable('outbox_messages', {
  id: serial('id').primaryKey(),
  channel: text('channel').$type<'sms' | 'email'>().notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Image captchas: the id travels in an http-only cookie, the answer stays here as a hash. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: at('expires_at').notNull(),
  consumedAt: at('consumed_at'),
});

/** Nonces of sealed payloads and solved challenges, kept until they expire so none is used twice. */
export const usedNonces = pgTable('used_nonces', {
  nonce: text('nonce').primaryKey(),
  expiresAt: at('expires_at').notNull(),
});

/** Secrets the server makes on first start and every instance shares (RSA key pair, HMAC keys). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Third-party (OpenID Connect) identities linked to members. */
export const externalIdentities = pgTable(
  'external_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    email: text('email').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] })],
);

/**
 * Ledger accounts. A member has a main wallet (kind MAIN) and a wallet per vendor (kind VENDOR,
 * vendorCode = vassalage); the brand has system accounts named by `code` (HOUSE:PHP, GATEWAY:PHP, ...).
 * `balance` is minor units and changes only through balanced ledger transactions; it never goes below
 * zero unless the account allows it (system accounts on the outside of the books do).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').references(() => members.id),
    kind: text('kind').notNull(),
    vendorCode: text('vendor_code').notNull().default(''),
    /** System accounts only: a stable name, unique per currency. */
    code: text('code').unique(),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_owner_kind').on(t.memberId, t.kind, t.vendorCode),
    // The no-overdraft rule lives in the table, so no code path can skip it.
    check('ledger_accounts_not_negative', sql`${t.balance} >= 0 OR ${t.allowNegative}`),
  ],
);

/**
 * One balanced movement of money. `idempotencyKey` is the request's key: a repeat finds this row and
 * replays it; the same key with other parameters (another `requestHash`) is refused.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    requestHash: text('request_hash').notNull(),
    kind: text('kind').notNull(),
    /** The member the movement is for, if any (their account record lists it). */
    memberId: integer('member_id').references(() => members.id),
    reference: text('reference').notNull().default(''),
    memo: jsonb('memo').$type<Record<string, string | number | boolean>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('ledger_transactions_member').on(t.memberId, t.id)],
);

/** The legs of a transaction: signed changes of account balances that sum to zero. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('ledger_entries_account').on(t.accountId, t.id),
    index('ledger_entries_transaction').on(t.transactionId),
  ],
);

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
    uniqueIndex('payout_bindings_unique')
      .on(t.memberId, t.type, t.provider, t.accountNumber)
      .where(sql`${t.removedAt} is null`),
  ],
);

/**
 * Per-member payment state: the turnover still to bet before withdrawing (a pending bonus sets it;
 * 0 when none) and failed payment-password attempts with the lock they lead to.
 */
export const paymentProfiles = pgTable('payment_profiles', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  turnoverRemaining: bigint('turnover_remaining', { mode: 'number' }).notNull().default(0),
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

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

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

/**
 * One game round of a member: every provider (the in-house BGS games and the vendor emulator) settles
 * through the seamless wallet, which writes this row together with the ledger postings. The stake is
 * taken when the round opens; wins add to `payout`; a rollback returns the stake. `fairness` holds the
 * provably-fair data of in-house rounds (server seed hash, client seed, nonce; the seed once revealed).
 */
export const bets = pgTable(
  'bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The vendor (vassalage), e.g. BGS or PG. */
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    /** The game's category (RNG, LIVE, FISH, ...), for the betting record's filters and personal loss. */
    gameType: text('game_type').notNull(),
    /** The provider's round id, unique per vendor. */
    roundId: text('round_id').notNull(),
    currency: text('currency').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull().default(0),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    status: text('status').$type<'OPEN' | 'SETTLED' | 'ROLLED_BACK'>().notNull().default('OPEN'),
    fairness: jsonb('fairness').$type<Record<string, string | number>>(),
    /** What the round showed (reels, dice roll, mines field...), for the betting record's detail. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    placedAt: at('placed_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('bets_vendor_round').on(t.vendorCode, t.roundId),
    // The betting record pages by (member, placed time); the other columns let its totals and personal
    // loss sum a member's rounds from the index alone, without reading each row (docs/decisions.md, Games).
    index('bets_member').on(t.memberId, t.placedAt, t.gameType, t.vendorCode, t.status, t.stake, t.payout),
    index('bets_settled').on(t.settledAt),
  ],
);

/** A member's favourite games (product §4 'Favourites'); at most maxFavourites (999) each. */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] })],
);

/** Product §3 'Lottery types' (11X5, LF, LHC, PK10, SSC): the lottery menus' groups, in `sort` order. */
export const lotteryTypes = pgTable('lottery_types', {
  code: text('code').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** Which catalogue LOTT/ELOTT game is which lottery type and prize mode (product §3 'Prize modes'). */
export const lotteryGames = pgTable(
  'lottery_games',
  {
    nodeId: text('node_id')
      .primaryKey()
      .references(() => games.nodeId),
    lotteryType: text('lottery_type')
      .notNull()
      .references(() => lotteryTypes.code),
    /** LOTT, ZY, ELOTT or SEA. */
    prizeMode: text('prize_mode').notNull(),
  },
  (t) => [index('lottery_games_type').on(t.lotteryType)],
);

/**
 * Seamless wallet, platform side (docs/decisions.md, Games). A player token is issued at each game
 * launch and handed to the game provider, which names it in every wallet call; only its SHA-256 is
 * kept. It expires some hours after its last use for authenticate, balance and bet, never for win and
 * rollback (money owed to the player is paid whatever the token's age).
 */
export const seamlessTokens = pgTable(
  'seamless_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    gameType: text('game_type').notNull(),
    currency: text('currency').notNull(),
    language: text('language').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
  },
  (t) => [index('seamless_tokens_member').on(t.memberId)],
);

/**
 * Every bet, win and rollback a vendor sent, under its request id (unique per vendor), with the answer
 * it got: a repeat is answered from here, identically, and the same id with other content is refused.
 * A rollback naming a bet that never arrived leaves a placeholder (`call` bet, no `requestHash`,
 * `rolledBackBy` set), so that bet is refused when it arrives late.
 */
export const seamlessCalls = pgTable(
  'seamless_calls',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    vendorCode: text('vendor_code').notNull(),
    requestId: text('request_id').notNull(),
    call: text('call').$type<'bet' | 'win' | 'rollback'>().notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    roundId: text('round_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    /** SHA-256 of the call's content; null for a rollback's placeholder of a bet not yet seen. */
    requestHash: text('request_hash'),
    /** The answer, replayed to a repeat. */
    response: jsonb('response').$type<Record<string, unknown>>(),
    /** True when the call moved money (an accepted bet of a positive amount, say). */
    moved: boolean('moved').notNull().default(false),
    /** Bets only: the rollback that returned (or pre-empted) this bet. */
    rolledBackBy: text('rolled_back_by'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seamless_calls_vendor_request').on(t.vendorCode, t.requestId),
    index('seamless_calls_round').on(t.vendorCode, t.roundId),
  ],
);

/** GCS_recentGame: the games a member launched, newest first (one row per game, its last launch). */
export const recentGames = pgTable(
  'recent_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    launchedAt: at('launched_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('recent_games_member_launched').on(t.memberId, t.launchedAt),
  ],
);

/**
 * The game provider's own sessions (modules/game-provider, an outside party living in this process):
 * one per launch, found by the SHA-256 of the token the game page carries. `playerToken` is the
 * platform's token the provider names in its wallet calls; the page never sees it.
 */
export const providerSessions = pgTable(
  'provider_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    playerToken: text('player_token').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    gameType: text('game_type').notNull(),
    account: text('account').notNull(),
    currency: text('currency').notNull(),
    language: text('language').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  // The round recovery settles an in-house round on the player's newest session of the vendor.
  (t) => [index('provider_sessions_account').on(t.account, t.vendorCode, t.createdAt)],
);

/**
 * The vendor emulator's rounds, the provider's own record: what was drawn and how far the settlement
 * with the platform's wallet got (BET_SENT, SETTLED, ROLLED_BACK, REFUSED when the bet was refused, or
 * FAILED when even the rollback did not go through and the round waits for the provider's retry).
 */
export const providerRounds = pgTable(
  'provider_rounds',
  {
    roundId: text('round_id').primaryKey(),
    sessionHash: text('session_hash').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    account: text('account').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    status: text('status').$type<'BET_SENT' | 'SETTLED' | 'ROLLED_BACK' | 'REFUSED' | 'FAILED'>().notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('provider_rounds_session').on(t.sessionHash, t.createdAt),
    // What the round recovery looks through: rounds whose money is not final.
    index('provider_rounds_unfinished')
      .on(t.createdAt, t.roundId)
      .where(sql`${t.status} in ('BET_SENT', 'FAILED')`),
  ],
);

/**
 * Provably-fair seed pairs of the in-house (BGS) games, one active pair per player. The provider is an
 * outside party (modules/game-provider) that knows a player by account name only, hence no member id.
 * Only the SHA-256 of the server seed is shown while the pair is active; rotating reveals the seed
 * (revealedAt set) and starts a new pair at nonce 0. `nonce` is the one the next round takes.
 */
export const bgsSeedPairs = pgTable(
  'bgs_seed_pairs',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    revealedAt: at('revealed_at'),
  },
  (t) => [
    uniqueIndex('bgs_seed_pairs_active')
      .on(t.account)
      .where(sql`${t.revealedAt} is null`),
    index('bgs_seed_pairs_account').on(t.account, t.id),
    uniqueIndex('bgs_seed_pairs_hash').on(t.serverSeedHash),
  ],
);

/**
 * The in-house provider's record of its rounds (slot, dice, mines): what was played with which seed
 * and nonce, and how far settlement with the platform's wallet got. pending: the stake is being taken;
 * open: a mines round in play (its mines are recomputed from the seed pair, never stored); settling:
 * ended, the closing win not yet confirmed by the wallet; settled; refused: the wallet refused the
 * stake; rolled_back: the stake was returned. `requestId` is the game page's, one per play action.
 */
export const bgsRounds = pgTable(
  'bgs_rounds',
  {
    roundId: text('round_id').primaryKey(),
    account: text('account').notNull(),
    requestId: text('request_id').notNull(),
    gameCode: text('game_code').notNull(),
    currency: text('currency').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    seedPairId: integer('seed_pair_id')
      .notNull()
      .references(() => bgsSeedPairs.id),
    nonce: integer('nonce').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** What the player chose: dice direction and target, the number of mines. */
    params: jsonb('params').$type<Record<string, string | number>>().notNull(),
    /** What the round showed so far (a mines round: the tiles revealed, in order). */
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
    status: text('status')
      .$type<'pending' | 'open' | 'settling' | 'settled' | 'refused' | 'rolled_back'>()
      .notNull(),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('bgs_rounds_request').on(t.account, t.requestId),
    index('bgs_rounds_account').on(t.account, t.createdAt),
    // One live mines round per player and game: a reload resumes it.
    uniqueIndex('bgs_rounds_live')
      .on(t.account, t.gameCode)
      .where(sql`${t.gameCode} = 'mines' and ${t.status} in ('pending', 'open')`),
    index('bgs_rounds_unfinished')
      .on(t.account)
      .where(sql`${t.status} in ('pending', 'settling')`),
    index('bgs_rounds_seed_pair').on(t.seedPairId),
  ],
);

/**
 * The lottery's calendar (modules/lottery, docs/games/lottery.md): which lottery games are drawn and how
 * often. Draws fall on the multiples of `intervalSeconds` from midnight in the schedule's own time zone
 * (so numbering never follows a brand setting), and betting closes `closeSeconds` before each draw.
 */
export const lotterySchedules = pgTable(
  'lottery_schedules',
  {
    nodeId: text('node_id')
      .primaryKey()
      .references(() => lotteryGames.nodeId),
    intervalSeconds: integer('interval_seconds').notNull(),
    closeSeconds: integer('close_seconds').notNull(),
    tzOffsetMinutes: integer('tz_offset_minutes').notNull().default(480),
  },
  (t) => [
    check('lottery_schedules_interval', sql`${t.intervalSeconds} >= 60 and 86400 % ${t.intervalSeconds} = 0`),
    check(
      'lottery_schedules_close',
      sql`${t.closeSeconds} >= 5 and ${t.closeSeconds} * 2 <= ${t.intervalSeconds}`,
    ),
  ],
);

/**
 * One draw ('numero') of a lottery game. The seed is drawn when the row is made and only its SHA-256
 * is shown until the result is published with it. The unique numero makes opening race-free across
 * instances; `leaseUntil`/`leaseOwner` let one scheduler at a time draw and settle it (a lease, not a
 * held transaction: settlement calls the seamless wallet, which needs the database meanwhile).
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    nodeId: text('node_id')
      .notNull()
      .references(() => games.nodeId),
    numero: text('numero').notNull(),
    opensAt: at('opens_at').notNull(),
    closesAt: at('closes_at').notNull(),
    drawsAt: at('draws_at').notNull(),
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    status: text('status').$type<'OPEN' | 'DRAWN' | 'SETTLED' | 'CANCELLED'>().notNull().default('OPEN'),
    result: jsonb('result').$type<number[]>(),
    drawnAt: at('drawn_at'),
    /** Set once every bet of the draw is final (paid, lost or refunded). */
    settledAt: at('settled_at'),
    leaseOwner: text('lease_owner'),
    leaseUntil: at('lease_until'),
  },
  (t) => [
    uniqueIndex('lottery_draws_numero').on(t.nodeId, t.numero),
    index('lottery_draws_game').on(t.nodeId, t.drawsAt),
    index('lottery_draws_unsettled')
      .on(t.drawsAt)
      .where(sql`${t.settledAt} is null`),
  ],
);

/**
 * The lottery's sessions with the seamless wallet: a player token the platform issued for one member and
 * lottery game (the lottery is a provider like any other). A new one is taken after an hour, long before
 * the token's idle expiry; a bet keeps the session it was placed with, whose token still settles it.
 */
export const lotterySessions = pgTable(
  'lottery_sessions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    nodeId: text('node_id').notNull(),
    playerToken: text('player_token').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('lottery_sessions_member').on(t.memberId, t.nodeId, t.createdAt)],
);

/**
 * The lottery's record of each bet: one seamless-wallet round (`LT<id>`) per bet. A ticket (one request
 * of the member, `requestId`) holds one or more bets, `seq` in order; `ticketHash` tells a repeat from
 * another ticket under the same id. PENDING: written, stake not yet confirmed; ACCEPTED: stake taken;
 * WON, LOST, PUSH: settled (a push pays the stake back); REFUSED: never taken (`refusal` says why);
 * REFUNDED: the stake was returned by a rollback.
 */
export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    sessionId: integer('session_id')
      .notNull()
      .references(() => lotterySessions.id),
    requestId: text('request_id').notNull(),
    seq: integer('seq').notNull(),
    ticketHash: text('ticket_hash').notNull(),
    betType: text('bet_type').notNull(),
    selection: jsonb('selection')
      .$type<{ position?: number; numbers?: number[]; choice?: BetChoice }>()
      .notNull(),
    /** Decimal odds in hundredths (stake included), fixed when the bet is placed. */
    odds: integer('odds').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    status: text('status')
      .$type<'PENDING' | 'ACCEPTED' | 'WON' | 'LOST' | 'PUSH' | 'REFUSED' | 'REFUNDED'>()
      .notNull(),
    refusal: text('refusal'),
    placedAt: at('placed_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('lottery_bets_ticket').on(t.memberId, t.requestId, t.seq),
    index('lottery_bets_draw').on(t.drawId, t.status),
    index('lottery_bets_member').on(t.memberId, t.placedAt),
  ],
);

/**
 * Live-chat models (modules/live-chat): host profiles, each with a public chat room. `id` is the model's
 * public id (`/provider/chat/<id>`); `schedule` is weekly in the brand's time zone and alone decides
 * whether the host is online.
 */
export const chatModels = pgTable('chat_models', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  bio: jsonb('bio').$type<LocalizedText>().notNull().default({}),
  languages: jsonb('languages').$type<string[]>().notNull().default([]),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  schedule: jsonb('schedule').$type<ChatScheduleSlot[]>().notNull().default([]),
  /** Brand colour of the generated avatar. */
  color: text('color').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * A room's messages, plain text. `name` is how the author was shown when writing (a nickname changed
 * later does not rewrite history); `memberId` is null for the host's. Deleted messages stay, hidden.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    modelId: text('model_id')
      .notNull()
      .references(() => chatModels.id),
    memberId: integer('member_id').references(() => members.id),
    kind: text('kind').$type<'member' | 'host'>().notNull(),
    name: text('name').notNull(),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    check('chat_messages_body', sql`char_length(${t.body}) between 1 and 200`),
    check('chat_messages_author', sql`(${t.kind} = 'host') = (${t.memberId} is null)`),
    index('chat_messages_room')
      .on(t.modelId, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('chat_messages_member').on(t.memberId, t.createdAt),
  ],
);

/** Members who may read but not write in any room; `until` null: until an operator lifts it. */
export const chatMutes = pgTable('chat_mutes', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  until: at('until'),
  reason: text('reason').notNull().default(''),
  createdAt: at('created_at').notNull(),
});

/**
 * Chat tokens (CBS_launchChat), stored hashed: one member, one room, bound to the site session that
 * launched it. A token lapses after a while unused (an open socket keeps using it) or with its session.
 */
export const chatTokens = pgTable(
  'chat_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id),
    modelId: text('model_id')
      .notNull()
      .references(() => chatModels.id),
    language: text('language').notNull(),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at').notNull(),
  },
  (t) => [index('chat_tokens_last_used').on(t.lastUsedAt)],
);
