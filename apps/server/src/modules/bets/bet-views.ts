import type { BetDetailItem, BetFairness, BetVerify } from '@lobby/contract/bets';
import type { SeamlessDetail, SeamlessFairness } from '@lobby/contract/seamless';

/*
 * How a round's stored provider data reads in the betting record. Providers write `fairness` and
 * `detail` in their own words (docs/games/*.md): the in-house games serverSeedHash, clientSeed, nonce
 * and, once the pair is rotated, serverSeed; the vendor emulator serverSeed and serverSeedHash; the
 * lottery the draw's seed and seedHash. The record shows one shape for all of them.
 */

/** The provider whose rounds the verify page (/provider/verify) recomputes, and its games. */
const inHouseVendor = 'BGS';
const verifiableGames = new Set(['slot', 'dice', 'mines']);

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const integer = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : null;

export function fairnessView(
  vendorCode: string,
  gameCode: string,
  fairness: SeamlessFairness | null,
  detail: SeamlessDetail,
): BetFairness | null {
  if (!fairness) return null;
  const serverSeedHash = text(fairness.serverSeedHash) ?? text(fairness.seedHash);
  if (!serverSeedHash) return null;
  const clientSeed = text(fairness.clientSeed);
  const nonce = integer(fairness.nonce);
  const game = text(detail.game) ?? gameCode;
  const verify: BetVerify | null =
    vendorCode === inHouseVendor && verifiableGames.has(game) && clientSeed !== null && nonce !== null
      ? {
          game,
          mines: integer(detail.mines),
          direction: text(detail.direction),
          target: integer(detail.target),
        }
      : null;
  return {
    serverSeedHash,
    serverSeed: text(fairness.serverSeed) ?? text(fairness.seed),
    clientSeed,
    nonce,
    verify,
  };
}

/** Keys that say nothing the record's columns do not (the game, what was paid, won or not) or too much. */
const hiddenKeys = new Set(['game', 'payout', 'won', 'outcome', 'window', 'stops', 'balance']);
const maxItems = 10;
const maxValueLength = 120;

/* The in-house games write numbers in fixed units (docs/games/dice.md, mines.md). */
const hundredths = (n: number) => (n / 100).toFixed(2);
const inHouseUnits: Record<string, (n: number) => string> = {
  roll: hundredths,
  target: hundredths,
  multiplier: (n) => `${(n / 10_000).toFixed(2)}×`,
  winChance: (n) => `${hundredths(n)}%`,
};

function valueText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) {
    const parts = value.map(valueText).filter((part): part is string => part !== null);
    return parts.length > 0 ? parts.join(' ') : null;
  }
  if (typeof value === 'object') {
    // Alphabetical, as jsonb keeps no order of its own.
    const parts = Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, inner]: [string, unknown]) => {
        const shown = valueText(inner);
        return shown === null ? null : `${key} ${shown}`;
      })
      .filter((part): part is string => part !== null);
    return parts.length > 0 ? parts.join(', ') : null;
  }
  return String(value);
}

/* jsonb keeps no key order: the keys the site knows come in reading order, any others after them. */
const keyOrder = [
  'lotteryType',
  'numero',
  'betType',
  'selection',
  'odds',
  'result',
  'direction',
  'target',
  'roll',
  'winChance',
  'mines',
  'revealed',
  'mineTiles',
  'symbols',
  'line',
  'lines',
  'scatter',
  'lineBetMultiplier',
  'multiplier',
];
const rank = (key: string) => {
  const index = keyOrder.indexOf(key);
  return index === -1 ? keyOrder.length : index;
};

/** A short account of the round: at most 10 lines of at most 120 characters. */
export function detailView(vendorCode: string, detail: SeamlessDetail): BetDetailItem[] {
  const items: BetDetailItem[] = [];
  const entries = Object.entries(detail).sort(
    ([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0),
  );
  for (const [key, value] of entries) {
    if (hiddenKeys.has(key)) continue;
    const unit = vendorCode === inHouseVendor ? inHouseUnits[key] : undefined;
    const shown = unit && typeof value === 'number' ? unit(value) : valueText(value);
    if (shown === null || shown === '') continue;
    items.push({
      key,
      value: shown.length > maxValueLength ? `${shown.slice(0, maxValueLength - 1)}…` : shown,
    });
    if (items.length === maxItems) break;
  }
  return items;
}
