import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { at } from './columns';

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
    // A large team's downline: the brand's newest registrations, each checked for the team.
    index('members_created').on(t.createdAt, t.id),
    // The accounts registered from one address: a reward an activity gives once per address.
    index('members_register_ip')
      .on(t.registerIp)
      .where(sql`${t.registerIp} <> ''`),
  ],
);

/**
 * The agent tree flattened: a row for every member and each of its uplines, `depth` levels above it
 * (1 = its parent). A member's upline never changes, so the rows are written once, by the database
 * itself when the member is inserted (trigger members_ancestors, drizzle/0017), and the team pages read
 * a team as one index range instead of walking the tree level by level (product §2 'Agent menu').
 */
export const memberAncestors = pgTable(
  'member_ancestors',
  {
    ancestorId: integer('ancestor_id')
      .notNull()
      .references(() => members.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    depth: integer('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.memberId] }),
    index('member_ancestors_member').on(t.memberId),
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
