import { describe, expect, it } from 'vitest';
import { countText } from './plural';
import type { TFunction } from './translator';

/* Shows which key was chosen, with the count it was given. */
const t: TFunction = (key, values) => `${key}:${String(values?.total)}`;
const keys = { one: 'games.gameCount_one', other: 'games.gameCount' };

describe('countText', () => {
  it('says "1 game" but "2 games" and "0 games" in English', () => {
    expect(countText(t, 'en', 1, keys)).toBe('games.gameCount_one:1');
    expect(countText(t, 'en', 2, keys)).toBe('games.gameCount:2');
    expect(countText(t, 'en', 0, keys)).toBe('games.gameCount:0');
  });

  it("follows each language's own rules", () => {
    // Brazilian Portuguese and Hindi treat 0 as singular too; Japanese has no singular at all.
    expect(countText(t, 'pt-BR', 0, keys)).toBe('games.gameCount_one:0');
    expect(countText(t, 'hi', 0, keys)).toBe('games.gameCount_one:0');
    expect(countText(t, 'ja', 1, keys)).toBe('games.gameCount:1');
    expect(countText(t, 'ur', 1, keys)).toBe('games.gameCount_one:1');
  });

  it('falls back to the other form when a category has no key, and before a language is set', () => {
    expect(countText(t, 'en', 1, { other: 'games.gameCount' })).toBe('games.gameCount:1');
    expect(countText(t, '', 1, keys)).toBe('games.gameCount_one:1');
  });
});
