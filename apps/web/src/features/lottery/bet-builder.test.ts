import type { BetTypeInfo } from '@lobby/contract/lottery';
import { describe, expect, it } from 'vitest';
import {
  buildBets,
  canMark,
  markOdds,
  noMarks,
  oddsOf,
  oddsRange,
  payoutFor,
  rowsOf,
  selectionKind,
  setRow,
  toggleMark,
  valuesOf,
  type Marks,
} from './bet-builder';
import { addToSlip, lineKey, parseStake, removeLine, slipTotal, stakeText, ticketOf } from './bet-slip';

/* Bet types as the game detail call describes them (docs/games/lottery.md, 'Games and bets'). */
const pick = (min: number, max: number, from: number, to: number, extra = {}) => ({
  min,
  max,
  from,
  to,
  repeats: false,
  ordered: false,
  ...extra,
});
const positionDigit: BetTypeInfo = {
  betType: 'POSITION_DIGIT',
  positions: 5,
  pick: pick(1, 1, 0, 9),
  choices: [],
  oddsBy: 'ALL',
  odds: { '*': 9.7 },
};
const positionBigSmall: BetTypeInfo = {
  betType: 'POSITION_BIG_SMALL',
  positions: 10,
  pick: null,
  choices: ['BIG', 'SMALL'],
  oddsBy: 'ALL',
  odds: { '*': 1.94 },
};
const any: BetTypeInfo = {
  betType: 'ANY',
  positions: 0,
  pick: pick(1, 5, 1, 11),
  choices: [],
  oddsBy: 'PICK',
  odds: { '1': 2.13, '2': 5.33, '3': 16, '4': 64.02, '5': 448.14 },
};
const straight: BetTypeInfo = {
  betType: 'STRAIGHT',
  positions: 0,
  pick: pick(3, 3, 0, 9, { repeats: true, ordered: true }),
  choices: [],
  oddsBy: 'ALL',
  odds: { '*': 970 },
};
const sum: BetTypeInfo = {
  betType: 'SUM',
  positions: 0,
  pick: pick(1, 1, 0, 27),
  choices: [],
  oddsBy: 'NUMBER',
  odds: { '0': 970, '13': 12.93, '14': 12.93 },
};
const colour: BetTypeInfo = {
  betType: 'SPECIAL_COLOUR',
  positions: 0,
  pick: null,
  choices: ['RED', 'BLUE', 'GREEN'],
  oddsBy: 'CHOICE',
  odds: { RED: 2.79, BLUE: 2.97, GREEN: 2.97 },
};
const triple: BetTypeInfo = {
  betType: 'TRIPLE_ANY',
  positions: 0,
  pick: null,
  choices: [],
  oddsBy: 'ALL',
  odds: { '*': 97 },
};

function mark(betType: BetTypeInfo, marks: [number, number | string][]): Marks {
  return marks.reduce<Marks>((acc, [row, value]) => toggleMark(betType, acc, row, value as never), noMarks);
}

describe('the board of each bet type', () => {
  it('is chosen from positions, pick and choices', () => {
    expect(selectionKind(positionDigit)).toBe('position-numbers');
    expect(selectionKind(positionBigSmall)).toBe('position-choices');
    expect(selectionKind(any)).toBe('combo');
    expect(selectionKind(straight)).toBe('ordered');
    expect(selectionKind(sum)).toBe('numbers');
    expect(selectionKind(colour)).toBe('choices');
    expect(selectionKind(triple)).toBe('none');
  });

  it('has a row per position or ordered slot, else one row', () => {
    expect(rowsOf(positionDigit)).toEqual([1, 2, 3, 4, 5]);
    expect(rowsOf(positionBigSmall)).toHaveLength(10);
    expect(rowsOf(straight)).toEqual([1, 2, 3]);
    expect(rowsOf(any)).toEqual([0]);
    expect(valuesOf(any)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(valuesOf(colour)).toEqual(['RED', 'BLUE', 'GREEN']);
  });
});

describe('selection → bets', () => {
  it('makes one bet per digit per position', () => {
    const marks = mark(positionDigit, [
      [3, 7],
      [1, 4],
      [3, 2],
    ]);
    expect(buildBets(positionDigit, marks, 500)).toEqual([
      { betType: 'POSITION_DIGIT', position: 1, numbers: [4], stake: 500 },
      { betType: 'POSITION_DIGIT', position: 3, numbers: [2], stake: 500 },
      { betType: 'POSITION_DIGIT', position: 3, numbers: [7], stake: 500 },
    ]);
    // Marking again unmarks.
    expect(buildBets(positionDigit, toggleMark(positionDigit, marks, 3, 7), 500)).toHaveLength(2);
  });

  it('makes one bet per choice per place', () => {
    const marks = mark(positionBigSmall, [
      [10, 'SMALL'],
      [1, 'BIG'],
      [1, 'SMALL'],
    ]);
    expect(buildBets(positionBigSmall, marks, 100)).toEqual([
      { betType: 'POSITION_BIG_SMALL', position: 1, choice: 'BIG', stake: 100 },
      { betType: 'POSITION_BIG_SMALL', position: 1, choice: 'SMALL', stake: 100 },
      { betType: 'POSITION_BIG_SMALL', position: 10, choice: 'SMALL', stake: 100 },
    ]);
  });

  it('makes one combo bet of up to pick.max numbers, sorted', () => {
    let marks = mark(any, [
      [0, 9],
      [0, 2],
      [0, 5],
    ]);
    expect(buildBets(any, marks, 100)).toEqual([{ betType: 'ANY', numbers: [2, 5, 9], stake: 100 }]);
    expect(oddsOf(any, { numbers: [2, 5, 9] })).toBe(16);
    marks = mark(any, [
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 4],
      [0, 5],
    ]);
    expect(canMark(any, marks, 0, 6)).toBe(false);
    expect(toggleMark(any, marks, 0, 6)).toBe(marks);
    expect(canMark(any, marks, 0, 5)).toBe(true);
    expect(setRow(any, noMarks, 0, [11, 10, 9, 8, 7, 6])[0]).toEqual([6, 7, 8, 9, 10]);
  });

  it('makes a straight only when every slot has its digit, in slot order, repeats allowed', () => {
    let marks = mark(straight, [
      [1, 4],
      [3, 4],
    ]);
    expect(buildBets(straight, marks, 100)).toEqual([]);
    marks = toggleMark(straight, marks, 2, 0);
    expect(buildBets(straight, marks, 100)).toEqual([
      { betType: 'STRAIGHT', numbers: [4, 0, 4], stake: 100 },
    ]);
    // A slot holds one digit: marking another replaces it.
    marks = toggleMark(straight, marks, 2, 9);
    expect(buildBets(straight, marks, 100)[0]?.numbers).toEqual([4, 9, 4]);
  });

  it('makes one bet per number or choice, with the odds of each', () => {
    const sums = mark(sum, [
      [0, 14],
      [0, 0],
    ]);
    expect(buildBets(sum, sums, 100)).toEqual([
      { betType: 'SUM', numbers: [0], stake: 100 },
      { betType: 'SUM', numbers: [14], stake: 100 },
    ]);
    expect(oddsOf(sum, { numbers: [14] })).toBe(12.93);
    expect(markOdds(sum, 0)).toBe(970);
    const colours = mark(colour, [[0, 'GREEN']]);
    expect(buildBets(colour, colours, 100)).toEqual([
      { betType: 'SPECIAL_COLOUR', choice: 'GREEN', stake: 100 },
    ]);
    expect(oddsOf(colour, { choice: 'RED' })).toBe(2.79);
    expect(markOdds(colour, 'BLUE')).toBe(2.97);
    expect(markOdds(positionDigit, 3)).toBeUndefined();
  });

  it('makes the one bet of a type without a selection', () => {
    expect(buildBets(triple, noMarks, 100)).toEqual([{ betType: 'TRIPLE_ANY', stake: 100 }]);
    expect(oddsOf(triple, {})).toBe(97);
  });

  it('shows the range of odds and pays as the server settles', () => {
    expect(oddsRange(any)).toEqual({ min: 2.13, max: 448.14 });
    expect(oddsRange(triple)).toEqual({ min: 97, max: 97 });
    expect(payoutFor(1000, 1.94)).toBe(1940);
    expect(payoutFor(333, 2.79)).toBe(929);
    // 0.29 × 100 is 28.999… in floating point: the odds are taken in hundredths first.
    expect(payoutFor(100, 0.29)).toBe(29);
  });
});

describe('the bet slip', () => {
  const line = (position: number, stake = 100) => ({
    betType: 'POSITION_DIGIT',
    position,
    numbers: [1],
    stake,
    odds: 9.7,
  });

  it('adds bets, restakes a selection already there, and removes', () => {
    let { slip, added } = addToSlip([], [line(1), line(2)]);
    expect(added).toBe(2);
    ({ slip, added } = addToSlip(slip, [line(2, 500)]));
    expect(added).toBe(0);
    expect(slip.map((l) => l.stake)).toEqual([100, 500]);
    expect(slipTotal(slip)).toBe(600);
    slip = removeLine(slip, lineKey(line(1)));
    expect(ticketOf(slip)).toEqual([{ betType: 'POSITION_DIGIT', position: 2, numbers: [1], stake: 500 }]);
  });

  it('refuses what would pass 20 bets, all of it', () => {
    const full = addToSlip(
      [],
      Array.from({ length: 19 }, (_, i) => ({ ...line(1), numbers: [i] })),
    ).slip;
    const over = addToSlip(full, [line(2), line(3)]);
    expect(over).toMatchObject({ full: true, added: 0 });
    expect(over.slip).toHaveLength(19);
    expect(addToSlip(full, [line(2)]).slip).toHaveLength(20);
  });

  it('reads a stake in currency units within the limits', () => {
    const limits = { minStake: 100, maxStake: 1_000_000 };
    expect(parseStake('12.5', 2, limits)).toEqual({ ok: true, stake: 1250 });
    expect(parseStake(' 1,000 ', 2, limits)).toEqual({ ok: true, stake: 100_000 });
    expect(parseStake('', 2, limits)).toEqual({ ok: false, problem: 'empty' });
    expect(parseStake('1.234', 2, limits)).toEqual({ ok: false, problem: 'format' });
    expect(parseStake('-5', 2, limits)).toEqual({ ok: false, problem: 'format' });
    expect(parseStake('0.99', 2, limits)).toEqual({ ok: false, problem: 'below' });
    expect(parseStake('10000.01', 2, limits)).toEqual({ ok: false, problem: 'above' });
    expect(stakeText(1250, 2)).toBe('12.50');
    expect(stakeText(5, 2)).toBe('0.05');
  });
});
