import { nodeHmac, type KeyedHmac } from './hmac-sha256';

/** Where a round's outcome comes from: the committed server seed, the player's client seed, the nonce. */
export type FairInput = { serverSeed: string; clientSeed: string; nonce: number };

const twoTo32 = 2 ** 32;

/**
 * The outcome bytes of one round. Block 0 is HMAC-SHA256(key = serverSeed, message =
 * `${clientSeed}:${nonce}`); when a game needs more, block k is the HMAC of `${clientSeed}:${nonce}:${k}`.
 * Each 32-byte block is read as eight big-endian unsigned 32-bit words, in order.
 *
 * Integers in [0, n) are drawn by rejection, never with `word % n` or `floor(float * n)` alone: a word
 * at or above the largest multiple of n below 2^32 is skipped and the next word read, so every result
 * is exactly equally likely. (The chance of a skip is below n / 2^32, a few in a million here.)
 */
export class FairStream {
  private readonly hmac: KeyedHmac;
  private block: Uint32Array | null = null;
  private cursor = 0;
  private index = 8;

  /** `hmac` must be keyed with `input.serverSeed`; simulations pass one keyed once for many nonces. */
  constructor(
    private readonly input: FairInput,
    hmac: KeyedHmac = nodeHmac(input.serverSeed),
  ) {
    this.hmac = hmac;
  }

  nextWord(): number {
    if (this.index === 8) {
      const { clientSeed, nonce } = this.input;
      this.block = this.hmac(
        this.cursor === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${this.cursor}`,
      );
      this.cursor += 1;
      this.index = 0;
    }
    return this.block![this.index++]!;
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

  /** How many HMAC blocks the round has used so far. */
  get blocksUsed(): number {
    return this.cursor;
  }
}
