/** 1× in the ten-thousandths multipliers travel in. */
export const evenMultiplier = 10_000;

/**
 * The multiplier the round's "current" figure shows. Before the first gem the server says 0 (there
 * is nothing to cash out yet), but "0.00×" reads as a lost bet: the bet stands at 1.00× until a
 * tile is picked. After a mine the round shows what it was, the server's 0.
 */
export function currentMultiplier(round: { multiplier: number; status: string }, gems: number): number {
  return gems === 0 && round.status === 'open' ? evenMultiplier : round.multiplier;
}
