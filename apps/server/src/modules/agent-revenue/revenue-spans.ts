/*
 * A period of brand days as ranges of the spans team_revenue_slots keeps (decision 0269): whole UTC
 * days in the middle, whole hours next to them, quarter hours at the ends. A brand day in any offset of
 * whole quarter hours starts on a quarter hour, so the ranges cover the period exactly.
 */

export type SpanRange = { span: 15 | 60 | 1440; from: Date; to: Date };

const minute = 60_000;
const floorTo = (t: number, minutes: number) => Math.floor(t / (minutes * minute)) * minutes * minute;
const ceilTo = (t: number, minutes: number) => Math.ceil(t / (minutes * minute)) * minutes * minute;

/** [from, to) on quarter hours as at most five ranges, widest span first; empty ranges are left out. */
export function spanRanges(from: Date, to: Date): SpanRange[] {
  const start = from.getTime();
  const end = to.getTime();
  if (start % (15 * minute) !== 0 || end % (15 * minute) !== 0) {
    throw new Error('a revenue period must start and end on quarter hours');
  }
  const ranges: SpanRange[] = [];
  const add = (span: SpanRange['span'], a: number, b: number) => {
    if (a < b) ranges.push({ span, from: new Date(a), to: new Date(b) });
  };
  const dayFrom = ceilTo(start, 1440);
  const dayTo = floorTo(end, 1440);
  if (dayFrom < dayTo) {
    add(1440, dayFrom, dayTo);
    add(60, ceilTo(start, 60), dayFrom);
    add(60, dayTo, floorTo(end, 60));
    add(15, start, ceilTo(start, 60));
    add(15, floorTo(end, 60), end);
    return ranges;
  }
  const hourFrom = ceilTo(start, 60);
  const hourTo = floorTo(end, 60);
  if (hourFrom < hourTo) {
    add(60, hourFrom, hourTo);
    add(15, start, hourFrom);
    add(15, hourTo, end);
    return ranges;
  }
  add(15, start, end);
  return ranges;
}
