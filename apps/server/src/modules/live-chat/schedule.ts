import { weekdays, type ChatScheduleSlot } from '@lobby/contract/live-chat';

const minuteMs = 60_000;
const dayMinutes = 24 * 60;
const weekMinutes = 7 * dayMinutes;

export type ScheduleState = { online: boolean; nextChangeAt: number | null };

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The slots as [start, end) minutes of a week that starts on Monday 00:00, merged and sorted. */
function weeklyIntervals(slots: readonly ChatScheduleSlot[]): Array<[number, number]> {
  const raw: Array<[number, number]> = [];
  for (const slot of slots) {
    const from = minutesOf(slot.from);
    // Not after `from`: the slot runs past midnight (equal: a whole day).
    const length = (minutesOf(slot.to) - from + dayMinutes) % dayMinutes || dayMinutes;
    for (const day of new Set(slot.days)) {
      const start = weekdays.indexOf(day) * dayMinutes + from;
      // The week before and after too, so a Sunday-night slot covers Monday morning.
      for (const shift of [-weekMinutes, 0, weekMinutes]) raw.push([start + shift, start + length + shift]);
    }
  }
  raw.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [start, end] of raw) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/**
 * Whether a weekly schedule (in a time zone `offsetMinutes` east of UTC) has the host online at `now`,
 * and when that next changes. A schedule that covers the whole week never changes (null).
 */
export function scheduleState(
  slots: readonly ChatScheduleSlot[],
  now: number,
  offsetMinutes: number,
): ScheduleState {
  const local = now + offsetMinutes * minuteMs;
  const localDay = Math.floor(local / (dayMinutes * minuteMs));
  // 1970-01-01 was a Thursday: day 0 is index 3 of a Monday-first week.
  const weekday = (((localDay + 3) % 7) + 7) % 7;
  const minuteOfDay = Math.floor((local - localDay * dayMinutes * minuteMs) / minuteMs);
  const minute = weekday * dayMinutes + minuteOfDay;
  // The UTC instant at which this local week began.
  const weekStart = (localDay - weekday) * dayMinutes * minuteMs - offsetMinutes * minuteMs;
  const at = (weekMinute: number) => weekStart + weekMinute * minuteMs;

  const intervals = weeklyIntervals(slots);
  const current = intervals.find(([start, end]) => start <= minute && minute < end);
  if (current) {
    const always = current[1] - current[0] >= weekMinutes;
    return { online: true, nextChangeAt: always ? null : at(current[1]) };
  }
  const next = intervals.find(([start]) => start > minute);
  return { online: false, nextChangeAt: next ? at(next[0]) : null };
}
