import type { Locator, Page } from '@playwright/test';
import { expect, forgiveRefusedCalls, ops, registerByName, screenshot, test } from './fixtures';

/*
 * Deposits and withdrawals (issue 4): a deposit paid on the sandbox gateway's hosted page credits the
 * wallet and the header balance; a withdrawal is approved and paid with the operator's command and
 * then confirmed by the member; bad amounts are refused with clear messages. Every journey registers
 * its own account, so both projects (phone, desktop) run on one server without sharing balances.
 */

const password = 'Lucky2win26';
const pin = '246810';
let serial = 0;

function uniqueName(prefix: string): string {
  serial += 1;
  return `${prefix}${Date.now().toString(36).slice(-6)}${serial}`.toLowerCase();
}

const peso = (minorUnits: number) =>
  `₱ ${(minorUnits / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const dialog = (page: Page) => page.locator('.modal-cover--dialog [role="dialog"]');
const headerBalance = (page: Page) => page.getByTestId('balance-amount');

async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Deposits through the hosted page: the member centre form, the provider's page, Pay, and back. */
async function deposit(page: Page, amount: string, channel = 'GCash', shoot = '') {
  await page.goto('/member?page=depositv2');
  const form = page.locator('form.pay-form');
  await form.getByText(channel, { exact: true }).click();
  await form.getByRole('textbox', { name: 'Amount', exact: true }).fill(amount);
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  // The site tells the provider's page its language.
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\/sbx_[0-9a-f]{32}\?language=EN$/);
  await expect(page.getByRole('heading', { name: 'Confirm payment' })).toBeVisible();
  await expect(page.getByText('Lucky Lobby')).toBeVisible();
  if (shoot) await screenshot(page, shoot);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/member\?page=depositv2&order=D\d{6}[0-9A-Z]{8}$/);
  const result = page.getByTestId('deposit-result');
  await expect(result).toHaveAttribute('data-status', 'paid');
  return result;
}

async function refusedWith(form: Locator, button: string, typed: string, message: string) {
  await form.getByRole('textbox', { name: 'Amount', exact: true }).fill(typed);
  await form.getByRole('button', { name: button }).click();
  await expect(form.getByRole('alert').first()).toHaveText(message);
}

test.beforeAll(() => {
  // A login from a new address may ask for a second factor; these journeys are about money.
  const accounts = JSON.parse(ops('settings', 'get', 'accounts')) as Record<string, unknown>;
  ops('settings', 'set', 'accounts', JSON.stringify({ ...accounts, secondFactor: 'off' }));
  // The demo seed pays withdrawals out at once; here the operator's commands do it.
  ops('withdrawals', 'auto', 'off');
});

test('deposit through the sandbox gateway: the header balance changes; bad amounts and limits are refused', async ({
  page,
  consoleErrors,
}) => {
  await registerByName(page, uniqueName('pay'), password);
  await page.goto('/member?page=depositv2');
  await expect(headerBalance(page)).toHaveText('0.00');
  const form = page.locator('form.pay-form');
  await form.getByText('GCash', { exact: true }).click();

  // Refused before anything is sent, with the channel's bounds in the message.
  await refusedWith(form, 'Continue to payment', '50', `The minimum for GCash is ${peso(10_000)}.`);
  await refusedWith(form, 'Continue to payment', '20000.01', `The maximum for GCash is ${peso(2_000_000)}.`);
  await refusedWith(form, 'Continue to payment', '0', 'The amount must be more than 0.');
  await refusedWith(form, 'Continue to payment', 'abc', 'Please enter a number, such as 100 or 100.50.');
  await expect(page).toHaveURL(/page=depositv2$/);
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'payments-deposit-form');

  const result = await deposit(page, '500', 'GCash', 'payments-gateway-page');
  await expect(result).toContainText(`${peso(50_000)} has been added to your main wallet.`);
  await expect(headerBalance(page)).toHaveText('500.00');
  const history = page.getByTestId('deposit-history');
  await expect(history.locator('.pay-record').first()).toContainText('Paid');
  await expect(history.locator('.pay-record').first()).toContainText(peso(50_000));
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'payments-deposit-paid');

  // A cancelled payment credits nothing and says so.
  await page.getByRole('button', { name: 'New deposit' }).click();
  await form.getByText('Maya', { exact: true }).click();
  await form.getByRole('textbox', { name: 'Amount', exact: true }).fill('150');
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  // The provider's page in Urdu: right to left, and its buttons still work.
  await expect(page).toHaveURL(/\?language=EN$/);
  await page.goto(page.url().replace('language=EN', 'language=UR'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'ادائیگی کی تصدیق کریں' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'payments-gateway-page-ur');
  await page.getByRole('button', { name: 'منسوخ کریں' }).click();
  await expect(page.getByTestId('deposit-result')).toHaveAttribute('data-status', 'cancelled');
  await expect(page.getByTestId('deposit-result')).toContainText('Nothing was charged.');
  await expect(headerBalance(page)).toHaveText('500.00');

  // Player protection: a daily limit of 300.00 applies at once; the 500.00 today already uses it.
  const limits = page.getByTestId('deposit-limits');
  await limits.getByRole('button', { name: 'Change limits' }).click();
  await limits.getByLabel('Per 24 hours', { exact: true }).fill('300');
  await limits.getByRole('button', { name: 'Save limits' }).click();
  await expect(limits.getByRole('status')).toHaveText('Your limits are saved and apply now.');
  await expect(limits).toContainText(`${peso(50_000)} of ${peso(30_000)} used`);
  await form.getByRole('textbox', { name: 'Amount', exact: true }).fill('100');
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(form.getByRole('alert')).toHaveText('This deposit would go over your deposit limit.');
  forgiveRefusedCalls(consoleErrors);
  // Raising it waits 24 hours.
  await limits.getByRole('button', { name: 'Change limits' }).click();
  await limits.getByLabel('Per 24 hours', { exact: true }).fill('5000');
  await limits.getByRole('button', { name: 'Save limits' }).click();
  await expect(limits.getByRole('status')).toHaveText('Saved. Higher limits apply after 24 hours.');
  await expect(limits).toContainText(`Changes to ${peso(500_000)} on`);
  await screenshot(page, 'payments-deposit-limits');
});

/** A 1×1 PNG, as a photo of a bank statement would arrive (the server checks the bytes). */
function proofImage(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
}

test('withdraw: payment password, account, confirmation step, ops approve and pay, member confirms', async ({
  page,
  consoleErrors,
}) => {
  // The longest journey of the site: three payouts, each through the operator's command line.
  test.setTimeout(180_000);
  const username = uniqueName('pay');
  await registerByName(page, username, password);
  await deposit(page, '1000', 'InstaPay bank transfer');
  await expect(headerBalance(page)).toHaveText('1,000.00');

  await page.goto('/member?page=withdraw');
  // Nothing can be withdrawn before a payment password and an account exist.
  await expect(page.getByText('Set your payment password first (above).')).toBeVisible();
  const setup = page.getByTestId('payment-password-setup');
  await setup.getByLabel('Login password', { exact: true }).fill(password);
  await setup.getByLabel('New payment password', { exact: true }).fill('123456');
  await setup.getByLabel('Repeat the new payment password', { exact: true }).fill('123456');
  await setup.getByRole('button', { name: 'Save payment password' }).click();
  await expect(setup.getByRole('alert')).toHaveText(
    'This payment password is too easy to guess. Avoid repeated or consecutive digits.',
  );
  await setup.getByLabel('New payment password', { exact: true }).fill(pin);
  await setup.getByLabel('Repeat the new payment password', { exact: true }).fill(pin);
  await setup.getByRole('button', { name: 'Save payment password' }).click();
  await expect(setup).toBeHidden();
  await expect(page.getByText('Add a bank account or e-wallet first (below).')).toBeVisible();

  const bindings = page.getByTestId('bindings');
  await bindings.getByRole('button', { name: 'Add account' }).click();
  await bindings.getByLabel('Bank or e-wallet', { exact: true }).fill('BDO');
  await bindings.getByLabel('Account holder name', { exact: true }).fill('Juan Dela Cruz');
  await bindings.getByLabel('Account number', { exact: true }).fill('0012 3456 7890');
  await bindings.getByRole('button', { name: 'Save account' }).click();
  await expect(bindings.getByRole('status')).toHaveText('Account added.');
  await expect(bindings.locator('.pay-record')).toContainText('•••• 7890');
  await screenshot(page, 'payments-withdraw-setup');

  const form = page.locator('form.pay-form').first();
  const pinField = form.getByLabel('Payment password', { exact: true });
  await pinField.fill(pin);
  await refusedWith(form, 'Continue', '50', `The minimum withdrawal is ${peso(10_000)}.`);
  await refusedWith(form, 'Continue', '1500', `The amount is more than the available ${peso(100_000)}.`);
  await form.getByRole('textbox', { name: 'Amount', exact: true }).fill('300');
  await pinField.fill('13579');
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(form.getByRole('alert')).toHaveText('Enter your 6-digit payment password.');

  // A wrong payment password reaches the server after the confirmation step and is refused.
  await pinField.fill('135790');
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog(page)).toContainText(`Withdraw ${peso(30_000)} to BDO •••• 7890 (Juan Dela Cruz)?`);
  await dialog(page).getByRole('button', { name: 'Withdraw now' }).click();
  await expect(form.getByRole('alert')).toHaveText('The payment password is incorrect.');
  forgiveRefusedCalls(consoleErrors);
  await expect(headerBalance(page)).toHaveText('1,000.00');

  // The confirmation step, then the request: the amount leaves the main wallet at once.
  await pinField.fill(pin);
  await form.getByRole('button', { name: 'Continue' }).click();
  await screenshot(page, 'payments-withdraw-confirm-step');
  await dialog(page).getByRole('button', { name: 'Withdraw now' }).click();
  await expect(form.getByRole('status')).toHaveText(
    `Your withdrawal of ${peso(30_000)} was received and is waiting for review.`,
  );
  await expect(headerBalance(page)).toHaveText('700.00');
  const history = page.getByTestId('withdraw-history');
  await expect(history.locator('.pay-record').first()).toContainText('Under review');

  // The operator approves and pays with the command line.
  const line = ops('withdrawals', 'list', '--status', 'requested')
    .split('\n')
    .find((l) => l.includes(username));
  const id = /^#(\d+)/.exec(line ?? '')?.[1];
  expect(id, `a requested withdrawal of ${username}`).toBeTruthy();
  expect(ops('withdrawals', 'approve', id!)).toContain('approved');
  expect(ops('withdrawals', 'pay', id!)).toContain('paid');

  await page.reload();
  const item = page.getByTestId(`withdrawal-${id}`);
  await expect(item).toContainText('Paid out');
  await expect(item).toContainText('Please confirm by');
  await item.getByRole('button', { name: 'Confirm receipt' }).click();
  await item.getByText('Received', { exact: true }).click();
  await screenshot(page, 'payments-withdraw-confirm-received');
  await item.getByRole('button', { name: 'Send confirmation' }).click();
  await expect(page.getByText('Thank you. Your confirmation has been recorded.')).toBeVisible();
  await expect(item).toContainText('You confirmed: received');

  // A second payout the member reports as not received, with a proof image.
  await form.getByRole('textbox', { name: 'Amount', exact: true }).fill('200');
  await pinField.fill(pin);
  await form.getByRole('button', { name: 'Continue' }).click();
  await dialog(page).getByRole('button', { name: 'Withdraw now' }).click();
  await expect(headerBalance(page)).toHaveText('500.00');
  const second = /^#(\d+)/.exec(
    ops('withdrawals', 'list', '--status', 'requested')
      .split('\n')
      .find((l) => l.includes(username)) ?? '',
  )?.[1];
  ops('withdrawals', 'approve', second!);
  ops('withdrawals', 'pay', second!);
  await page.reload();
  const other = page.getByTestId(`withdrawal-${second}`);
  await other.getByRole('button', { name: 'Confirm receipt' }).click();
  await other.getByText('Not received', { exact: true }).click();
  await other.getByRole('button', { name: 'Send confirmation' }).click();
  await expect(other.getByRole('alert')).toHaveText('Please add at least one proof image.');
  await other.getByTestId('proof-input').setInputFiles({
    name: 'bank-statement.png',
    mimeType: 'image/png',
    buffer: proofImage(),
  });
  await expect(other.locator('.picture-picker img')).toHaveCount(1);
  await other.getByRole('button', { name: 'Send confirmation' }).click();
  await expect(other).toContainText('You reported: not received');
  await expect(other).toContainText('Proof images: 1');

  // A third one the operator rejects: the money comes back.
  await form.getByRole('textbox', { name: 'Amount', exact: true }).fill('100');
  await pinField.fill(pin);
  await form.getByRole('button', { name: 'Continue' }).click();
  await dialog(page).getByRole('button', { name: 'Withdraw now' }).click();
  await expect(headerBalance(page)).toHaveText('400.00');
  const third = /^#(\d+)/.exec(
    ops('withdrawals', 'list', '--status', 'requested')
      .split('\n')
      .find((l) => l.includes(username)) ?? '',
  )?.[1];
  expect(ops('withdrawals', 'reject', third!, '--reason', 'test refund')).toContain('rejected');
  await page.reload();
  await expect(page.getByTestId(`withdrawal-${third}`)).toContainText('Rejected, refunded');
  await expect(page.getByTestId(`withdrawal-${third}`)).toContainText('Reason: test refund');
  await expect(headerBalance(page)).toHaveText('500.00');
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'payments-withdraw-history');
  expect(ops('ledger:check')).toContain('ledger OK');
});
