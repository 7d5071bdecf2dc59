import { createHmac } from 'node:crypto';
import type { Payline, SlotSymbol } from '@lobby/contract/provider';

/**
 * The vendor emulator's game: an honest 3-reel, 1-line slot. All reels carry the same 20-stop strip
 * (SEVEN 1, BAR 2, BELL 3, PLUM 4, CHERRY 5, LEMON 5). The middle line pays three of a kind, or the
 * first two reels alike with the third different:
 *
 *   symbol  3 of a kind  (ways of 8000)   2 from the left  (ways of 8000)
 *   SEVEN   300 ×        1                5 ×              19
 *   BAR     100 ×        8                3 ×              72
 *   BELL     50 ×       27                2 ×             153
 *   PLUM     20 ×       64                1 ×             256
 *   CHERRY   12 ×      125                1 ×             375
 *   LEMON    10 ×      125                —               375
 *
 * RTP = (6480 + 1248) / 8000 = 0.966 exactly (96.6 %); 1225 of the 8000 outcomes pay (15.3 %). A
 * test enumerates all of them to keep this true.
 */
export const reelStrip: readonly SlotSymbol[] = [
  'CHERRY',
  'LEMON',
  'PLUM',
  'BELL',
  'CHERRY',
  'LEMON',
  'BAR',
  'PLUM',
  'CHERRY',
  'LEMON',
  'SEVEN',
  'PLUM',
  'BELL',
  'CHERRY',
  'LEMON',
  'PLUM',
  'BELL',
  'CHERRY',
  'LEMON',
  'BAR',
];

export const paytable: readonly Payline[] = [
  { symbol: 'SEVEN', count: 3, multiplier: 300 },
  { symbol: 'BAR', count: 3, multiplier: 100 },
  { symbol: 'BELL', count: 3, multiplier: 50 },
  { symbol: 'PLUM', count: 3, multiplier: 20 },
  { symbol: 'CHERRY', count: 3, multiplier: 12 },
  { symbol: 'LEMON', count: 3, multiplier: 10 },
  { symbol: 'SEVEN', count: 2, multiplier: 5 },
  { symbol: 'BAR', count: 2, multiplier: 3 },
  { symbol: 'BELL', count: 2, multiplier: 2 },
  { symbol: 'PLUM', count: 2, multiplier: 1 },
  { symbol: 'CHERRY', count: 2, multiplier: 1 },
];

export const slotRtp = 0.966;

/** Bets the page offers, minor units (1 to 100 in a two-decimal currency). */
export const betLevels: readonly number[] = [100, 200, 500, 1000, 2000, 5000, 10000];

/** The pay line a middle line wins, or null. */
export function evaluate(symbols: readonly SlotSymbol[]): Payline | null {
  const [a, b, c] = symbols;
  const count = a === b ? (b === c ? 3 : 2) : 1;
  if (count === 1) return null;
  return paytable.find((line) => line.symbol === a && line.count === count) ?? null;
}

const twoTo32 = 2 ** 32;

/**
 * Where the reels stop, from the round's server seed: words of HMAC-SHA256(serverSeed,
 * `${roundId}:${counter}`) read big-endian, a word at or above the largest multiple of 20 below 2^32
 * skipped (so every stop is exactly equally likely), the rest taken modulo 20.
 */
export function drawStops(serverSeed: string, roundId: string, reels = 3): number[] {
  const size = reelStrip.length;
  const limit = twoTo32 - (twoTo32 % size);
  const stops: number[] = [];
  for (let counter = 0; stops.length < reels; counter++) {
    const block = createHmac('sha256', serverSeed).update(`${roundId}:${counter}`).digest();
    for (let offset = 0; offset < block.length && stops.length < reels; offset += 4) {
      const word = block.readUInt32BE(offset);
      if (word < limit) stops.push(word % size);
    }
  }
  return stops;
}

export function spinOutcome(serverSeed: string, roundId: string) {
  const stops = drawStops(serverSeed, roundId);
  const symbols = stops.map((stop) => reelStrip[stop]!);
  return { stops, symbols, win: evaluate(symbols) };
}
