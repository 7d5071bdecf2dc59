import type { BetChoice, BetTypeInfo, PlaceBet, Selection } from '@lobby/contract/lottery';

/*
 * From what the member marks on the board to the bets a ticket sends (contract placeBetSchema). The
 * game detail describes each bet type (positions, pick, choices); the board follows it:
 *
 * - position-numbers: a row per position, numbers in each (SSC/LF digit, 11X5 number, PK10 car by
 *   place); every mark is a bet of its own.
 * - position-choices: a row per position, BIG/SMALL or ODD/EVEN in each; every mark is a bet.
 * - numbers: one number per bet (LHC special number, LF sum); every mark is a bet.
 * - combo: several numbers make one bet (11X5 'any N'), between pick.min and pick.max of them.
 * - ordered: one number per slot, in order, make one bet (LF straight).
 * - choices: every marked choice is a bet (sum BIG/SMALL, Mark Six colour).
 * - none: the bet has no selection (LF any triple).
 */
export type SelectionKind =
  'position-numbers' | 'position-choices' | 'numbers' | 'combo' | 'ordered' | 'choices' | 'none';

export type Mark = number | BetChoice;

/** Marks by row: rows 1..n are positions (or the slots of an ordered pick); row 0 a type without. */
export type Marks = Readonly<Record<number, readonly Mark[]>>;

export const noMarks: Marks = {};

export function selectionKind(betType: BetTypeInfo): SelectionKind {
  const { positions, pick, choices } = betType;
  if (positions > 0) return pick ? 'position-numbers' : 'position-choices';
  if (pick) {
    if (pick.ordered) return 'ordered';
    return pick.max > 1 ? 'combo' : 'numbers';
  }
  return choices.length > 0 ? 'choices' : 'none';
}

/** The board's rows: positions, the slots of an ordered pick, or the one row 0. */
export function rowsOf(betType: BetTypeInfo): number[] {
  const kind = selectionKind(betType);
  if (kind === 'position-numbers' || kind === 'position-choices') {
    return Array.from({ length: betType.positions }, (_, i) => i + 1);
  }
  if (kind === 'ordered') return Array.from({ length: betType.pick?.max ?? 0 }, (_, i) => i + 1);
  return [0];
}

/** What a row offers: the pick's numbers in order, or the type's choices. */
export function valuesOf(betType: BetTypeInfo): Mark[] {
  if (betType.pick) {
    const { from, to } = betType.pick;
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  }
  return [...betType.choices];
}

const has = (marks: Marks, row: number, value: Mark) => (marks[row] ?? []).includes(value);

/** Whether a mark can be added now: a combo stops at pick.max numbers. */
export function canMark(betType: BetTypeInfo, marks: Marks, row: number, value: Mark): boolean {
  if (has(marks, row, value)) return true;
  if (selectionKind(betType) === 'combo') return (marks[row] ?? []).length < (betType.pick?.max ?? 0);
  return true;
}

/** Marks or unmarks one value; an ordered slot holds one number, so marking replaces it. */
export function toggleMark(betType: BetTypeInfo, marks: Marks, row: number, value: Mark): Marks {
  const current = marks[row] ?? [];
  if (current.includes(value)) return { ...marks, [row]: current.filter((v) => v !== value) };
  if (!canMark(betType, marks, row, value)) return marks;
  if (selectionKind(betType) === 'ordered') return { ...marks, [row]: [value] };
  const order = valuesOf(betType);
  const next = [...current, value].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return { ...marks, [row]: next };
}

/** Sets a whole row at once (the quick picks of a number row); values outside the row are dropped. */
export function setRow(betType: BetTypeInfo, marks: Marks, row: number, values: readonly Mark[]): Marks {
  const order = valuesOf(betType);
  const kept = order.filter((v) => values.includes(v));
  const limited = selectionKind(betType) === 'combo' ? kept.slice(0, betType.pick?.max ?? 0) : kept;
  return { ...marks, [row]: limited };
}

const isNumber = (mark: Mark): mark is number => typeof mark === 'number';
const isChoice = (mark: Mark): mark is BetChoice => typeof mark === 'string';

/** The selections the marks make, in board order; none while a one-bet pick is incomplete. */
export function selectionsOf(betType: BetTypeInfo, marks: Marks): Selection[] {
  const kind = selectionKind(betType);
  const row = (r: number) => marks[r] ?? [];
  switch (kind) {
    case 'position-numbers':
      return rowsOf(betType).flatMap((position) =>
        row(position)
          .filter(isNumber)
          .map((n) => ({ position, numbers: [n] })),
      );
    case 'position-choices':
      return rowsOf(betType).flatMap((position) =>
        row(position)
          .filter(isChoice)
          .map((choice) => ({ position, choice })),
      );
    case 'numbers':
      return row(0)
        .filter(isNumber)
        .map((n) => ({ numbers: [n] }));
    case 'combo': {
      const numbers = row(0).filter(isNumber);
      const { min = 1, max = 1 } = betType.pick ?? {};
      return numbers.length >= min && numbers.length <= max ? [{ numbers }] : [];
    }
    case 'ordered': {
      const numbers = rowsOf(betType).map((slot) => row(slot).find(isNumber));
      return numbers.every((n) => n !== undefined) ? [{ numbers: numbers as number[] }] : [];
    }
    case 'choices':
      return row(0)
        .filter(isChoice)
        .map((choice) => ({ choice }));
    case 'none':
      return [{}];
  }
}

/** The bets the marks make, each with the stake (minor units). */
export function buildBets(betType: BetTypeInfo, marks: Marks, stake: number): PlaceBet[] {
  return selectionsOf(betType, marks).map((selection) => ({ betType: betType.betType, ...selection, stake }));
}

/** The decimal odds of a selection, keyed as the bet type's `oddsBy` says; undefined if none apply. */
export function oddsOf(betType: BetTypeInfo, selection: Selection): number | undefined {
  const key =
    betType.oddsBy === 'CHOICE'
      ? (selection.choice ?? '')
      : betType.oddsBy === 'NUMBER'
        ? String(selection.numbers?.[0])
        : betType.oddsBy === 'PICK'
          ? String(selection.numbers?.length ?? 0)
          : '*';
  return betType.odds[key];
}

/** The lowest and highest odds a bet type pays, for its tab. */
export function oddsRange(betType: BetTypeInfo): { min: number; max: number } | null {
  const values = Object.values(betType.odds);
  if (values.length === 0) return null;
  return { min: Math.min(...values), max: Math.max(...values) };
}

/** The odds shown on one value of the board (a Mark Six colour, a sum), when they depend on it. */
export function markOdds(betType: BetTypeInfo, value: Mark): number | undefined {
  if (betType.oddsBy === 'CHOICE' && isChoice(value)) return betType.odds[value];
  if (betType.oddsBy === 'NUMBER' && isNumber(value)) return betType.odds[String(value)];
  return undefined;
}

/** What a win pays: floor(stake × odds) in minor units, as the server settles it (odds ≤ 2 decimals). */
export function payoutFor(stake: number, odds: number): number {
  return Math.floor((stake * Math.round(odds * 100)) / 100);
}
