import { describe, expect, it } from 'vitest';
import { canAddTier, draftsOf, nextTier, parseOffer, parseRate } from './offer-tiers';

const own = 150; // the agent's own contract: 1.5 %

describe('an offer’s rates', () => {
  it('are percentages with at most two decimals, up to 100 %', () => {
    expect(parseRate('1.5')).toBe(150);
    expect(parseRate('0.25 %')).toBe(25);
    expect(parseRate('100')).toBe(10_000);
    expect(parseRate('100.01')).toBeNull();
    expect(parseRate('0.125')).toBeNull();
    expect(parseRate('-1')).toBeNull();
    expect(parseRate('')).toBeNull();
  });
});

describe('an offer’s tiers', () => {
  it('become the contract’s terms in minor units and basis points', () => {
    const parsed = parseOffer(
      'dailySalary',
      'D',
      [
        { dailyBetAmount: '0', activeMembers: '0', rate: '0.5' },
        { dailyBetAmount: '1,000.50', activeMembers: '3', rate: '1.5' },
      ],
      2,
      own,
    );
    expect(parsed).toEqual({
      ok: true,
      terms: {
        kind: 'dailySalary',
        tiers: [
          { dailyBetAmount: 0, activeMembers: 0, rate: 50 },
          { dailyBetAmount: 100_050, activeMembers: 3, rate: 150 },
        ],
      },
    });
  });

  it('keep a dividend’s period', () => {
    const parsed = parseOffer(
      'dividend',
      'W',
      [{ periodValidBet: '100', periodProfitLoss: '50', activeMembers: '1', rate: '1' }],
      2,
      own,
    );
    expect(parsed.ok && parsed.terms).toMatchObject({ kind: 'dividend', period: 'W' });
  });

  it('name every field that is empty or not a number', () => {
    const parsed = parseOffer(
      'hourlySalary',
      'D',
      [{ hourlyBetAmount: '', activeMembers: 'x', rate: '1' }],
      2,
      own,
    );
    expect(parsed).toEqual({
      ok: false,
      problems: [
        { kind: 'field', tier: 0, field: 'hourlyBetAmount' },
        { kind: 'field', tier: 0, field: 'activeMembers' },
      ],
    });
  });

  it('must rise: higher thresholds, rates not lower', () => {
    const sameThresholds = parseOffer(
      'dailySalary',
      'D',
      [
        { dailyBetAmount: '100', activeMembers: '1', rate: '0.5' },
        { dailyBetAmount: '100', activeMembers: '1', rate: '1' },
      ],
      2,
      own,
    );
    expect(sameThresholds).toEqual({ ok: false, problems: [{ kind: 'notRising' }] });
    const lowerRate = parseOffer(
      'realTimeSalary',
      'D',
      [
        { singleBet: '10', winRate: '1', lossRate: '1' },
        { singleBet: '20', winRate: '0.5', lossRate: '1' },
      ],
      2,
      own,
    );
    expect(lowerRate).toEqual({ ok: false, problems: [{ kind: 'notRising' }] });
  });

  it('never exceed the agent’s own rate, and need a rate above 0', () => {
    const above = parseOffer(
      'realTimeSalary',
      'D',
      [{ singleBet: '10', winRate: '1', lossRate: '1.51' }],
      2,
      own,
    );
    expect(above).toEqual({ ok: false, problems: [{ kind: 'aboveOwn', own }] });
    const nothing = parseOffer(
      'dailySalary',
      'D',
      [{ dailyBetAmount: '0', activeMembers: '0', rate: '0' }],
      2,
      own,
    );
    expect(nothing).toEqual({ ok: false, problems: [{ kind: 'noRate' }] });
  });

  it('are at most 10, each new one starting from the last', () => {
    expect(canAddTier(Array.from({ length: 9 }))).toBe(true);
    expect(canAddTier(Array.from({ length: 10 }))).toBe(false);
    expect(nextTier([{ dailyBetAmount: '5', activeMembers: '1', rate: '1' }], 'dailySalary')).toEqual({
      dailyBetAmount: '5',
      activeMembers: '1',
      rate: '1',
    });
    expect(nextTier([], 'realTimeSalary')).toEqual({ singleBet: '', winRate: '', lossRate: '' });
  });

  it('come back as the form’s texts from a contract', () => {
    expect(
      draftsOf({ kind: 'hourlySalary', tiers: [{ hourlyBetAmount: 12_345, activeMembers: 2, rate: 75 }] }, 2),
    ).toEqual([{ hourlyBetAmount: '123.45', activeMembers: '2', rate: '0.75' }]);
  });
});
