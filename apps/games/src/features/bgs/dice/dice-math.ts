import type { DiceDirection, DiceRules } from '@lobby/contract/bgs';

/*
 * The dice bet's figures as the game documents them: rolls are 0 to outcomes − 1 (hundredths), 'under'
 * wins on roll < target, 'over' on roll > target, and the multiplier is the return to player over the
 * win chance, cut to four decimals (ten-thousandths).
 */
type Figures = Pick<DiceRules, 'outcomes' | 'minWinChance' | 'maxWinChance' | 'rtpBasisPoints'>;

export const winningRolls = (direction: DiceDirection, target: number, rules: Figures) =>
  direction === 'under' ? target : rules.outcomes - 1 - target;

export const diceMultiplier = (winning: number, rules: Figures) =>
  winning > 0 ? Math.floor((rules.rtpBasisPoints * 10_000) / winning) : 0;

/** The targets a bet may have in a direction (inclusive), from the bounds of the win chance. */
export function targetBounds(direction: DiceDirection, rules: Figures): [number, number] {
  return direction === 'under'
    ? [rules.minWinChance, rules.maxWinChance]
    : [rules.outcomes - 1 - rules.maxWinChance, rules.outcomes - 1 - rules.minWinChance];
}

export const clampTarget = (direction: DiceDirection, target: number, rules: Figures) => {
  const [lo, hi] = targetBounds(direction, rules);
  return Math.min(hi, Math.max(lo, Math.round(target)));
};

/** The target giving `winning` winning rolls. */
export const targetForChance = (direction: DiceDirection, winning: number, rules: Figures) =>
  clampTarget(direction, direction === 'under' ? winning : rules.outcomes - 1 - winning, rules);

/** Switching direction keeps the win chance: the target moves to the other side. */
export const flipTarget = (target: number, rules: Figures) => rules.outcomes - 1 - target;

/** stake × multiplier, rounded down to the minor unit (BigInt: large stakes times large multipliers pass 2^53). */
export const payoutOf = (stake: number, multiplier: number) =>
  Number((BigInt(stake) * BigInt(multiplier)) / 10_000n);
