import type { Page } from '@playwright/test';
import { expect, ops, screenshot, test } from './fixtures';

/*
 * Issue 21, the points mall end to end: the demo member player01 (seeded with points) redeems a cash
 * reward with the payment password, sees the balance drop and the redemption in the history, converts
 * points to money, and finds both movements in the points details. Both projects share one server, so
 * every check is against the balance the page showed first.
 */

const account = 'player01';
const password = 'Play2win26';
const pin = '246810';

test.beforeAll(() => {
  // A login from a new address may ask for a second factor; this journey is about the mall.
  const accounts = JSON.parse(ops('settings', 'get', 'accounts')) as Record<string, unknown>;
  ops('settings', 'set', 'accounts', JSON.stringify({ ...accounts, secondFactor: 'off' }));
});

async function logIn(page: Page) {
  await page.goto('/login');
  const form = page.getByRole('dialog');
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(account);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(form).toBeHidden({ timeout: 20_000 });
}

/** The payment password, set once through the withdraw page's form (the second project finds it set). */
async function ensurePaymentPassword(page: Page) {
  await page.goto('/member?page=withdraw');
  await expect(page.getByTestId('withdraw-balance')).toBeVisible();
  const setup = page.getByTestId('payment-password-setup');
  if ((await setup.count()) === 0) return;
  await setup.getByLabel('Login password', { exact: true }).fill(password);
  await setup.getByLabel('New payment password', { exact: true }).fill(pin);
  await setup.getByLabel('Repeat the new payment password', { exact: true }).fill(pin);
  await setup.getByRole('button', { name: 'Save payment password' }).click();
  await expect(setup).toBeHidden();
}

const pointsBalance = async (page: Page) =>
  Number((await page.getByTestId('points-balance').textContent())?.replace(/\D/g, ''));
const grouped = (points: number) => points.toLocaleString('en-US');

test('a member redeems a cash reward and converts points, and sees both in the details', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page);
  await ensurePaymentPassword(page);

  await page.goto('/pointMall');
  await expect(page.getByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible();
  await expect(page.getByTestId('points-balance')).not.toHaveText('');
  const start = await pointsBalance(page);
  expect(start).toBeGreaterThanOrEqual(2_000);
  await expect(page.getByRole('button', { name: 'Redeem ₱10 Cash' })).toBeVisible();
  await screenshot(page, 'points-mall');

  await page.getByRole('button', { name: 'Cash', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Redeem Lucky Lobby Cap' })).toBeHidden();
  await page.getByRole('button', { name: 'Redeem ₱10 Cash' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm redemption' });
  await expect(dialog.getByTestId('redeem-total')).toHaveText('1,000 points');
  await dialog.getByLabel('Payment password', { exact: true }).fill(pin);
  await screenshot(page, 'points-mall-redeem');
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('₱10 Cash redeemed for 1,000 points.');
  await expect(page.getByTestId('points-balance')).toHaveText(grouped(start - 1_000));
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  await page.getByRole('tab', { name: 'Redeem history' }).click();
  const history = page.getByRole('list', { name: 'Redeem history' });
  await expect(history.getByRole('listitem').first()).toContainText('₱10 Cash × 1');
  await expect(history.getByRole('listitem').first()).toContainText('Approved');
  await screenshot(page, 'points-mall-history');

  await page.getByRole('tab', { name: 'Convert points' }).click();
  await page.getByRole('textbox', { name: 'Points to convert' }).fill('1000');
  await expect(page.getByTestId('convert-gets')).toHaveText('You receive ₱ 10.00');
  await page.getByLabel('Payment password', { exact: true }).fill(pin);
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
  await expect(page.getByText('1,000 points converted: ₱ 10.00 added to your wallet.')).toBeVisible();
  await expect(page.getByTestId('points-balance')).toHaveText(grouped(start - 2_000));
  await screenshot(page, 'points-mall-convert');

  await page.getByRole('tab', { name: 'Points details' }).click();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText('Converted');
  await expect(rows.nth(1)).toContainText('−1,000');
  await expect(rows.nth(1)).toContainText(grouped(start - 2_000));
  await expect(rows.nth(2)).toContainText('Redeemed');
  await expect(rows.nth(2)).toContainText(grouped(start - 1_000));
  await screenshot(page, 'points-mall-details');

  await page.getByRole('tab', { name: 'Points rules' }).click();
  await expect(page.getByText('100 points = ₱ 1.00 · at least 1,000 points')).toBeVisible();
  await screenshot(page, 'points-mall-rules');
});

test('a visitor sees the rules and is asked to log in or register', async ({ page }) => {
  await page.goto('/pointMall');
  await expect(page.getByRole('heading', { name: 'How points work' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in to see your points' })).toBeVisible();
  await screenshot(page, 'points-mall-visitor');
});

test('the mall reads right to left in Urdu', async ({ page }) => {
  await logIn(page);
  await page.evaluate(() => localStorage.setItem('lang', 'UR'));
  await page.goto('/pointMall');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('points-balance')).not.toHaveText('');
  await expect(page.getByRole('tab', { name: 'ریڈیم کریں' })).toHaveAttribute('aria-selected', 'true');
  await screenshot(page, 'points-mall-urdu');
  await page.getByRole('tab', { name: 'پوائنٹس کی تفصیل' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  await screenshot(page, 'points-mall-urdu-details');
});
