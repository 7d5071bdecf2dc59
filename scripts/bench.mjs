// `npm run bench`: the figures docs/benchmarks.md records. Builds the site when needed first.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ensureSiteBuilt } from './site-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
ensureSiteBuilt();
console.log('## Bundle sizes (gzip level 9)\n');
execFileSync('node', ['scripts/bundle-size.mjs'], { cwd: root, stdio: 'inherit' });
