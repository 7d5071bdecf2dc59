import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The browser tests drive the compiled server and the built sites, as production runs them; this
 * rebuilds whichever is missing or older than its sources (a no-op after `npm test`'s build step).
 */
export default function buildWhatIsStale() {
  execFileSync(process.execPath, ['scripts/build.mjs'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: 'inherit',
  });
}
