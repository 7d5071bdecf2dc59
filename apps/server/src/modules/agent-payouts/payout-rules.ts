import type { ContractTerms } from '@lobby/contract/agent-contracts';
import type { PayoutBasis } from '@lobby/contract/agent-payouts';

/*
 * What a contract earns for a period from its team's figures (decision 0262). Pure, so each kind's
 * tiers and thresholds are tested without a database. Amounts round down: the upline never pays more
 * than the rate gives.
 */

/** The team's settled rounds of a period (valid bet: settled stake; rolled-back rounds are not settled). */
export type TeamFigures = { validBet: number; profitLoss: number; activeMembers: number };

/** Real-time salary: the period's qualifying bets summed by the tier they reached and their outcome. */
export type RealTimeGroup = { tier: number; outcome: 'won' | 'lost'; bets: number; stake: number };

export type Earned = { basis: PayoutBasis; tier: number | null; rate: number; amount: number };

const share = (rate: number, amount: number) => Math.floor((amount * rate) / 10_000);

/** The highest tier whose every threshold the figures reach (tiers rise, so it is the best one). */
function highestReached<T>(tiers: readonly T[], reaches: (tier: T) => boolean): number | null {
  for (let index = tiers.length - 1; index >= 0; index -= 1) {
    if (reaches(tiers[index]!)) return index;
  }
  return null;
}

/** Hourly and daily salary and dividends: one tier for the period from the team's totals. */
export function earnedFromTotals(terms: ContractTerms, figures: TeamFigures): Earned {
  const { validBet, profitLoss, activeMembers } = figures;
  switch (terms.kind) {
    case 'dailySalary':
    case 'hourlySalary': {
      const basis = { validBet, activeMembers };
      const tier = highestReached(
        terms.tiers as ReadonlyArray<{ activeMembers: number; rate: number } & Record<string, number>>,
        (t) =>
          validBet >= (terms.kind === 'dailySalary' ? t.dailyBetAmount! : t.hourlyBetAmount!) &&
          activeMembers >= t.activeMembers,
      );
      if (tier === null) return { basis, tier, rate: 0, amount: 0 };
      const rate = terms.tiers[tier]!.rate;
      return { basis, tier, rate, amount: share(rate, validBet) };
    }
    case 'dividend': {
      const basis = { validBet, profitLoss, activeMembers };
      // No dividend when the team won: a loss of 0 or less reaches no tier.
      const tier =
        profitLoss <= 0
          ? null
          : highestReached(
              terms.tiers,
              (t) =>
                validBet >= t.periodValidBet &&
                profitLoss >= t.periodProfitLoss &&
                activeMembers >= t.activeMembers,
            );
      if (tier === null) return { basis, tier, rate: 0, amount: 0 };
      const rate = terms.tiers[tier]!.rate;
      return { basis, tier, rate, amount: share(rate, profitLoss) };
    }
    case 'realTimeSalary':
      throw new Error('a real-time salary is earned bet by bet (earnedFromBets)');
  }
}

/**
 * Real-time salary: each qualifying bet earns its own tier's (the highest whose single bet it reaches)
 * win rate when the player won and loss rate when the player lost; a push earns nothing. The row's
 * tier is the highest any bet reached, its rate that tier's higher rate.
 */
export function earnedFromBets(
  terms: Extract<ContractTerms, { kind: 'realTimeSalary' }>,
  groups: readonly RealTimeGroup[],
): Earned {
  let amount = 0;
  let top: number | null = null;
  const basis = { qualifyingBets: 0, wonStake: 0, lostStake: 0 };
  for (const group of groups) {
    const tier = terms.tiers[group.tier];
    if (!tier) continue;
    amount += share(group.outcome === 'won' ? tier.winRate : tier.lossRate, group.stake);
    basis.qualifyingBets += group.bets;
    if (group.outcome === 'won') basis.wonStake += group.stake;
    else basis.lostStake += group.stake;
    top = top === null ? group.tier : Math.max(top, group.tier);
  }
  const rate = top === null ? 0 : Math.max(terms.tiers[top]!.winRate, terms.tiers[top]!.lossRate);
  return { basis, tier: top, rate, amount };
}
