/** An operator's whole number from 1 to `max` (`--limit 20`, a message id), or null for anything else. */
export function positiveInt(text: string | undefined, max: number): number | null {
  if (text === undefined || !/^\d{1,16}$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= 1 && value <= max ? value : null;
}
