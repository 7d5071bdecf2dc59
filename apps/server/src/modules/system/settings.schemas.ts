import { z } from 'zod';
import { extend, omit } from 'zod/mini';
import {
  brandValueSchema,
  customerServiceSchema,
  domainRouteValueSchema,
  registerSettingValueSchema,
  resourceSchema,
} from '@lobby/contract/system';

/** Every operator setting: its key, the zod schema its stored value must satisfy, and its default. */
export const settingSchemas = {
  maintenance: z.object({ enabled: z.boolean(), message: z.string().max(2000) }),
  region: z.object({
    blockedCountries: z.array(z.string().regex(/^[A-Z]{2}$/)),
    blockedCidrs: z.array(z.string()),
    message: z.string().max(2000),
  }),
  brand: brandValueSchema,
  /**
   * Plain links as the operator enters them; they leave the server obfuscated. The contract's schemas
   * are zod/mini, so they compose with its functions (the same core as classic zod).
   */
  customerService: z.array(extend(omit(customerServiceSchema, { path: true }), { url: z.url() })),
  domainRoute: domainRouteValueSchema,
  resources: z.array(resourceSchema),
  analytics: z.object({ gtagId: z.string() }),
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
     * Spec §4 'Additional verification': what a password login from a new address asks for; 'off' asks
     * nothing. A stored value written before this existed reads as the default.
     */
    secondFactor: z.enum(['off', 'sms', 'email', 'totp', 'bankName']).default('sms'),
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
};
