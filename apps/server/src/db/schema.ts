import {
  bigint,
  boolean,
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

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  groupName: text('group_name').notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  linkageType: text('linkage_type').notNull().default('NONE'),
  linkage: text('linkage').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  execution: text('execution').notNull().default('B'),
  groupName: text('group_name').notNull().default(''),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  content: jsonb('content').$type<LocalizedText>().notNull(),
  sort: integer('sort').notNull().default(0),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  enabled: boolean('enabled').notNull().default(true),
});

export const promotions = pgTable('promotions', {
  id: serial('id').primaryKey(),
  category: text('category').notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  summary: jsonb('summary').$type<LocalizedText>().notNull(),
  content: jsonb('content').$type<LocalizedText>().notNull(),
  sort: integer('sort').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  enabled: boolean('enabled').notNull().default(true),
});

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

/** Optional registration fields a member gave (spec §3), keyed by the spec's field names. */
export type MemberProfile = Partial<
  Record<
    'payeeName' | 'qqNum' | 'line' | 'whatsapp' | 'facebook' | 'wechat' | 'idNumber' | 'recommenderId',
    string
  >
>;

/**
 * Players, trial players and agents. `account` is stored lower-case so that names are unique however
 * they are typed. `passwordSetBy` other than 'self' forces a change at the next login (spec §9).
 */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull().unique(),
    nickname: text('nickname').notNull().default(''),
    /** Spec §3: 0 member, 1/2/41/42 agent, 4 trial. */
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
  (t) => [uniqueIndex('ledger_accounts_owner_kind').on(t.memberId, t.kind, t.vendorCode)],
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
