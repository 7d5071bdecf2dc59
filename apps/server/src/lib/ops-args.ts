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

/** Minor units as an operator reads them: 1,234.50. */
export function formatMajor(minor: number): string {
  return (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/**
 * An ops command's readers of its arguments; a mistake is `fail`'s error (the CLI prints it and exits
 * with 1): a row id (`12` or `#12`), an amount in the brand's currency, a whole number within bounds.
 */
export function opsArgs(fail: (message: string) => Error, usage: string) {
  return {
    idOf(text: string | undefined): number {
      const id = Number(text?.replace(/^#/, ''));
      if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw fail(`usage: ${usage}`);
      return id;
    },
    amountOf(text: string | undefined, name: string): number {
      const amount = parseMajorAmount(text);
      if (amount === null) throw fail(`--${name} must be an amount such as 100 or 99.50`);
      return amount;
    },
    wholeOf(text: string | undefined, name: string, min: number, max: number): number {
      const value = Number(text);
      if (!text || !/^-?\d+$/.test(text) || !Number.isSafeInteger(value) || value < min || value > max) {
        throw fail(`--${name} must be a whole number from ${min} to ${max}`);
      }
      return value;
    },
  };
}
