import type { referralRules } from '../db/schema';

/**
 * The demo's referral rule, as the "Refer a Friend" promotion words it (demo-content.ts): a friend
 * who registers with the link, deposits at least 300 and wagers 1,000 within 14 days earns both
 * 188, with 5 × the reward in wagering, for up to 20 friends a month. Amounts in minor units.
 */
export const demoReferralRule: typeof referralRules.$inferInsert = {
  id: 1,
  enabled: true,
  minDeposit: 30_000,
  minWagering: 100_000,
  days: 14,
  referrerReward: 18_800,
  friendReward: 18_800,
  wageringMultiple: 5,
  monthlyCap: 20,
};
