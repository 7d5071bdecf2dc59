import { z } from 'zod';
import { extend, omit, refine } from 'zod/mini';
import { brandLanguagesAreCoherent } from '@lobby/contract/languages';
import {
  brandValueSchema,
  customerServiceSchema,
  domainRouteValueSchema,
  registerSettingValueSchema,
  resourceSchema,
} from '@lobby/contract/system';
import { roomLevels } from '@lobby/contract/game-rooms';

const isQuarterHourZone = (minutes: number) => minutes % 15 === 0 && minutes >= -720 && minutes <= 840;

/** Every operator setting: its key, the zod schema its stored value must satisfy, and its default. */
export const settingSchemas = {
  maintenance: z.object({ enabled: z.boolean(), message: z.string().max(2000) }),
  region: z.object({
    blockedCountries: z.array(z.string().regex(/^[A-Z]{2}$/)),
    blockedCidrs: z.array(z.string()),
    message: z.string().max(2000),
  }),
  /**
   * The default language must be one the brand offers, or the site could start in a language it hides.
   * The zone is a whole number of quarter hours, as every zone in use is: the team sums are kept per
   * quarter hour (docs/decisions/0214), so a brand day is a range of them.
   */
  brand: brandValueSchema.check(
    refine(brandLanguagesAreCoherent, {
      message: 'supportedLanguages must list each language once and include defaultLanguage',
    }),
    refine((brand) => isQuarterHourZone(brand.timeZoneOffsetMinutes), {
      message: 'timeZoneOffsetMinutes must be a multiple of 15 between -720 and 840',
    }),
  ),
  /**
   * Plain links as the operator enters them; they leave the server obfuscated. The contract's schemas
   * are zod/mini, so they compose with its functions (the same core as classic zod).
   */
  customerService: z.array(extend(omit(customerServiceSchema, { path: true }), { url: z.url() })),
  domainRoute: domainRouteValueSchema,
  resources: z.array(resourceSchema),
  /** A Google tag id (G-, GT-, AW-), or empty for none: the site page's CSP names Google only then. */
  analytics: z.object({ gtagId: z.string().regex(/^$|^(G|GT|AW)-[A-Z0-9]{4,20}$/) }),
  cdn: z.object({ imageCDNs: z.array(z.string()), launchGameCDNs: z.array(z.string()) }),
  register: registerSettingValueSchema,
  /** Login protection and code lifetimes (docs/decisions.md, accounts). */
  accounts: z.object({
    /** Failed logins (per account or per address) after which the captcha is required. */
    captchaAfterFailures: z.number().int().min(1).max(20),
    /** Failed logins of one account after which it is locked for lockMinutes. */
    lockAfterFailures: z.number().int().min(3).max(100),
    lockMinutes: z.number().int().min(1).max(60),
    /** With PWDEXPFORCECHANGE3 on, a password older than this must be changed. */
    passwordMaxAgeDays: z.number().int().min(1).max(3650),
    smsCodeMinutes: z.number().int().min(1).max(30),
    resetLinkMinutes: z.number().int().min(5).max(1440),
    /**
     * Product §4 'Additional verification': what a password login from a new address asks for; 'off' asks
     * nothing. A stored value written before this existed reads as the default.
     */
    secondFactor: z.enum(['off', 'sms', 'email', 'totp', 'bankName']).default('sms'),
  }),
  /**
   * Money (docs/decisions.md): a single-wallet brand hides vendor wallets and refuses transfers
   * (GCS_merchantWallet); agentPolicy is product §3's consolidated contract, 0 for a kind of agent pay
   * the brand does not run, 1 for one offered through a contract with the upline.
   */
  wallet: z.object({
    isSingle: z.boolean(),
    agentPolicy: z
      .object({
        dailysalreqtype: z.number().int().min(0).max(9),
        divtypereq: z.number().int().min(0).max(9),
        contracthoursalreq: z.number().int().min(0).max(9),
        realtimesalreqtype: z.number().int().min(0).max(9),
      })
      .default({ dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 }),
  }),
  /**
   * Deposits (docs/decisions.md, Money): the payment channels offered on the deposit page, in list
   * order, with their amount bounds in minor units; orderMinutes is how long an unpaid order stays open
   * at the gateway (and counts against the member's deposit limits).
   */
  deposits: z.object({
    orderMinutes: z.number().int().min(5).max(1440),
    channels: z.array(
      z.object({
        id: z.string().regex(/^[a-z0-9-]{1,32}$/),
        name: z.string().min(1).max(60),
        type: z.enum(['BANK_TRANSFER', 'EWALLET', 'CARD']),
        minAmount: z.number().int().min(1),
        maxAmount: z.number().int().min(1).max(1_000_000_000_000),
        enabled: z.boolean(),
        sort: z.number().int(),
      }),
    ),
  }),
  /**
   * Withdrawals: amount bounds (minor units); minutes after payout before an unconfirmed withdrawal
   * counts as received (product §4, §9); sandboxAutoPayout approves and pays each request at once (the
   * demo; off by default and in tests, where operators use `npm run ops -- withdrawals`).
   */
  withdrawals: z.object({
    minAmount: z.number().int().min(1),
    maxAmount: z.number().int().min(1).max(1_000_000_000_000),
    autoReceiveMinutes: z.number().int().min(1).max(43_200),
    sandboxAutoPayout: z.boolean(),
  }),
  /**
   * Card rooms (GLS2_roomList): the room tiers every PVP game offers, with table limits in minor
   * units, and the minutes within which a settled round counts its player as playing now.
   */
  gameRooms: z.object({
    tiers: z
      .array(
        z
          .object({
            level: z.enum(roomLevels),
            minBet: z.number().int().min(1),
            maxBet: z.number().int().min(1).max(1_000_000_000_000),
            minBalance: z.number().int().min(0).max(1_000_000_000_000),
          })
          .refine((tier) => tier.minBet <= tier.maxBet, { message: 'minBet above maxBet' }),
      )
      .max(roomLevels.length)
      .refine((tiers) => new Set(tiers.map((t) => t.level)).size === tiers.length, {
        message: 'a level appears twice',
      }),
    playersWindowMinutes: z.number().int().min(1).max(1440),
  }),
  /**
   * The lottery (docs/games/lottery.md): stake limits per bet and per member and draw, the most one
   * bet may win (its stake times its odds; `maxPayout`, defaulted so that a row stored before it
   * existed still reads), in minor units, and how many days of draws the lottery keeps (the betting
   * record keeps every bet).
   */
  lottery: z
    .object({
      minStake: z.number().int().min(1),
      maxStake: z.number().int().min(1).max(1_000_000_000_000),
      maxStakePerDraw: z.number().int().min(1).max(1_000_000_000_000),
      maxPayout: z.number().int().min(1).max(1_000_000_000_000_000).default(100_000_000),
      historyDays: z.number().int().min(1).max(3650),
    })
    .refine((l) => l.minStake <= l.maxStake && l.maxStake <= l.maxStakePerDraw, {
      message: 'expected minStake <= maxStake <= maxStakePerDraw',
    })
    .refine((l) => l.maxStake <= l.maxPayout, { message: 'expected maxStake <= maxPayout' }),
  /**
   * Lottery games an operator suspended (`npm run ops -- lottery suspend GAME`), by node id with the
   * time: they take no bets and leave the menus; their draws go on, settling the bets already placed.
   */
  lotterySuspensions: z.object({
    games: z
      .array(z.object({ nodeId: z.string().min(1).max(120), since: z.string().max(40) }))
      .max(1000)
      .refine((games) => new Set(games.map((g) => g.nodeId)).size === games.length, {
        message: 'a game appears twice',
      }),
  }),
} as const;

export type SettingKey = keyof typeof settingSchemas;
export type SettingValue<K extends SettingKey> = z.infer<(typeof settingSchemas)[K]>;
export const settingKeys = Object.keys(settingSchemas) as SettingKey[];

export function isSettingKey(key: string): key is SettingKey {
  return key in settingSchemas;
}

export const settingDefaults: { [K in SettingKey]: SettingValue<K> } = {
  maintenance: { enabled: false, message: '' },
  region: { blockedCountries: [], blockedCidrs: [], message: '' },
  brand: {
    name: 'Lucky Lobby',
    merchantCode: 'LL-PH-001',
    currency: { code: 'PHP', symbol: '₱', decimals: 2 },
    timeZoneOffsetMinutes: 480,
    defaultLanguage: 'EN',
    supportedLanguages: ['EN', 'PT'],
    social: {},
    telegram: '',
    appDownload: { ios: '', android: '' },
  },
  customerService: [],
  domainRoute: { mainDomain: 'localhost', domains: [] },
  resources: [],
  analytics: { gtagId: '' },
  cdn: { imageCDNs: [], launchGameCDNs: [] },
  register: {
    methods: ['USERNAME', 'MOBILE'],
    mobileRequired: false,
    smsVerification: true,
    passwordMinLength: 6,
    passwordMaxLength: 20,
    minimumAge: 18,
  },
  accounts: {
    captchaAfterFailures: 3,
    lockAfterFailures: 10,
    lockMinutes: 15,
    passwordMaxAgeDays: 180,
    smsCodeMinutes: 2,
    resetLinkMinutes: 30,
    secondFactor: 'sms',
  },
  wallet: {
    isSingle: false,
    agentPolicy: { dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 },
  },
  deposits: {
    orderMinutes: 30,
    channels: [
      {
        id: 'instapay',
        name: 'InstaPay bank transfer',
        type: 'BANK_TRANSFER',
        minAmount: 10_000,
        maxAmount: 5_000_000,
        enabled: true,
        sort: 1,
      },
      {
        id: 'gcash',
        name: 'GCash',
        type: 'EWALLET',
        minAmount: 10_000,
        maxAmount: 2_000_000,
        enabled: true,
        sort: 2,
      },
      {
        id: 'maya',
        name: 'Maya',
        type: 'EWALLET',
        minAmount: 10_000,
        maxAmount: 2_000_000,
        enabled: true,
        sort: 3,
      },
      {
        id: 'card',
        name: 'Visa / Mastercard',
        type: 'CARD',
        minAmount: 20_000,
        maxAmount: 10_000_000,
        enabled: true,
        sort: 4,
      },
    ],
  },
  withdrawals: {
    minAmount: 10_000,
    maxAmount: 5_000_000,
    autoReceiveMinutes: 1440,
    sandboxAutoPayout: false,
  },
  gameRooms: {
    tiers: [
      { level: 'BEGINNER', minBet: 100, maxBet: 5_000, minBalance: 2_000 },
      { level: 'INTERMEDIATE', minBet: 1_000, maxBet: 50_000, minBalance: 20_000 },
      { level: 'ADVANCED', minBet: 5_000, maxBet: 250_000, minBalance: 100_000 },
      { level: 'VIP', minBet: 20_000, maxBet: 1_000_000, minBalance: 500_000 },
    ],
    playersWindowMinutes: 10,
  },
  lottery: {
    minStake: 100,
    maxStake: 1_000_000,
    maxStakePerDraw: 5_000_000,
    maxPayout: 100_000_000,
    historyDays: 14,
  },
  lotterySuspensions: { games: [] },
};
