import type { Locator, Page } from '@playwright/test';
import { expect, registerByName, test, signInAsAgent } from './fixtures';

/*
 * The look, pinned: the home page, a game list, the member centre, the agent centre and the game view
 * are compared with reference pictures at the phone and desktop widths of the two projects, so a
 * change of look fails until its pictures are renewed on purpose (`npm run test:e2e --
 * e2e/tests/visual.spec.ts --update-snapshots`, then look at every picture before committing it).
 *
 * Pictures need stable data: each width registers its own member with a known name and no money, motion
 * is reduced (the carousels stand still, the jackpot does not roll), and what changes by itself — clocks,
 * dates, live figures that other tests move, the news ticker, seeds — is masked.
 */

/** Regions whose content moves on its own or with other tests' play. */
function moving(page: Page): Locator[] {
  return [
    page.locator('.hot-counter'),
    page.locator('.notice-marquee'),
    page.locator('.winner-board'),
    // Hot games are ordered by play, which other journeys on the same server move.
    page.locator('.hot-carousel'),
    page.locator('.agent-clock'),
    page.locator('time'),
    // The figures tests read are the ones other tests move (team sizes, balances, counts).
    page.locator('[data-testid]'),
    page.locator('.balance-chip'),
    // The red envelope's round is running or coming, by the time of day; its strip keeps one height.
    page.locator('.envelope-banner'),
  ];
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Lazy artwork below the fold is not part of the picture; what is in view must have decoded.
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.loading === 'lazy' || image.complete),
  );
  await page.evaluate(() => document.fonts.ready);
}

async function expectLook(page: Page, name: string) {
  await settle(page);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    mask: moving(page),
    animations: 'disabled',
    caret: 'hide',
    maxDiffPixelRatio: 0.01,
  });
}

test('the home page looks as designed', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('main')).not.toBeEmpty();
  await expectLook(page, 'home');
});

test('a game list looks as designed', async ({ page }) => {
  await page.goto('/bgs');
  await expect(page.locator('main img').first()).toBeVisible();
  await expectLook(page, 'game-list');
});

test('the member centre and the game view look as designed', async ({ page }) => {
  await registerByName(page, `look${page.viewportSize()?.width ?? 0}`, 'Look2win26');
  await page.goto('/member?page=securityCenter');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectLook(page, 'member-centre');

  await page.goto('/bgs');
  await page.locator('main').getByRole('button', { name: 'Dice' }).first().click();
  await expect(page).toHaveURL(/\/seamless/);
  await expect(page.frameLocator('iframe').getByRole('button').first()).toBeVisible();
  await expectLook(page, 'game-view');
});

test('the agent centre looks as designed', async ({ page }) => {
  await signInAsAgent(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Team overview' })).toBeVisible();
  await expectLook(page, 'agent-centre');
});
