/**
 * Browser storage names of product §3, kept verbatim in one place so that every reader and writer
 * agrees on them. Keys marked "web" are not in the product description and were named here.
 */

/** Cookies; each is written with a one-day lifetime (product §9). */
export const cookieKeys = {
  /** Last username typed into a login form. */
  lastUsername: 'lastUsername',
  /** '1' when the member ticked remember me. */
  loginRemember: 'loginRemember',
  /** JSON {mobileNum, countryDialingCode} of the last SMS login. */
  loginTypeSms: 'loginTypeSms',
} as const;

export const sessionKeys = {
  token: 'token',
  nickname: 'nickname',
  account: 'account',
  username: 'username',
  customerId: 'customerId',
  isAgent: 'isAgent',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  merchantWallet: 'merchantWallet',
  /** Registration validation rules (/wps/system/setting/validation). */
  validate: 'validate',
  /** Game vendor lanes (GCSGAME_newGameVendor). */
  gameVendor: 'gameVendor',
  /** Hot games list (GCSGAME_hotGamesV2 value.list). */
  hotGames: 'HOT_GAMES',
  /** web: the language HOT_GAMES was fetched in. */
  hotGamesLanguage: 'HOT_GAMES_LANG',
  /** An agent's consolidated answer as JSON (decision 0265). */
  consolidated: 'consolidated',
  /** '1' when any salary kind (daily, hourly, real time) is open to the agent, else '0'. */
  enableSalary: 'enableSalary',
  /** '1' when the dividend kind (the spec's enableCt) is open to the agent, else '0'. */
  enableContract: 'enableContract',
  /** web: set once the guest public popup was shown in this session. */
  anonymousPopupClosed: 'anonymousPopupClosed',
  /** web: set once a member's public popup (execution A, or F on a first login) was shown this session. */
  userPopupClosed: 'userPopupClosed',
  /** web: 'true' for a trial account (product §3 type 4), so guards can tell before React renders. */
  isTrial: 'isTrial',
  /** web: product §4 "the stored password-change flag": the reason a forced change is still due. */
  mustChangePassword: 'mustChangePassword',
  /** web: '1' once a failed login asked for the captcha, so a reload shows it from the start (decision 0249). */
  loginCaptcha: 'loginCaptcha',
} as const;

export const localKeys = {
  lang: 'lang',
  /** The member's own language choice, kept beside lang. */
  hisLang: 'hisLang',
  merchantCode: 'merchantCode',
  /** web: '1' while the member keeps the header balance hidden. */
  balanceHidden: 'balanceHidden',
  /** web: 'granted' or 'denied', the visitor's answer about analytics cookies (brands with a tag id). */
  analyticsConsent: 'analyticsConsent',
} as const;

export type CookieKey = (typeof cookieKeys)[keyof typeof cookieKeys];
export type SessionKey = (typeof sessionKeys)[keyof typeof sessionKeys];
export type LocalKey = (typeof localKeys)[keyof typeof localKeys];
