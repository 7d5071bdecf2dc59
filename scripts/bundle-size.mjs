// Sizes of the built site from Vite's manifest: the initial JavaScript of the home route (the entry
// chunk and everything it imports statically) and, for each lazy chunk, what loading it adds.
// --check fails when the home route's initial JavaScript is over budget; --json prints the figures.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(process.env.WEB_DIST ?? path.join(import.meta.dirname, '../apps/web/dist'));
const budgetKiB = 150;
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const gzipSize = (file) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** Files a chunk needs before it runs: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
const filesOf = (keys) => new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')));
const total = (files) => [...files].reduce((sum, f) => sum + gzipSize(f), 0);

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const initialFiles = filesOf(closure(entryKey));
const initial = total(initialFiles);

const lazy = Object.keys(manifest)
  .filter((k) => manifest[k].isDynamicEntry)
  .map((k) => {
    const added = [...filesOf(closure(k))].filter((f) => !initialFiles.has(f));
    return { chunk: manifest[k].name ?? k, source: manifest[k].src ?? k, addedKiB: kib(total(added)) };
  })
  .sort((a, b) => a.source.localeCompare(b.source));

/*
 * The page's HTML also preloads the language's common messages (static-site.ts): the home route's
 * first load in English is the initial JavaScript and those strings. Reported beside the budgeted
 * figure (docs/benchmarks.md records the gap).
 */
const englishKey = 'src/locales/EN/common.json';
const strings = manifest[englishKey] ? gzipSize(manifest[englishKey].file) : 0;

const report = { initialHomeKiB: kib(initial), withStringsKiB: kib(initial + strings), budgetKiB, lazy };
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(report, null, 2));
} else {
  console.log(`home route initial JS: ${kib(initial)} KiB gzipped (budget ${budgetKiB} KiB)`);
  console.log(`home route first load with its English strings: ${kib(initial + strings)} KiB gzipped`);
  for (const row of lazy) console.log(`  + ${row.source.padEnd(60)} ${String(row.addedKiB).padStart(7)} KiB`);
}
if (process.argv.includes('--check') && kib(initial) > budgetKiB) {
  console.error(`home route initial JS ${kib(initial)} KiB is over the ${budgetKiB} KiB budget`);
  process.exit(1);
}
