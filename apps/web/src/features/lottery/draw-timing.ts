import type { Bet, OpenNumeroValue } from '@lobby/contract/lottery';

/*
 * When the lottery's views ask again, so that what they show turns over with the calendar instead of
 * on a fixed poll: the open draw right after its betting closes, the last result right after the
 * previous draw's time, the member's open bets right after their draw. Times are on the server's
 * clock (`now` = device time + offset).
 */

/** How long after a draw's time its result and settlement are looked for (the engine ticks each second). */
const afterDrawMs = 1_200;
/** While a result is due but not there yet, look this often... */
const pollMs = 2_000;
/** ...for this long: a draw missing for longer (the server was down) stops the polling. */
const giveUpMs = 120_000;
/** Ask at least this often anyway, to pick up calendar or clock changes. */
const maxWaitMs = 60_000;

const clamp = (ms: number) => Math.min(maxWaitMs, Math.max(250, ms));

/**
 * The draw before the open one is drawn `close` seconds after betting on the open one opened:
 * opensAt is the previous close, and every draw of a game closes the same time before its draw.
 */
export function previousDrawsAt(current: OpenNumeroValue['current']): number {
  const close = Date.parse(current.drawsAt) - Date.parse(current.closesAt);
  return Date.parse(current.opensAt) + close;
}

/** Whether the previous draw's result is still to come (shown as 'drawing'). */
export function awaitingResult(value: OpenNumeroValue, now: number): boolean {
  const previous = previousDrawsAt(value.current);
  const lastAt = value.last ? Date.parse(value.last.drawsAt) : -Infinity;
  return lastAt < previous && now - previous < giveUpMs;
}

/** Milliseconds until the open draw should be asked for again. */
export function openDrawRefetchMs(value: OpenNumeroValue, now: number): number {
  if (awaitingResult(value, now)) {
    const previous = previousDrawsAt(value.current);
    return now < previous ? clamp(previous - now + afterDrawMs) : pollMs;
  }
  return clamp(Date.parse(value.current.closesAt) - now + 250);
}

/** Milliseconds until the member's bets should be asked for again; false while none is open. */
export function myBetsRefetchMs(
  bets: readonly Pick<Bet, 'status' | 'drawsAt'>[],
  now: number,
): number | false {
  const open = bets.filter((bet) => bet.status === 'OPEN').map((bet) => Date.parse(bet.drawsAt));
  if (open.length === 0) return false;
  const due = open.filter((at) => at <= now);
  if (due.some((at) => now - at < giveUpMs)) return pollMs;
  const next = open.filter((at) => at > now);
  return next.length > 0 ? clamp(Math.min(...next) - now + afterDrawMs) : false;
}

/** Milliseconds until a lobby of games should be asked for again: when the first of them closes. */
export function menuRefetchMs(closingTimes: readonly string[], now: number): number {
  const upcoming = closingTimes.map((t) => Date.parse(t)).filter((t) => t > now);
  return upcoming.length > 0 ? clamp(Math.min(...upcoming) - now + 250) : pollMs;
}
