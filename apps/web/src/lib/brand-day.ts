/** A day of the brand's calendar (YYYY-MM-DD), `back` days before today there. */
export function brandDay(offsetMinutes: number, back = 0, now = Date.now()): string {
  return new Date(now + offsetMinutes * 60_000 - back * 86_400_000).toISOString().slice(0, 10);
}
