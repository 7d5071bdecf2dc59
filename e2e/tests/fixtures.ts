import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../..');

/** Runs `npm run ops -- ...` against the test server (through its operator API). */
export function ops(...argv: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/ops/cli.ts', ...argv], {
    cwd: root,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'warn' },
  }).toString();
}

type Fixtures = { consoleErrors: string[]; publicPopup: boolean };

/** Every test fails on a console error or an uncaught exception in the page. */
export const test = base.extend<Fixtures>({
  /** The guest public popup opens once per session; most tests start with it already seen. */
  publicPopup: [false, { option: true }],
  page: async ({ page, publicPopup }, use) => {
    if (!publicPopup) {
      await page.addInitScript(() => sessionStorage.setItem('anonymousPopupClosed', '1'));
    }
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Saves a screenshot named for the viewport under e2e/screenshots (not committed) for review. */
export async function screenshot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(root, 'e2e/screenshots', `${name}-${width}.png`), fullPage: true });
}
