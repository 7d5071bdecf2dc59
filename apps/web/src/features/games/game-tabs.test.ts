import type { Game } from '@lobby/contract/games';
import { describe, expect, it } from 'vitest';
import { matchesListFilter, pageOf, readTab } from './game-tabs';

const game = (nodeId: string, gameType: Game['gameType'], vassalage: string, gameName: string) =>
  ({ nodeId, gameType, vassalage, gameName }) as Game;

describe('game list tabs', () => {
  it('reads a tab from the address, ALL by default', () => {
    expect(readTab('FAV')).toBe('FAV');
    expect(readTab('RECENT')).toBe('RECENT');
    expect(readTab('nope')).toBe('ALL');
    expect(readTab(null)).toBe('ALL');
  });

  it('keeps the page category, or the chosen vendor, and the searched name', () => {
    const games = [
      game('1', 'RNG', 'PG', 'Dragon Gold'),
      game('2', 'FISH', 'PG', 'Ocean King'),
      game('3', 'RNG', 'JDB', 'Golden Dragon'),
      game('4', 'BGS', 'BGS', 'Dice'),
    ];
    const ids = (filter: Parameters<typeof matchesListFilter>[1]) =>
      games.filter((g) => matchesListFilter(g, filter)).map((g) => g.nodeId);
    expect(ids({ gameType: 'RNG' })).toEqual(['1', '3']);
    expect(ids({ gameType: 'RNG', vassalage: 'PG' })).toEqual(['1']);
    expect(ids({ gameType: 'FISH', vassalage: 'PG' })).toEqual(['2']);
    expect(ids({ gameType: 'BGS', vassalage: 'BGS' })).toEqual(['4']);
    expect(ids({ gameType: 'RNG', name: ' dragon ' })).toEqual(['1', '3']);
    expect(ids({ gameType: 'RNG', name: 'GOLDEN' })).toEqual(['3']);
  });

  it('pages a whole list 20 at a time', () => {
    const items = Array.from({ length: 45 }, (_, i) => i);
    expect(pageOf(items, 1, 20)).toEqual({ items: items.slice(0, 20), totalPages: 3 });
    expect(pageOf(items, 3, 20).items).toEqual([40, 41, 42, 43, 44]);
    expect(pageOf([], 1, 20)).toEqual({ items: [], totalPages: 0 });
  });
});
