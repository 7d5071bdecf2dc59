import type { ChallengeValue } from '@lobby/contract/challenge';

/**
 * Solves an ALTCHA challenge and returns the payload the server's verify takes: base64 of
 * {challenge, solution}, the same as the ALTCHA widget sends. The widget itself is not used: the
 * styles it injects break the site's strict CSP.
 *
 * It runs on the page, not in a Web Worker: every attempt is an awaited WebCrypto PBKDF2 call, which
 * browsers compute off the main thread, and altcha-lib's loop yields to the page every 200 ms, so the
 * page stays responsive and a worker would add a bundle entry and a message protocol for nothing.
 * No DOM is needed, so the server's tests check its payloads against the real verify.
 */
export async function solveChallengeValue(challenge: ChallengeValue, signal?: AbortSignal): Promise<string> {
  // Loaded on first use: only the login, registration and SMS forms need it.
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/pbkdf2'),
  ]);
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: 60_000 });
  if (!solution) throw signal?.aborted ? signal.reason : new Error('challenge_not_solved');
  return btoa(JSON.stringify({ challenge, solution }));
}
