import { createHmac } from 'node:crypto';
import type { Random } from '../../lib/random';
import { sha256Hex } from '../../lib/sha256';

/**
 * Provably-fair draws (docs/games/lottery.md, 'Verify a draw'). A draw's seed is 32 random bytes written
 * as 64 hex digits, made when the draw opens; its SHA-256 (of the hex text) is published at once and
 * the seed itself with the result. Everything the result needs is public then: the game's node id, the
 * numero and the seed, so anyone can recompute it with a few lines of node.
 */
export const newDrawSeed = (random: Random) => random.bytes(32).toString('hex');

export const drawSeedHash = (seed: string) => sha256Hex(seed);

export type DrawInput = { seed: string; nodeId: string; numero: string };

const twoTo32 = 2 ** 32;

/**
 * The draw's random words: block k is HMAC-SHA256(key = seed, message = `${nodeId}:${numero}:${k}`),
 * k = 0, 1, ..., each read as eight big-endian unsigned 32-bit words in order.
 *
 * Integers in [0, n) are taken by rejection: a word at or above the largest multiple of n below 2^32
 * is skipped and the next one read, so every value is exactly equally likely (`word % n` alone would
 * favour the small values).
 */
export class DrawStream {
  private words: number[] = [];
  private block = 0;

  constructor(private readonly input: DrawInput) {}

  nextWord(): number {
    if (this.words.length === 0) {
      const { seed, nodeId, numero } = this.input;
      const digest = createHmac('sha256', seed).update(`${nodeId}:${numero}:${this.block}`).digest();
      this.block += 1;
      for (let i = 0; i < 8; i++) this.words.push(digest.readUInt32BE(i * 4));
    }
    return this.words.shift()!;
  }

  /** A uniform integer in [0, n), 1 ≤ n ≤ 2^32. */
  nextInt(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > twoTo32) throw new RangeError(`bad range ${n}`);
    const limit = twoTo32 - (twoTo32 % n);
    for (;;) {
      const word = this.nextWord();
      if (word < limit) return word % n;
    }
  }
}
