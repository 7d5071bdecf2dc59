import type { BgsGame, StakeRules } from '@lobby/contract/bgs';
import { DomainError } from '../../../lib/errors';
import { slotConfig } from './slot-config';

/**
 * Stakes per game, in minor units. The figures suit a currency with two decimals (the demo brand's
 * PHP: 0.20 to 100.00 a spin); a brand with another currency would add its own table here.
 *
 * Slot stakes are multiples of the number of lines, so the line bet (stake / 20) is a whole number of
 * minor units and every payout, a whole multiple of it, is exact.
 */
const lines = slotConfig.lines.length;

const stakeRules: Record<BgsGame, StakeRules> = {
  slot: {
    min: 20,
    max: 10_000,
    levels: [20, 40, 100, 200, 400, 1_000, 2_000, 4_000, 10_000],
    default: 200,
  },
  dice: {
    min: 10,
    max: 100_000,
    levels: [10, 50, 100, 500, 1_000, 5_000, 10_000, 50_000, 100_000],
    default: 100,
  },
  mines: {
    min: 10,
    max: 100_000,
    levels: [10, 50, 100, 500, 1_000, 5_000, 10_000, 50_000, 100_000],
    default: 100,
  },
};

/** No round pays more than this: dice bets that could are refused, mines rounds cash out at it. */
export const maxPayout = 5_000_000;

export const stakeRulesFor = (game: BgsGame): StakeRules => stakeRules[game];

/** Throws unless the game accepts the stake. */
export function checkStake(game: BgsGame, stake: number): void {
  const rules = stakeRules[game];
  if (!Number.isSafeInteger(stake) || stake <= 0) throw new DomainError('BAD_REQUEST', 'invalid_amount', 400);
  if (game === 'slot') {
    if (!rules.levels.includes(stake) || stake % lines !== 0) {
      throw new DomainError('BAD_REQUEST', 'bet_level_invalid', 400);
    }
    return;
  }
  if (stake < rules.min) throw new DomainError('BAD_REQUEST', 'amount_below_minimum', 400);
  if (stake > rules.max) throw new DomainError('BAD_REQUEST', 'amount_above_maximum', 400);
}

/** Decimals of a currency's minor unit, as Intl knows them (2 when it does not know the code). */
export function currencyDecimals(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}
