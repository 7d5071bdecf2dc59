import type { Locator, Page } from '@playwright/test';
import { expect, ops, screenshot, test } from './fixtures';

/*
 * The wallet pages of the member centre (issue 4): money into a game vendor's wallet and back, bad
 * amounts refused before anything is sent, the header balance following a push from the server, the
 * account record listing every movement, and a payment to the upline agent. The demo accounts start
 * at zero, so the operator credits the player first (`npm run ops -- credit`). Both projects share
 * one server and run one after the other, so every check is relative to the balance found.
 */

const account = 'player03';
const password = 'Play2win26';

async function logIn(page: Page) {
  await page.goto('/login');
  const form = page.getByRole('dialog');
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(account);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(form).toBeHidden({ timeout: 20_000 });
}

/** "₱ 1,234.50" → 123450 (minor units). */
function minor(text: string): number {
  const digits = text.replace(/[^\d.-]/g, '');
  return Math.round(Number(digits) * 100);
}

const peso = (minorUnits: number) =>
  `₱ ${(minorUnits / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function amountOf(locator: Locator): Promise<number> {
  await expect(locator).toHaveText(/\d/);
  return minor((await locator.textContent()) ?? '');
}

async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test.beforeAll(() => {
  // A login from a new address may ask for a second factor; this journey is about the wallet.
  const accounts = JSON.parse(ops('settings', 'get', 'accounts')) as Record<string, unknown>;
  ops('settings', 'set', 'accounts', JSON.stringify({ ...accounts, secondFactor: 'off' }));
  ops('credit', account, '1000', '--memo', 'e2e wallet money');
});

test('transfer to a game wallet and back, refuse bad amounts, and list it all in the account record', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/member?page=transferFund');
  const main = page.getByTestId('main-wallet-balance');
  const start = await amountOf(main);
  expect(start).toBeGreaterThanOrEqual(100_000);

  const form = page.locator('form.wallet-form');
  const amount = form.getByLabel('Amount');
  const pgTile = page.locator('.wallet-tile[data-vendor="PG"]');
  await pgTile.click();
  await expect(pgTile).toHaveAttribute('aria-pressed', 'true');
  const pgStart = minor((await pgTile.locator('.wallet-tile__amount').textContent()) ?? '');

  // Bad amounts are refused with a clear message, and nothing moves.
  for (const [typed, message] of [
    ['0', 'The amount must be more than 0.'],
    ['-5', 'Please enter a number, such as 100 or 100.50.'],
    ['12.345', 'Use at most 2 decimal places.'],
    ['99999999', `The amount is more than the available ${peso(start)}.`],
  ] as const) {
    await amount.fill(typed);
    await form.getByRole('button', { name: 'Transfer in' }).click();
    await expect(form.getByRole('alert')).toHaveText(message);
  }
  await expect(main).toHaveText(peso(start));
  await screenshot(page, 'wallet-transfer-refused');

  // In: 250.00 from the main wallet to PG.
  await amount.fill('250');
  await form.getByRole('button', { name: 'Transfer in' }).click();
  await expect(form.getByRole('status')).toHaveText(
    `${peso(25_000)} transferred. Main wallet: ${peso(start - 25_000)}`,
  );
  await expect(main).toHaveText(peso(start - 25_000));
  await expect(pgTile.locator('.wallet-tile__amount')).toHaveText(peso(pgStart + 25_000));
  await screenshot(page, 'wallet-transfer-in');

  // Out: everything in PG back to the main wallet.
  await form.getByText('Game wallet → main').click();
  await form.getByRole('button', { name: 'All', exact: true }).click();
  await expect(amount).toHaveValue(((pgStart + 25_000) / 100).toFixed(2));
  await form.getByRole('button', { name: 'Transfer out' }).click();
  await expect(form.getByRole('status')).toContainText(`Main wallet: ${peso(start + pgStart)}`);
  await expect(main).toHaveText(peso(start + pgStart));
  await expect(pgTile.locator('.wallet-tile__amount')).toHaveText(peso(0));

  // The header follows a credit made by the operator, pushed over the socket without a reload.
  const header = page.getByTestId('balance-amount');
  const before = start + pgStart;
  await expect(header).toHaveText(peso(before).slice(2));
  ops('credit', account, '5.25', '--memo', 'e2e push');
  await expect(header).toHaveText(peso(before + 525).slice(2));
  await expect(main).toHaveText(peso(before + 525));

  // All to main wallet: an all-out from every game wallet holding money.
  await page.locator('.wallet-tile[data-vendor="JDB"]').click();
  await form.getByText('Main → game wallet').click();
  await amount.fill('100');
  await form.getByRole('button', { name: 'Transfer in' }).click();
  await expect(main).toHaveText(peso(before + 525 - 10_000));
  await page.getByRole('button', { name: 'All to main wallet' }).click();
  await expect(page.locator('.wallet-summary').getByRole('status')).toHaveText(
    `${peso(10_000)} collected into your main wallet.`,
  );
  await expect(main).toHaveText(peso(before + 525));
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'wallet-transfer-fund');

  // The account record lists the movements, newest first.
  await page.goto('/member?page=transactionHistory');
  const rows = page.locator('.history-row');
  await expect(rows.first()).toContainText('Wallet transfer');
  const credit = page.locator('.history-row', { hasText: 'e2e push' }).first();
  await expect(credit).toContainText('Adjustment');
  await expect(credit).toContainText('+5.25');
  const transfers = page.locator('.history-row', { hasText: 'Wallet transfer' });
  // In: −250.00 main, +250.00 PG; out: the same back (the earlier project's run is listed too).
  await expect(transfers.filter({ hasText: '−250.00' }).first()).toBeVisible();
  await expect(transfers.filter({ hasText: '+250.00' }).first()).toBeVisible();
  await page.getByLabel('Type').selectOption({ label: 'Wallet transfer' });
  await expect(page.locator('.history-row', { hasText: 'Adjustment' })).toHaveCount(0);
  await expect(transfers.first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'wallet-transaction-history');
});

test('pay the upline agent after confirming', async ({ page }) => {
  await logIn(page);
  await page.goto('/member?page=transferUpline');
  await expect(page.getByTestId('upline-name')).toHaveText('Sub Agent');
  const main = page.getByTestId('main-wallet-balance');
  const start = await amountOf(main);
  const form = page.locator('form.wallet-form');
  await form.getByLabel('Amount').fill('12.50');
  await form.getByRole('button', { name: 'Transfer to upline' }).click();

  const confirm = page.locator('.modal-cover--dialog [role="dialog"]');
  await expect(confirm).toContainText(`Send ${peso(1_250)} from your main wallet to Sub Agent (agent02)?`);
  await screenshot(page, 'wallet-upline-confirm');
  await confirm.getByRole('button', { name: 'Pay now' }).click();
  await expect(form.getByRole('status')).toHaveText(
    `${peso(1_250)} sent to Sub Agent. Main wallet: ${peso(start - 1_250)}`,
  );
  await expect(main).toHaveText(peso(start - 1_250));
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'wallet-upline');

  await page.goto('/member?page=transactionHistory');
  await expect(page.locator('.history-row').first()).toContainText('Upline transfer');
  await expect(page.locator('.history-row').first()).toContainText('With agent02');
});
