import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The browser tests drive the compiled server and the built sites, as production runs them; this
 * rebuilds whichever is missing or older than its sources (a no-op after `npm test`'s build step).
 * The server they start is the same sources bundled with a known captcha answer (build-server.mjs,
 * a second or two), bundled every time so that it never lags its sources.
 */
export default function buildWhatIsStale() {
  const cwd = path.resolve(import.meta.dirname, '..');
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd, stdio: 'inherit' });
  execFileSync(process.execPath, ['e2e/build-server.mjs'], { cwd, stdio: 'inherit' });
}
