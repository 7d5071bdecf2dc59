import type { Page } from '@playwright/test';
import { expect, ops, registerByName, screenshot, test } from './fixtures';

/*
 * Issue 19's VIP levels end to end (decision 0242): a new member sees the ladder, deposits enough to
 * reach the first level (the demo's Bronze: a deposit of 100), sees the new level with its level-up
 * bonus on the VIP page, claims it, and finds the level beside the side menu's VIP entry and in the
 * header. The arithmetic of levels and bonuses is proved in apps/server/test/vip.test.ts.
 */

const password = 'Lucky2win26';
let serial = 0;

const uniqueName = (prefix: string) => {
  serial += 1;
  return `${prefix}${Date.now().toString(36).slice(-6)}${serial}`.toLowerCase();
};
const headerBalance = (page: Page) => page.getByTestId('balance-amount');

async function deposit(page: Page, amount: string) {
  await page.goto('/member?page=depositv2');
  const form = page.locator('form.pay-form');
  await form.getByText('GCash', { exact: true }).click();
  await form.getByRole('textbox', { name: 'Amount', exact: true }).fill(amount);
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByTestId('deposit-result')).toHaveAttribute('data-status', 'paid');
}

/** The page as phones of 360 px draw it too, when the test runs at phone width. */
async function screenshotAlsoNarrow(page: Page, name: string) {
  await screenshot(page, name);
  const viewport = page.viewportSize()!;
  if (viewport.width >= 600) return;
  await page.setViewportSize({ width: 360, height: 780 });
  await screenshot(page, name);
  await page.setViewportSize(viewport);
}

/** The side menu: always there on desktop, a drawer behind the header's button on phones. */
async function sideMenu(page: Page) {
  const menu = page.getByRole('complementary', { name: 'Menu' });
  if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  return menu;
}

test('a member deposits to reach Bronze, claims its level-up bonus and sees the level in the menus', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerByName(page, uniqueName('vip'), password);
  await page.goto('/member?page=vip');
  await expect(page.getByRole('heading', { level: 2, name: 'Not VIP yet' })).toBeVisible();
  await expect(page.getByText('Next level: Bronze')).toBeVisible();
  const ladder = page.getByRole('region', { name: 'VIP levels' });
  await expect(ladder.getByRole('heading', { level: 3 })).toHaveText([
    'Bronze',
    'Silver',
    'Gold',
    'Platinum',
    'Diamond',
  ]);
  await screenshotAlsoNarrow(page, 'vip-start');

  await deposit(page, '100');
  await page.goto('/member?page=vip');
  await expect(page.getByRole('heading', { level: 2, name: 'Bronze' })).toBeVisible();
  await expect(page.getByText('Next level: Silver')).toBeVisible();
  const bonuses = page.getByRole('region', { name: 'Your VIP bonuses' });
  const levelUp = bonuses.getByRole('listitem').filter({ hasText: 'Level-up bonus · Bronze' });
  await expect(levelUp).toContainText('₱ 10.00');
  await expect(ladder.getByRole('listitem').filter({ hasText: 'Your level' })).toContainText('Bronze');
  await screenshotAlsoNarrow(page, 'vip-bronze');

  await levelUp.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByText(/₱ 10\.00 bonus added to your wallet/)).toBeVisible();
  await expect(levelUp).toBeHidden();
  await expect(headerBalance(page)).toHaveText('110.00');
  await expect(page.locator('.member-header__vip').first()).toHaveText('Bronze');

  const menu = await sideMenu(page);
  const entry = menu.getByRole('link', { name: /VIP/ });
  await expect(entry).toContainText('Bronze');
  await expect(entry).toHaveAttribute('aria-current', 'page');
  // A phone's drawer over a whole long page draws nothing worth keeping; the desktop menu is the shot.
  if (page.viewportSize()!.width >= 600) await screenshot(page, 'vip-side-menu');
});

test('the VIP page reads right to left in Urdu', async ({ page }) => {
  const username = uniqueName('vur');
  await registerByName(page, username, password);
  // Silver given by the operator: both its level-up bonuses wait to be claimed.
  ops('vip', 'set-level', username, '2');
  await page.evaluate(() => localStorage.setItem('lang', 'UR'));
  await page.goto('/member?page=vip');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: 'چاندی' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'وصول کریں' })).toHaveCount(3);
  // Member info's label comes in the site's language too.
  await expect(page.locator('.member-header__vip').first()).toHaveText('چاندی');
  await screenshotAlsoNarrow(page, 'vip-ur');
});
