/** An operator's whole number from 1 to `max` (`--limit 20`, a message id), or null for anything else. */
export function positiveInt(text: string | undefined, max: number): number | null {
  if (text === undefined || !/^\d{1,16}$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= 1 && value <= max ? value : null;
}

/** "150" or "150.5" pesos → minor units. */
export function parseMajorAmount(text: string | undefined): number | null {
  if (!text || !/^\d{1,10}(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
