import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 18_080);
// A fresh embedded database for every run; the ops fixture reaches the server through this folder.
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

const root = path.resolve(import.meta.dirname, '..');

/** The local OpenID Connect provider (oidc-provider.mjs) standing in for Google. */
const oidc = {
  port: Number(process.env.E2E_OIDC_PORT ?? 18_090),
  clientId: 'lobby-e2e',
  clientSecret: 'lobby-e2e-client-secret',
};

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(os.tmpdir(), 'lobby-e2e-results'),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
  ],
  webServer: [
    {
      command: `node --import tsx apps/server/src/server.ts`,
      cwd: root,
      url: `http://127.0.0.1:${port}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        // Every journey logs in from 127.0.0.1; the limits stay on, only wider.
        RATE_LIMIT_FACTOR: '50',
        // As behind a reverse proxy: a spec may send X-Forwarded-For to come from another address.
        TRUST_PROXY: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        OIDC_GOOGLE_ISSUER: `http://127.0.0.1:${oidc.port}`,
        OIDC_GOOGLE_CLIENT_ID: oidc.clientId,
        OIDC_GOOGLE_CLIENT_SECRET: oidc.clientSecret,
        ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
        ...(process.env.GAMES_DIST ? { GAMES_DIST: process.env.GAMES_DIST } : {}),
      },
    },
    {
      command: 'node e2e/oidc-provider.mjs',
      cwd: root,
      url: `http://127.0.0.1:${oidc.port}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: {
        E2E_OIDC_PORT: String(oidc.port),
        E2E_PORT: String(port),
        E2E_OIDC_CLIENT_ID: oidc.clientId,
        E2E_OIDC_CLIENT_SECRET: oidc.clientSecret,
      },
    },
  ],
});
