// @vitest-environment node
/**
 * Every key exists in all 20 languages with the same placeholders, nothing is left in English, and
 * every key is used in the source. Keys are found as string literals ('slot.spin'), which is why the
 * code keeps them literal; plural forms (`key_one`, `key_other`) count as their base key.
 */
import { languages } from '@lobby/contract/languages';
import { describe, expect, it } from 'vitest';

type Messages = { [key: string]: string | Messages };

const files = import.meta.glob<Messages>('./*.json', { eager: true, import: 'default' });
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(path, value);
    else for (const [k, v] of flatten(value, path)) result.set(k, v);
  }
  return result;
}

const load = (code: string) => flatten(files[`./${code}.json`] ?? {});
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

const english = load('EN');
const source = Object.values(sources).join('\n');

/* Names and codes that may read the same in every language. */
const sameEverywhere = new Set([
  'slot.bigWin',
  'symbols.BAR',
  'symbols.WILD',
  'games.slot',
  'common.rtp',
  'fairness.nonce',
]);

describe('game page locales', () => {
  it('exist for all 20 languages and nothing else', () => {
    expect(
      Object.keys(files)
        .map((file) => file.slice(2, -5))
        .sort(),
    ).toEqual(languages.map((l) => l.code).sort());
  });

  for (const { code } of languages.filter((l) => l.code !== 'EN')) {
    describe(code, () => {
      const messages = load(code);

      it('has exactly the English keys', () => {
        expect([...english.keys()].filter((key) => !messages.has(key))).toEqual([]);
        expect([...messages.keys()].filter((key) => !english.has(key))).toEqual([]);
      });

      it('keeps every placeholder and leaves nothing empty', () => {
        for (const [key, value] of messages) {
          expect(value.trim(), `${code} ${key}`).not.toBe('');
          expect(placeholders(value), `${code} ${key}`).toEqual(placeholders(english.get(key) ?? ''));
        }
      });

      it('is translated, not copied from English', () => {
        const copied = [...messages].filter(
          ([key, value]) => !sameEverywhere.has(key) && value === english.get(key),
        );
        expect(copied.length, copied.map(([key]) => key).join(', ')).toBeLessThanOrEqual(
          Math.ceil(english.size * 0.04),
        );
      });
    });
  }

  it('has no key that the source does not use', () => {
    const unused = [...english.keys()].filter((key) => !source.includes(`'${baseKey(key)}'`));
    expect(unused).toEqual([]);
  });

  it('has every key the source asks for with t()', () => {
    const asked = [...source.matchAll(/\bt\(\s*'([^']+)'/g)].map((m) => m[1] ?? '');
    const missing = asked.filter((key) => !english.has(key) && !english.has(`${key}_other`));
    expect(missing).toEqual([]);
  });
});
