import { accountPaths } from '@lobby/contract/accounts';
import { challengeValueSchema } from '@lobby/contract/challenge';
import { apiGet } from './api-client';
import { solveChallengeValue } from './challenge-solver';

/**
 * Fetches a fresh proof-of-work challenge and solves it: the result goes in the `altcha` field of a
 * login, registration or SMS request, and works once. Takes a fraction of a second, more on slow phones.
 */
export async function solveChallenge(signal?: AbortSignal): Promise<string> {
  const challenge = await apiGet(accountPaths.challenge, {}, challengeValueSchema, signal);
  return solveChallengeValue(challenge, signal);
}
