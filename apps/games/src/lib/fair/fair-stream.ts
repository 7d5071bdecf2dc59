import { keyedHmac, type KeyedHmac } from './digest';

/** Where a BGS round's outcome comes from: the committed server seed, the player's client seed, the nonce. */
export type FairInput = { serverSeed: string; clientSeed: string; nonce: number };

const twoTo32 = 2 ** 32;

/**
 * The outcome bytes of one round, exactly as the provider documents them: block 0 is
 * HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}`), block k (when a game needs more)
 * the HMAC of `${clientSeed}:${nonce}:${k}`; each block is read as eight big-endian 32-bit words.
 * Integers in [0, n) are drawn by rejection: a word at or above the largest multiple of n below 2^32
 * is skipped, so every result is exactly equally likely.
 */
export class FairStream {
  private words: number[] = [];
  private cursor = 0;

  constructor(
    private readonly input: FairInput,
    private readonly hmac: KeyedHmac = keyedHmac(input.serverSeed),
  ) {}

  async nextWord(): Promise<number> {
    if (this.words.length === 0) {
      const { clientSeed, nonce } = this.input;
      const message = this.cursor === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${this.cursor}`;
      const block = await this.hmac(message);
      const view = new DataView(block.buffer, block.byteOffset, block.byteLength);
      this.words = Array.from({ length: 8 }, (_, i) => view.getUint32(i * 4));
      this.cursor += 1;
    }
    return this.words.shift()!;
  }

  /** A uniform integer in [0, n), 1 ≤ n ≤ 2^32. */
  async nextInt(n: number): Promise<number> {
    if (!Number.isInteger(n) || n < 1 || n > twoTo32) throw new RangeError(`bad range ${n}`);
    const limit = twoTo32 - (twoTo32 % n);
    for (;;) {
      const word = await this.nextWord();
      if (word < limit) return word % n;
    }
  }
}
