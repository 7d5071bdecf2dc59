import type { ActivityRule } from '@lobby/contract/rewards';
import { defaultContributions } from '../modules/rewards/rewards.service';

/**
 * The demo's reward activities: what its promotions describe (demo-content.ts), by the promotion's
 * sort number. Amounts are minor units of the brand's currency.
 */
export const demoRewardActivities: ReadonlyArray<{
  promotionSort: number;
  rule: ActivityRule;
  claimDays: number;
  budget: number | null;
}> = [
  {
    // Welcome Bonus 100% up to 5,000: min 100, 20 × (deposit + bonus) within 30 days, claim within 7.
    promotionSort: 1,
    rule: {
      kind: 'depositMatch',
      scope: 'first',
      matchPercent: 100,
      maxBonus: 500_000,
      minDeposit: 10_000,
      turnoverMultiple: 20,
      turnoverBase: 'bonusDeposit',
      expiryDays: 30,
      contributions: defaultContributions,
    },
    claimDays: 7,
    budget: 50_000_000,
  },
  {
    // Daily Reload 10% up to 1,000: the day's first deposit of at least 200, 10 × bonus within 7 days.
    promotionSort: 2,
    rule: {
      kind: 'depositMatch',
      scope: 'daily',
      matchPercent: 10,
      maxBonus: 100_000,
      minDeposit: 20_000,
      turnoverMultiple: 10,
      turnoverBase: 'bonus',
      expiryDays: 7,
      contributions: defaultContributions,
    },
    claimDays: 1,
    budget: null,
  },
  {
    // Weekly Slots Cashback 5%: of last week's net loss on reels, from 500, up to 10,000; 1 × in 7 days.
    promotionSort: 3,
    rule: {
      kind: 'cashback',
      period: 'weekly',
      gameTypes: ['RNG', 'BGS'],
      percent: 5,
      minLoss: 50_000,
      maxBonus: 1_000_000,
      turnoverMultiple: 1,
      expiryDays: 7,
      contributions: defaultContributions,
    },
    claimDays: 7,
    budget: null,
  },
  {
    // Zalo Bonus up to 131K: the member applies with their Zalo name and a screenshot; 8 × in 7 days.
    promotionSort: 6,
    rule: {
      kind: 'application',
      maxBonus: 13_100_000,
      turnoverMultiple: 8,
      expiryDays: 7,
      contributions: defaultContributions,
    },
    claimDays: 7,
    budget: 100_000_000,
  },
  {
    // Daily Check-in: 1, 2, 3, 5, 8, 13 then 21 a day for an unbroken run; 1 × within 7 days.
    promotionSort: 7,
    rule: {
      kind: 'checkIn',
      amounts: [100, 200, 300, 500, 800, 1_300, 2_100],
      turnoverMultiple: 1,
      expiryDays: 7,
      contributions: defaultContributions,
    },
    claimDays: 1,
    budget: null,
  },
  {
    // Daily Rebate: 0.5% of reels and fishing, 0.3% of live and tables, 0.2% of sports; up to 5,000.
    promotionSort: 8,
    rule: {
      kind: 'rebate',
      rates: { RNG: 50, BGS: 50, FISH: 50, LIVE: 30, PVP: 30, SPORTS: 20, ESPORTS: 20 },
      maxBonus: 500_000,
      turnoverMultiple: 1,
      expiryDays: 7,
      contributions: defaultContributions,
    },
    claimDays: 1,
    budget: null,
  },
  {
    // Sign-up Bonus 8.88: for new members, claimed within 7 days of registering; 5 × within 7 days.
    promotionSort: 9,
    rule: {
      kind: 'registration',
      amount: 888,
      turnoverMultiple: 5,
      expiryDays: 7,
      contributions: defaultContributions,
    },
    claimDays: 7,
    budget: 10_000_000,
  },
];
