import { clientSeedPattern } from '@lobby/contract/bgs';
import type { Random } from '../../../lib/random';
import { sha256Hex } from '../../../lib/sha256';

/**
 * A server seed is 32 random bytes written as 64 hex digits. The HMAC key is that text, and the
 * commitment shown before play is the SHA-256 of that text, so both can be checked with two lines of
 * node (docs/games/provably-fair.md).
 */
export const newServerSeed = (random: Random) => random.bytes(32).toString('hex');

export const serverSeedHash = (serverSeed: string) => sha256Hex(serverSeed);

/** A client seed the player did not choose: 16 hex digits. */
export const newClientSeed = (random: Random) => random.bytes(8).toString('hex');

export const isValidClientSeed = (seed: unknown): seed is string =>
  typeof seed === 'string' && clientSeedPattern.test(seed);
