/*
 * Product §9: the hot-game counter is decorative. It starts from a value derived from the time of
 * day, so every visitor sees about the same figure and a reload does not restart it, and rises
 * by 165.11 every 3 seconds. It restarts from its base each day (UTC) instead of growing forever.
 */
export const hotCounterStep = 165.11;
export const hotCounterIntervalMs = 3000;
const base = 12_345_678;
const dayMs = 86_400_000;

/** The counter's value at `now` (ms since the epoch), rounded to cents. */
export function hotCounterValue(now: number): number {
  const steps = Math.floor((now % dayMs) / hotCounterIntervalMs);
  return Math.round((base + steps * hotCounterStep) * 100) / 100;
}

/** Milliseconds until the counter next rises. */
export function untilNextStep(now: number): number {
  return hotCounterIntervalMs - (now % hotCounterIntervalMs);
}
