/** Time comes in through this, so time-based rules are testable without sleeping. */
export type Clock = { now(): number };
export const systemClock: Clock = { now: () => Date.now() };
