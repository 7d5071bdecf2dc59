import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { diceMultiplier, diceWins, isValidDiceBet, winningRolls } from './dice-engine';
import { FairStream } from './fair-stream';
import { fastHmac, nodeHmac } from './hmac-sha256';
import { minePositions, minesMultiplier, survivalChance } from './mines-engine';
import { payoutOf } from './payout';
import { slotConfig } from './slot-config';
import { evaluateWindow, lineWin, type SlotConfig } from './slot-engine';
import { compileLineBetMultiplier } from './slot-evaluator';
import { exactReturn, toDecimal } from './slot-rtp';
import { verify } from './verify';

/** The vectors of docs/games/*.md: anyone can recompute them with node's crypto. */
const serverSeed = createHash('sha256').update('bgs test vector').digest('hex');
const clientSeed = 'lucky-player';

describe('HMAC-SHA256', () => {
  it('the fast implementation equals node:crypto for short, long, non-ASCII messages and long keys', () => {
    const messages = ['', 'a:0', 'x'.repeat(55), 'y'.repeat(56), 'z'.repeat(200), 'héllo:3', '🎲:1:2'];
    for (let i = 0; i < 300; i++) messages.push(`${randomBytes(8).toString('hex')}:${i}:${i % 4}`);
    for (const key of [serverSeed, 'k', 'K'.repeat(64), 'L'.repeat(100), randomBytes(32).toString('hex')]) {
      const fast = fastHmac(key);
      const node = nodeHmac(key);
      for (const message of messages) {
        const expected = createHmac('sha256', key).update(message).digest('hex');
        const hex = (words: Uint32Array) => [...words].map((w) => w.toString(16).padStart(8, '0')).join('');
        expect(hex(fast(message))).toBe(expected);
        expect(hex(node(message))).toBe(expected);
      }
    }
  });
});

describe('the fair stream', () => {
  it('reads HMAC(serverSeed, clientSeed:nonce) first, then clientSeed:nonce:1, :2 ...', () => {
    const stream = new FairStream({ serverSeed, clientSeed, nonce: 7 });
    const words = Array.from({ length: 17 }, () => stream.nextWord());
    const block = (message: string) => {
      const digest = createHmac('sha256', serverSeed).update(message).digest();
      return Array.from({ length: 8 }, (_, i) => digest.readUInt32BE(i * 4));
    };
    expect(words).toEqual([
      ...block(`${clientSeed}:7`),
      ...block(`${clientSeed}:7:1`),
      ...block(`${clientSeed}:7:2`).slice(0, 1),
    ]);
    expect(stream.blocksUsed).toBe(3);
  });

  it('draws integers by rejection: a word at or above the last multiple of n is skipped', () => {
    // 2^32 mod 3 = 1, so 2^32 − 1 is the one word refused for n = 3.
    const words = [0xffffffff, 5, 0xfffffffe, 0, 0, 0, 0, 0];
    const stream = new FairStream({ serverSeed, clientSeed, nonce: 0 }, () => Uint32Array.from(words));
    expect(stream.nextInt(3)).toBe(2);
    expect(stream.nextInt(3)).toBe(0xfffffffe % 3);
    expect(() => stream.nextInt(0)).toThrow(RangeError);
    expect(() => stream.nextInt(1.5)).toThrow(RangeError);
  });

  it('gives each value of a range equally often', () => {
    const counts = new Array<number>(7).fill(0);
    const hmac = fastHmac(serverSeed);
    for (let nonce = 0; nonce < 70_000; nonce++)
      counts[new FairStream({ serverSeed, clientSeed, nonce }, hmac).nextInt(7)]!++;
    // 10 000 expected each; the standard deviation is about 93.
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });
});

describe('pinned outcomes (a known seed pair and nonce always gives the same result)', () => {
  it('slot', () => {
    const spin = (nonce: number) => {
      const result = verify('slot', { serverSeed, clientSeed, nonce });
      if (result.game !== 'slot') throw new Error('not a slot');
      return result.outcome;
    };
    const first = spin(0);
    expect(first.stops).toEqual([27, 24, 28, 17, 26]);
    expect(first.lineWins.map((w) => [w.line, w.symbol, w.count, w.multiplier])).toEqual([
      [4, 'ORANGE', 4, 25],
      [11, 'LEMON', 3, 8],
      [13, 'BELL', 3, 25],
      [15, 'LEMON', 3, 8],
    ]);
    expect(first.lineBetMultiplier).toBe(66);
    expect(spin(1).stops).toEqual([25, 29, 0, 29, 5]);
    expect(spin(42).stops).toEqual([25, 22, 35, 32, 25]);
  });

  it('dice', () => {
    const roll = (nonce: number) => verify('dice', { serverSeed, clientSeed, nonce });
    expect(roll(0)).toMatchObject({ roll: 2540 });
    expect(roll(1)).toMatchObject({ roll: 8161 });
    expect(roll(42)).toMatchObject({ roll: 4384 });
    expect(verify('dice', { serverSeed, clientSeed, nonce: 1 }, { direction: 'over', target: 8000 })).toEqual(
      {
        game: 'dice',
        roll: 8161,
        outcome: {
          roll: 8161,
          direction: 'over',
          target: 8000,
          won: true,
          multiplier: 49_524,
          winChance: 1_999,
        },
      },
    );
  });

  it('mines', () => {
    const mines = (nonce: number, count: number) =>
      verify('mines', { serverSeed, clientSeed, nonce }, { mines: count });
    expect(mines(0, 5)).toEqual({ game: 'mines', mines: 5, mineTiles: [4, 12, 15, 18, 21] });
    expect(mines(1, 5)).toMatchObject({ mineTiles: [10, 11, 14, 17, 20] });
    expect(mines(42, 5)).toMatchObject({ mineTiles: [6, 9, 17, 19, 23] });
    // Fewer mines are the first entries of the same shuffle.
    const three = mines(0, 3);
    const twentyFour = mines(0, 24);
    if (three.game !== 'mines' || twentyFour.game !== 'mines') throw new Error('not mines');
    expect(three.mineTiles.every((tile) => twentyFour.mineTiles.includes(tile))).toBe(true);
    expect(new Set(twentyFour.mineTiles).size).toBe(24);
  });
});

describe('slot', () => {
  const toy: SlotConfig<'A' | 'B' | 'W' | 'S'> = {
    symbols: ['A', 'B', 'W', 'S'],
    wild: 'W',
    scatter: 'S',
    reels: [
      ['A', 'B', 'W', 'S'],
      ['B', 'A', 'S', 'A', 'W'],
      ['A', 'W', 'B'],
      ['S', 'A', 'B', 'A'],
      ['B', 'W', 'A', 'S', 'A'],
    ],
    lines: slotConfig.lines,
    pays: {
      A: [0, 0, 1, 5, 10, 40],
      B: [0, 0, 0, 4, 12, 30],
      W: [0, 0, 2, 7, 20, 100],
      S: [0, 0, 0, 0, 0, 0],
    },
    scatterPays: [0, 0, 1, 3, 10, 50],
  };

  it('pays the best win of each line, wilds substituting, scatters breaking lines', () => {
    const { pays } = slotConfig;
    expect(lineWin(slotConfig, ['CHERRY', 'CHERRY', 'CHERRY', 'LEMON', 'CHERRY'])).toEqual({
      symbol: 'CHERRY',
      count: 3,
      multiplier: pays.CHERRY[3],
    });
    expect(lineWin(slotConfig, ['WILD', 'BELL', 'WILD', 'BELL', 'PLUM'])).toMatchObject({
      symbol: 'BELL',
      count: 4,
    });
    // Three wilds (60) pay more than four cherries (15), less than four sevens (75).
    expect(lineWin(slotConfig, ['WILD', 'WILD', 'WILD', 'CHERRY', 'LEMON'])).toMatchObject({
      symbol: 'WILD',
      count: 3,
    });
    expect(lineWin(slotConfig, ['WILD', 'WILD', 'WILD', 'SEVEN', 'PLUM'])).toMatchObject({
      symbol: 'SEVEN',
      count: 4,
    });
    expect(lineWin(slotConfig, ['WILD', 'WILD', 'STAR', 'LEMON', 'LEMON'])).toBeNull();
    expect(lineWin(slotConfig, ['STAR', 'LEMON', 'LEMON', 'LEMON', 'LEMON'])).toBeNull();
    expect(lineWin(slotConfig, ['LEMON', 'LEMON', 'PLUM', 'LEMON', 'LEMON'])).toBeNull();
    expect(lineWin(slotConfig, ['WILD', 'WILD', 'WILD', 'WILD', 'WILD'])).toMatchObject({
      multiplier: pays.WILD[5],
    });
  });

  it('the compiled evaluator the simulation uses equals the game evaluator', () => {
    const compiled = compileLineBetMultiplier(slotConfig);
    const hmac = fastHmac(serverSeed);
    for (let nonce = 0; nonce < 20_000; nonce++) {
      const stream = new FairStream({ serverSeed, clientSeed, nonce }, hmac);
      const stops = slotConfig.reels.map((strip) => stream.nextInt(strip.length));
      const outcome = evaluateWindow(slotConfig, stops);
      const total = outcome.lineWins.reduce((sum, win) => sum + win.multiplier, 0);
      expect(outcome.lineBetMultiplier).toBe(total + (outcome.scatterWin?.multiplier ?? 0) * 20);
      expect(compiled(stops)).toBe(outcome.lineBetMultiplier);
    }
  });

  it('computes the exact return as a full enumeration of every stop combination does', () => {
    const { total } = exactReturn(toy);
    let sum = 0n;
    let combinations = 0n;
    const stops: number[] = [];
    const walk = (reel: number) => {
      if (reel === toy.reels.length) {
        sum += BigInt(evaluateWindow(toy, stops).lineBetMultiplier);
        combinations += 1n;
        return;
      }
      for (let stop = 0; stop < toy.reels[reel]!.length; stop++) {
        stops[reel] = stop;
        walk(reel + 1);
      }
    };
    walk(0);
    // The enumeration sums line-bet multiples over every combination; the return is per total bet.
    expect(total.numerator * combinations * BigInt(toy.lines.length)).toBe(sum * total.denominator);
  });

  it('returns exactly 111 222 379 / 115 856 201 = 96.0004 % (docs/games/slot.md)', () => {
    const { total, line, scatter } = exactReturn(slotConfig);
    expect(total).toEqual({ numerator: 111_222_379n, denominator: 115_856_201n });
    expect(toDecimal(total, 6)).toBe('0.960004');
    expect(toDecimal(line, 6)).toBe('0.878735');
    expect(toDecimal(scatter, 6)).toBe('0.081268');
  });

  it('has strips where a reel never shows two scatters nor a symbol next to itself', () => {
    for (const strip of slotConfig.reels) {
      expect(strip).toHaveLength(41);
      strip.forEach((symbol, i) => {
        expect(strip[(i + 1) % strip.length]).not.toBe(symbol);
        if (symbol === 'STAR') expect(strip[(i + 2) % strip.length]).not.toBe('STAR');
      });
    }
  });
});

describe('dice', () => {
  it('pays 0.99 over the chance, cut to 4 decimals', () => {
    expect(diceMultiplier('under', 5000)).toBe(19_800);
    expect(diceMultiplier('over', 4999)).toBe(19_800);
    expect(diceMultiplier('under', 100)).toBe(990_000);
    expect(diceMultiplier('under', 9800)).toBe(10_102);
    expect(diceMultiplier('under', 3333)).toBe(29_702);
    expect(payoutOf(1_000, 19_800)).toBe(1_980);
    expect(payoutOf(333, 29_702)).toBe(989);
  });

  it('wins under on roll < target and over on roll > target, with the chance it says', () => {
    for (const direction of ['under', 'over'] as const) {
      for (const target of [100, 199, 2500, 5000, 9800, 9899]) {
        if (!isValidDiceBet(direction, target)) continue;
        let wins = 0;
        for (let roll = 0; roll < 10_000; roll++) if (diceWins(direction, target, roll)) wins++;
        expect(wins).toBe(winningRolls(direction, target));
      }
    }
    expect(diceWins('under', 5000, 4999)).toBe(true);
    expect(diceWins('under', 5000, 5000)).toBe(false);
    expect(diceWins('over', 5000, 5000)).toBe(false);
    expect(diceWins('over', 5000, 5001)).toBe(true);
  });

  it('keeps the win chance between 1 % and 98 %', () => {
    expect(isValidDiceBet('under', 100)).toBe(true);
    expect(isValidDiceBet('under', 99)).toBe(false);
    expect(isValidDiceBet('under', 9801)).toBe(false);
    expect(isValidDiceBet('over', 9899)).toBe(true);
    expect(isValidDiceBet('over', 9900)).toBe(false);
    expect(isValidDiceBet('over', 198)).toBe(false);
    expect(isValidDiceBet('under', 50.5)).toBe(false);
  });
});

describe('mines', () => {
  it('multiplies by 0.99 over the chance of surviving, cut to 4 decimals', () => {
    expect(minesMultiplier(1, 1)).toBe(10_312); // 0.99 × 25/24 = 1.03125
    expect(minesMultiplier(3, 1)).toBe(11_250); // 0.99 × 25/22
    expect(minesMultiplier(24, 1)).toBe(247_500);
    expect(minesMultiplier(1, 24)).toBe(247_500);
    expect(minesMultiplier(5, 0)).toBe(0);
    expect(minesMultiplier(5, 21)).toBe(0);
    // 12 mines, all 13 safe tiles: 0.99 × C(25,13) = 5 148 297.
    expect(minesMultiplier(12, 13)).toBe(51_482_970_000);
    expect(survivalChance(3, 2)).toEqual({ numerator: 231n, denominator: 300n });
  });

  it('places each tile under a mine equally often', () => {
    const counts = new Array<number>(25).fill(0);
    const hmac = fastHmac(serverSeed);
    for (let nonce = 0; nonce < 50_000; nonce++) {
      for (const tile of minePositions(new FairStream({ serverSeed, clientSeed, nonce }, hmac), 5))
        counts[tile]!++;
    }
    // 10 000 expected per tile; the standard deviation is about 89.
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });
});
