/*
 * A period of brand days as signed ranges of the spans team_revenue_sums keeps (decision 0270): UTC
 * weeks from Monday, days, hours and quarter hours. Sums add, so a range may overshoot the period and
 * the excess be taken off again: a brand month is a few weeks, plus or minus a day or two and some
 * hours at each end, about 20 slots per account and shard where whole days and hours took about 80.
 * A brand day in any offset of whole quarter hours starts on a quarter hour, so the ranges are exact.
 */

export type Span = 10080 | 1440 | 60 | 15;
/** `sign` −1: the range's sums are taken off (it lies outside the period, inside a wider range). */
export type SpanRange = { span: Span; from: Date; to: Date; sign: 1 | -1 };

const minute = 60_000;
const spans: readonly Span[] = [10080, 1440, 60, 15];
/** 3 January 2000 00:00 UTC, a Monday: every span's slots start on it, the weeks on Mondays. */
const origin = Date.UTC(2000, 0, 3);
const floorTo = (t: number, span: Span) =>
  origin + Math.floor((t - origin) / (span * minute)) * span * minute;
const ceilTo = (t: number, span: Span) => origin + Math.ceil((t - origin) / (span * minute)) * span * minute;

type Plan = { ranges: Array<{ span: Span; from: number; to: number; sign: 1 | -1 }>; cost: number };

/*
 * What a read costs: the slots it reads (rows, per account and shard) and one index probe per range
 * and account. Exhaustive over each end's two roundings at each span: at most 9^3 small plans.
 */
const none: Plan = { ranges: [], cost: 0 };

/** [a, b) with sign, from span `level` down, at the least cost. */
function plan(a: number, b: number, sign: 1 | -1, level: number): Plan {
  if (a === b) return none;
  if (a > b) return plan(b, a, sign === 1 ? -1 : 1, level);
  const span = spans[level]!;
  if (level === spans.length - 1) {
    return { ranges: [{ span, from: a, to: b, sign }], cost: (b - a) / (span * minute) + 1 };
  }
  let best = plan(a, b, sign, level + 1);
  for (const left of new Set([floorTo(a, span), ceilTo(a, span)])) {
    for (const right of new Set([floorTo(b, span), ceilTo(b, span)])) {
      if (left >= right) continue;
      // [a, b) = [left, right) + [a, left) + [right, b), each of the two ends signed by its direction.
      const head = plan(a, left, sign, level + 1);
      const tail = plan(right, b, sign, level + 1);
      const cost = (right - left) / (span * minute) + 1 + head.cost + tail.cost;
      if (cost < best.cost) {
        best = { ranges: [{ span, from: left, to: right, sign }, ...head.ranges, ...tail.ranges], cost };
      }
    }
  }
  return best;
}

/** [from, to) on quarter hours as signed ranges whose sums add up to exactly the period's. */
export function spanRanges(from: Date, to: Date): SpanRange[] {
  const start = from.getTime();
  const end = to.getTime();
  if ((start - origin) % (15 * minute) !== 0 || (end - origin) % (15 * minute) !== 0) {
    throw new Error('a revenue period must start and end on quarter hours');
  }
  return plan(start, end, 1, 0).ranges.map((r) => ({ ...r, from: new Date(r.from), to: new Date(r.to) }));
}
