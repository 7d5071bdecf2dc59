/**
 * Every key exists in all 20 languages with the same placeholders, and every key is used in the
 * source. Keys are found as string literals ('nav.home'), which is why the code keeps them literal.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { languages } from '@lobby/contract/languages';
import { describe, expect, it } from 'vitest';

type Messages = { [key: string]: string | Messages };

const localesDir = import.meta.dirname;
const srcDir = join(localesDir, '..');

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(path, value);
    else for (const [k, v] of flatten(value, path)) result.set(k, v);
  }
  return result;
}

/** A language's files (common.json and its sections), each parsed. */
function files(code: string): Map<string, Messages> {
  const names = readdirSync(join(localesDir, code)).filter((name) => name.endsWith('.json'));
  return new Map(
    names.map((name) => [name, JSON.parse(readFileSync(join(localesDir, code, name), 'utf8')) as Messages]),
  );
}

function load(code: string): Map<string, string> {
  return flatten(Object.assign({}, ...files(code).values()) as Messages);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path === localesDir ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const english = load('EN');
const source = sourceFiles(srcDir).map((file) => ({ file, text: readFileSync(file, 'utf8') }));

/* Names and brands that read the same in every language. */
const sameEverywhere = new Set([
  'footer.licence',
  'footer.facebook',
  'footer.tiktok',
  'footer.youtube',
  'footer.instagram',
  'footer.twitter',
  'register.facebook',
  'register.line',
  'register.whatsapp',
  'register.wechat',
  'category.BGS',
  'appDownload.android',
  'sideMenu.telegram',
  'register.qqNum',
  'promotions.period',
]);

describe('locale files', () => {
  it('exist for all 20 languages and nothing else', () => {
    const folders = readdirSync(localesDir).filter((name) => statSync(join(localesDir, name)).isDirectory());
    expect(folders.sort()).toEqual(languages.map((l) => l.code).sort());
  });

  it('split a language into the same files, none sharing a top-level key (i18n.ts merges them)', () => {
    const english = files('EN');
    expect([...english.keys()]).toContain('common.json');
    const tops = [...english.values()].flatMap((messages) => Object.keys(messages));
    expect(tops.length).toBe(new Set(tops).size);
    for (const { code } of languages) {
      const own = files(code);
      expect([...own.keys()].sort(), code).toEqual([...english.keys()].sort());
      for (const [name, messages] of own) {
        expect(Object.keys(messages).sort(), `${code} ${name}`).toEqual(
          Object.keys(english.get(name)!).sort(),
        );
      }
    }
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

      it('keeps the licence paragraph in Filipino', () => {
        expect(messages.get('footer.licence')).toBe(english.get('footer.licence'));
      });
    });
  }

  it('has no key that the source does not use', () => {
    const unused = [...english.keys()].filter((key) => !source.some(({ text }) => text.includes(`'${key}'`)));
    expect(unused).toEqual([]);
  });

  it('has every key the source asks for with t()', () => {
    const missing = source.flatMap(({ file, text }) =>
      [...text.matchAll(/\bt\(\s*'([^']+)'/g)]
        .map((m) => m[1] ?? '')
        .filter((key) => !english.has(key))
        .map((key) => `${relative(srcDir, file)}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});
