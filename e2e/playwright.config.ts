import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { oidc, ports, workers } from './site-server';

const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  outputDir: path.join(os.tmpdir(), 'lobby-e2e-results'),
  fullyParallel: false,
  workers,
  // One retry: two workers on a two-core machine make a slow moment likelier; a test failing twice fails.
  retries: Number(process.env.E2E_RETRIES ?? 1),
  reporter: [['list']],
  // Two workers keep two cores busy; a journey of a minute alone can take half as long again.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    /* Endless motion (the news ticker, the winners' marquee) costs a third of a core per idle page in
       headless Chromium, which composites in software; two workers' pages then slow each other and the
       servers. Journeys test behaviour, not motion: the site's reduced-motion styles end every animation. */
    reducedMotion: 'reduce',
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
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      // Journeys tagged anyWidth (fixtures.ts) behave the same at every width: desktop runs them.
      grepInvert: /@any-width/,
    },
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
  ],
  webServer: [
    {
      command: 'node e2e/oidc-provider.mjs',
      cwd: root,
      url: `http://127.0.0.1:${oidc.port}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: {
        E2E_OIDC_PORT: String(oidc.port),
        E2E_PORTS: ports.join(','),
        E2E_OIDC_CLIENT_ID: oidc.clientId,
        E2E_OIDC_CLIENT_SECRET: oidc.clientSecret,
      },
    },
  ],
});
