import * as z from 'zod/mini';
import { checked } from './checked.ts';
import { languageCodeSchema } from './languages.ts';

export const systemPaths = {
  status: '/wps/system/status',
  whitelabel: '/wps/system/whitelabel',
  domainRoute: '/wps/system/domainRoute',
  helpCenter: '/wps/system/helpCenter',
  registerSetting: '/wps/system/setting/register',
  /** Product §7 "permission (site configuration, at start)": path not shown, chosen here. */
  permission: '/wps/system/permission',
  /** Product §7 "registration validation rules (cached in session)": path not shown, chosen here. */
  validationRules: '/wps/system/setting/validation',
  /** Product §7 "country codes: path not shown", chosen here. */
  countries: '/wps/system/countries',
  brand: '/wps/system/brand',
} as const;

/** 0 normal, 1 maintenance (takes priority), 2 region or IP restricted. */
export const siteStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export const statusValueSchema = z.object({
  status: siteStatusSchema,
  message: z.string(),
  ip: z.string(),
  customerServiceUrl: z.string(),
});
export type StatusValue = z.infer<typeof statusValueSchema>;

export type WhitelabelNode = {
  modId: string;
  enabled: boolean;
  childrenNodes: WhitelabelNode[];
};
export const whitelabelNodeSchema: z.ZodMiniType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.boolean(),
    childrenNodes: z.array(whitelabelNodeSchema),
  }),
);
export const whitelabelValueSchema = z.array(whitelabelNodeSchema);

/** The whitelabel flags the site reads; a flag is on when it and all its ancestors are enabled. */
export const whitelabelFlags = [
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'REFERRAL3',
  'VIP3',
  'ESPORTS3',
  'LOTT3',
  'COCKFIGHT3',
] as const;
export type WhitelabelFlag = (typeof whitelabelFlags)[number];

export function isFlagEnabled(tree: WhitelabelNode[], modId: string): boolean {
  for (const node of tree) {
    if (node.modId === modId) return node.enabled;
    if (node.enabled && isFlagEnabled(node.childrenNodes, modId)) return true;
  }
  return false;
}

export const domainRouteValueSchema = z.object({
  mainDomain: z.string(),
  domains: z.array(z.object({ domain: z.string(), route: z.string() })),
});
export type DomainRouteValue = z.infer<typeof domainRouteValueSchema>;

export const helpCenterQuerySchema = z.object({
  language: z._default(checked(z.string(), z.trim(), z.minLength(1), z.maxLength(8)), 'EN'),
  device: z._default(z.enum(['WEB', 'MOBILE']), 'WEB'),
});
export const helpArticleSchema = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
});
export const helpCategorySchema = z.object({
  category: z.string(),
  title: z.string(),
  articles: z.array(helpArticleSchema),
});
export const helpCenterValueSchema = z.array(helpCategorySchema);
export type HelpCategory = z.infer<typeof helpCategorySchema>;

export const registerMethods = ['USERNAME', 'MOBILE'] as const;
export const registerSettingValueSchema = z.object({
  /** Methods offered; the register popup shows tabs only when more than one is offered. */
  methods: z.array(z.enum(registerMethods)),
  mobileRequired: z.boolean(),
  smsVerification: z.boolean(),
  passwordMinLength: z.int(),
  passwordMaxLength: z.int(),
  minimumAge: z.int(),
});
export type RegisterSettingValue = z.infer<typeof registerSettingValueSchema>;

/**
 * What registration offers once the whitelabel flags have had their say, read the same way by the server
 * (which refuses the rest) and by the register popup (which shows nothing else): MOBILENUMREG3 lets the
 * mobile method be offered, REGMOBVERF3 lets it ask for an SMS code, MOBILENUMPASSREG3 makes it ask for
 * a password (without it the member signs in by SMS code or sets a password by phone later).
 */
export type RegisterOffer = {
  methods: RegisterSettingValue['methods'];
  smsVerification: boolean;
  mobilePassword: boolean;
};

export function registerOffer(settings: RegisterSettingValue, tree: WhitelabelNode[]): RegisterOffer {
  const mobile = isFlagEnabled(tree, 'MOBILENUMREG3');
  const methods = settings.methods.filter((m) => m === 'USERNAME' || mobile);
  return {
    // Registration is never closed by a flag: a brand whose only method is switched off keeps usernames.
    methods: methods.length > 0 ? methods : ['USERNAME'],
    smsVerification: settings.smsVerification && isFlagEnabled(tree, 'REGMOBVERF3'),
    mobilePassword: isFlagEnabled(tree, 'MOBILENUMPASSREG3'),
  };
}

export const registrationFields = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'referralCode',
] as const;
export type RegistrationField = (typeof registrationFields)[number];

export const fieldRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: z.string(),
  minLength: checked(z.int(), z.nonnegative()),
  maxLength: checked(z.int(), z.positive()),
});
export type FieldRule = z.infer<typeof fieldRuleSchema>;
export const validationRulesValueSchema = z.record(z.enum(registrationFields), fieldRuleSchema);
export type ValidationRules = z.infer<typeof validationRulesValueSchema>;

export const customerServiceSchema = z.object({
  name: z.string(),
  type: z.enum(['LIVECHAT', 'TELEGRAM', 'WHATSAPP', 'EMAIL', 'ZALO']),
  /** Obfuscated URL: see customer-service-path.ts. */
  path: z.string(),
});
export type CustomerService = z.infer<typeof customerServiceSchema>;

export const resourceSchema = z.object({
  resourceType: z.string(),
  url: z.string(),
  labelNameEn: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const permissionValueSchema = z.object({
  info: z.object({
    customerService: z.array(customerServiceSchema),
    domainRoute: domainRouteValueSchema,
    resources: z.array(resourceSchema),
    whitelabel: whitelabelValueSchema,
    register: registerSettingValueSchema,
    mainDomain: z.string(),
    analytics: z.object({ gtagId: z.string() }),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
  }),
  location: z.object({ ip: z.string(), country: z.string() }),
  maintenance: z.object({ enabled: z.boolean(), message: z.string() }),
  regionRestriction: z.object({ restricted: z.boolean(), message: z.string() }),
});
export type PermissionValue = z.infer<typeof permissionValueSchema>;

export const countrySchema = z.object({
  countryCode: z.string(),
  countryDialingCode: z.string(),
  name: z.string(),
});
export const countriesValueSchema = z.array(countrySchema);
export type Country = z.infer<typeof countrySchema>;

export const socialNetworks = ['facebook', 'tiktok', 'youtube', 'twitter', 'instagram'] as const;
export const brandValueSchema = z.object({
  name: z.string(),
  merchantCode: z.string(),
  currency: z.object({ code: z.string(), symbol: z.string(), decimals: z.int() }),
  timeZoneOffsetMinutes: z.int(),
  defaultLanguage: languageCodeSchema,
  supportedLanguages: z.array(languageCodeSchema),
  social: z.partialRecord(z.enum(socialNetworks), z.string()),
  telegram: z.string(),
  appDownload: z.object({ ios: z.string(), android: z.string() }),
});
export type BrandValue = z.infer<typeof brandValueSchema>;

/**
 * The brand call's answer: the operator's setting, and `demo` when the site runs in demo mode (play
 * money through sandboxes; docs/security.md), which the site shows on every page.
 */
export const brandAnswerSchema = z.extend(brandValueSchema, { demo: z.optional(z.boolean()) });
export type BrandAnswer = z.infer<typeof brandAnswerSchema>;
