// Bundles the browser tests' server (known-captcha-server.ts) as scripts/build.mjs bundles the
// production one, into apps/server/dist-e2e: inside the server package, whose folder the bundle finds
// its migrations and the built sites from, and apart from the dist/ that production deploys.
import fs from 'node:fs';
import path from 'node:path';
import { buildServer } from '../scripts/build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'apps/server/dist-e2e');
fs.rmSync(outdir, { recursive: true, force: true });
await buildServer(outdir, { server: 'e2e/known-captcha-server.ts' });
