// `npm start`: builds the site when needed, then runs the server (API + site on one port). The server
// migrates and seeds the embedded database itself.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureSiteBuilt } from './site-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
ensureSiteBuilt();

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
