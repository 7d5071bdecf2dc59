import type { BetChoice, BetTypeInfo, Selection } from '@lobby/contract/lottery';
import type { LotteryType } from '@lobby/contract/lottery-menus';

/**
 * What each lottery type draws and which bets it offers (docs/games/lottery.md, 'Games and bets'). Pure:
 * the draw takes its randomness from `nextInt` (the provably-fair stream), and a bet's outcome depends
 * on its selection and the result only.
 */

export type Outcome = 'WIN' | 'LOSE' | 'PUSH';
export type NextInt = (n: number) => number;
/** A selection checked against its bet type: only the fields the type uses, numbers in canonical order. */
export type ValidSelection = { position?: number; numbers?: number[]; choice?: BetChoice };

export const houseEdgePercent = 3;

/**
 * Decimal odds in hundredths from exact counts over equally likely results: the odds that return
 * (100 − edge) % of the stakes, rounded down to the cent, so a bet's edge is never below the house
 * edge. `pushes` results give the stake back.
 */
export function oddsFrom(wins: number, total: number, pushes = 0): number {
  return Math.floor(((100 - houseEdgePercent) * total - 100 * pushes) / wins);
}

export type BetRule = Omit<BetTypeInfo, 'odds' | 'choices'> & {
  choices: readonly BetChoice[];
  /** Hundredths, keyed as `oddsBy` says. */
  odds: Readonly<Record<string, number>>;
  outcome(selection: ValidSelection, result: readonly number[]): Outcome;
};

export type LotteryRules = {
  result: { count: number; min: number; max: number; distinct: boolean };
  draw(nextInt: NextInt): number[];
  summary(result: readonly number[]): Record<string, string | number>;
  betTypes: readonly BetRule[];
};

const win = (yes: boolean): Outcome => (yes ? 'WIN' : 'LOSE');
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const at = (result: readonly number[], position: number | undefined) => result[(position ?? 0) - 1];

/** `count` values from min..max, each independent (digits). */
function independent(nextInt: NextInt, count: number, min: number, max: number): number[] {
  return Array.from({ length: count }, () => min + nextInt(max - min + 1));
}

/** `count` distinct values from min..max in draw order: a partial Fisher–Yates shuffle. */
function distinct(nextInt: NextInt, count: number, min: number, max: number): number[] {
  const pool = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  for (let i = 0; i < count; i++) {
    const j = i + nextInt(pool.length - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

const evens: Readonly<Record<string, number>> = { '*': oddsFrom(1, 2) };

/** BIG/SMALL or ODD/EVEN on a value that splits its range in two equal halves. */
function halves(
  betType: string,
  kind: 'size' | 'parity',
  value: (selection: ValidSelection, result: readonly number[]) => number,
  bigFrom: number,
  positions = 0,
): BetRule {
  return {
    betType,
    positions,
    pick: null,
    choices: kind === 'size' ? ['BIG', 'SMALL'] : ['ODD', 'EVEN'],
    oddsBy: 'ALL',
    odds: evens,
    outcome(selection, result) {
      const v = value(selection, result);
      const side = kind === 'size' ? (v >= bigFrom ? 'BIG' : 'SMALL') : v % 2 === 1 ? 'ODD' : 'EVEN';
      return win(selection.choice === side);
    },
  };
}

/** One number at a chosen position (digits 0–9 of SSC and LF, numbers of 11X5, cars of PK10). */
function positionNumber(positions: number, from: number, to: number): BetRule {
  return {
    betType: from === 0 ? 'POSITION_DIGIT' : 'POSITION_NUMBER',
    positions,
    pick: { min: 1, max: 1, from, to, repeats: false, ordered: false },
    choices: [],
    oddsBy: 'ALL',
    odds: { '*': oddsFrom(1, to - from + 1) },
    outcome: (selection, result) => win(at(result, selection.position) === selection.numbers?.[0]),
  };
}

const size = (big: boolean) => (big ? 'BIG' : 'SMALL');
const parity = (value: number) => (value % 2 === 1 ? 'ODD' : 'EVEN');

// --- SSC: five digits 0–9 ------------------------------------------------------------------------------

const ssc: LotteryRules = {
  result: { count: 5, min: 0, max: 9, distinct: false },
  draw: (nextInt) => independent(nextInt, 5, 0, 9),
  summary: (r) => ({ sum: sum(r), size: size(sum(r) >= 23), parity: parity(sum(r)) }),
  betTypes: [
    positionNumber(5, 0, 9),
    halves('POSITION_BIG_SMALL', 'size', (s, r) => at(r, s.position) ?? 0, 5, 5),
    halves('POSITION_ODD_EVEN', 'parity', (s, r) => at(r, s.position) ?? 0, 0, 5),
    // The sum 0–45 is symmetric about 22.5: 23 and above is exactly half the results.
    halves('SUM_BIG_SMALL', 'size', (_, r) => sum(r), 23),
    halves('SUM_ODD_EVEN', 'parity', (_, r) => sum(r), 0),
  ],
};

// --- 11X5: five distinct numbers of 1–11 ---------------------------------------------------------------

const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);

const elevenFive: LotteryRules = {
  result: { count: 5, min: 1, max: 11, distinct: true },
  draw: (nextInt) => distinct(nextInt, 5, 1, 11),
  summary: (r) => ({ sum: sum(r) }),
  betTypes: [
    {
      // 'Any N': the N numbers picked are all among the five drawn, in any order.
      betType: 'ANY',
      positions: 0,
      pick: { min: 1, max: 5, from: 1, to: 11, repeats: false, ordered: false },
      choices: [],
      oddsBy: 'PICK',
      odds: Object.fromEntries(
        [1, 2, 3, 4, 5].map((n) => [String(n), oddsFrom(choose(11 - n, 5 - n), choose(11, 5))]),
      ),
      outcome: (selection, result) => win((selection.numbers ?? []).every((n) => result.includes(n))),
    },
    positionNumber(5, 1, 11),
  ],
};

// --- PK10: the finishing order of cars 1–10 ------------------------------------------------------------

const pk10: LotteryRules = {
  result: { count: 10, min: 1, max: 10, distinct: true },
  draw: (nextInt) => distinct(nextInt, 10, 1, 10),
  summary: (r) => ({ champion: r[0] ?? 0, top2Sum: (r[0] ?? 0) + (r[1] ?? 0) }),
  betTypes: [
    positionNumber(10, 1, 10),
    halves('POSITION_BIG_SMALL', 'size', (s, r) => at(r, s.position) ?? 0, 6, 10),
    halves('POSITION_ODD_EVEN', 'parity', (s, r) => at(r, s.position) ?? 0, 0, 10),
  ],
};

// --- LHC (Mark Six): six numbers and a special number, seven distinct of 1–49 ---------------------------

/** The Mark Six colour of each number (the traditional red, blue and green balls). */
const red = [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46];
const blue = [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48];
export const markSixColour = (n: number): BetChoice =>
  red.includes(n) ? 'RED' : blue.includes(n) ? 'BLUE' : 'GREEN';
/** 49 is neither big nor small, odd nor even: those bets get their stake back. */
const tieNumber = 49;
const special = (result: readonly number[]) => result[6] ?? 0;

function specialHalves(betType: string, kind: 'size' | 'parity'): BetRule {
  return {
    betType,
    positions: 0,
    pick: null,
    choices: kind === 'size' ? ['BIG', 'SMALL'] : ['ODD', 'EVEN'],
    oddsBy: 'ALL',
    odds: { '*': oddsFrom(24, 49, 1) },
    outcome(selection, result) {
      const n = special(result);
      if (n === tieNumber) return 'PUSH';
      return win(selection.choice === (kind === 'size' ? size(n >= 25) : parity(n)));
    },
  };
}

const lhc: LotteryRules = {
  result: { count: 7, min: 1, max: 49, distinct: true },
  draw: (nextInt) => distinct(nextInt, 7, 1, 49),
  summary: (r) => {
    const n = special(r);
    return {
      special: n,
      colour: markSixColour(n),
      size: n === tieNumber ? 'TIE' : size(n >= 25),
      parity: n === tieNumber ? 'TIE' : parity(n),
    };
  },
  betTypes: [
    {
      betType: 'SPECIAL_NUMBER',
      positions: 0,
      pick: { min: 1, max: 1, from: 1, to: 49, repeats: false, ordered: false },
      choices: [],
      oddsBy: 'ALL',
      odds: { '*': oddsFrom(1, 49) },
      outcome: (selection, result) => win(special(result) === selection.numbers?.[0]),
    },
    {
      betType: 'SPECIAL_COLOUR',
      positions: 0,
      pick: null,
      choices: ['RED', 'BLUE', 'GREEN'],
      oddsBy: 'CHOICE',
      odds: { RED: oddsFrom(red.length, 49), BLUE: oddsFrom(blue.length, 49), GREEN: oddsFrom(16, 49) },
      outcome: (selection, result) => win(markSixColour(special(result)) === selection.choice),
    },
    specialHalves('SPECIAL_BIG_SMALL', 'size'),
    specialHalves('SPECIAL_ODD_EVEN', 'parity'),
  ],
};

// --- LF (low frequency, 3D): three digits 0–9 ----------------------------------------------------------

/** How many of the 1000 three-digit results have each sum 0–27. */
const sumCounts = Array.from({ length: 28 }, (_, s) => {
  let count = 0;
  for (let a = 0; a < 10; a++) for (let b = 0; b < 10; b++) if (s - a - b >= 0 && s - a - b <= 9) count++;
  return count;
});
const isTriple = (r: readonly number[]) => r[0] === r[1] && r[1] === r[2];

const lf: LotteryRules = {
  result: { count: 3, min: 0, max: 9, distinct: false },
  draw: (nextInt) => independent(nextInt, 3, 0, 9),
  summary: (r) => ({
    sum: sum(r),
    size: size(sum(r) >= 14),
    parity: parity(sum(r)),
    triple: isTriple(r) ? 1 : 0,
  }),
  betTypes: [
    {
      // The three digits in their order.
      betType: 'STRAIGHT',
      positions: 0,
      pick: { min: 3, max: 3, from: 0, to: 9, repeats: true, ordered: true },
      choices: [],
      oddsBy: 'ALL',
      odds: { '*': oddsFrom(1, 1000) },
      outcome: (selection, result) => win((selection.numbers ?? []).every((n, i) => result[i] === n)),
    },
    positionNumber(3, 0, 9),
    {
      betType: 'SUM',
      positions: 0,
      pick: { min: 1, max: 1, from: 0, to: 27, repeats: false, ordered: false },
      choices: [],
      oddsBy: 'NUMBER',
      odds: Object.fromEntries(sumCounts.map((count, s) => [String(s), oddsFrom(count, 1000)])),
      outcome: (selection, result) => win(sum(result) === selection.numbers?.[0]),
    },
    // The sum 0–27 is symmetric about 13.5: 14 and above is exactly half the results.
    halves('SUM_BIG_SMALL', 'size', (_, r) => sum(r), 14),
    halves('SUM_ODD_EVEN', 'parity', (_, r) => sum(r), 0),
    {
      // Any triple (000, 111, ... 999): no selection.
      betType: 'TRIPLE_ANY',
      positions: 0,
      pick: null,
      choices: [],
      oddsBy: 'ALL',
      odds: { '*': oddsFrom(10, 1000) },
      outcome: (_, result) => win(isTriple(result)),
    },
  ],
};

export const lotteryRules: Readonly<Record<LotteryType, LotteryRules>> = {
  SSC: ssc,
  '11X5': elevenFive,
  PK10: pk10,
  LHC: lhc,
  LF: lf,
};

export function betRule(type: LotteryType, betType: string): BetRule | undefined {
  return lotteryRules[type].betTypes.find((rule) => rule.betType === betType);
}

/**
 * The selection in canonical form, or null when it does not fit the bet type: exactly the fields the
 * type uses, a position in range, the right count of numbers in range (distinct unless repeats are
 * allowed; sorted unless order matters), a choice the type offers.
 */
export function validSelection(rule: BetRule, selection: Selection): ValidSelection | null {
  const valid: ValidSelection = {};
  if (rule.positions > 0) {
    const { position } = selection;
    if (position === undefined || position < 1 || position > rule.positions) return null;
    valid.position = position;
  } else if (selection.position !== undefined) return null;

  if (rule.pick) {
    const { numbers } = selection;
    const { min, max, from, to, repeats, ordered } = rule.pick;
    if (!numbers || numbers.length < min || numbers.length > max) return null;
    if (numbers.some((n) => n < from || n > to)) return null;
    if (!repeats && new Set(numbers).size !== numbers.length) return null;
    valid.numbers = ordered ? [...numbers] : [...numbers].sort((a, b) => a - b);
  } else if (selection.numbers !== undefined) return null;

  if (rule.choices.length > 0) {
    const { choice } = selection;
    if (choice === undefined || !rule.choices.includes(choice)) return null;
    valid.choice = choice;
  } else if (selection.choice !== undefined) return null;

  return valid;
}

/** The odds (hundredths) of a valid selection. */
export function oddsOf(rule: BetRule, selection: ValidSelection): number {
  const key =
    rule.oddsBy === 'CHOICE'
      ? (selection.choice ?? '')
      : rule.oddsBy === 'NUMBER'
        ? String(selection.numbers?.[0])
        : rule.oddsBy === 'PICK'
          ? String(selection.numbers?.length)
          : '*';
  const odds = rule.odds[key];
  if (odds === undefined) throw new Error(`no odds for ${rule.betType} ${key}`);
  return odds;
}

/** What a settled bet pays: odds × stake rounded down for a win, the stake for a push, else 0. */
export function payoutOf(outcome: Outcome, stake: number, odds: number): number {
  if (outcome === 'PUSH') return stake;
  if (outcome === 'LOSE') return 0;
  // Integer arithmetic: stakes stay far below 2^53 / 10^5.
  return Math.floor((stake * odds) / 100);
}
