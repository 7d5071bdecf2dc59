import type { DiceDirection, DiceOutcome } from '@lobby/contract/bgs';
import type { FairStream } from './fair-stream';
import { multiplierScale, payoutOf } from './payout';

/**
 * Dice: a roll from 0.00 to 99.99, drawn as a uniform integer in [0, 10000) and shown in hundredths.
 * The player bets the roll lands under a target (wins on roll < target) or over it (roll > target).
 * The multiplier is the return to player over the win chance, cut to 4 decimals.
 */
export const diceOutcomes = 10_000;
/** 99.00 %, in basis points. */
export const diceRtpBasisPoints = 9_900;
/** The win chance a bet may have, in outcomes of 10 000: 1.00 % to 98.00 %. */
export const diceMinWinning = 100;
export const diceMaxWinning = 9_800;

export function rollDice(stream: FairStream): number {
  return stream.nextInt(diceOutcomes);
}

/** How many of the 10 000 rolls win a bet. */
export function winningRolls(direction: DiceDirection, target: number): number {
  return direction === 'under' ? target : diceOutcomes - 1 - target;
}

export function isValidDiceBet(direction: DiceDirection, target: number): boolean {
  if (!Number.isInteger(target) || target < 0 || target >= diceOutcomes) return false;
  const winning = winningRolls(direction, target);
  return winning >= diceMinWinning && winning <= diceMaxWinning;
}

/** The multiplier in ten-thousandths: floor(0.99 / chance × 10 000) = floor(99 000 000 / winning rolls). */
export function diceMultiplier(direction: DiceDirection, target: number): number {
  return Math.floor((diceRtpBasisPoints * multiplierScale) / winningRolls(direction, target));
}

export function diceWins(direction: DiceDirection, target: number, roll: number): boolean {
  return direction === 'under' ? roll < target : roll > target;
}

export function playDice(stream: FairStream, direction: DiceDirection, target: number): DiceOutcome {
  const roll = rollDice(stream);
  return {
    roll,
    direction,
    target,
    won: diceWins(direction, target, roll),
    multiplier: diceMultiplier(direction, target),
    winChance: winningRolls(direction, target),
  };
}

/** The payout of a settled dice bet in minor units. */
export function dicePayout(outcome: DiceOutcome, stake: number): number {
  return outcome.won ? payoutOf(stake, outcome.multiplier) : 0;
}
