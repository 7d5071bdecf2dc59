import type { BetChoice } from '@lobby/contract/lottery';

/*
 * The traditional Mark Six ball colours (docs/games/lottery.md), to draw LHC balls as players know
 * them; the server's summary names the special number's colour, this colours the other six too.
 */
const red = new Set([1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46]);
const blue = new Set([3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48]);

export function markSixColour(n: number): Extract<BetChoice, 'RED' | 'BLUE' | 'GREEN'> {
  return red.has(n) ? 'RED' : blue.has(n) ? 'BLUE' : 'GREEN';
}
