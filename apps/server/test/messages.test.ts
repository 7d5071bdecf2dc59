import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverMessages } from '@lobby/contract/messages';

const srcDir = join(import.meta.dirname, '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

/** Where a user-facing failure message is written as a literal. */
const thrown =
  /(?:DomainError\(\s*'[A-Z_]+',\s*|tooManyRequests\(|invalid\(|refusal\(|preset\([^)]*?,\s*)'([a-z_]+)'/g;

describe('server messages', () => {
  it('are all in the catalogue the site translates', () => {
    const found = new Set<string>();
    for (const file of sourceFiles(srcDir)) {
      for (const match of readFileSync(file, 'utf8').matchAll(thrown)) found.add(match[1]!);
    }
    // Transport-level answers of the error handler are translated by their code instead.
    const byCode = new Set(['not_found', 'bad_request', 'forbidden', 'validation_failed']);
    const missing = [...found].filter(
      (m) => !byCode.has(m) && !(serverMessages as readonly string[]).includes(m),
    );
    expect(found.size).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});
