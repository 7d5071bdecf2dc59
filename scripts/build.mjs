// Builds the site (apps/web) and the game provider's pages (apps/games) when an output is missing or
// older than its sources, each judged by a content hash of its own, so `npm start` after a pull never
// serves a stale build and never rebuilds needlessly.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const shared = ['packages/contract/src', 'package-lock.json'];

const builds = {
  site: {
    workspace: 'apps/web',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      ...shared,
    ],
  },
  'game pages': {
    workspace: 'apps/games',
    inputs: [
      'apps/games/src',
      'apps/games/index.html',
      'apps/games/vite.config.ts',
      'apps/games/package.json',
      ...shared,
    ],
  },
};

function* files(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isFile()) {
    yield entry;
    return;
  }
  for (const name of fs.readdirSync(full).sort()) yield* files(path.join(entry, name));
}

function hashOf(inputs) {
  const hash = createHash('sha256');
  for (const entry of inputs) {
    for (const file of files(entry)) {
      hash.update(file);
      hash.update(fs.readFileSync(path.join(root, file)));
    }
  }
  return hash.digest('hex');
}

/** The site's source hash (kept for callers of the single-build days). */
export function sourceHash() {
  return hashOf(builds.site.inputs);
}

function ensureBuilt(name, { force }) {
  const { workspace, inputs } = builds[name];
  const dist = path.join(root, workspace, 'dist');
  const stampFile = path.join(dist, '.source-hash');
  const wanted = hashOf(inputs);
  const current = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '';
  if (!force && current === wanted && fs.existsSync(path.join(dist, 'index.html'))) return false;
  console.log(`building the ${name}…`);
  execFileSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  fs.writeFileSync(stampFile, wanted);
  return true;
}

/** Both front ends: the site, and the game pages the server serves under /provider/. */
export function ensureSiteBuilt({ force = false } = {}) {
  const site = ensureBuilt('site', { force });
  const games = ensureBuilt('game pages', { force });
  return site || games;
}

if (import.meta.url === `file://${process.argv[1]}`)
  ensureSiteBuilt({ force: process.argv.includes('--force') });
