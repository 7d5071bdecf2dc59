// `npm test`: every check, in the order that fails fastest. Stops at the first failing step.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureSiteBuilt } from './site-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const chromium = '/usr/bin/chromium';

function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

function ensureChromium() {
  if (fs.existsSync(chromium)) return;
  const canInstall = process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(
      `Chromium is missing. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium`,
    );
    process.exit(1);
  }
  console.log('\n▶ installing Debian chromium for the browser tests');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

step('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
step('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
step('type-check', 'npm', ['run', '--silent', 'typecheck']);
step('unit and server tests', 'npx', ['vitest', 'run']);
console.log('\n▶ site build');
ensureSiteBuilt();
step('bundle budget', 'node', ['scripts/bundle-size.mjs', '--check']);
ensureChromium();
step('browser tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
});
console.log('\n✔ all checks passed');
