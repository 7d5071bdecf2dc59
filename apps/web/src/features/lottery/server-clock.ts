/*
 * Countdowns run on the server's clock, not the device's: a phone set a minute wrong must still see
 * betting close when the server closes it. Every answer that shows a countdown carries `serverTime`
 * (contract lottery.ts); the offset to the device clock is taken from it once per answer.
 */

/**
 * Server time minus device time, in ms, from a server timestamp read between `sentAt` and
 * `receivedAt` (device times). The midpoint halves the network's share of the error.
 */
export function clockOffset(serverTime: string, sentAt: number, receivedAt: number): number {
  const server = Date.parse(serverTime);
  if (Number.isNaN(server)) return 0;
  return server - Math.round((sentAt + receivedAt) / 2);
}

/** Milliseconds from `now` (server time) until an ISO time; never negative. */
export function msUntil(iso: string, now: number): number {
  const target = Date.parse(iso);
  return Number.isNaN(target) ? 0 : Math.max(0, target - now);
}

/**
 * "00:42", "14:05", "1:02:09": whole seconds rounded up, so the display reaches 00:00 only when the
 * moment has come (a bet placed at "00:01" is still in time).
 */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mm = String(minutes).padStart(2, '0');
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** The share of the betting window already gone (0..1), for the countdown's progress bar. */
export function elapsedShare(opensAt: string, closesAt: string, now: number): number {
  const start = Date.parse(opensAt);
  const end = Date.parse(closesAt);
  if (!(end > start)) return 1;
  return Math.min(1, Math.max(0, (now - start) / (end - start)));
}
