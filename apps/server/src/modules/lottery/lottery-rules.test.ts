import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { LotteryType } from '@lobby/contract/lottery-menus';
import { lotteryTypes } from '@lobby/contract/lottery-menus';
import { drawResult } from './draw-engine';
import { DrawStream, drawSeedHash } from './draw-fairness';
import {
  betRule,
  houseEdgePercent,
  lotteryRules,
  markSixColour,
  oddsOf,
  payoutOf,
  validSelection,
  type BetRule,
  type ValidSelection,
} from './lottery-rules';

/**
 * The verify recipe of docs/games/lottery.md, written out independently of the engine: if the two
 * ever disagree, the document (or the engine) is wrong.
 */
function recipe(type: LotteryType, seed: string, nodeId: string, numero: string): number[] {
  let block = 0;
  const buffer: number[] = [];
  const next = () => {
    if (buffer.length === 0) {
      const d = createHmac('sha256', seed).update(`${nodeId}:${numero}:${block++}`).digest();
      for (let i = 0; i < 32; i += 4) buffer.push(d.readUInt32BE(i));
    }
    return buffer.shift()!;
  };
  const int = (n: number) => {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const w = next();
      if (w < limit) return w % n;
    }
  };
  const formats: Record<LotteryType, [number, number, number, boolean]> = {
    SSC: [5, 0, 9, false],
    '11X5': [5, 1, 11, true],
    PK10: [10, 1, 10, true],
    LHC: [7, 1, 49, true],
    LF: [3, 0, 9, false],
  };
  const [count, min, max, distinct] = formats[type];
  if (!distinct) return Array.from({ length: count }, () => min + int(max - min + 1));
  const pool = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  for (let i = 0; i < count; i++) {
    const j = i + int(pool.length - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

describe('draw results', () => {
  const seed = 'a'.repeat(64);

  it('are pinned by test vectors', () => {
    const at = (type: LotteryType, nodeId: string) =>
      drawResult(type, { seed, nodeId, numero: '20261122-0345' });
    expect(at('SSC', 'tcg-fast3')).toEqual([2, 4, 1, 3, 8]);
    expect(at('11X5', 'vr-lotto-5m')).toEqual([9, 7, 4, 5, 3]);
    expect(at('PK10', 'vr-virtual-racing')).toEqual([8, 4, 3, 9, 7, 2, 1, 6, 5, 10]);
    expect(at('LHC', 'gpi-keno-express')).toEqual([40, 26, 1, 36, 47, 25, 34]);
    expect(at('LF', 'tcg-pick3')).toEqual([6, 3, 2]);
    const other = { seed: '3f'.repeat(32), numero: '20261122-0001' };
    expect(drawResult('PK10', { ...other, nodeId: 'vr-virtual-racing' })).toEqual([
      7, 1, 3, 2, 5, 4, 6, 9, 8, 10,
    ]);
    expect(drawResult('LHC', { ...other, nodeId: 'gpi-keno-express' })).toEqual([36, 26, 28, 8, 45, 37, 15]);
  });

  it('commit to the seed with the SHA-256 of its hex text', () => {
    expect(drawSeedHash(seed)).toBe('ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb');
    expect(drawSeedHash(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
  });

  it('are what the documented verify recipe computes, for any seed', () => {
    for (let i = 0; i < 200; i++) {
      const draw = {
        seed: randomBytes(32).toString('hex'),
        nodeId: `game-${i}`,
        numero: `20260101-${i + 1}`,
      };
      for (const type of lotteryTypes) {
        expect(drawResult(type, draw)).toEqual(recipe(type, draw.seed, draw.nodeId, draw.numero));
      }
    }
  });

  it('have the format of their type (distinct numbers where the type says so)', () => {
    for (let i = 0; i < 300; i++) {
      const draw = { seed: randomBytes(32).toString('hex'), nodeId: 'x', numero: '20260101-0001' };
      for (const type of lotteryTypes) {
        const { count, min, max, distinct } = lotteryRules[type].result;
        const result = drawResult(type, draw);
        expect(result).toHaveLength(count);
        expect(result.every((n) => Number.isInteger(n) && n >= min && n <= max)).toBe(true);
        if (distinct) expect(new Set(result).size).toBe(count);
      }
    }
  });
});

describe('the draw stream', () => {
  /** A stream that reads the words given instead of HMAC blocks. */
  function scripted(words: number[]) {
    const stream = new DrawStream({ seed: '', nodeId: '', numero: '' });
    stream.nextWord = () => {
      const word = words.shift();
      if (word === undefined) throw new Error('out of words');
      return word;
    };
    return stream;
  }

  it('skips the words that would favour small values', () => {
    // 2^32 = 6 (mod 10): the six words from 4294967290 up would make 0–5 likelier than 6–9.
    expect(scripted([4_294_967_290, 4_294_967_295, 17]).nextInt(10)).toBe(7);
    expect(scripted([4_294_967_289]).nextInt(10)).toBe(9);
    // 2^32 = 1 (mod 3): only the very last word is skipped.
    expect(scripted([4_294_967_295, 4_294_967_294]).nextInt(3)).toBe(4_294_967_294 % 3);
    expect(scripted([5]).nextInt(1)).toBe(0);
    expect(() => scripted([]).nextInt(0)).toThrow(RangeError);
  });

  it('reads the HMAC blocks in order, eight words each', () => {
    const stream = new DrawStream({ seed: 'k', nodeId: 'n', numero: '1' });
    const words = Array.from({ length: 9 }, () => stream.nextWord());
    const block0 = createHmac('sha256', 'k').update('n:1:0').digest();
    const block1 = createHmac('sha256', 'k').update('n:1:1').digest();
    expect(words.slice(0, 8)).toEqual(Array.from({ length: 8 }, (_, i) => block0.readUInt32BE(i * 4)));
    expect(words[8]).toBe(block1.readUInt32BE(0));
  });

  it('draws every value about equally often', () => {
    const stream = new DrawStream({ seed: 'uniformity', nodeId: 'n', numero: '1' });
    const n = 49;
    const samples = 49_000;
    const counts = new Array<number>(n).fill(0);
    for (let i = 0; i < samples; i++) counts[stream.nextInt(n)]! += 1;
    const expected = samples / n;
    const chiSquare = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // 48 degrees of freedom: 99.9th percentile ≈ 84.
    expect(chiSquare).toBeLessThan(84);
  });
});

// --- Bets -------------------------------------------------------------------------------------------

/** Every result of a type with its probability, or a smaller set of results that is exact for `rule`. */
type Space = { result: number[]; weight: number; place?: number }[];

function resultSpace(type: LotteryType): Space {
  const digits = (count: number) => {
    const all: number[][] = [];
    const total = 10 ** count;
    for (let i = 0; i < total; i++) {
      all.push(String(i).padStart(count, '0').split('').map(Number));
    }
    return all.map((result) => ({ result, weight: 1 / total }));
  };
  switch (type) {
    case 'SSC':
      return digits(5);
    case 'LF':
      return digits(3);
    case '11X5': {
      // Every ordered draw of 5 of 11 is equally likely: 55 440 of them.
      const out: number[][] = [];
      const walk = (prefix: number[]) => {
        if (prefix.length === 5) return void out.push(prefix);
        for (let n = 1; n <= 11; n++) if (!prefix.includes(n)) walk([...prefix, n]);
      };
      walk([]);
      return out.map((result) => ({ result, weight: 1 / out.length }));
    }
    case 'PK10': {
      // Positional bets see one place only, where each car is equally likely: for a bet on a place,
      // one permutation per car at that place (tagged with the place) is exact.
      const out: Space = [];
      for (let place = 0; place < 10; place++) {
        for (let car = 1; car <= 10; car++) {
          const rest = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((c) => c !== car);
          const result = [...rest.slice(0, place), car, ...rest.slice(place)];
          out.push({ result, weight: 1 / 10, place });
        }
      }
      return out;
    }
    case 'LHC': {
      // Every bet is on the special number, equally likely to be any of the 49.
      return Array.from({ length: 49 }, (_, i) => {
        const special = i + 1;
        const others = Array.from({ length: 49 }, (_, k) => k + 1)
          .filter((n) => n !== special)
          .slice(0, 6);
        return { result: [...others, special], weight: 1 / 49 };
      });
    }
  }
}

/** Every valid selection of a bet type. */
function selections(rule: BetRule): ValidSelection[] {
  const positions =
    rule.positions > 0 ? Array.from({ length: rule.positions }, (_, i) => i + 1) : [undefined];
  const choices = rule.choices.length > 0 ? [...rule.choices] : [undefined];
  let numberSets: (number[] | undefined)[] = [undefined];
  if (rule.pick) {
    const { min, max, from, to, repeats } = rule.pick;
    const sets: number[][] = [];
    const walk = (prefix: number[], start: number) => {
      if (prefix.length >= min) sets.push(prefix);
      if (prefix.length === max) return;
      for (let n = repeats ? from : start; n <= to; n++) walk([...prefix, n], repeats ? from : n + 1);
    };
    walk([], from);
    numberSets = sets;
  }
  const out: ValidSelection[] = [];
  for (const position of positions)
    for (const numbers of numberSets)
      for (const choice of choices) {
        const valid = validSelection(rule, { position, numbers, choice });
        if (!valid)
          throw new Error(`${rule.betType}: ${JSON.stringify({ position, numbers, choice })} refused`);
        out.push(valid);
      }
  return out;
}

describe('bet types', () => {
  it('return at most (100 − house edge) %, less than a point below it, for every selection', () => {
    const target = 1 - houseEdgePercent / 100;
    for (const type of lotteryTypes) {
      const space = resultSpace(type);
      for (const rule of lotteryRules[type].betTypes) {
        // 11X5 'any N' only looks at the set drawn: the 462 sets are enough and much faster.
        const forRule =
          type === '11X5' && rule.betType === 'ANY'
            ? space.filter(({ result }) => result.every((n, i) => i === 0 || n > result[i - 1]!))
            : space;
        for (const selection of selections(rule)) {
          const results =
            type === 'PK10' ? forRule.filter((r) => r.place === (selection.position ?? 0) - 1) : forRule;
          const weight = 1 / results.reduce((sum, r) => sum + r.weight, 0);
          const odds = oddsOf(rule, selection);
          let rtp = 0;
          for (const { result, weight: w } of results) {
            rtp += (w * weight * payoutOf(rule.outcome(selection, result), 10_000, odds)) / 10_000;
          }
          const label = `${type} ${rule.betType} ${JSON.stringify(selection)}`;
          expect(rtp, label).toBeLessThanOrEqual(target + 1e-9);
          expect(rtp, label).toBeGreaterThan(target - 0.01);
        }
      }
    }
  });

  it('publish the odds the house edge gives', () => {
    const odds = (type: LotteryType, betType: string) => betRule(type, betType)!.odds;
    expect(odds('SSC', 'POSITION_DIGIT')).toEqual({ '*': 970 });
    expect(odds('SSC', 'SUM_BIG_SMALL')).toEqual({ '*': 194 });
    expect(odds('11X5', 'ANY')).toEqual({ '1': 213, '2': 533, '3': 1600, '4': 6402, '5': 44814 });
    expect(odds('11X5', 'POSITION_NUMBER')).toEqual({ '*': 1067 });
    expect(odds('PK10', 'POSITION_NUMBER')).toEqual({ '*': 970 });
    expect(odds('LHC', 'SPECIAL_NUMBER')).toEqual({ '*': 4753 });
    expect(odds('LHC', 'SPECIAL_COLOUR')).toEqual({ RED: 279, BLUE: 297, GREEN: 297 });
    expect(odds('LHC', 'SPECIAL_BIG_SMALL')).toEqual({ '*': 193 });
    expect(odds('LF', 'STRAIGHT')).toEqual({ '*': 97000 });
    expect(odds('LF', 'TRIPLE_ANY')).toEqual({ '*': 9700 });
    expect(odds('LF', 'SUM')['0']).toBe(97000);
    expect(odds('LF', 'SUM')['13']).toBe(1293);
  });

  const judge = (type: LotteryType, betType: string, selection: object, result: number[]) => {
    const rule = betRule(type, betType)!;
    const valid = validSelection(rule, selection);
    if (!valid) throw new Error(`${betType} ${JSON.stringify(selection)} refused`);
    return rule.outcome(valid, result);
  };

  it('judge SSC bets', () => {
    const r = [2, 4, 1, 3, 8]; // sum 18: small, even
    expect(judge('SSC', 'POSITION_DIGIT', { position: 2, numbers: [4] }, r)).toBe('WIN');
    expect(judge('SSC', 'POSITION_DIGIT', { position: 2, numbers: [2] }, r)).toBe('LOSE');
    expect(judge('SSC', 'POSITION_BIG_SMALL', { position: 5, choice: 'BIG' }, r)).toBe('WIN');
    expect(judge('SSC', 'POSITION_BIG_SMALL', { position: 1, choice: 'BIG' }, r)).toBe('LOSE');
    expect(judge('SSC', 'POSITION_ODD_EVEN', { position: 3, choice: 'ODD' }, r)).toBe('WIN');
    expect(judge('SSC', 'SUM_BIG_SMALL', { choice: 'SMALL' }, r)).toBe('WIN');
    expect(judge('SSC', 'SUM_BIG_SMALL', { choice: 'BIG' }, [9, 9, 5, 0, 0])).toBe('WIN');
    expect(judge('SSC', 'SUM_BIG_SMALL', { choice: 'BIG' }, [9, 9, 4, 0, 0])).toBe('LOSE');
    expect(judge('SSC', 'SUM_ODD_EVEN', { choice: 'EVEN' }, r)).toBe('WIN');
    expect(judge('SSC', 'SUM_ODD_EVEN', { choice: 'ODD' }, r)).toBe('LOSE');
  });

  it('judge 11X5 bets', () => {
    const r = [9, 7, 4, 5, 3];
    expect(judge('11X5', 'ANY', { numbers: [3] }, r)).toBe('WIN');
    expect(judge('11X5', 'ANY', { numbers: [7, 3, 9] }, r)).toBe('WIN');
    expect(judge('11X5', 'ANY', { numbers: [7, 3, 10] }, r)).toBe('LOSE');
    expect(judge('11X5', 'ANY', { numbers: [3, 4, 5, 7, 9] }, r)).toBe('WIN');
    expect(judge('11X5', 'POSITION_NUMBER', { position: 1, numbers: [9] }, r)).toBe('WIN');
    expect(judge('11X5', 'POSITION_NUMBER', { position: 2, numbers: [9] }, r)).toBe('LOSE');
  });

  it('judge PK10 bets', () => {
    const r = [8, 4, 3, 9, 7, 2, 1, 6, 5, 10];
    expect(judge('PK10', 'POSITION_NUMBER', { position: 10, numbers: [10] }, r)).toBe('WIN');
    expect(judge('PK10', 'POSITION_NUMBER', { position: 1, numbers: [4] }, r)).toBe('LOSE');
    expect(judge('PK10', 'POSITION_BIG_SMALL', { position: 1, choice: 'BIG' }, r)).toBe('WIN');
    expect(judge('PK10', 'POSITION_BIG_SMALL', { position: 2, choice: 'BIG' }, r)).toBe('LOSE');
    expect(judge('PK10', 'POSITION_BIG_SMALL', { position: 8, choice: 'BIG' }, r)).toBe('WIN');
    expect(judge('PK10', 'POSITION_ODD_EVEN', { position: 5, choice: 'ODD' }, r)).toBe('WIN');
  });

  it('judge LHC bets on the special number, 49 giving BIG/SMALL and ODD/EVEN stakes back', () => {
    const r = [40, 26, 1, 36, 47, 25, 34]; // special 34: red, big, even
    expect(judge('LHC', 'SPECIAL_NUMBER', { numbers: [34] }, r)).toBe('WIN');
    expect(judge('LHC', 'SPECIAL_NUMBER', { numbers: [40] }, r)).toBe('LOSE');
    expect(judge('LHC', 'SPECIAL_COLOUR', { choice: 'RED' }, r)).toBe('WIN');
    expect(judge('LHC', 'SPECIAL_COLOUR', { choice: 'GREEN' }, r)).toBe('LOSE');
    expect(judge('LHC', 'SPECIAL_BIG_SMALL', { choice: 'BIG' }, r)).toBe('WIN');
    expect(judge('LHC', 'SPECIAL_ODD_EVEN', { choice: 'ODD' }, r)).toBe('LOSE');
    const tie = [1, 2, 3, 4, 5, 6, 49];
    expect(judge('LHC', 'SPECIAL_BIG_SMALL', { choice: 'SMALL' }, tie)).toBe('PUSH');
    expect(judge('LHC', 'SPECIAL_ODD_EVEN', { choice: 'ODD' }, tie)).toBe('PUSH');
    expect(judge('LHC', 'SPECIAL_COLOUR', { choice: 'GREEN' }, tie)).toBe('WIN');
    expect(markSixColour(1)).toBe('RED');
    expect(markSixColour(3)).toBe('BLUE');
    expect(markSixColour(5)).toBe('GREEN');
  });

  it('judge LF (three-digit) bets', () => {
    const r = [6, 3, 2]; // sum 11: small, odd
    expect(judge('LF', 'STRAIGHT', { numbers: [6, 3, 2] }, r)).toBe('WIN');
    expect(judge('LF', 'STRAIGHT', { numbers: [2, 3, 6] }, r)).toBe('LOSE');
    expect(judge('LF', 'POSITION_DIGIT', { position: 3, numbers: [2] }, r)).toBe('WIN');
    expect(judge('LF', 'SUM', { numbers: [11] }, r)).toBe('WIN');
    expect(judge('LF', 'SUM', { numbers: [12] }, r)).toBe('LOSE');
    expect(judge('LF', 'SUM_BIG_SMALL', { choice: 'SMALL' }, r)).toBe('WIN');
    expect(judge('LF', 'SUM_ODD_EVEN', { choice: 'ODD' }, r)).toBe('WIN');
    expect(judge('LF', 'TRIPLE_ANY', {}, r)).toBe('LOSE');
    expect(judge('LF', 'TRIPLE_ANY', {}, [7, 7, 7])).toBe('WIN');
    expect(judge('LF', 'STRAIGHT', { numbers: [7, 7, 7] }, [7, 7, 7])).toBe('WIN');
  });

  it('pay odds × stake rounded down, the stake on a push, nothing on a loss', () => {
    expect(payoutOf('WIN', 1000, 194)).toBe(1940);
    expect(payoutOf('WIN', 333, 213)).toBe(709);
    expect(payoutOf('PUSH', 500, 193)).toBe(500);
    expect(payoutOf('LOSE', 500, 193)).toBe(0);
  });

  it('refuse selections that do not fit their bet type', () => {
    const refused = (type: LotteryType, betType: string, selection: object) =>
      validSelection(betRule(type, betType)!, selection) === null;
    expect(refused('SSC', 'POSITION_DIGIT', { numbers: [4] })).toBe(true); // no position
    expect(refused('SSC', 'POSITION_DIGIT', { position: 6, numbers: [4] })).toBe(true);
    expect(refused('SSC', 'POSITION_DIGIT', { position: 1, numbers: [10] })).toBe(true);
    expect(refused('SSC', 'POSITION_DIGIT', { position: 1, numbers: [1, 2] })).toBe(true);
    expect(refused('SSC', 'SUM_BIG_SMALL', { choice: 'RED' })).toBe(true);
    expect(refused('SSC', 'SUM_BIG_SMALL', { choice: 'BIG', position: 1 })).toBe(true); // extra field
    expect(refused('11X5', 'ANY', { numbers: [1, 1] })).toBe(true);
    expect(refused('11X5', 'ANY', { numbers: [0] })).toBe(true);
    expect(refused('11X5', 'ANY', { numbers: [1, 2, 3, 4, 5, 6] })).toBe(true);
    expect(refused('LHC', 'SPECIAL_NUMBER', { numbers: [50] })).toBe(true);
    expect(refused('LHC', 'SPECIAL_COLOUR', { choice: 'BIG' })).toBe(true);
    expect(refused('LF', 'STRAIGHT', { numbers: [1, 2] })).toBe(true);
    expect(refused('LF', 'TRIPLE_ANY', { numbers: [7] })).toBe(true);
    expect(refused('LF', 'SUM', { numbers: [28] })).toBe(true);
    expect(betRule('LF', 'SPECIAL_NUMBER')).toBeUndefined();
  });

  it('keep order where it matters and sort where it does not', () => {
    expect(validSelection(betRule('LF', 'STRAIGHT')!, { numbers: [3, 1, 3] })).toEqual({
      numbers: [3, 1, 3],
    });
    expect(validSelection(betRule('11X5', 'ANY')!, { numbers: [9, 2, 5] })).toEqual({ numbers: [2, 5, 9] });
  });
});
