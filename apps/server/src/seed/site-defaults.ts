import { languageCodes } from '@lobby/contract/languages';
import type { FieldRule, RegistrationField } from '@lobby/contract/system';
import { settingDefaults, type SettingKey, type SettingValue } from '../modules/system/settings.schemas';

/** The whitelabel module tree of the demo brand: parent modules group the flags the site reads. */
export const demoWhitelabel: { modId: string; parentId: string | null; enabled: boolean }[] = [
  { modId: 'REGISTER', parentId: null, enabled: true },
  { modId: 'MOBILENUMREG3', parentId: 'REGISTER', enabled: true },
  { modId: 'REGMOBVERF3', parentId: 'REGISTER', enabled: true },
  { modId: 'MOBILENUMPASSREG3', parentId: 'REGISTER', enabled: true },
  { modId: 'LOGIN', parentId: null, enabled: true },
  { modId: 'FREEPLAY3', parentId: 'LOGIN', enabled: true },
  { modId: 'MOBILEVERCODELOGIN3', parentId: 'LOGIN', enabled: true },
  { modId: 'PWDEXPFORCECHANGE3', parentId: 'LOGIN', enabled: true },
  { modId: 'LOBBY', parentId: null, enabled: true },
  { modId: 'ESPORTS3', parentId: 'LOBBY', enabled: true },
  { modId: 'LOTT3', parentId: 'LOBBY', enabled: true },
  { modId: 'COCKFIGHT3', parentId: 'LOBBY', enabled: true },
  { modId: 'MEMBER', parentId: null, enabled: true },
  { modId: 'REFERRAL3', parentId: 'MEMBER', enabled: true },
  { modId: 'VIP3', parentId: 'MEMBER', enabled: true },
];

const rule = (
  enabled: boolean,
  required: boolean,
  acceptedPattern: string,
  patternId: string,
  minLength: number,
  maxLength: number,
): FieldRule => ({ enabled, required, acceptedPattern, patternId, minLength, maxLength });

/** Registration field rules (product §3, §5); patternId values are message keys in the site's catalogue. */
export const demoFieldRules: Record<RegistrationField, FieldRule> = {
  username: rule(true, true, 'LETTER_FIRST_ALNUM', 'pattern_letter_first', 4, 16),
  password: rule(true, true, 'LETTERS_AND_DIGITS', 'pattern_letters_and_digits', 6, 20),
  confirmPassword: rule(true, true, '*', 'pattern_any', 6, 20),
  payeeName: rule(true, false, 'LETTERS_SPACES', 'pattern_letters_spaces', 2, 50),
  email: rule(true, false, 'EMAIL', 'pattern_email', 5, 64),
  qqNum: rule(false, false, 'DIGITS', 'pattern_digits', 5, 12),
  mobileNum: rule(true, false, 'DIGITS', 'pattern_digits', 7, 15),
  recommenderId: rule(false, false, 'ALNUM', 'pattern_alnum', 4, 20),
  captcha: rule(false, false, 'ALNUM', 'pattern_alnum', 4, 6),
  verificationCode: rule(true, true, 'DIGITS', 'pattern_digits', 4, 8),
  affiliateCode: rule(true, false, 'ALNUM', 'pattern_alnum', 4, 20),
  paymentPassword: rule(false, false, 'DIGITS', 'pattern_digits', 6, 6),
  line: rule(false, false, 'NO_SPACES', 'pattern_no_spaces', 3, 30),
  whatsapp: rule(true, false, 'DIGITS', 'pattern_digits', 7, 15),
  facebook: rule(false, false, 'NO_SPACES', 'pattern_no_spaces', 3, 50),
  wechat: rule(false, false, 'NO_SPACES', 'pattern_no_spaces', 3, 30),
  idNumber: rule(false, false, 'ALNUM', 'pattern_alnum', 6, 20),
  referralCode: rule(true, false, 'ALNUM', 'pattern_alnum', 4, 20),
};

/** Demo operator settings. `.example` addresses are reserved names: an operator replaces them. */
export const demoSettings: Partial<{ [K in SettingKey]: SettingValue<K> }> = {
  /*
   * The demo's sandbox approves and pays each withdrawal at once (docs/decisions.md, Money). Test
   * databases come from this seed too, and there operators' commands drive the lifecycle: off.
   */
  withdrawals: { ...settingDefaults.withdrawals, sandboxAutoPayout: process.env.NODE_ENV !== 'test' },
  brand: {
    ...settingDefaults.brand,
    // The demo offers every interface language to show them off (docs/decisions.md, Languages); an
    // operator narrows the list with `npm run ops -- languages`.
    supportedLanguages: [...languageCodes],
    social: {
      facebook: 'https://www.facebook.com/luckylobby.example',
      youtube: 'https://www.youtube.com/@luckylobby.example',
      instagram: 'https://www.instagram.com/luckylobby.example',
    },
    telegram: 'https://t.me/luckylobby_example',
    appDownload: {
      ios: 'https://download.luckylobby.example/ios',
      android: 'https://download.luckylobby.example/android.apk',
    },
  },
  customerService: [
    { name: 'Live chat 24/7', type: 'LIVECHAT', url: 'https://support.luckylobby.example/chat' },
    { name: 'Telegram', type: 'TELEGRAM', url: 'https://t.me/luckylobby_support_example' },
    { name: 'E-mail', type: 'EMAIL', url: 'mailto:support@luckylobby.example' },
  ],
  domainRoute: {
    mainDomain: 'luckylobby.example',
    domains: [
      { domain: 'luckylobby.example', route: '/' },
      { domain: 'agent.luckylobby.example', route: '/agent' },
    ],
  },
  resources: [
    { resourceType: 'APP_TUTORIAL_IOS', url: '/helpmc#how-to-install-ios', labelNameEn: 'iOS install guide' },
    {
      resourceType: 'APP_TUTORIAL_ANDROID',
      url: '/helpmc#how-to-install-android',
      labelNameEn: 'Android install guide',
    },
  ],
  analytics: { gtagId: '' },
  cdn: { imageCDNs: [''], launchGameCDNs: [''] },
  maintenance: {
    enabled: false,
    message: 'We are upgrading our systems to serve you better. Please come back shortly.',
  },
  region: {
    blockedCountries: [],
    blockedCidrs: [],
    message: 'Our services are not available in your region.',
  },
};
