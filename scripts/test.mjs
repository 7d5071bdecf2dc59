// `npm test`: every check, in the order that fails fastest. Stops at the first failing step.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuilt } from './build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const chromium = '/usr/bin/chromium';
/** The fonts the browser tests' pictures are drawn in: Noto for Latin, Urdu and Arabic, and Noto CJK. */
const fonts = {
  'fonts-noto-core': '/usr/share/fonts/truetype/noto/NotoNastaliqUrdu-Regular.ttf',
  'fonts-noto-cjk': '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
};

function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

/** Installs Debian packages with apt-get when running as root, or says how to and stops. */
function aptInstall(packages, purpose) {
  const pkg = packages.join(' ');
  const canInstall = process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(
      `${pkg} is missing (${purpose}). Install it with:\n  sudo apt-get update && sudo apt-get install -y ${pkg}`,
    );
    process.exit(1);
  }
  console.log(`\n▶ installing Debian ${pkg} for ${purpose}`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

function ensureChromium() {
  if (fs.existsSync(chromium)) return;
  aptInstall(['chromium'], 'the browser tests');
}

/**
 * Without them Urdu, Chinese, Japanese and Korean pages show empty boxes, and the screenshot comparisons
 * (e2e visual.spec) would be drawn in whichever fonts a machine happens to have.
 */
function ensureFonts() {
  const missing = Object.keys(fonts).filter((pkg) => !fs.existsSync(fonts[pkg]));
  if (missing.length > 0) aptInstall(missing, 'the fonts of the browser tests');
}

step('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
step('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
step('type-check', 'npm', ['run', '--silent', 'typecheck']);
// The server's start-up test and the browser tests run the compiled output, as production does.
console.log('\n▶ build');
await ensureBuilt();
step('unit and server tests', 'npx', ['vitest', 'run']);
step('bundle budget', 'node', ['scripts/bundle-size.mjs', '--check']);
step('route styles', 'node', ['scripts/route-styles.mjs']);
ensureChromium();
ensureFonts();
step('browser tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
});
console.log('\n✔ all checks passed');
