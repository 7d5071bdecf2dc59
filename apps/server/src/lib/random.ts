import { randomBytes } from 'node:crypto';

/**
 * Randomness comes in through this, like time through Clock, so draws (server seeds, tokens of test
 * rounds) are reproducible in tests without patching node:crypto.
 */
export type Random = { bytes(size: number): Buffer };
export const systemRandom: Random = { bytes: (size) => randomBytes(size) };
