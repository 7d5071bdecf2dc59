import { tooManyRequests } from '../../lib/errors';
import type { NonceStore } from '../security/nonces';

/** Current-password checks a member gets per window on the security centre's calls, right or wrong. */
const perWindow = 10;
const windowMs = 15 * 60_000;

/**
 * Takes one of the member's password-check slots before the password is verified, so parallel
 * guesses from a stolen session cannot all be checked before any is counted. Each slot is a one-time
 * value of the window: the database decides who took it, across instances too. Answers 429 when the
 * window's slots are gone.
 */
export async function takePasswordCheck(nonces: NonceStore, memberId: number, now: number): Promise<void> {
  const window = Math.floor(now / windowMs);
  const endsAt = new Date((window + 1) * windowMs);
  for (let slot = 0; slot < perWindow; slot++) {
    if (await nonces.claim(`password-check:${memberId}:${window}:${slot}`, endsAt)) return;
  }
  throw tooManyRequests('too_many_requests', Math.max(1, Math.ceil((endsAt.getTime() - now) / 1000)));
}
