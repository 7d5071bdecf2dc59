import type { DepositMatchRule } from '@lobby/contract/rewards';
import { defaultContributions } from '../modules/rewards/rewards.service';

/**
 * The demo's reward activities: the deposit matches its promotions describe (demo-content.ts), by the
 * promotion's sort number. Amounts are minor units of the brand's currency.
 */
export const demoRewardActivities: ReadonlyArray<{
  promotionSort: number;
  rule: DepositMatchRule;
  claimDays: number;
  budget: number | null;
}> = [
  {
    // Welcome Bonus 100% up to 5,000: min 100, 20 × (deposit + bonus) within 30 days, claim within 7.
    promotionSort: 1,
    rule: {
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
];
