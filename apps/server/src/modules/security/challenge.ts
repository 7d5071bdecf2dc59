import crypto from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import * as z from 'zod';
import { challengeValueSchema, type ChallengeValue } from '@lobby/contract/challenge';
import type { Clock } from '../../lib/clock';
import { DomainError } from '../../lib/errors';
import type { NonceStore } from './nonces';
import type { Secrets } from './secrets';

export const challengeAlgorithm = 'PBKDF2/SHA-256';

/**
 * The work a challenge asks for. The server picks the answer (the counter) and the solver counts up
 * to it, so the work is (counter + 1) key derivations of `cost` PBKDF2 rounds: no unlucky visitor
 * waits many times longer than the others. WebCrypto manages roughly 0.5 M rounds a second on a slow
 * phone plus ~0.3 ms a call, so 1 000 rounds × 100–300 calls takes about 0.25–0.7 s there, and about
 * a tenth of that on a desktop.
 */
export type ChallengeDifficulty = { cost: number; counterMin: number; counterMax: number };
export const defaultDifficulty: ChallengeDifficulty = { cost: 1_000, counterMin: 100, counterMax: 300 };

const ttlMs = 10 * 60_000;

const payloadSchema = z.object({
  challenge: challengeValueSchema,
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.optional(z.number()) }),
});

const challengeRequired = () => new DomainError('CHALLENGE_REQUIRED', 'please_complete_verification', 400);

const makeSecret = () => crypto.randomBytes(32).toString('hex');

function decode(payload: string): z.infer<typeof payloadSchema> | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function createChallengeService(
  secrets: Secrets,
  nonces: NonceStore,
  clock: Clock,
  difficulty: ChallengeDifficulty = defaultDifficulty,
) {
  // Two keys: one signs the parameters, the other the expected answer, so checking a solution needs no
  // key derivation and costs the server nothing like what it cost the client.
  const hmacKeys = async () => ({
    hmacSignatureSecret: await secrets.get('altcha_hmac', makeSecret),
    hmacKeySignatureSecret: await secrets.get('altcha_hmac_key', makeSecret),
  });

  return {
    async issue(): Promise<ChallengeValue> {
      const challenge = await createChallenge({
        algorithm: challengeAlgorithm,
        cost: difficulty.cost,
        counter: randomInt(difficulty.counterMax, difficulty.counterMin),
        deriveKey,
        expiresAt: new Date(clock.now() + ttlMs),
        ...(await hmacKeys()),
      });
      return challengeValueSchema.parse(challenge);
    },

    /** Accepts a solved challenge (the base64 payload the site sends) once; anything else is refused. */
    async verify(payload: string | undefined): Promise<void> {
      const decoded = payload ? decode(payload) : null;
      if (!decoded) throw challengeRequired();
      const { challenge, solution } = decoded;
      const expiresAtMs = (challenge.parameters.expiresAt ?? 0) * 1000;
      // altcha-lib checks expiry against the real time; ours follows the injected clock too.
      if (expiresAtMs <= clock.now()) throw challengeRequired();
      const result = await verifySolution({ challenge, solution, deriveKey, ...(await hmacKeys()) });
      if (!result.verified) throw challengeRequired();
      if (!(await nonces.claim(`altcha:${challenge.signature}`, new Date(expiresAtMs)))) {
        throw challengeRequired();
      }
    },
  };
}

export type ChallengeService = ReturnType<typeof createChallengeService>;
