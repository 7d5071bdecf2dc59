import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { diceMaxWinning, diceMultiplier, diceWins, rollDice } from './dice-engine';
import { FairStream } from './fair-stream';
import { fastHmac } from './hmac-sha256';
import { minePositions, minesMultiplier, minesTiles } from './mines-engine';
import { payoutOf } from './payout';
import { slotConfig } from './slot-config';
import { spinStops } from './slot-engine';
import { compileLineBetMultiplier } from './slot-evaluator';
import { exactReturn, toNumber } from './slot-rtp';

/**
 * A million rounds of each game, drawn from the fair stream exactly as played (one seed pair, nonces
 * 0 to 999 999), must return within ±0.5 percentage points of the exact figure. The strategies are
 * chosen so that the band is at least 4 standard deviations of the simulated mean wide (each test
 * checks it), so the result is a property of the games rather than luck of the fixed seeds.
 */
const rounds = 1_000_000;
const band = 0.005;
const serverSeed = createHash('sha256').update('bgs rtp simulation').digest('hex');
const clientSeed = 'simulation';
const hmac = fastHmac(serverSeed);
const streamFor = (nonce: number) => new FairStream({ serverSeed, clientSeed, nonce }, hmac);

/** The strategies' own choices (target, mine count, which tiles) come from a separate seeded generator. */
function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

function summary(sum: number, sumOfSquares: number) {
  const mean = sum / rounds;
  return { mean, sd: Math.sqrt(sumOfSquares / rounds - mean * mean) };
}

describe('return to player over a million rounds', () => {
  it('slot: within ±0.5 pp of the exact 96.0004 %', { timeout: 120_000 }, () => {
    const expected = toNumber(exactReturn(slotConfig).total);
    const multiplierOf = compileLineBetMultiplier(slotConfig);
    const lines = slotConfig.lines.length;
    let sum = 0;
    let squares = 0;
    for (let nonce = 0; nonce < rounds; nonce++) {
      const won = multiplierOf(spinStops(streamFor(nonce), slotConfig)) / lines;
      sum += won;
      squares += won * won;
    }
    const { mean, sd } = summary(sum, squares);
    expect(Math.abs(mean - expected)).toBeLessThan(band);
    expect(sd).toBeLessThan(1.3);
    expect(4 * (sd / Math.sqrt(rounds))).toBeLessThan(band);
  });

  it(
    'dice: within ±0.5 pp of the exact return of random bets with 25 % to 95 % chance',
    { timeout: 120_000 },
    () => {
      const stake = 10_000;
      const low = 2_500;
      const high = 9_500;
      // Every win chance of the strategy is equally likely, under or over: the exact return and spread.
      let expected = 0;
      let expectedSquares = 0;
      for (let winning = low; winning <= high; winning++) {
        const paid = payoutOf(stake, diceMultiplier('under', winning)) / stake;
        expected += ((winning / 10_000) * paid) / (high - low + 1);
        expectedSquares += ((winning / 10_000) * paid * paid) / (high - low + 1);
      }
      expect(expected).toBeGreaterThan(0.9899);
      expect(expected).toBeLessThanOrEqual(0.99);

      const choose = mulberry32(1);
      let sum = 0;
      let squares = 0;
      for (let nonce = 0; nonce < rounds; nonce++) {
        const winning = low + Math.floor(choose() * (high - low + 1));
        const direction = choose() < 0.5 ? 'under' : 'over';
        const target = direction === 'under' ? winning : 9_999 - winning;
        const roll = rollDice(streamFor(nonce));
        const won = diceWins(direction, target, roll)
          ? payoutOf(stake, diceMultiplier(direction, target)) / stake
          : 0;
        sum += won;
        squares += won * won;
      }
      const { mean } = summary(sum, squares);
      expect(Math.abs(mean - expected)).toBeLessThan(band);
      const sd = Math.sqrt(expectedSquares - expected * expected);
      expect(4 * (sd / Math.sqrt(rounds))).toBeLessThan(band);
      expect(high).toBeLessThanOrEqual(diceMaxWinning);
    },
  );

  it(
    'mines: within ±0.5 pp of the exact return of random mine counts and reveals up to 4×',
    { timeout: 120_000 },
    () => {
      const stake = 10_000;
      // Every (mines, safe picks) pair whose cash-out multiplier is at most 4×, equally likely.
      const plans: Array<{ mines: number; picks: number; paid: number; chance: number }> = [];
      for (let mines = 1; mines <= 24; mines++) {
        let chance = 1;
        for (let picks = 1; picks <= minesTiles - mines; picks++) {
          chance *= (minesTiles - mines - picks + 1) / (minesTiles - picks + 1);
          const multiplier = minesMultiplier(mines, picks);
          if (multiplier > 40_000) break;
          plans.push({ mines, picks, paid: payoutOf(stake, multiplier) / stake, chance });
        }
      }
      const expected = plans.reduce((sum, p) => sum + p.chance * p.paid, 0) / plans.length;
      const expectedSquares = plans.reduce((sum, p) => sum + p.chance * p.paid * p.paid, 0) / plans.length;
      expect(expected).toBeGreaterThan(0.9899);
      expect(expected).toBeLessThanOrEqual(0.99);

      const choose = mulberry32(2);
      const tiles = Array.from({ length: minesTiles }, (_, i) => i);
      let sum = 0;
      let squares = 0;
      for (let nonce = 0; nonce < rounds; nonce++) {
        const plan = plans[Math.floor(choose() * plans.length)]!;
        const mined = minePositions(streamFor(nonce), plan.mines);
        // The player's picks: distinct tiles in a random order.
        let safe = true;
        for (let i = 0; i < plan.picks && safe; i++) {
          const j = i + Math.floor(choose() * (minesTiles - i));
          [tiles[i], tiles[j]] = [tiles[j]!, tiles[i]!];
          if (mined.includes(tiles[i]!)) safe = false;
        }
        const won = safe ? plan.paid : 0;
        sum += won;
        squares += won * won;
      }
      const { mean } = summary(sum, squares);
      expect(Math.abs(mean - expected)).toBeLessThan(band);
      const sd = Math.sqrt(expectedSquares - expected * expected);
      expect(4 * (sd / Math.sqrt(rounds))).toBeLessThan(band);
    },
  );
});
