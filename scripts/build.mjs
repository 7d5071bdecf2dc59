// Builds what production runs: the site (apps/web), the game provider's pages (apps/games) and the
// server (apps/server, bundled with the contract into plain JavaScript). Each output is rebuilt only
// when missing or older than its sources, judged by a content hash of its own, so `npm start` after a
// pull never serves a stale build and never rebuilds needlessly. `npm run build` type-checks first and
// rebuilds everything: a type error fails the build.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const shared = ['packages/contract/src', 'package-lock.json'];

const serverEntries = { server: 'apps/server/src/server.ts', ops: 'apps/server/src/ops/cli.ts' };

/**
 * Bundles the server's entry points; its npm dependencies stay imports, resolved from node_modules.
 * The browser tests bundle their own entry the same way (e2e/build-server.mjs).
 */
export async function buildServer(outdir, entryPoints = serverEntries) {
  const { build } = await import('esbuild');
  await build({
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    packages: 'external',
    logLevel: 'warning',
    plugins: [
      {
        // The contract is a workspace package of TypeScript sources: it is compiled into the bundle.
        name: 'bundle-contract',
        setup(esbuild) {
          esbuild.onResolve({ filter: /^@lobby\/contract\// }, ({ path: specifier }) => ({
            path: path.join(
              root,
              'packages/contract/src',
              `${specifier.slice('@lobby/contract/'.length)}.ts`,
            ),
          }));
        },
      },
    ],
  });
}

const viteBuild = (workspace) => () =>
  execFileSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });

const builds = {
  site: {
    workspace: 'apps/web',
    output: 'index.html',
    run: viteBuild('apps/web'),
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
    output: 'index.html',
    run: viteBuild('apps/games'),
    inputs: [
      'apps/games/src',
      'apps/games/index.html',
      'apps/games/vite.config.ts',
      'apps/games/package.json',
      ...shared,
    ],
  },
  server: {
    workspace: 'apps/server',
    output: 'server.js',
    run: () => buildServer(path.join(root, 'apps/server/dist')),
    inputs: ['apps/server/src', 'apps/server/package.json', 'scripts/build.mjs', ...shared],
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

async function buildIfStale(name, { force }) {
  const { workspace, inputs, output, run } = builds[name];
  const dist = path.join(root, workspace, 'dist');
  const stampFile = path.join(dist, '.source-hash');
  const wanted = hashOf(inputs);
  const current = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '';
  if (!force && current === wanted && fs.existsSync(path.join(dist, output))) return false;
  console.log(`building the ${name}…`);
  fs.rmSync(dist, { recursive: true, force: true });
  await run();
  fs.writeFileSync(stampFile, wanted);
  return true;
}

/** Everything production runs; returns whether anything was rebuilt. */
export async function ensureBuilt({ force = false } = {}) {
  let rebuilt = false;
  for (const name of Object.keys(builds)) rebuilt = (await buildIfStale(name, { force })) || rebuilt;
  return rebuilt;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const force = process.argv.includes('--force');
  if (force) execFileSync('npm', ['run', '--silent', 'typecheck'], { cwd: root, stdio: 'inherit' });
  await ensureBuilt({ force });
}
