// `npm start`: builds what is missing or stale, then runs the compiled server (API + site on one
// port) with plain node. The server migrates and seeds the embedded database itself.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt } from './build.mjs';

const root = path.resolve(import.meta.dirname, '..');
await ensureBuilt();

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/server/dist/server.js')],
  { cwd: root, stdio: 'inherit', env: { NODE_ENV: 'production', ...process.env } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
