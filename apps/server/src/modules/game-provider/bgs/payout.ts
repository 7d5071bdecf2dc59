/** Multipliers are integers in ten-thousandths (1.9800× is 19 800), so money math stays in integers. */
export const multiplierScale = 10_000;

/**
 * stake × multiplier, rounded down to the minor unit. BigInt because the largest mines multipliers
 * times a large stake pass 2^53.
 */
export function payoutOf(stake: number, multiplier: number): number {
  return Number((BigInt(stake) * BigInt(multiplier)) / BigInt(multiplierScale));
}
