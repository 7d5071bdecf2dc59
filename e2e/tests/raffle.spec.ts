import type { Page } from '@playwright/test';
import { expect, ops, registerByName, screenshot, test } from './fixtures';

/*
 * Issue 19's raffle end to end (decision 0247): the operator opens a one-minute raffle, a member
 * deposits and sees their ticket, the period ends and the operator draws it (the member holds its only
 * ticket, so they win), and the member claims the prize: the header balance grows by it. The draw's
 * arithmetic and the claim's concurrency are proved in apps/server/test/raffle.test.ts.
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

/** A raffle running for a minute from now, one ticket per 100 deposited; its id. */
function createRaffle(title: string): number {
  const out = ops(
    'raffle',
    'create',
    '--title',
    title,
    '--prizes',
    '250',
    '--per-deposit',
    '100',
    '--minutes',
    '1',
  );
  return Number(/#(\d+)/.exec(out)![1]);
}

/** Draws the raffle as soon as its minute is over (the operator's command refuses before). */
async function drawWhenOver(id: number) {
  await expect
    .poll(
      () => {
        try {
          return ops('raffle', 'draw', String(id));
        } catch (error) {
          return String(error);
        }
      },
      { timeout: 90_000, intervals: [5_000] },
    )
    .toContain('drawn:');
}

test('a member deposits for a ticket, wins the draw and claims the prize', async ({ page }) => {
  test.setTimeout(180_000);
  const username = uniqueName('raf');
  await registerByName(page, username, password);
  const title = `Flash raffle ${username}`;
  const id = createRaffle(title);

  await deposit(page, '100');
  await page.goto('/member?page=raffle');
  const current = page.getByRole('region', { name: title });
  await expect(current.getByText('Your tickets')).toBeVisible();
  await expect(current.locator('.raffle-tickets__count')).toHaveText('1');
  await expect(current.getByText('1 ticket per ₱ 100.00 deposited')).toBeVisible();
  await expect(current.locator('.raffle-fair code').first()).toHaveText(/^[0-9a-f]{64}$/);
  await screenshotAlsoNarrow(page, 'raffle-running');

  await drawWhenOver(id);
  await page.reload();
  const past = page.locator('.raffle-card').filter({ hasText: title });
  await expect(past.getByText('You won ₱ 250.00 (#1)!')).toBeVisible();
  await expect(past.getByText('You', { exact: true })).toBeVisible();
  await screenshotAlsoNarrow(page, 'raffle-won');
  await expect(headerBalance(page)).toHaveText('100.00');
  await past.getByRole('button', { name: 'Claim prize' }).click();
  await expect(page.getByText(/₱ 250\.00 prize added to your wallet/)).toBeVisible();
  await expect(past.getByText('Claimed', { exact: true })).toBeVisible();
  await expect(headerBalance(page)).toHaveText('350.00');
});

test('the raffle page reads right to left in Urdu', async ({ page }) => {
  await registerByName(page, uniqueName('rur'), password);
  await page.evaluate(() => localStorage.setItem('lang', 'UR'));
  await page.goto('/member?page=raffle');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('آپ کے ٹکٹ').first()).toBeVisible();
  // The demo's weekly draw is titled in Urdu too.
  await expect(page.getByRole('heading', { name: 'ہفتہ وار لکی ڈرا' })).toBeVisible();
  await screenshotAlsoNarrow(page, 'raffle-ur');
});
