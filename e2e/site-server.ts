import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The local OpenID Connect provider (oidc-provider.mjs) standing in for Google. */
export const oidc = {
  port: Number(process.env.E2E_OIDC_PORT ?? 18_090),
  clientId: 'lobby-e2e',
  clientSecret: 'lobby-e2e-client-secret',
};

/** How many workers run journeys side by side, and the port of each one's server. */
export const workers = Number(process.env.E2E_WORKERS ?? 2);
const firstPort = Number(process.env.E2E_PORT ?? 18_080);
export const ports = Array.from({ length: workers }, (_, index) => firstPort + index);

export type SiteServer = { url: string; dataDir: string; stop: () => Promise<void> };

async function healthy(url: string, deadline: number, child: ChildProcess): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the site server at ${url} did not become healthy`);
}

/**
 * Starts the compiled server, as `npm start` runs it but with a known captcha answer (known-captcha.ts,
 * decision 0252), on a fresh embedded database: the site the browser tests drive. The ops fixture
 * reaches it through its data folder.
 */
export async function startSiteServer(parallelIndex: number): Promise<SiteServer> {
  const port = firstPort + parallelIndex;
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-e2e-'));
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist-e2e/server.js'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Every journey logs in from 127.0.0.1; the limits stay on, only wider.
      RATE_LIMIT_FACTOR: '50',
      // As behind a reverse proxy: a spec may send X-Forwarded-For to come from another address.
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: url,
      OIDC_GOOGLE_ISSUER: `http://127.0.0.1:${oidc.port}`,
      OIDC_GOOGLE_CLIENT_ID: oidc.clientId,
      OIDC_GOOGLE_CLIENT_SECRET: oidc.clientSecret,
    },
  });
  await healthy(url, Date.now() + 120_000, child);
  return {
    url,
    dataDir,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
