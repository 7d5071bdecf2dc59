import * as z from 'zod/mini';
import { checked } from './checked.ts';
import { pointPaths } from './points-paths.ts';

/** Product §7 'Account and session', plus the few calls the product description leaves unnamed (marked "ours"). */
export const accountPaths = {
  login: '/wps/session/login',
  logout: '/wps/session/logout',
  freePlay: '/wps/session/login/freeplay',
  /** ours: the second step of a login from an address the member has not used before. */
  secondFactor: '/wps/session/login/verify',
  register: '/wps/member/register',
  registerByMobile: '/wps/member/register/mobile',
  memberInfo: '/wps/member/info',
  memberIcon: '/wps/member/info/icon',
  changePassword: '/wps/member/password',
  forgotPasswordByEmail: '/wps/member/password/email',
  resetPasswordByMobile: '/wps/member/password/verification',
  /** ours: the link of the forgot-password e-mail sets a new password here. */
  resetPasswordByLink: '/wps/member/password/reset',
  smsLoginCode: '/wps/verification/sms/noLogin',
  smsRegisterCode: '/wps/verification/sms/register',
  captcha: '/wps/captcha',
  /** ours: the proof-of-work challenge (ALTCHA) solved before login, registration and SMS sends. */
  challenge: '/wps/challenge',
  /** ours: the public key the site seals 'enc' payloads with. */
  publicKey: '/wps/system/publicKey',
  affiliate: '/wps/agent/affiliate',
  /** ours: third-party login (OpenID Connect). GET redirects to the provider; it returns to callback. */
  oauthProviders: '/wps/session/oauth/providers',
  oauthStart: '/wps/session/oauth/:provider',
  oauthCallback: '/wps/session/oauth/:provider/callback',
  /** ours: exchanges the one-time ticket a third-party login returns with (`/?loginTicket=`). */
  loginTicket: '/wps/session/login/ticket',
  /** ours: sends the second-factor code again. */
  secondFactorSend: '/wps/session/login/verify/send',
  /** ours: authenticator-app enrolment of the member (GET a new secret, POST a code to confirm). */
  totpEnrolment: '/wps/member/security/totp',
  /** ours: the security centre sends a code to a mobile number or e-mail address to be bound… */
  contactCode: '/wps/member/security/contact/code',
  /** ours: …and binds it with that code and the current password. */
  contact: '/wps/member/security/contact',
  balance: '/wps/v2/wallets/balance',
} as const;

/** The calls the product description marks 'enc': their bodies travel sealed (see sealed.ts) and plaintext is refused. */
export const sealedPaths: readonly string[] = [
  accountPaths.login,
  accountPaths.register,
  accountPaths.registerByMobile,
  accountPaths.changePassword,
  accountPaths.resetPasswordByMobile,
  accountPaths.resetPasswordByLink,
  accountPaths.contactCode,
  accountPaths.contact,
  // Spend points behind the payment password (product §7's passwordCheck/ calls).
  pointPaths.redeem,
  pointPaths.convert,
];

/** Product §3: agent types 1, 2, 41, 42; trial type 4; everyone else is a member (type 0). */
export const agentTypes = [1, 2, 41, 42] as const;
export const trialType = 4;
export const memberType = 0;
export const isAgentType = (type: number) => (agentTypes as readonly number[]).includes(type);
export const isTrialType = (type: number) => type === trialType;

/** 'device' logs in with the remembered-device cookie instead of a password (docs/decisions.md). */
export const loginTypes = ['username', 'sms', 'device'] as const;
export type LoginType = (typeof loginTypes)[number];

const text = (max: number) => checked(z.string(), z.maxLength(max));
const optionalText = (max: number) => z.optional(text(max));

export const loginRequestSchema = z.object({
  /** The account name, or the mobile number for type sms (a mobile number also works with a password). */
  username: text(64),
  /** The password, or the SMS code for type sms; empty for type device. */
  password: text(128),
  type: z.enum(loginTypes),
  countryDialingCode: optionalText(8),
  captcha: optionalText(16),
  /** The solved ALTCHA payload; required unless type is sms (the SMS send carried one). */
  altcha: optionalText(4096),
  /** True when the login comes from the agent page: only agents may log in there. */
  agent: z.optional(z.boolean()),
  /** Remember me: the answer sets a one-day remembered-device cookie. */
  remember: z.optional(z.boolean()),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const secondFactorMethods = ['sms', 'email', 'totp', 'bankName'] as const;
export type SecondFactorMethod = (typeof secondFactorMethods)[number];

/** Product §3: login response value. A login that needs a second factor carries secondFactor, no token. */
export const loginValueSchema = z.object({
  token: z.optional(z.string()),
  firstTimeLogin: z._default(z.boolean(), false),
  passwordExpired: z._default(z.boolean(), false),
  /** The password was set by someone else (an agent, a reset): product §4's forced change. */
  passwordChangeRequired: z._default(z.boolean(), false),
  expiredMinutes: z.optional(z.number()),
  captcha: z.optional(z.boolean()),
  account: z.optional(z.string()),
  type: z.optional(z.int()),
  secondFactor: z.optional(
    z.object({
      method: z.enum(secondFactorMethods),
      ticket: z.string(),
      /** Masked destination (e.g. +63 •••• 4567), or empty. */
      hint: z.string(),
      expiredMinutes: z.optional(z.number()),
    }),
  ),
  /**
   * The operator asks for a second factor but the member has none (no mobile, e-mail, authenticator or
   * payee name): the login went through, and the site asks the member to bind one.
   */
  secondFactorUnavailable: z.optional(z.boolean()),
});
export type LoginValue = z.infer<typeof loginValueSchema>;

export const secondFactorRequestSchema = z.object({ ticket: text(128), code: text(64) });
export type SecondFactorRequest = z.infer<typeof secondFactorRequestSchema>;

export const oauthProviderIds = ['google', 'facebook'] as const;
export type OauthProviderId = (typeof oauthProviderIds)[number];
/** The configured third-party logins; the site shows a button for each. */
export const oauthProvidersValueSchema = z.array(
  z.object({ id: z.enum(oauthProviderIds), name: z.string() }),
);
export const oauthStartPath = (provider: OauthProviderId) => `/wps/session/oauth/${provider}`;
export const loginTicketRequestSchema = z.object({ ticket: text(128) });
export const secondFactorSendRequestSchema = z.object({ ticket: text(128) });
export const secondFactorSendValueSchema = z.object({ expiredMinutes: z.number(), hint: z.string() });
/** What the security centre binds: a mobile number (sms) or an e-mail address. */
export const contactChannels = ['sms', 'email'] as const;
export type ContactChannel = (typeof contactChannels)[number];
const contactFields = {
  channel: z.enum(contactChannels),
  /** The current login password: a session alone does not bind an address. */
  password: text(128),
  countryDialingCode: optionalText(8),
  mobileNum: optionalText(20),
  email: optionalText(254),
};
export const bindContactCodeRequestSchema = z.object(contactFields);
export type BindContactCodeRequest = z.infer<typeof bindContactCodeRequestSchema>;
export const bindContactRequestSchema = z.object({ ...contactFields, code: text(16) });
export type BindContactRequest = z.infer<typeof bindContactRequestSchema>;
export const bindContactCodeValueSchema = z.object({ expiredMinutes: z.number(), hint: z.string() });

export const totpEnrolmentValueSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  enrolled: z.boolean(),
});
export const totpConfirmRequestSchema = z.object({
  code: checked(z.string(), z.trim(), z.minLength(1), z.maxLength(16)),
});

/** Product §3 free-play payload; token is the solved ALTCHA (docs/decisions.md). */
export const freePlayRequestSchema = z.object({
  os: optionalText(32),
  platform: z.literal('W'),
  token: text(4096),
  version: z.optional(z.union([z.literal(3), z.literal('3')])),
});
export type FreePlayRequest = z.infer<typeof freePlayRequestSchema>;

/** Product §3 SMS request: registration sends mobileNo, login and forgot-password send mobileNum. */
export const smsLoginCodeRequestSchema = z.object({
  countryDialingCode: text(8),
  mobileNum: text(20),
  altcha: optionalText(4096),
});
export const smsRegisterCodeRequestSchema = z.object({
  countryDialingCode: text(8),
  mobileNo: text(20),
  altcha: optionalText(4096),
});

/** A sent SMS code: the countdown runs expiredMinutes × 60 s (product §4). */
export const smsCodeValueSchema = z.object({
  expiredMinutes: z._default(checked(z.number(), z.positive()), 1),
});

/** Product §3 registration user and payload. */
export const registerRequestSchema = z.object({
  username: optionalText(64),
  /** Left out by a mobile registration that asks for none (MOBILENUMPASSREG3 off, registerOffer). */
  password: optionalText(128),
  confirmPassword: optionalText(128),
  payeeName: optionalText(128),
  email: optionalText(254),
  qqNum: optionalText(64),
  mobileNum: optionalText(20),
  recommenderId: optionalText(64),
  captcha: optionalText(16),
  verificationCode: optionalText(16),
  affiliateCode: optionalText(64),
  paymentPassword: optionalText(128),
  line: optionalText(128),
  whatsapp: optionalText(128),
  facebook: optionalText(128),
  wechat: optionalText(128),
  idNumber: optionalText(64),
  referralCode: optionalText(64),
  domain: optionalText(253),
  countryDialingCode: optionalText(8),
  altcha: optionalText(4096),
  login: z.optional(z.boolean()),
  data: z.optional(
    z.object({
      registerUrl: optionalText(2048),
      affiliateCode: optionalText(64),
      referralCode: optionalText(64),
      domain: optionalText(253),
      registerMethod: optionalText(16),
    }),
  ),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** Registering with login true hands back a session straight away. */
export const registerValueSchema = z.object({ token: z.optional(z.string()), account: z.string() });

export const changePasswordRequestSchema = z.object({
  oldPassword: text(128),
  newPassword: text(128),
  confirmNewPassword: text(128),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const forgotPasswordByEmailRequestSchema = z.object({ username: text(64), email: text(254) });

export const resetPasswordByMobileRequestSchema = z.object({
  newPassword: text(128),
  mobileNum: text(20),
  verificationCode: text(16),
  countryDialingCode: optionalText(8),
});
export type ResetPasswordByMobileRequest = z.infer<typeof resetPasswordByMobileRequestSchema>;

export const resetPasswordByLinkRequestSchema = z.object({ token: text(128), newPassword: text(128) });
/** The account whose password was set, so the login popup can come back with it filled in. */
export const resetPasswordByLinkValueSchema = z.object({ account: z.string() });

/** Product §3 member info, with money in minor units of the brand currency. */
export const memberInfoSchema = z.object({
  id: z.int(),
  account: z.string(),
  nickname: z.string(),
  type: z.int(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  balance: z.int(),
  currency: z.string(),
  currencySymbol: z.string(),
  unreadMessageCount: z.int(),
  availablePromoCount: z.int(),
  vip: z.boolean(),
  vipLabel: z.string(),
  rankLevel: z.int(),
  /** VIP bonuses awaiting the member's claim: level-ups not taken and this week's bonus (the VIP badges). */
  vipClaimableCount: z.int(),
  mobileNum: z.string(),
  countryDialingCode: z.string(),
  email: z.string(),
  payeeName: z.string(),
  referralCode: z.string(),
  registeredAt: z.string(),
  lastLoginAt: z.nullable(z.string()),
  passwordChangeRequired: z.boolean(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const memberIconSchema = z.object({ url: z.string() });

export const balanceValueSchema = z.object({
  /** Minor units. */
  balance: z.int(),
  currency: z.string(),
  currencySymbol: z.string(),
  decimals: z.int(),
});
export type BalanceValue = z.infer<typeof balanceValueSchema>;

export const affiliateQuerySchema = z.object({ code: text(64), domain: optionalText(253) });
export const affiliateValueSchema = z.object({ code: z.string(), agent: z.string() });

/** A base64 PNG; the answer stays on the server, tied to an http-only cookie. */
export const captchaValueSchema = z.string();

/** Calls whose success carries nothing the site reads. */
export const emptyValueSchema = z.unknown();
