/*
 * The browser tests' server: the production server (apps/server/src/start-server.ts) with one thing
 * fixed, the captcha's answer, so that a journey can pass a captcha (decision 0252). build-server.mjs
 * bundles it into apps/server/dist-e2e, apart from the dist/ that production runs and deploys.
 */
import { startServer } from '../apps/server/src/start-server';
import { knownCaptcha } from './known-captcha';

// A captcha everyone can answer protects nothing: this build refuses to be mistaken for a real site.
if (process.env.APP_MODE === 'production') {
  console.error('the browser tests’ server does not run with APP_MODE=production');
  process.exit(1);
}

void startServer({ captchaAnswer: () => knownCaptcha });
