const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * When something happens, relative to now in the reader's language ("in 3 hours", "in 2 days"). The
 * chat page does not know the brand's time zone, and a relative time needs none.
 */
export function relativeWhen(iso: string, now: number, tag: string): string {
  const diff = Date.parse(iso) - now;
  if (Number.isNaN(diff)) return '';
  const format = new Intl.RelativeTimeFormat(`${tag}-u-nu-latn`, { numeric: 'auto' });
  if (diff < hour) return format.format(Math.max(1, Math.round(diff / minute)), 'minute');
  if (diff < 2 * day) return format.format(Math.round(diff / hour), 'hour');
  return format.format(Math.round(diff / day), 'day');
}

/** A message's time on the reader's clock: the time alone today, with the date before today. */
export function messageTime(iso: string, now: number, tag: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const today = new Date(now).toDateString() === date.toDateString();
  return new Intl.DateTimeFormat(`${tag}-u-nu-latn`, {
    ...(today ? {} : { month: 'short', day: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** A full date and time on the reader's clock (a mute's end, a message's tooltip). */
export function fullTime(iso: string, tag: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(`${tag}-u-nu-latn`, { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}
