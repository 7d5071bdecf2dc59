import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, ops, overflowing, screenshot, signInAsAgent, test } from './fixtures';

/*
 * Announcements to agents (decisions 0272, 0273): the operator publishes one with `npm run ops` (its
 * HTML from a file, with a script the site must not run), the demo agent finds it first and unread on
 * the agent menu's first page with the unread count on the menu, opens it and the count drops; the page
 * reads the same in Urdu, right to left. The operator withdraws it at the end, so each run starts from
 * the seeded ones and the other project's run does not see this one.
 */

/** The phone run draws each screen at 360 px too, the narrowest phone the site is made for. */
async function shoot(page: Page, name: string) {
  await fitsTheScreen(page);
  await screenshot(page, name);
  const size = page.viewportSize();
  if (size?.width !== 390) return;
  await page.setViewportSize({ width: 360, height: size.height });
  await fitsTheScreen(page);
  await screenshot(page, name);
  await page.setViewportSize(size);
}

/** Nothing sticks out past the right edge, so the page never scrolls sideways. */
async function fitsTheScreen(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, scrollWidth === width ? '' : (await overflowing(page)).join('\n')).toBe(width);
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Agent menu' });
const badge = (page: Page) => page.getByTestId('agent-menu-badge-agentAnnouncement');

async function badgeCount(page: Page): Promise<number> {
  if ((await badge(page).count()) === 0) return 0;
  return Number(await badge(page).locator('[aria-hidden="true"]').innerText());
}

test('an agent finds the operator’s announcement first and unread, opens it, and the badge drops', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const title = `Settlement window moves to Monday (${testInfo.project.name} ${Date.now()})`;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-news-')), 'notice.html');
  fs.writeFileSync(
    file,
    '<p>From next week the <strong>weekly settlement</strong> runs on Monday at 02:00.</p>' +
      '<ul><li>Dividends are paid the same morning.</li></ul>' +
      // No on* handler: parsing one (DOMPurify's DOMParser) logs a CSP refusal even though nothing runs.
      '<p>Questions go to agent support.</p>' +
      '<img src="https://tracker.example/pixel.png" alt="">' +
      '<script>window.__announcementScript = 1</script>',
  );
  const published = ops('agent-announcement', 'publish', '--title', title, '--content-file', file);
  const id = /published #(\d+)/.exec(published)?.[1];
  expect(id, published).toBeDefined();

  try {
    await signInAsAgent(page);
    const link = menu(page).getByRole('link').first();
    await expect(link).toContainText('Announcements');
    await expect(badge(page)).toBeVisible();
    const before = await badgeCount(page);
    expect(before).toBeGreaterThanOrEqual(1);

    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
    const first = page.getByTestId('agent-news-item').first();
    await expect(first).toContainText(title);
    await expect(first).toHaveClass(/is-unread/);
    await expect(page.getByTestId('agent-news-unread')).toHaveText(`${before} unread`);
    await shoot(page, 'agent-announcements');

    await first.getByRole('button').click();
    await expect(first.getByText('weekly settlement')).toBeVisible();
    await expect(first).not.toHaveClass(/is-unread/);
    if (before > 1) await expect(badge(page)).toHaveText(new RegExp(`^${before - 1}`));
    else await expect(badge(page)).toHaveCount(0);
    // The operator's HTML is sanitised: its script and its foreign image are gone.
    await expect(first.getByText('Questions go to agent support.')).toBeVisible();
    expect(await page.evaluate(() => '__announcementScript' in window)).toBe(false);
    await expect(first.locator('img, script')).toHaveCount(0);
    await shoot(page, 'agent-announcements-open');

    // Clicking again folds it; after a reload it sits among the read ones, below the unread.
    await first.getByRole('button').click();
    await expect(first.getByText('weekly settlement')).toBeHidden();
    await page.reload();
    const items = page.getByTestId('agent-news-item');
    await expect(items.first()).toBeVisible();
    const mine = items.filter({ hasText: title });
    await expect(mine).not.toHaveClass(/is-unread/);

    // Urdu: the same page, right to left.
    await page.evaluate(() => localStorage.setItem('lang', 'UR'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'اعلانات' })).toBeVisible();
    await shoot(page, 'agent-announcements-ur');
    await page.evaluate(() => localStorage.setItem('lang', 'EN'));
  } finally {
    ops('agent-announcement', 'withdraw', id!);
  }

  // Withdrawn, it is gone from the page.
  await page.reload();
  await expect(page.getByTestId('agent-news-item').first()).toBeVisible();
  await expect(page.getByTestId('agent-news-item').filter({ hasText: title })).toHaveCount(0);
});
