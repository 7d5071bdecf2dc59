/**
 * A lottery game's calendar: draws fall on the multiples of the interval from midnight in the
 * calendar's time zone, betting on a draw closes `closeSeconds` before it and opens when betting on the
 * previous draw closes, so exactly one draw is open at any time. The numero is the draw's local date and
 * its number within that day, from 0001 (the draw at 00:00).
 */
export type Calendar = { intervalSeconds: number; closeSeconds: number; tzOffsetMinutes: number };

/** Epoch milliseconds. */
export type Slot = { numero: string; opensAt: number; closesAt: number; drawsAt: number };

const dayMs = 86_400_000;
const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** The slot whose draw is at `drawsAt` (a multiple of the interval in local time). */
export function slotDrawnAt(calendar: Calendar, drawsAt: number): Slot {
  const interval = calendar.intervalSeconds * 1000;
  const offset = calendar.tzOffsetMinutes * 60_000;
  const local = drawsAt + offset;
  const day = new Date(local - (((local % dayMs) + dayMs) % dayMs));
  const index = (((local % dayMs) + dayMs) % dayMs) / interval + 1;
  const date = `${day.getUTCFullYear()}${pad(day.getUTCMonth() + 1, 2)}${pad(day.getUTCDate(), 2)}`;
  const closeMs = calendar.closeSeconds * 1000;
  return {
    numero: `${date}-${pad(index, 4)}`,
    opensAt: drawsAt - interval - closeMs,
    closesAt: drawsAt - closeMs,
    drawsAt,
  };
}

/** The slot open for betting at `now`: the first whose betting closes after now. */
export function slotAt(calendar: Calendar, now: number): Slot {
  const interval = calendar.intervalSeconds * 1000;
  const offset = calendar.tzOffsetMinutes * 60_000;
  const local = now + offset + calendar.closeSeconds * 1000;
  const drawsAtLocal = (Math.floor(local / interval) + 1) * interval;
  return slotDrawnAt(calendar, drawsAtLocal - offset);
}
