import { describe, expect, it } from 'vitest';
import type { BetRecord } from '@lobby/contract/bets';
import { outcomeClass, signedMinorUnits, verifyHref } from './bet-format';

const record = (fairness: BetRecord['fairness']): BetRecord => ({
  id: 1,
  roundId: 'BGS-r1',
  vendorCode: 'BGS',
  vendorName: 'BGS Originals',
  gameCode: 'dice',
  gameName: 'Dice',
  gameType: 'BGS',
  stake: 500,
  payout: 990,
  winLoss: 490,
  status: 'SETTLED',
  placedAt: '2030-01-15T04:00:00Z',
  settledAt: '2030-01-15T04:00:00Z',
  fairness,
  detail: [],
});

describe('bet formatting', () => {
  it('signs wins and losses with thousands separators and 2 decimals', () => {
    expect(signedMinorUnits(123_450, 'en')).toBe('+1,234.50');
    expect(signedMinorUnits(-300, 'en')).toBe('−3.00');
    expect(signedMinorUnits(0, 'en')).toBe('0.00');
    expect([outcomeClass(1), outcomeClass(-1), outcomeClass(0)]).toEqual(['is-win', 'is-loss', 'is-even']);
  });

  it('prefills the provider’s verify page, the seed only once revealed', () => {
    const fairness = {
      serverSeedHash: 'a'.repeat(64),
      serverSeed: null,
      clientSeed: 'lucky',
      nonce: 4,
      verify: { game: 'dice', mines: null, direction: 'under', target: 5000 },
    };
    const href = verifyHref(record(fairness), 'PT-BR')!;
    const url = new URL(href, 'http://site.example');
    expect(url.pathname).toBe('/provider/verify');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      game: 'dice',
      hash: 'a'.repeat(64),
      clientSeed: 'lucky',
      nonce: '4',
      direction: 'under',
      target: '5000',
      roundId: 'BGS-r1',
      lang: 'PT-BR',
    });
    const revealed = verifyHref(record({ ...fairness, serverSeed: 'b'.repeat(64) }), 'EN')!;
    expect(new URL(revealed, 'http://site.example').searchParams.get('serverSeed')).toBe('b'.repeat(64));
    expect(verifyHref(record({ ...fairness, verify: null }), 'EN')).toBeNull();
    expect(verifyHref(record(null), 'EN')).toBeNull();
  });
});
